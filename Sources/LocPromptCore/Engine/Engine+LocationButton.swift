/// The person taps the app's `CLLocationButton` / `LocationButton` (iOS 15+; SwiftUI's `LocationButton` also
/// watchOS 8+ [S123][S67]). The first tap asks the person to confirm; agreeing grants one-time When In Use, like
/// Allow Once; later taps grant it with no alert [S37][S123]. The watch behaves as the phone: the LocationButton
/// page describes one behaviour for every platform it lists.
/// The grant lapses like Allow Once when the app is no longer in use (a relaunch finds notDetermined [S124]).
/// An app the person set to Don't Allow / Never gets the same introduction alert on a tap: agreeing moves it back to
/// notDetermined and approves the button (WWDC 2021 10102 [S71]); that the same tap also grants one-time When In Use,
/// as a first tap does, is locprompt's reading (rule location-button-after-never).
extension Transition {
    mutating func tapLocationButton() {
        if PromptCatalog.locationButtonAbsence(on: state.os) != nil {
            let why: String
            switch state.os.platform {
            case .iOS: why = "the location button (CLLocationButton, LocationButton) exists on iOS 15 and later; \(state.os) has none"
            case .watchOS: why = "the location button (SwiftUI LocationButton) exists on watchOS 8 and later; \(state.os) has none"
            case .visionOS: why = "the location button ignores input in iPhone and iPad apps running in visionOS"
            case .macOS: why = "macOS has no location button (in Mac Catalyst apps it ignores input)"
            case .tvOS: why = "tvOS has no location button (it exists on iOS 15+ and watchOS 8+)"
            }
            nothing(why, .locationButton)
            return
        }
        guard state.lifecycle == .foreground else {
            reject("the location button is part of the app's screen: the app must be in the foreground", .locationButton)
            return
        }
        if state.alert != nil {
            nothing("an alert is already on screen", .oneAlertAtATime)
            return
        }
        switch state.status {
        case .authorizedWhenInUse, .authorizedAlways:
            nothing("the app is already \(state.status.name): the button's action runs, the authorization does not change", .locationButton)
        case .denied where state.locationServicesEnabled && state.authorization == .denied:
            // "If someone, who has chosen "Don't Allow" authorization on your app in the past taps our new Location
            // Button, they will see this button introduction prompt and have the opportunity to move your app back to
            // NotDetermined" (WWDC 2021 10102 [S71]). The same alert as the first tap; its answer: `tap`.
            present(PresentedAlert(kind: .locationButton, manager: state.managers.first?.id), .locationButtonAfterNever)
        case .denied:
            // Location Services is off: the app reads denied without having chosen Don't Allow. Apple says nothing of
            // the button then: locprompt changes nothing (emulator decision).
            nothing("Location Services is off; no source says the button overrides that, so nothing changes", .locationButtonRestricted)
        case .restricted:
            // Not documented: locprompt changes nothing (emulator decision).
            nothing("the app is restricted; no source says the button overrides that, so nothing changes", .locationButtonRestricted)
        case .notDetermined:
            if state.locationButtonApproved {
                changeAuthorization(.locationButton) { $0.authorization = .whenInUse(temporary: true) }
            } else {
                present(PresentedAlert(kind: .locationButton, manager: state.managers.first?.id), .locationButton)
            }
        }
    }
}
