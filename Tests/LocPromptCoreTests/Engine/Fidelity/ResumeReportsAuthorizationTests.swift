import Testing
@testable import LocPromptCore

/// A suspended app that runs again is told its current authorization [S3][S5].
@Suite("Resume (resume-reports-authorization)")
struct ResumeReportsAuthorizationTests {
    @Test("resume-reports-authorization: a suspended app that resumes gets its unchanged status; from the background (not suspended) nothing")
    func resumeReportsUnchangedStatus() {
        var store = EngineStore(.iOS, "17.4") { $0.authorization = .whenInUse(temporary: false) }
        let current = DelegateCallback.didChangeAuthorization(.authorizedWhenInUse, accuracy: .full)
        store.launch(reporting: current)
        store.send(.app(.background), effects: [.effect(.lifecycle(.background), .lifecycle)]) {
            $0.lifecycle = .background
            $0.outOfUseSince = .zero
        }
        store.send(.app(.foreground), effects: [.effect(.lifecycle(.foreground), .lifecycle)]) {
            $0.lifecycle = .foreground
            $0.outOfUseSince = nil
        }
        store.send(.app(.suspend), effects: [
            .effect(.lifecycle(.background), .lifecycle),
            .effect(.lifecycle(.suspended), .lifecycle),
        ]) {
            $0.lifecycle = .suspended
            // Suspended straight from the foreground: the few seconds start now, and last through suspension (audit 24d D2).
            $0.outOfUseSince = $0.clock
        }
        store.send(.app(.foreground), effects: [
            .effect(.lifecycle(.foreground), .lifecycle),
            .effect(.callback(manager: 1, current), .resumeReportsAuthorization),
        ]) {
            $0.lifecycle = .foreground
            $0.outOfUseSince = nil
        }
    }

    @Test("resume-reports-authorization: before iOS 14 the legacy callback; a change queued while suspended is told once")
    func legacyAndQueuedChange() {
        var store = EngineStore(.iOS, "13.7") { $0.authorization = .whenInUse(temporary: false) }
        store.launch(reporting: .legacyDidChangeAuthorization(.authorizedWhenInUse))
        store.skip(.app(.suspend))
        store.send(.app(.foreground), effects: [
            .effect(.lifecycle(.foreground), .lifecycle),
            .effect(.callback(manager: 1, .legacyDidChangeAuthorization(.authorizedWhenInUse)), .resumeReportsAuthorization),
        ]) {
            $0.lifecycle = .foreground
            // The suspension kept when the app left the foreground (audit 24d D2); back in it, nothing to keep.
            $0.outOfUseSince = nil
        }
        store.skip(.app(.suspend))
        let denied = DelegateCallback.legacyDidChangeAuthorization(.denied)
        store.send(.settings(.appAuthorization(.never)), effects: [
            .effect(.authorizationStored(.denied), .settingsChange),
            .effect(.callbackQueued(manager: 1, denied), .queuedWhileSuspended),
        ]) {
            $0.authorization = .denied
            $0.managers = [Manager(id: 1, for: $0.app, queued: [denied])]
        }
        store.send(.app(.foreground), effects: [
            .effect(.lifecycle(.foreground), .lifecycle),
            .effect(.callback(manager: 1, denied), .queuedWhileSuspended),
        ]) {
            $0.lifecycle = .foreground
            $0.outOfUseSince = nil
            $0.managers = [Manager(id: 1, for: $0.app)]
        }
    }
}

extension ResumeReportsAuthorizationTests {
    @Test("resume-reports-authorization: an Always app woken from suspension for a visit is told its authorization before the visit")
    func wokenBySystem() {
        var store = EngineStore(.iOS, "17.4") { $0.authorization = .always(provisional: false) }
        let always = DelegateCallback.didChangeAuthorization(.authorizedAlways, accuracy: .full)
        store.launch(reporting: always)
        store.skip(.app(.startMonitoringVisits), .app(.suspend))
        store.send(.world(.visit), effects: [
            .effect(.lifecycle(.background), .relaunchForAlways),
            .effect(.callback(manager: 1, always), .resumeReportsAuthorization),
            .effect(.callback(manager: 1, .didVisit), .deliveryGate),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            $0.lifecycle = .background
            $0.lastDelivery = .zero
            // An Always app used location in the background: the reminder may come (background-reminder-from-13).
            $0.usedLocationInBackground = true
        }
    }
}
