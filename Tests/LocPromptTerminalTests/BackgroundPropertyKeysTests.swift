import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// `K` and `H` set allowsBackgroundLocationUpdates and showsBackgroundLocationIndicator on the app's newest manager
/// (session 20; each manager's own since session 23); the inspector shows a property once it differs from a new
/// manager's value, and the log says what changed.
@Suite("Keys K and H: the background location properties")
struct BackgroundPropertyKeysTests {
    /// "Where Am I?", which declares UIBackgroundModes location, launched and allowed When In Use.
    func launched() -> FrontEndModel {
        Fixtures.model(events: [.app(.launch), .app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp)])
    }

    @Test("allows-background-location-updates: K turns allowsBackgroundLocationUpdates off and on; off, the background session and its pill are gone")
    func keyK() {
        var model = launched()
        #expect(model.state.app.backgroundLocation && model.state.value(of: .allowsBackgroundLocationUpdates))
        model.handle(.char("K"))
        #expect(!model.state.value(of: .allowsBackgroundLocationUpdates))
        #expect(model.log.contains { $0.text == "› app sets CLLocationManager.allowsBackgroundLocationUpdates = false" })
        model.handle(.char("u"))
        model.handle(.char("b"))
        #expect(model.state.indicator != .bluePill)
        model.handle(.char("f"))
        model.handle(.char("K"))
        model.handle(.char("b"))
        #expect(model.state.indicator == .bluePill)
    }

    @Test("shows-background-location-indicator: H toggles showsBackgroundLocationIndicator, and the inspector lists it while it is on")
    func keyHAndTheInspector() {
        let size = Size(rows: 40, cols: 120)
        var model = launched()
        #expect(!Fixtures.render(model, size).text.contains("Properties"))
        model.handle(.char("H"))
        #expect(model.state.value(of: .showsBackgroundLocationIndicator))
        #expect(Fixtures.render(model, size).text.contains("showsBackgroundLocationIndicator = true"))
        model.handle(.char("H"))
        #expect(!model.state.value(of: .showsBackgroundLocationIndicator))
        #expect(!Fixtures.render(model, size).text.contains("Properties"))
    }

    @Test("background-location-properties-per-launch: with two managers H sets the newest manager's value, and the inspector names the manager")
    func keyHOnTheNewestManager() {
        let size = Size(rows: 40, cols: 120)
        var model = Fixtures.model(events: [.app(.launch), .app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp),
                                            .app(.createManager)])
        model.handle(.char("H"))
        #expect(model.state.managers.map(\.showsBackgroundLocationIndicator) == [false, true])
        #expect(Fixtures.render(model, size).text.contains("#2 showsBackgroundLocationIndicator = true"))
        // A new manager starts from the default: H on it turns it on there, not off.
        model.send(.app(.createManager))
        model.handle(.char("H"))
        #expect(model.state.managers.map(\.showsBackgroundLocationIndicator) == [false, true, true])
    }
}
