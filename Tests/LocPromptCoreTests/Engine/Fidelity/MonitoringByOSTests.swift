import Testing
@testable import LocPromptCore

/// Region, significant-change and visit events by OS and authorization [S18][S109][S105][S4].
@Suite("Monitoring events by OS (monitoring-needs-always-before-ios13, monitoring-while-in-use)")
struct MonitoringByOSTests {
    static let whenInUse14 = DelegateCallback.didChangeAuthorization(.authorizedWhenInUse, accuracy: .full)

    @Test("monitoring-needs-always-before-ios13: on iOS 12 a When In Use app gets no region entry, even in the foreground")
    func noEventsBeforeIOS13() {
        var store = EngineStore(.iOS, "12.2") { $0.authorization = .whenInUse(temporary: false) }
        store.launch(reporting: .legacyDidChangeAuthorization(.authorizedWhenInUse))
        store.send(.app(.startMonitoringRegion), effects: [.effect(.indicator(.hollowArrow), .locationIndicator)]) {
            $0.monitoring = [.region]
        }
        store.send(.world(.regionEntry), effects: [.nothing(.monitoringNeedsAlwaysBeforeIOS13)])
        store.send(.app(.startMonitoringVisits), effects: []) { $0.monitoring = [.region, .visits] }
        store.send(.world(.visit), effects: [.nothing(.monitoringNeedsAlwaysBeforeIOS13)])
    }

    @Test("monitoring-needs-always-before-ios13: an iOS 10 Always app in the foreground gets the event")
    func alwaysGetsEventsBeforeIOS13() {
        var store = EngineStore(.iOS, "10.3") { $0.authorization = .always(provisional: false) }
        store.launch(reporting: .legacyDidChangeAuthorization(.authorizedAlways))
        store.send(.app(.startMonitoringRegion), effects: [.effect(.indicator(.hollowArrow), .locationIndicator)]) {
            $0.monitoring = [.region]
        }
        // Before iOS 11 region monitoring keeps the hollow arrow, delivery or not [S17].
        store.send(.world(.regionEntry), effects: [.effect(.callback(manager: 1, .didEnterRegion), .deliveryGate)]) {
            $0.lastDelivery = .zero
        }
    }

    @Test("monitoring-while-in-use: from iOS 13 a When In Use app gets the event in the foreground and a few seconds after, not later")
    func whileInUseFromIOS13() {
        var store = EngineStore(.iOS, "17.4") { $0.authorization = .whenInUse(temporary: false) }
        store.launch(reporting: Self.whenInUse14)
        store.send(.app(.startMonitoringRegion), effects: [.effect(.indicator(.hollowArrow), .locationIndicator)]) {
            $0.monitoring = [.region]
        }
        store.send(.world(.regionEntry), effects: [
            .effect(.callback(manager: 1, .didEnterRegion), .monitoringWhileInUse),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) { $0.lastDelivery = .zero }
        store.send(.app(.background), effects: [.effect(.lifecycle(.background), .lifecycle)]) {
            $0.lifecycle = .background
            $0.outOfUseSince = .zero
        }
        store.send(.advance(.seconds(2)), effects: []) { $0.clock = VirtualTime(milliseconds: 2000) }
        store.send(.world(.regionEntry), effects: [.effect(.callback(manager: 1, .didEnterRegion), .monitoringWhileInUse)]) {
            $0.lastDelivery = $0.clock
        }
        store.send(.advance(.seconds(10)), effects: [.effect(.indicator(.hollowArrow), .locationIndicator)]) {
            $0.clock = VirtualTime(milliseconds: 12_000)
        }
        store.send(.world(.regionEntry), effects: [.nothing(.needsAlways)])
    }

    @Test("monitoring-while-in-use: an Allow Once app in the foreground gets a significant change")
    func allowOnceInForeground() {
        var store = EngineStore(.iOS, "15.7") { $0.authorization = .whenInUse(temporary: true) }
        store.launch(reporting: Self.whenInUse14)
        // The start sends its initial event at once (significant-change-initial-fix), so the arrow is solid.
        store.send(.app(.startMonitoringSignificantLocationChanges), effects: [
            .effect(.callback(manager: 1, .didUpdateLocations(.full)), .significantChangeInitialFix),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            $0.monitoring = [.significantChange]
            $0.managers[0].significantChanges = .running  // its delegate gets the changes (updates-per-manager)
            $0.lastDelivery = .zero
        }
        store.send(.world(.significantChange), effects: [
            .effect(.callback(manager: 1, .didUpdateLocations(.full)), .monitoringWhileInUse),
        ])
    }
}

extension MonitoringByOSTests {
    @Test("monitoring-while-in-use: an app the system launched into the background was never in use, so it gets no grace")
    func relaunchedAppGetsNoGrace() {
        var store = EngineStore(.iOS, "17.4") { $0.authorization = .always(provisional: false) }
        store.launch(reporting: .didChangeAuthorization(.authorizedAlways, accuracy: .full))
        store.skip(.app(.startMonitoringRegion), .app(.terminate))
        store.send(.world(.regionEntry), effects: [
            .effect(.relaunched(.regionEntry), .relaunchForAlways),
            .effect(.callback(manager: 2, .didChangeAuthorization(.authorizedAlways, accuracy: .full)), .callbackOnCreate),
            .effect(.callback(manager: 2, .didEnterRegion), .relaunchRegionVisitDelivered),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            $0.lifecycle = .background
            $0.managers = [Manager(id: 2, for: $0.app)]
            $0.nextManagerID = 3
            $0.lastDelivery = .zero
            // An Always app used location in the background: the reminder may come (background-reminder-from-13).
            $0.usedLocationInBackground = true
        }
        #expect(store.state.outOfUseSince == nil && !store.state.isInUseWithGrace)
    }
}
