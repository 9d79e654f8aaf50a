import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// The inspector shows the app's sessions with their goals and the newest object's diagnostics (issue 19),
/// drawn on the in-memory canvas.
@Suite("Inspector: sessions and diagnostics")
struct InspectorModernTests {
    /// The inspector pane is drawn on wide screens (120×40).
    @Test("sessions with goals, loops and diagnostics appear in the inspector")
    func sessionsAndDiagnostics() {
        let size = Size(rows: 40, cols: 120)
        var model = Fixtures.model(events: [.app(.launch), .modern(.startLiveUpdates)])
        var canvas = Fixtures.render(model, size)
        #expect(canvas.text.contains("implicit .whenInUse session"))
        #expect(canvas.text.contains("authorizationRequestInProgress"))
        model.handle(.enter)
        model.handle(.char("Y"))
        canvas = Fixtures.render(model, size)
        #expect(canvas.text.contains("Sessions"))
        #expect(canvas.text.contains(".always"))
        #expect(canvas.text.contains("CLServiceSession:"))
    }

    @Test("a background activity session that never became active says how it would (created while denied, or in the background)")
    func inactiveBackgroundActivity() {
        let size = Size(rows: 40, cols: 120)
        let denied = Fixtures.model(events: [.app(.launch), .app(.requestWhenInUseAuthorization), .tap(.dontAllow),
                                             .modern(.startBackgroundActivitySession)])
        #expect(Fixtures.render(denied, size).text.contains("inactive until authorized"))
        #expect(!Fixtures.render(denied, size).text.contains("from background"))
        let active = Fixtures.model(events: [.app(.launch), .app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp),
                                             .modern(.startBackgroundActivitySession)])
        #expect(!Fixtures.render(active, size).text.contains("inactive"))
    }

    @Test("an app that uses none of the new APIs shows no extra rows")
    func legacyUnchanged() {
        let model = Fixtures.model(events: [.app(.launch)])
        let text = Fixtures.render(model, Size(rows: 40, cols: 120)).text
        #expect(!text.contains("Sessions"))
        #expect(!text.contains("Diagnostic"))
    }

    @Test("the keys send the new calls: U toggles live updates, B the background activity session")
    func keys() {
        var model = Fixtures.model(events: [.app(.launch)])
        model.handle(.char("U"))
        #expect(model.state.modern.liveUpdates != nil)
        model.handle(.enter)
        model.handle(.char("U"))
        #expect(model.state.modern.liveUpdates == nil)
        model.handle(.char("B"))
        #expect(model.state.modern.backgroundActivity != nil)
        model.handle(.char("B"))
        #expect(model.state.modern.backgroundActivity == nil)
    }
}
