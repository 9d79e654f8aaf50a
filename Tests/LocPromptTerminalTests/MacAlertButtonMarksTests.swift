import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// Session 26: the Mac's side-by-side alert buttons dropped the keyboard's closing mark `‹` when the label did not
/// fit its half (“[›Don’t Allow]”). The two buttons now touch when that makes room, and stack at the panel's width
/// when even that would cut a label, so every focused Mac button shows `› … ‹` around its whole label.
@Suite("Mac alert buttons keep both focus marks")
struct MacAlertButtonMarksTests {
    static let size = Size(rows: 24, cols: 80)

    /// Every Mac alert of the catalog in every language the catalog words (English first).
    static var macAlerts: [(language: DeviceLanguage, content: AlertContent)] {
        var alerts: [(DeviceLanguage, AlertContent)] = []
        for language in [DeviceLanguage.english] + DeviceLanguage.cycle where !alerts.contains(where: { $0.0 == language }) {
            for band in OSBand.bands(for: .macOS) {
                var os = DeviceOS(band: band)
                os.language = language
                let app = AppChoice.builtIn[0].profile(in: language)
                for entry in PromptCatalog.entries(for: band) {
                    alerts.append((language, PromptCatalog.content(of: entry, os: os, app: app)))
                }
            }
        }
        return alerts
    }

    /// The text drawn in a button's cells.
    static func drawn(_ canvas: GridCanvas, _ rect: Rect) -> String {
        canvas.cells[rect.row][rect.col..<min(rect.right, canvas.size.cols)].map(\.text).joined()
    }

    @Test("at 80 columns every Mac button, focused, shows › and ‹ around its whole label (every language, the longest labels too)")
    func everyLabelKeepsBothMarks() {
        let alerts = Self.macAlerts
        let longest = alerts.flatMap { $0.content.buttons.map(\.label) }.max { DisplayWidth.of($0) < DisplayWidth.of($1) } ?? ""
        // No source gives the Mac's alert strings in another language, so every language draws them in English: the
        // longest Mac label is “Don’t Allow”, the very one that lost its mark. Longer labels: `longLabelsStack`.
        #expect(DisplayWidth.of(longest) >= DisplayWidth.of("Don’t Allow"), "the catalog's longest Mac label: \(longest)")
        let pane = Layout(Self.size).deviceScreen
        for (language, content) in alerts {
            for focus in content.buttons.indices {
                let box = AlertBox(content: content, focus: focus)
                #expect(box.look.isMac)
                let canvas = GridCanvas(Self.size)
                AlertView.draw(box, in: pane, on: canvas)
                let geometry = PanelAlertView.geometry(box, pane: pane)
                guard geometry.buttons.indices.contains(focus) else {
                    Issue.record("\(language.code) \(content.kind.rawValue): button \(focus) not drawn")
                    continue
                }
                let button = geometry.buttons[focus]
                let text = Self.drawn(canvas, Rect(row: button.rect.row, col: button.rect.col, rows: 1, cols: button.rect.cols))
                let label = button.lines.first ?? ""
                #expect(text.contains("›") && text.contains("‹") && text.contains(label) && !text.contains("…"),
                        "\(language.code) \(content.band.id) \(content.kind.rawValue) focus \(focus): \(text)")
            }
        }
    }

    @Test("English “Don’t Allow” / “Allow” stay side by side at 80 columns, the focused one with both marks")
    func englishSideBySide() throws {
        var os = DeviceOS.newest(.macOS)
        os.language = .english
        let entry = try #require(PromptCatalog.entry(kind: .whenInUse, band: os.band))
        let content = PromptCatalog.content(of: entry, os: os, app: AppChoice.builtIn[0].profile)
        let pane = Layout(Self.size).deviceScreen
        let box = AlertBox(content: content, focus: 0)
        let geometry = PanelAlertView.geometry(box, pane: pane)
        #expect(geometry.buttons.count == 2 && geometry.buttons[0].rect.row == geometry.buttons[1].rect.row, "side by side")
        let canvas = GridCanvas(Self.size)
        AlertView.draw(box, in: pane, on: canvas)
        #expect(canvas.line(geometry.buttons[0].rect.row).contains("[›Don’t Allow‹]"))
    }

    @Test("a label too long for half the panel stacks the two buttons at the panel's width, as a Mac does")
    func longLabelsStack() {
        var box = AlertBox(title: "Title", message: "", extras: [], buttons: ["Nicht erlauben, danke", "Erlauben"],
                           layout: .sideBySide, focus: 0, unverified: false)
        box.look = .mac(classic: false)
        let pane = Layout(Self.size).deviceScreen
        let geometry = PanelAlertView.geometry(box, pane: pane)
        #expect(geometry.buttons.count == 2 && geometry.buttons[1].rect.row > geometry.buttons[0].rect.row, "stacked")
        let canvas = GridCanvas(Self.size)
        AlertView.draw(box, in: pane, on: canvas)
        #expect(canvas.line(geometry.buttons[0].rect.row).contains("› Nicht erlauben, danke ‹"))
    }
}
