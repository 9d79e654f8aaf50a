import Testing
@testable import LocPromptCore

/// Audit 26e D1 (left as the corpus reads it) and its log line: a restricted app's held session does not ask, and it
/// was said to "never ask again"; once restrictions are lifted it asks when the app is next in the foreground
/// (CLServiceSession: "when possible — … or if parental control settings don't restrict changes" [S202]; rule
/// service-session-reasks). A Settings step is a trip to Settings, so the ask comes on the way back, as audit 25a's
/// `s25-cross-modern-model/50` reads it for Ask Next Time.
@Suite("A restricted app's held CLServiceSession asks once restrictions are lifted")
struct ServiceSessionRestrictedReasksTests {
    @Test("restricted: no alert, and the line says when it will ask; lifted: the alert on the next foreground")
    func asksAfterRestrictionsLifted() {
        var h = Harness(.iOS, "18.6")
        h.launch()
        h.do(.settings(.restricted(true)))
        h.do(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil)))
        #expect(h.presented == nil)
        let said = h.last.compactMap { if case .nothing(let why) = $0.kind { return why } else { return nil } }
        #expect(said.contains { $0.contains("asks when the app is next in the foreground") }, "\(said)")
        #expect(!said.contains { $0.contains("never asks again") })
        h.do(.settings(.restricted(false)))
        #expect(h.state.status == .notDetermined)
        h.do(.app(.background), .app(.foreground))
        #expect(h.presented?.kind == .whenInUse)
        #expect(h.rules.contains("service-session-reasks"))
    }
}
