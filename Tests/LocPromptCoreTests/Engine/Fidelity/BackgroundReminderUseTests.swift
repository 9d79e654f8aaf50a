import Foundation
import Testing
@testable import LocPromptCore

/// The background-use reminder comes only to an Always app that used location in the background: "if Always
/// authorization was granted by the user, the user will be asked to confirm a few days later and only if their Always
/// authorization was exercised, that is the app did use location in the background" (WWDC 2014 706 [S53]; rule
/// background-reminder-before-13). From iOS 13 locprompt applies the same condition (rule background-reminder-from-13,
/// an emulator decision: no Apple source states the iOS 13 trigger, and the alert's own text says the app "has used
/// your location … in the background" [S20]). Until session 16 any app with permanent Always got the reminder.
@Suite("Background-use reminder needs background use (background-reminder-before-13, background-reminder-from-13)")
struct BackgroundReminderUseTests {
    static let reminder = PresentedAlert(kind: .backgroundReminder, manager: nil)

    /// A running iOS app with permanent Always (as a device keeps it), in the foreground.
    func alwaysApp(_ version: String, app: AppProfile = TestApps.background) -> Harness {
        var h = Harness(.iOS, version, app: app)
        h.state.authorization = .always(provisional: false)
        h.state.askedPermission = true
        h.launch()
        return h
    }

