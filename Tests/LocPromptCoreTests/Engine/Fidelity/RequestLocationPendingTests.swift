import Testing
@testable import LocPromptCore

/// What becomes of a pending `requestLocation()`: the requestLocation() page and CLLocationManager.h [S107][S13]
/// (stop and start cancel it; a call while updates run does nothing) and "Choosing the Location Services
/// Authorization to Request" [S113] ("any outstanding requests suspend until the user resumes using your app").
/// Session 14 audit R1–R5.
@Suite("A pending requestLocation() (request-location-stop-cancels, request-location-start-cancels, request-location-while-updating, request-location-suspends-out-of-use)")
struct RequestLocationPendingTests {
    /// A notDetermined iOS 17.4 app in the foreground whose manager 1 has a request waiting for authorization.
    func waitingForAuthorization() -> EngineStore {
        var store = EngineStore(.iOS, "17.4")
        store.launch(reporting: .didChangeAuthorization(.notDetermined, accuracy: .full))
        store.send(.app(.requestLocation), effects: [.nothing(.requestLocationWaits)]) { $0.pendingLocationRequests = [1] }
        return store
    }

    /// An iOS 17.4 app with `authorization`, launched, in the background and past the few seconds of "in use".
    func outOfUse(_ authorization: StoredAuthorization) -> EngineStore {
        var store = EngineStore(.iOS, "17.4") { $0.authorization = authorization }
        store.launch(reporting: .didChangeAuthorization(authorization.status, accuracy: .full))
        store.skip(.app(.background), .advance(.minutes(1)))
        #expect(!store.state.isInUseWithGrace)
        return store
    }

    // MARK: R1, R2: stop and start cancel

