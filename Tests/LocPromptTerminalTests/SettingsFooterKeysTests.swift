import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

/// The footer names every key of the Settings page on screen (`KeyBindings.settings`), and where `←` leads from it:
/// up to the list from the app's page, back to the app from the list (session 25's leftover: the list's footer left
/// `←` out, though it goes back there too).
@Suite("Settings footer: every key of the page on screen")
struct SettingsFooterKeysTests {
    /// iOS 18 after `l` `w` `2` `S`: the app's page; `←` then shows the list.
    static func appPage(_ size: Size) -> FrontEndModel {
        var model = Fixtures.model()
        model.size = size
        for key: Key in [.char("l"), .char("w"), .char("2"), .char("S")] { model.handle(key) }
        return model
    }

    static func footer(_ model: FrontEndModel) -> String {
        Fixtures.render(model, model.size).text.components(separatedBy: "\n").last ?? ""
    }

    @Test("the list page's footer names ←, and says it goes back to the app, as Esc does", arguments: [
        Size(rows: 24, cols: 80), Size(rows: 30, cols: 100),
    ])
    func listFooter(size: Size) {
        var model = Self.appPage(size)
        model.handle(.left)
        #expect(model.settingsPage.kind == .appList)
        let footer = Self.footer(model)
        #expect(footer.contains("←/Esc back to the app"), "\(footer)")
        #expect(footer.contains("↑/↓ move") && footer.contains("Enter chooses") && footer.hasSuffix("? keys"), "\(footer)")
        // What the footer says is what the key does.
        model.handle(.left)
        #expect(!model.settingsOpen)
    }

    @Test("the app's page names ← (up to the list) apart from Esc (back to the app); Home/End where the line has room")
    func appPageFooter() {
        let wide = Self.footer(Self.appPage(Size(rows: 30, cols: 100)))
        #expect(wide == " Settings: ↑/↓ move · Home/End first/last · Enter chooses · ← list · Esc back to the app · ? keys", "\(wide)")
        let narrow = Self.footer(Self.appPage(Size(rows: 24, cols: 80)))
        #expect(narrow == " Settings: ↑/↓ move · Enter chooses · ← list · Esc back to the app · ? keys", "\(narrow)")
        var model = Self.appPage(Size(rows: 24, cols: 80))
        model.handle(.left)
        #expect(model.settingsOpen && model.settingsPage.kind == .appList, "← list: the list, not the app")
    }

    @Test("a page with nothing above it (iOS 12, macOS, an app not listed yet) says ← goes back to the app")
    func singlePages() {
        for os in [Fixtures.ios12, DeviceOS.newest(.macOS), Fixtures.ios18] {
            // iOS 12 and macOS after `l` `w` `2` (Allow): their one page; iOS 18 before the app asks: not listed yet.
            var model = Fixtures.model(os: os)
            model.size = Size(rows: 24, cols: 80)
            let keys: [Key] = os == Fixtures.ios18 ? [.char("l")] : [.char("l"), .char("w"), .char("2")]
            for key in keys + [.char("S")] { model.handle(key) }
            #expect(model.settingsOpen && model.settingsPage.kind != .appPage)
            #expect(Self.footer(model).contains("←/Esc back to the app"), "\(os): \(Self.footer(model))")
        }
    }

    @Test("every key of the Settings table fits the footer at 80 columns, on every page kind")
    func fitsAt80() {
        for kind in [SettingsPage.Kind.appPage, .appList, .locationServices, .macOSList] {
            let hint = " Settings: " + MainScreen.settingsKeys(kind, columns: 79 - 10)
            #expect(DisplayWidth.of(hint) <= 80, "\(kind): \(hint)")
            #expect(hint.contains("←") && hint.contains("Esc") && hint.contains("Enter") && hint.contains("↑/↓"))
        }
    }

    @Test("walk and present free play name ← on the list too")
    func freePlayFooters() throws {
        var walk = WalkModel(scenario: try WalkFixtures.inline("  - launch"), options: WalkOptions(stepByStep: true))
        walk.handle(.space)
        walk.handle(.char("T"))
        for key: Key in [.char("w"), .char("2"), .char("S")] { walk.handle(key) }
        #expect(WalkScreen.footerHint(walk).contains("← list · Esc back to the app"), "\(WalkScreen.footerHint(walk))")
        walk.handle(.left)
        #expect(walk.screen.settingsPage.kind == .appList)
        #expect(WalkScreen.footerHint(walk).contains("←/Esc back to the app"), "\(WalkScreen.footerHint(walk))")

        var present = PresentModel(freePlay: Self.appPage(Size(rows: 24, cols: 80)))
        present.handle(.left)
        #expect(present.screen.settingsPage.kind == .appList)
        let caption = PresentScreen.captionLines(present, columns: 76, rows: 3).map(\.0).joined(separator: " ")
        #expect(caption.contains("←/Esc back to the app"), "\(caption)")
    }
}
