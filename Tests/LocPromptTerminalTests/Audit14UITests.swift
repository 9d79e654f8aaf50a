import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

/// The interactive front end's audit 14 findings, each as the screen or the model shows it.
@Suite("Audit 14: footers, help, keys and cuts of the interactive front end")
struct Audit14UITests {
    static let size = Size(rows: 24, cols: 80)

    static func withAlert(_ os: DeviceOS) -> FrontEndModel {
        Fixtures.model(os: os, events: [.app(.launch), .app(.requestWhenInUseAuthorization)])
    }

    @Test("The alert footer names the alert on screen: 1–2 tap and no Precise on macOS, 1–3 tap · Space Precise on iOS 18 (F2)")
    func alertFooterMatchesTheAlert() throws {
        let mac = Self.withAlert(.newest(.macOS))
        let macContent = try #require(mac.alertContent)
        #expect(macContent.buttons.count == 2)
        let macScreen = Fixtures.render(mac, Self.size).text
        #expect(macScreen.contains("Enter taps · 1–2 tap"))
        #expect(!macScreen.contains("Space Precise"))
        let ios12 = Fixtures.render(Self.withAlert(Fixtures.ios12), Self.size).text
        #expect(!ios12.contains("Space Precise"), "iOS 12 has no Precise switch")
        let ios18 = Fixtures.render(Self.withAlert(Fixtures.ios18), Self.size).text
        #expect(ios18.contains("1–3 tap · Space Precise"))
    }

    @Test("Present free play: the caption names the macOS alert's keys, and Settings' keys while Settings is open (F2, F15)")
    func presentFreePlayCaption() throws {
        var model = PresentModel(freePlay: Self.withAlert(.newest(.macOS)))
        var lines = PresentScreen.captionLines(model, columns: 76, rows: 3).map(\.0).joined()
        #expect(lines.contains("1–2 tap") && !lines.contains("Precise"))
        model = PresentModel(freePlay: Fixtures.model(events: [.app(.launch)]))
        model.handle(.char("S"))
        #expect(model.screen.settingsOpen)
        lines = PresentScreen.captionLines(model, columns: 76, rows: 3).map(\.0).joined(separator: " ")
        #expect(lines.contains("←/Esc back to the app"))
    }

    @Test("Walk free play: the footer shows Settings' keys while Settings is open (F15)")
    func walkFreePlayFooter() throws {
        var walk = WalkModel(scenario: try WalkFixtures.inline("  - launch"), options: WalkOptions(stepByStep: true))
        walk.handle(.space)
        walk.handle(.char("T"))
        #expect(walk.freePlay != nil)
        walk.handle(.char("S"))
        #expect(walk.screen.settingsOpen)
        #expect(WalkScreen.footerHint(walk).contains("Esc back to the app"))
    }

    @Test("Help rows are never cut: a long summary goes on over a continuation line, and the title says q quits (F4, F10)")
    func helpWrapsAndTitle() {
        for size in [Size(rows: 24, cols: 80), Size(rows: 30, cols: 100)] {
            let layout = HelpOverlay.layout(KeyBindings.helpRows, in: size)
            #expect(layout.lines.allSatisfy { DisplayWidth.of($0.0) <= layout.columnWidth }, "a line wider than its column at \(size)")
            let text = layout.lines.map(\.0).joined(separator: "\n")
                .replacingOccurrences(of: "\n          ", with: " ")
            #expect(text.contains("why: select a log line, see its rule (click too)"), "at \(size):\n\(text)")
            let canvas = GridCanvas(size)
            HelpOverlay.draw(page: 0, in: size, on: canvas)
            #expect(canvas.text.contains("q quits"))
        }
    }

    @Test("Present's help lists every step key: Enter, n, Backspace and b too (F5)")
    func presentHelpKeys() {
        let labels = PresentKeyBindings.helpRows(freePlay: false).map(\.keyLabel)
        #expect(labels.contains("Space → Enter PgDn n"))
        #expect(labels.contains("← Backspace PgUp b"))
    }

    @Test("Cut text ends with “…”: the walk header and the device pane's OS row (F6)")
    func cutsEndWithEllipsis() {
        #expect(DisplayWidth.fitting("Allow Once expires when", columns: 10) == "Allow Onc…")
        #expect(DisplayWidth.fitting("short", columns: 10) == "short")
        #expect(DeviceScreen.osText(.newest(.macOS), columns: 21) == "\(DeviceOS.newest(.macOS))")
        let full = "\(Fixtures.ios18) (\(Fixtures.ios18.band.label))"
        #expect(DeviceScreen.osText(Fixtures.ios18, columns: 40) == full)
    }

    @Test("Cycling O back to the saved device's OS says so instead of “new device” (F12)")
    func savedDeviceNote() {
        var model = Fixtures.model()
        model.savedDevice = (Fixtures.ios18, "phone.json")
        let bands = OSBand.bands(for: .iOS).count
        for _ in 0..<bands { model.handle(.char("O")) }
        #expect(model.state.os.band == Fixtures.ios18.band)
        let last = model.log.last?.text ?? ""
        #expect(last.contains("the saved device phone.json"), "\(last)")
        #expect(!last.contains("new device"))
    }

    @Test("At present's minimum size the purpose keeps a line ending in “…” and the map line goes first (F13)")
    func purposeAtMinimumSize() throws {
        var model = PresentModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), size: Size(rows: 18, cols: 40))
        model.handle(.space)
        model.handle(.space)
        #expect(model.state.alert != nil)
        let canvas = GridCanvas(Size(rows: 18, cols: 40))
        PresentScreen.draw(model, on: canvas)
        #expect(canvas.text.contains("…"), "\(canvas.text)")
        #expect(!canvas.text.contains("[map"), "\(canvas.text)")
        #expect(canvas.text.contains("Allow Once"))
    }

    @Test("Delete and F1 are keys: Delete replaces an old note with its own, F1 opens help (F16)")
    func deleteAndF1() {
        var model = Fixtures.model()
        model.handle(.char("1"))
        #expect(model.message?.hasPrefix("1 does nothing") == true)
        model.handle(.delete)
        #expect(model.message?.hasPrefix("Delete does nothing") == true)
        model.handle(.function(1))
        #expect(model.helpVisible)
        func decode(_ bytes: [UInt8]) -> InputDecoder.Decoded {
            var rest = bytes.dropFirst()
            return InputDecoder.decode(first: bytes[0], next: { rest.popFirst() }, unread: { _ in })
        }
        #expect(decode([0x1B, 0x5B, 0x33, 0x7E]) == .key(.delete))
        #expect(decode([0x1B, 0x4F, 0x50]) == .key(.function(1)))
        #expect(decode([0x1B, 0x5B, 0x31, 0x31, 0x7E]) == .key(.function(1)))
        #expect(decode([0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]) == .pasteStart)
    }

    @Test("PgUp moves the log a page (the pane less one line) and Home goes to its oldest line (F17)")
    func logPaging() {
        var model = Fixtures.model()
        for _ in 0..<40 { model.handle(.char(".")) }
        model.size = Self.size
        let page = FrontEndModel.logPage(paneRows: Layout(Self.size).log.rows)
        #expect(page > 5)
        model.handle(.pageUp)
        #expect(model.logScroll == page)
        model.handle(.pageDown)
        #expect(model.logScroll == 0)
        model.handle(.home)
        let canvas = Fixtures.render(model, Self.size)
        #expect(canvas.text.contains("iOS 18.0 (iOS 18+), app “Where"), "Home did not show the first line")
        model.handle(.end)
        #expect(model.logScroll == 0)
    }
}