    @Test("request-location-stop-cancels: stopUpdatingLocation() cancels the waiting request; allowing later delivers nothing")
    func stopCancels() {
        var store = waitingForAuthorization()
        store.send(.app(.stopUpdatingLocation), effects: [.nothing(.requestLocationStopCancels)]) { $0.pendingLocationRequests = [] }
        store.requestWhenInUse(showing: PresentedAlert(kind: .whenInUse, manager: 1, precise: true))
        store.answer(.allowWhileUsingApp, on: .whenInUse, storing: .whenInUse(temporary: false), rule: .buttonOutcome,
                     callback: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full))
        // Nothing is left to cancel: the call says so, as before.
        store.send(.app(.stopUpdatingLocation), effects: [.nothing(.deliveryGate)])
    }

    @Test("request-location-stop-cancels: only the calling manager's request; another manager's stop leaves it")
    func stopCancelsOnlyItsOwnRequest() {
        var store = waitingForAuthorization()
        store.send(.app(.createManager), effects: [
            .effect(.callback(manager: 2, .didChangeAuthorization(.notDetermined, accuracy: .full)), .callbackOnCreate),
        ]) {
            $0.managers.append(Manager(id: 2, for: $0.app))
            $0.nextManagerID = 3
        }
        store.send(.app(.stopUpdatingLocation), effects: [.nothing(.deliveryGate)])
        #expect(store.state.pendingLocationRequests == [1])
    }

    @Test("request-location-stop-cancels: a request suspended while the app is out of use is cancelled too")
    func stopCancelsASuspendedRequest() {
        var store = outOfUse(.whenInUse(temporary: false))
        store.send(.app(.requestLocation), effects: [.nothing(.requestLocationSuspendsOutOfUse)]) { $0.pendingLocationRequests = [1] }
        store.send(.app(.stopUpdatingLocation), effects: [.nothing(.requestLocationStopCancels)]) { $0.pendingLocationRequests = [] }
        store.send(.app(.foreground), effects: [.effect(.lifecycle(.foreground), .lifecycle)]) {
            $0.lifecycle = .foreground
            $0.outOfUseSince = nil
        }
    }

    @Test("request-location-start-cancels: startUpdatingLocation() cancels the waiting request; allowing then delivers no one-shot location")
    func startCancels() {
        var store = waitingForAuthorization()
        store.send(.app(.startUpdatingLocation), effects: [.nothing(.requestLocationStartCancels), .nothing(.startDoesNotPrompt)]) {
            $0.pendingLocationRequests = []
            $0.managers[0].updates = .awaitingInitialFix
            $0.managers[0].updatesRanInUse = true
        }
        store.requestWhenInUse(showing: PresentedAlert(kind: .whenInUse, manager: 1, precise: true))
        // The standard updates deliver their own fixes: their initial fix once allowed (standard-updates-initial-fix-waits).
        store.answer(.allowWhileUsingApp, on: .whenInUse, storing: .whenInUse(temporary: false), rule: .buttonOutcome,
                     callback: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full),
                     also: [.effect(.callback(manager: 1, .didUpdateLocations(.full)), .standardUpdatesInitialFixWaits),
                            .effect(.indicator(.solidArrow), .locationIndicator)]) {
            $0.managers[0].updates = .running
            $0.lastDelivery = .zero
        }
        store.send(.world(.locationUpdate), effects: [
            .effect(.callback(manager: 1, .didUpdateLocations(.full)), .deliveryGate),
        ])
    }

    // MARK: R3: while updates run

    @Test("request-location-while-updating: requestLocation() while standard updates run does nothing; the updates go on")
    func whileUpdatingDoesNothing() {
        var store = EngineStore(.iOS, "17.4") { $0.authorization = .whenInUse(temporary: false) }
        store.launch(reporting: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full))
        store.send(.app(.startUpdatingLocation), effects: [
            .effect(.callback(manager: 1, .didUpdateLocations(.full)), .standardUpdatesInitialFix),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            $0.managers[0].updates = .running
            $0.managers[0].updatesRanInUse = true
            $0.lastDelivery = .zero
        }
        store.send(.app(.requestLocation), effects: [.nothing(.requestLocationWhileUpdating)])
        store.send(.world(.locationUpdate), effects: [
            .effect(.callback(manager: 1, .didUpdateLocations(.full)), .deliveryGate),
        ])
        // Once the updates are stopped, requestLocation() delivers its one location again.
        store.skip(.app(.stopUpdatingLocation), .advance(.seconds(10)))
        store.send(.app(.requestLocation), effects: [
            .effect(.callback(manager: 1, .didUpdateLocations(.full)), .requestLocationOnce),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            $0.lastDelivery = $0.clock
            $0.lastDeliveryWasOneShot = true
        }
    }

    // MARK: R4, R5: suspended while out of use

    @Test("request-location-suspends-out-of-use: a When In Use app's request from the background is kept and delivered back in the foreground")
    func madeOutOfUseWaitsForUse() {
        var store = outOfUse(.whenInUse(temporary: false))
        store.send(.app(.requestLocation), effects: [.nothing(.requestLocationSuspendsOutOfUse)]) { $0.pendingLocationRequests = [1] }
        store.send(.app(.foreground), effects: [
            .effect(.lifecycle(.foreground), .lifecycle),
            .effect(.callback(manager: 1, .didUpdateLocations(.full)), .requestLocationOnce),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            $0.lifecycle = .foreground
            $0.outOfUseSince = nil
            $0.pendingLocationRequests = []
            $0.lastDelivery = $0.clock
            $0.lastDeliveryWasOneShot = true
        }
    }

    @Test("request-location-suspends-out-of-use: a request waiting for authorization when the app left use is delivered once it is in use again")
    func outstandingWhenUseStops() {
        var store = waitingForAuthorization()
        store.skip(.app(.background), .advance(.minutes(1)))
        // The app never asked, so Settings does not list it: the change is applied as simctl's grant, with its
        // console line (settings-unlisted-app-applied-as-grant).
        store.send(.settings(.appAuthorization(.whileUsing)), effects: [
            .effect(.console(Transition.grantedWithoutAskingNote), .settingsUnlistedAppAppliedAsGrant),
            .effect(.authorizationStored(.whenInUse(temporary: false)), .settingsChange),
            .effect(.callback(manager: 1, .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full)), .settingsChange),
            .nothing(.requestLocationSuspendsOutOfUse),
        ]) {
            $0.authorization = .whenInUse(temporary: false)
            $0.grantedWithoutAsking = true
        }
        #expect(store.state.pendingLocationRequests == [1])
        store.send(.app(.foreground), effects: [
            .effect(.lifecycle(.foreground), .lifecycle),
            .effect(.callback(manager: 1, .didUpdateLocations(.full)), .requestLocationOnce),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            $0.lifecycle = .foreground
            $0.outOfUseSince = nil
            $0.pendingLocationRequests = []
            $0.lastDelivery = $0.clock
            $0.lastDeliveryWasOneShot = true
        }
    }

    @Test("request-location-suspends-out-of-use: within the few seconds after leaving the foreground the app is in use, and Always delivers in the background")
    func inUseOrAlwaysDeliversAtOnce() {
        var store = EngineStore(.iOS, "17.4") { $0.authorization = .whenInUse(temporary: false) }
        store.launch(reporting: .didChangeAuthorization(.authorizedWhenInUse, accuracy: .full))
        store.skip(.app(.background), .advance(.seconds(1)))
        store.send(.app(.requestLocation), effects: [
            .effect(.callback(manager: 1, .didUpdateLocations(.full)), .requestLocationOnce),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            $0.lastDelivery = $0.clock
            $0.lastDeliveryWasOneShot = true
        }
        var always = outOfUse(.always(provisional: false))
        always.send(.app(.requestLocation), effects: [
            .effect(.callback(manager: 1, .didUpdateLocations(.full)), .requestLocationOnce),
            .effect(.indicator(.solidArrow), .locationIndicator),
        ]) {
            $0.lastDelivery = $0.clock
            $0.lastDeliveryWasOneShot = true
            // An Always app used location in the background: the reminder may come (background-reminder-from-13).
            $0.usedLocationInBackground = true
        }
        // Provisional Always is When In Use to the person: its request waits like When In Use's.
        var provisional = outOfUse(.always(provisional: true))
        provisional.send(.app(.requestLocation), effects: [.nothing(.requestLocationSuspendsOutOfUse)]) { $0.pendingLocationRequests = [1] }
    }
}