    @Test("background-reminder-before-13: no reminder before background use; a significant change in the background records it; then the reminder comes")
    func iOS12RecordThenReminder() {
        var store = EngineStore(.iOS, "12.2", app: TestApps.background) { $0.authorization = .always(provisional: false) }
        store.launch(reporting: .legacyDidChangeAuthorization(.authorizedAlways))
        store.send(.systemPrompt(.backgroundReminder), effects: [.nothing(.backgroundReminderBefore13)])
        // The start's initial event (in the foreground) makes the arrow solid for a few seconds: let them pass.
        store.skip(.app(.startMonitoringSignificantLocationChanges), .advance(.seconds(10)), .app(.background))
        store.send(.world(.significantChange), effects: [
            .effect(.callback(manager: 1, .didUpdateLocations(.full)), .deliveryGate),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            $0.lastDelivery = $0.clock
            $0.usedLocationInBackground = true
        }
        store.send(.systemPrompt(.backgroundReminder), effects: [.effect(.alertPresented(Self.reminder), .backgroundReminderBefore13)]) {
            $0.alert = Self.reminder
        }
        // Continue keeps Always: the record stays, so a later reminder may come again.
        store.send(.tap(.continueAllowing), effects: [
            .effect(.alertDismissed(.backgroundReminder, answer: .continueAllowing), .backgroundReminderBefore13),
            .nothing(.backgroundReminderBefore13),
        ]) {
            $0.alert = nil
        }
        #expect(store.state.usedLocationInBackground)
    }

    @Test("background-reminder-from-13: a location the app gets in the foreground is not background use")
    func iOS17ForegroundUseDoesNotCount() {
        var store = EngineStore(.iOS, "17.4", app: TestApps.background) { $0.authorization = .always(provisional: false) }
        store.launch(reporting: .didChangeAuthorization(.authorizedAlways, accuracy: .full))
        store.send(.app(.requestLocation), effects: [
            .effect(.callback(manager: 1, .didUpdateLocations(.full)), .requestLocationOnce),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            $0.lastDelivery = $0.clock
            $0.lastDeliveryWasOneShot = true
        }
        store.send(.systemPrompt(.backgroundReminder), effects: [.nothing(.backgroundReminderFrom13)])
    }

    /// Each way a location or location event reaches an Always app that is not in the foreground.
    enum BackgroundUse: String, CaseIterable {
        case updatesInBackgroundSession, significantChange, visit, regionEntry, requestLocationInBackground
        case relaunchForRegion, queuedWhileSuspended, liveUpdateInBackground, monitorEventInBackground

        func apply(to h: inout Harness) {
            switch self {
            case .updatesInBackgroundSession:
                h.do(.app(.startUpdatingLocation), .app(.background), .world(.locationUpdate))
            case .significantChange:
                h.do(.app(.startMonitoringSignificantLocationChanges), .app(.background), .world(.significantChange))
            case .visit:
                h.do(.app(.startMonitoringVisits), .app(.background), .world(.visit))
            case .regionEntry:
                h.do(.app(.startMonitoringRegion), .app(.background), .world(.regionEntry))
            case .requestLocationInBackground:
                h.do(.app(.background), .app(.requestLocation))
            case .relaunchForRegion:
                h.do(.app(.startMonitoringRegion), .app(.terminate), .world(.regionEntry))
            case .queuedWhileSuspended:
                // Not standard updates: with the location background mode their session keeps the app running, so
                // it cannot be suspended (rule background-session-keeps-app-running). A significant change reaches
                // the suspended app.
                h.do(.app(.startMonitoringSignificantLocationChanges), .app(.suspend), .world(.significantChange))
            case .liveUpdateInBackground:
                h.do(.modern(.startLiveUpdates), .app(.background), .world(.locationUpdate))
            case .monitorEventInBackground:
                h.do(.modern(.startMonitor), .app(.background), .world(.regionEntry))
            }
        }
    }

    @Test("every kind of background delivery to an Always app records the use, and the reminder then comes (iOS 17.4)",
          arguments: BackgroundUse.allCases)
    func everyBackgroundDeliveryCounts(use: BackgroundUse) {
        var h = alwaysApp("17.4")
        h.do(.systemPrompt(.backgroundReminder))
        #expect(h.presented == nil)
        use.apply(to: &h)
        #expect(h.state.usedLocationInBackground, "\(use)")
        h.do(.systemPrompt(.backgroundReminder))
        #expect(h.presented == Self.reminder, "\(use)")
        #expect(h.rules == ["background-reminder-from-13"])
    }

    @Test("background-reminder-before-13: the same on iOS 8–12", arguments: ["8.4", "10.3", "12.2"])
    func before13(version: String) {
        var h = alwaysApp(version)
        h.do(.systemPrompt(.backgroundReminder))
        #expect(h.presented == nil)
        #expect(h.rules == ["background-reminder-before-13"])
        h.useLocationInBackground()
        h.do(.systemPrompt(.backgroundReminder))
        #expect(h.presented == Self.reminder)
        #expect(h.rules == ["background-reminder-before-13"])
    }

    @Test("a When In Use app's background session is not Always being exercised: granted Always afterwards, it gets no reminder")
    func whenInUseBackgroundUseDoesNotCount() {
        var h = Harness(.iOS, "17.4", app: TestApps.background)
        h.state.authorization = .whenInUse(temporary: false)
        h.state.askedPermission = true
        h.launch()
        h.do(.app(.startUpdatingLocation), .app(.background), .world(.locationUpdate))
        #expect(h.callbacks == ["locationManager(_:didUpdateLocations:)"])
        #expect(!h.state.usedLocationInBackground)
        h.do(.settings(.appAuthorization(.always)), .systemPrompt(.backgroundReminder))
        #expect(h.presented == nil)
    }

    @Test("provisional Always: a held event delivered once Always is granted, in the background, is background use")
    func heldEventDeliveredAfterDeferredPrompt() {
        var h = Harness(.iOS, "15.7", app: TestApps.background)
        h.launch()
        // Past the few seconds "in use" lasts after leaving the foreground [S18], the event is held.
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp), .app(.startMonitoringRegion), .app(.background),
             .advance(.seconds(10)), .world(.regionEntry))
        #expect(h.presented?.kind == .deferredAlways)
        #expect(!h.state.usedLocationInBackground, "held, not delivered, while Always is provisional")
        h.do(.tap(.changeToAlwaysAllow))
        #expect(h.callbacks.contains("locationManager(_:didEnterRegion:)"))
        #expect(h.state.usedLocationInBackground)
        h.do(.systemPrompt(.backgroundReminder))
        #expect(h.presented == Self.reminder)
    }

