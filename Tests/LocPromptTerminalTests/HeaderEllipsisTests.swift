import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

/// A name too long for the header ends with “…” in every mode, as the walk's did; the emulator's and the quiz's
/// were cut mid-word with no mark (`… Allow Once expires w score 0/0`; session 21's UX pass).
@Suite("Headers: a long name is cut with “…”")
struct HeaderEllipsisTests {
    static func headerRow(_ canvas: GridCanvas) -> String { String(canvas.text.split(separator: "\n", omittingEmptySubsequences: false)[0]) }

    @Test("the emulator's header at 80 columns")
    func emulator() {
        let app = AppProfile(displayName: "The Very Long Name Of A Location App For Testing Headers", usageDescriptions: [.whenInUse: "hi"])
        let model = FrontEndModel(os: .newest(.iOS), apps: [AppChoice(profile: app, origin: "test")])
        let row = Self.headerRow(Fixtures.render(model, Size(rows: 24, cols: 80)))
        #expect(row.contains("… ") && row.hasSuffix("? help  q quit"), "\(row)")
    }

    @Test("the quiz's header at 80 columns")
    func quiz() throws {
        let quiz = QuizModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"))
        let canvas = GridCanvas(Size(rows: 24, cols: 80))
        QuizScreen.draw(quiz, on: canvas)
        let row = Self.headerRow(canvas)
        #expect(row.contains("… ") && row.hasSuffix("score 0/0  q quit"), "\(row)")
    }
}
