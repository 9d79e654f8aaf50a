/// The `CLLocationButton` / `LocationButton` confirmation (iOS 15+, watchOS 8+): Apple says the first tap “asks the
/// user to confirm” and what agreeing grants [S123]. The only Apple depiction is the HIG's mock-up [S67], which shows
/// a three-button alert; locprompt keeps a two-way choice (Decisions in Fidelity-Rules.md), so the entry stays low.
extension PromptCatalog {
    static func locationButtonEntry(_ band: String) -> CatalogEntry {
        CatalogEntry(.locationButton, band, title: "", message: .none, buttons: CatalogButtons.locationButton,
                     layout: .stacked, confidence: .low, sources: ["S37", "S123", "S124", "S67"],
                     caveats: ["the only Apple depiction is a design mock-up in the HIG (Privacy › Location button) [S67]: it shows the title “Allow “…” to access your location?”, the app's purpose string, a small map and three buttons (Allow Once, Allow While Using App, Don’t Allow); locprompt shows neither that title nor that message and keeps two buttons, because the LocationButton page says the system “asks the user to confirm” and “if the user agrees” grants temporary When In Use [S123], and the HIG says the alert shows how the button “limits your app's access”, which a third, permanent choice would not",
                               "button labels assumed: Apple says only that the person agrees (one-time access, “like Allow Once”) or not"],
                     note: "The first tap on the app’s CLLocationButton / LocationButton (iOS 15+, watchOS 8+) asks the person to confirm; agreeing grants one-time When In Use, like Allow Once, and approves the button: later taps grant it with no alert. The grant lapses when the app is no longer in use. Settings then shows “Ask Next Time Or When I Share”. Apple's HIG shows a mock-up of this alert with three buttons; locprompt keeps two (see the caveats).")
            .graded([Evidence(.title, .low, ["S67"], "only the HIG mock-up shows one (“Allow “…” to access your location?”); not shown by locprompt"),
                     Evidence(.buttons, .low, ["S123", "S67"], "two labels assumed from “agrees”, “like Allow Once”; the HIG mock-up shows three", disputed: true)])
    }
}