    @Test("the record belongs to the Always grant: leaving Always (Settings, the reminder's own answer, Reset) ends it; Location Services off and restrictions keep it")
    func recordEndsWithTheGrant() {
        var settings = alwaysApp("17.4")
        settings.useLocationInBackground()
        settings.do(.settings(.appAuthorization(.whileUsing)))
        #expect(!settings.state.usedLocationInBackground)
        settings.do(.settings(.appAuthorization(.always)), .systemPrompt(.backgroundReminder))
        #expect(settings.presented == nil, "a new Always grant must be used in the background again")
        #expect(settings.rules == ["background-reminder-from-13"])

        var answer = alwaysApp("12.2")
        answer.useLocationInBackground()
        answer.do(.systemPrompt(.backgroundReminder), .tap(.dontAllow))
        #expect(!answer.state.usedLocationInBackground)

        var cut = alwaysApp("17.4")
        cut.useLocationInBackground()
        cut.do(.systemPrompt(.backgroundReminder), .tap(.changeToOnlyWhileUsing))
        #expect(cut.state.authorization == .whenInUse(temporary: false) && !cut.state.usedLocationInBackground)

        var reset = alwaysApp("17.4")
        reset.useLocationInBackground()
        reset.do(.settings(.resetLocationAndPrivacy))
        #expect(!reset.state.usedLocationInBackground)

        var off = alwaysApp("17.4")
        off.useLocationInBackground()
        off.do(.settings(.locationServices(false)), .settings(.restricted(true)))
        #expect(off.state.usedLocationInBackground, "the stored authorization is still Always")
        off.do(.systemPrompt(.backgroundReminder))
        #expect(off.presented == nil, "not Always as the app reads it")
        off.do(.settings(.restricted(false)), .settings(.locationServices(true)), .systemPrompt(.backgroundReminder))
        #expect(off.presented == Self.reminder)
    }

    @Test("other platforms have no reminder and keep no record")
    func otherPlatforms() {
        var h = Harness(.watchOS, "10.0", app: TestApps.background)
        h.state.authorization = .always(provisional: false)
        h.state.askedPermission = true
        h.launch()
        h.do(.app(.startUpdatingLocation), .app(.background), .world(.locationUpdate))
        #expect(!h.state.usedLocationInBackground)
        h.do(.systemPrompt(.backgroundReminder))
        #expect(h.presented == nil)
        #expect(h.rules == ["system-alert"])
    }

    @Test("the rules: 706 first before iOS 13; from iOS 13 an emulator decision that cites the system's strings and 706")
    func rules() {
        #expect(Rule.backgroundReminderBefore13.sources.first == "S53")
        #expect(Rule.backgroundReminderBefore13.documented)
        #expect(Rule.backgroundReminderBefore13.summary.contains("has used location in the background"))
        #expect(!Rule.backgroundReminderFrom13.documented)
        #expect(Rule.backgroundReminderFrom13.sources.contains("S53") && Rule.backgroundReminderFrom13.sources.contains("S20"))
        #expect(RuleRegistry.all.contains(.backgroundReminderFrom13))
        #expect(!Rule.systemAlerts.sources.contains("S26"), "the reminder has its own rules now")
    }

    @Test("saved devices keep the record of an Always app; a file without it reads false; reset, revoke and a When In Use grant clear it")
    func savedDevice() throws {
        var h = alwaysApp("17.4")
        h.useLocationInBackground()
        var device = SavedDevice(os: h.state.os)
        device.record(h.state)
        let key = SavedDevice.key(for: h.state.app)
        #expect(device.apps[key]?.usedLocationInBackground == true)
        let text = String(decoding: device.encoded(), as: UTF8.self)
        #expect(text.contains(#""usedLocationInBackground" : true"#))
        let decoded = try SavedDevice.decode(device.encoded()).get()
        #expect(decoded == device)
        var next = Harness(.iOS, "17.4", app: TestApps.background)
        next.state = decoded.state(for: TestApps.background)
        next.launch()
        next.do(.systemPrompt(.backgroundReminder))
        #expect(next.presented == Self.reminder, "the use before the device was saved still counts")
        #expect(device.describe(title: "phone.json").contains("    used location in the background with Always: yes (the background-use reminder can be shown)"))

        // A file written before the field existed.
        let old = text.replacingOccurrences(of: #""usedLocationInBackground" : true,"#, with: "")
        #expect(old != text)
        #expect(try SavedDevice.decode(Data(old.utf8)).get().apps[key]?.usedLocationInBackground == false)

        var reset = device
        reset.resetLocationAndPrivacy()
        #expect(reset.apps[key]?.usedLocationInBackground == false)
        let commands: [(PrivacyCommand.Action, PrivacyCommand.Service, Bool)] = [
            (.grant, .locationAlways, true), (.grant, .location, false), (.revoke, .location, false), (.reset, .location, false),
        ]
        for (action, service, keeps) in commands {
            var copy = device
            _ = PrivacyCommand(action: action, service: service, target: key).apply(to: &copy)
            #expect(copy.apps[key]?.usedLocationInBackground == keeps, "\(action) \(service)")
        }
    }
}
