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

    @Test("the compare screen's header at 80 columns")
    func compare() throws {
        let scenario = try WalkFixtures.bundled("upgrade-change-to-always.yaml")
        let versions = ["12.4", "13.3", "17.4"].map { try! DeviceOS.resolve(platform: .iOS, versionText: $0).get() }
        var model = CompareWalkModel(comparison: Comparison(plan: ComparePlan(scenario: scenario), columns: versions))
        model.size = Size(rows: 24, cols: 80)
        let canvas = GridCanvas(model.size)
        CompareScreen.draw(model, on: canvas)
        let row = Self.headerRow(canvas)
        #expect(row.contains("… ") && row.hasSuffix("1 of 5  q quit"), "\(row)")
    }
}

/// The emulator's footer with nothing to answer ends with `? keys` at every width from the minimum on, and never
/// with a dangling `·` (at 80 columns it read `… S Settings ·`; session 21's UX pass).
@Suite("Footer: the idle keys fit")
struct IdleFooterTests {
    @Test("the idle footer fits and ends with ? keys", arguments: [80, 81, 90, 100, 200])
    func fits(cols: Int) {
        let model = Fixtures.model()
        let canvas = Fixtures.render(model, Size(rows: 24, cols: cols))
        let footer = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)[23]
        #expect(footer.hasSuffix("? keys") && footer.contains("w When In Use") && footer.contains("S Settings"), "\(footer)")
        #expect(DisplayWidth.of(String(footer)) <= cols)
    }
}

/// The app's name on the phone (the home screen, the running app) ends with “…” when it is cut (session 21's UX
/// pass: `App ␛[31mRED␛[0m �� 漢字 👩   ta` lost the rest of “tab” with no mark).
@Suite("Phone: a long app name is cut with “…”")
struct PhoneNameEllipsisTests {
    @Test("home screen and running app at 80×24")
    func phoneName() {
        let app = AppProfile(displayName: "The Very Long Name Of A Location App", usageDescriptions: [.whenInUse: "hi"])
        var model = FrontEndModel(os: .newest(.iOS), apps: [AppChoice(profile: app, origin: "test")])
        let home = Fixtures.render(model, Size(rows: 24, cols: 80)).text
        #expect(home.contains("The Very Long Name Of A Locatio…"), "\(home)")
        model.handle(.char("l"))
        let running = Fixtures.render(model, Size(rows: 24, cols: 80)).text
        #expect(running.contains("The Very Long Name Of A Locatio…"), "\(running)")
    }
}
