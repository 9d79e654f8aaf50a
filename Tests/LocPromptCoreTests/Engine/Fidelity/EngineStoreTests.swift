import Testing
@testable import LocPromptCore

/// The exhaustive store itself: a missing or unexpected effect and an unstated state change fail, with a diff.
@Suite("EngineStore (exhaustive test helper)")
struct EngineStoreTests {
    @Test("an unstated state change and a missing effect are reported")
    func failuresAreRecorded() {
        var store = EngineStore(.iOS, "17.4")
        withKnownIssue("the launch's manager callback and state change are left out on purpose") {
            store.send(.app(.launch), effects: [.effect(.lifecycle(.foreground), .lifecycle)])
        }
        #expect(store.state.lifecycle == .foreground)
    }

    @Test("the effects diff shows missing (−) and unexpected (+) lines")
    func effectsDiffText() {
        let (_, actual) = Engine.reduce(EngineStore(.iOS, "17.4").state, .app(.launch))
        let diff = EngineStore.effectsDiff(expected: [.effect(.lifecycle(.foreground), .lifecycle), .nothing(.lifecycle)], actual: actual)
        #expect(diff == """
                app: foreground [lifecycle]
              + manager 1: locationManagerDidChangeAuthorization(notDetermined) [callback-on-create]
              − nothing happens: … [lifecycle]
            """)
        #expect(EngineStore.effectsDiff(expected: [.effect(.lifecycle(.foreground), .lifecycle),
                                                   .effect(.callback(manager: 1, .didChangeAuthorization(.notDetermined, accuracy: .full)), .callbackOnCreate)],
                                        actual: actual) == nil)
    }

    @Test("the state diff names the fields that differ")
    func stateDiffText() {
        let before = EngineStore(.iOS, "17.4").state
        var after = before
        after.lifecycle = .foreground
        let diff = EngineStore.stateDiff(expected: before, actual: after) ?? ""
        #expect(diff.contains("− lifecycle: notRunning"))
        #expect(diff.contains("+ lifecycle: foreground"))
        #expect(EngineStore.stateDiff(expected: before, actual: before) == nil)
    }
}
