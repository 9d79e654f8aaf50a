/// The `CLLocationButton` / `LocationButton` confirmation (iOS 15+): Apple says the first tap “asks the user
/// to confirm” and what agreeing grants, but no source quotes the alert, so its wording is not known.
extension PromptCatalog {
    static func locationButtonEntry(_ band: String) -> CatalogEntry {
        CatalogEntry(.locationButton, band, title: "", message: .none, buttons: CatalogButtons.locationButton,
                     layout: .stacked, confidence: .low, sources: ["S37", "S123", "S124"],
                     caveats: ["title and message not known: no source quotes this alert",
                               "button labels assumed: Apple says only that the person agrees (one-time access, “like Allow Once”) or not"],
                     note: "The first tap on the app’s CLLocationButton (iOS 15+) asks the person to confirm; agreeing grants one-time When In Use, like Allow Once, and approves the button: later taps grant it with no alert. The grant lapses when the app is no longer in use. Settings then shows “Ask Next Time Or When I Share”.")
            .graded([Evidence(.title, .low, [], "not quoted anywhere"),
                     Evidence(.buttons, .low, ["S123"], "labels assumed from “agrees”, “like Allow Once”")])
    }
}
