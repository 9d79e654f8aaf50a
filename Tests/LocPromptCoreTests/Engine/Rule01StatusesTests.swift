import Testing
@testable import LocPromptCore

/// Rule 1: five statuses with Apple's raw values, the hidden qualifiers, and what Settings shows.
/// Reference §2 (raw values [S13]), §4.1 (Settings options [S28][S29][S18]).
@Suite("Rule 1: statuses, qualifiers and Settings")
struct Rule01StatusesTests {
    @Test("raw values are Apple's (§2 [S13])")
    func rawValues() {
        #expect(AuthorizationStatus.notDetermined.rawValue == 0)
        #expect(AuthorizationStatus.restricted.rawValue == 1)
        #expect(AuthorizationStatus.denied.rawValue == 2)
        #expect(AuthorizationStatus.authorizedAlways.rawValue == 3)
        #expect(AuthorizationStatus.authorizedWhenInUse.rawValue == 4)
        #expect(AccuracyAuthorization.full.rawValue == 0 && AccuracyAuthorization.reduced.rawValue == 1)
    }

    @Test("Allow Once is temporary When In Use and Settings shows Ask Next Time (§2 Allow Once [S28]; allow-once)")
    func allowOnceShowsAskNextTime() {
        var store = EngineStore(.iOS, "14.8")
        store.launch(reporting: .didChangeAuthorization(.notDetermined, accuracy: .full))
        store.requestWhenInUse(showing: PresentedAlert(kind: .whenInUse, manager: 1, precise: true))
        store.answer(.allowOnce, on: .whenInUse, storing: .whenInUse(temporary: true), rule: .allowOnce,
                     callback: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full))
        #expect(store.state.status == .authorizedWhenInUse)
        #expect(store.state.settingsChoice == .askNextTime)
        #expect(store.state.settingsChoice?.label(on: store.state.os) == "Ask Next Time")
    }

    @Test("provisional Always reports authorizedAlways while Settings shows While Using the App (§4.1 provisional [S18]; provisional-always)")
    func provisionalShowsWhileUsing() {
        var store = EngineStore(.iOS, "17.4")
        store.launch(reporting: .didChangeAuthorization(.notDetermined, accuracy: .full))
        let alert = PresentedAlert(kind: .always, manager: 1, viaAlwaysRequest: true, precise: true)
        store.send(.app(.requestAlwaysAuthorization), effects: [.effect(.alertPresented(alert), .alwaysRequest)]) {
            $0.alert = alert
            $0.hasRequestedAuthorization = true
            $0.askedPermission = true
            $0.alwaysRequestUsed = true
        }
        store.answer(.allowWhileUsingApp, on: .always, storing: .always(provisional: true), rule: .provisionalAlways,
                     callback: .didChangeAuthorization(.authorizedAlways, accuracy: .full))
        #expect(store.state.status == .authorizedAlways)
        #expect(store.state.settingsChoice == .whileUsing)
    }

    @Test("accuracy is reported from iOS 14 only (§2 [S12][S19])")
    func accuracyOnlyFromIOS14() {
        #expect(Harness(.iOS, "13.7").state.accuracy == nil)
        #expect(Harness(.iOS, "14.0").state.accuracy == .full)
        #expect(Harness(.iOS, "14.0", app: TestApps.reduced).state.accuracy == .reduced)
    }

    @Test("iOS 15+ labels Ask Next Time as “Ask Next Time Or When I Share” (§4.1; WWDC 2021 10102: “When I Share” selected in Privacy Settings, S71)")
    func askNextTimeLabelByVersion() {
        #expect(SettingsChoice.askNextTime.label(on: Harness(.iOS, "14.8").state.os) == "Ask Next Time")
        #expect(SettingsChoice.askNextTime.label(on: Harness(.iOS, "15.0").state.os) == "Ask Next Time Or When I Share")
        #expect(SettingsChoice.askNextTime.label(on: Harness(.iOS, "16.0").state.os) == "Ask Next Time Or When I Share")
        #expect(SettingsChoice(label: "Ask Next Time Or When I Share") == .askNextTime)
    }

    @Test("Settings options per version (§4.1 8–12, 13–15 [S36][S28])")
    func settingsOptionsPerVersion() {
        #expect(Harness(.iOS, "12.2").state.offeredSettingsChoices == [.never, .whileUsing, .always])
        #expect(Harness(.iOS, "13.3").state.offeredSettingsChoices == [.never, .askNextTime, .whileUsing, .always])
        // iOS 11+: Always is missing unless the app declares the Always key [S36].
        #expect(Harness(.iOS, "17.4", app: TestApps.whenInUseOnly).state.offeredSettingsChoices == [.never, .askNextTime, .whileUsing])
        // iOS 8–10 look at NSLocationAlwaysUsageDescription.
        #expect(Harness(.iOS, "10.3", app: TestApps.ios10Always).state.offeredSettingsChoices.contains(.always))
        #expect(!Harness(.iOS, "11.0", app: TestApps.ios10Always).state.offeredSettingsChoices.contains(.always))
    }
}
