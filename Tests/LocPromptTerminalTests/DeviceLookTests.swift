import Foundation
import LocPromptCore
import LocPromptPictures
@testable import LocPromptTerminal
import Testing

/// Audit 24e D5: the terminal drew a watch's, a Mac's and a headset's alert as an iPhone alert inside an iPhone.
/// Each platform now gets the look `render --format svg` gives it (the same `PictureLook` choice).
@Suite("Device looks: each platform drawn as the SVG draws it")
struct DeviceLookTests {
    static func os(_ platform: Platform, _ version: String) throws -> DeviceOS {
        try DeviceOS.resolve(platform: platform, versionText: version).get()
    }

    /// The app launched and asking When In Use, drawn at `size`.
    static func alert(_ os: DeviceOS, size: Size = Size(rows: 24, cols: 80)) -> (FrontEndModel, GridCanvas) {
        var model = Fixtures.model(os: os)
        model.size = size
        for key: Key in [.char("l"), .char("w")] { model.handle(key) }
        return (model, Fixtures.render(model, size))
    }

    /// The device pane's text (left of the inspector).
    static func pane(_ canvas: GridCanvas, _ model: FrontEndModel) -> String {
        let cols = Layout(canvas.size).device.cols
        return (0..<canvas.size.rows).map { String(canvas.line($0).prefix(cols)) }.joined(separator: "\n")
    }

    @Test("the terminal's look is the picture's, for every band")
    func sameChoiceAsSVG() {
        for band in OSBand.all {
            let os = DeviceOS(band: band)
            let expected: DeviceLook = switch PictureLook.of(os) {
            case .iOSClassic, .iOS: .phone
            case .watchOS: .watch
            case .macOSClassic: .mac(classic: true)
            case .macOS: .mac(classic: false)
            case .tvOS: .tv
            case .visionOS: .vision
            }
            #expect(DeviceLook(os) == expected, "\(band.id)")
        }
    }

    @Test("watchOS: a watch face, the alert filling its screen, a list of full-width buttons; no phone")
    func watch() throws {
        let (model, canvas) = Self.alert(try Self.os(.watchOS, "10.0"))
        Golden.check("look-watchos-80x24", canvas)
        let pane = Self.pane(canvas, model)
        #expect(!pane.contains("100%"), "no phone status bar")
        #expect(!pane.contains("├"), "no iOS alert rules")
        #expect(pane.contains("░"), "the strap")
        let screen = DeviceLook.watch.screen(in: Layout(canvas.size).deviceScreen)
        // Each button spans the watch's screen: `(` at its left edge, `)` at its right.
        let rows = (screen.row..<screen.bottom).filter { canvas.line($0).contains("Don’t Allow") }
        let row = try #require(rows.first)
        #expect(canvas.cells[row][screen.col].text == "(" && canvas.cells[row][screen.right - 1].text == ")")
        #expect(canvas.line(screen.row).contains("9:41"), "the time at the top right")
    }

    @Test("watchOS: a click on a button of the list taps it")
    func watchClick() throws {
        var (model, canvas) = Self.alert(try Self.os(.watchOS, "10.0"))
        let screen = DeviceLook.watch.screen(in: Layout(canvas.size).deviceScreen)
        let row = try #require((screen.row..<screen.bottom).first { canvas.line($0).contains("Allow While Using App") })
        model.handle(.click(row: row, col: screen.col + 3))
        #expect(model.state.status == .authorizedWhenInUse)
    }

    @Test("macOS 11+: a menu bar, the narrow panel with the app's icon on top and push buttons side by side")
    func mac() throws {
        let (model, canvas) = Self.alert(try Self.os(.macOS, "14.0"))
        Golden.check("look-macos14-80x24", canvas)
        let pane = Self.pane(canvas, model)
        #expect(!pane.contains("100%"))
        #expect(pane.contains("╭──╮") && pane.contains("│➤ │"), "the icon")
        // Both marks around the focused label (session 26: the closing `‹` was dropped, “[›Don’t Allow]”).
        let buttons = try #require(pane.split(separator: "\n").first { $0.contains("Allow‹]") })
        #expect(buttons.contains("[") && buttons.contains("Don’t Allow"), "side by side: \(buttons)")
        #expect(canvas.line(3).contains("9:41"), "the menu bar's clock")
    }

    @Test("macOS 10.15: the icon on the left, the buttons at the bottom right; a click taps")
    func macClassic() throws {
        var (model, canvas) = Self.alert(try Self.os(.macOS, "10.15"))
        Golden.check("look-macos10.15-80x24", canvas)
        let pane = Self.pane(canvas, model).split(separator: "\n").map(String.init)
        let iconRow = try #require(pane.firstIndex { $0.contains("│➤ │") })
        #expect(pane[iconRow].contains("│➤ │ "), "text beside the icon: \(pane[iconRow])")
        // Both buttons on the panel's last row, Don't Allow left of Allow (the last rightmost).
        let row = try #require((0..<canvas.size.rows).first { canvas.line($0).contains("‹] [") })
        let line = canvas.line(row)
        let col = try #require(line.range(of: "Allow", options: .backwards).map { line.distance(from: line.startIndex, to: $0.lowerBound) })
        model.handle(.click(row: row, col: col + 1))
        #expect(model.state.alert == nil)
    }

    @Test("visionOS and tvOS: capsule buttons in a floating panel, a TV's picture")
    func visionAndTV() throws {
        let (vision, visionCanvas) = Self.alert(try Self.os(.visionOS, "1.0"))
        Golden.check("look-visionos-80x24", visionCanvas)
        #expect(Self.pane(visionCanvas, vision).contains("━━━━"), "the window bar")
        let (tv, tvCanvas) = Self.alert(try Self.os(.tvOS, "17.0"))
        Golden.check("look-tvos-80x24", tvCanvas)
        #expect(Self.pane(tvCanvas, tv).contains("┏"), "the TV's frame")
        for text in [Self.pane(visionCanvas, vision), Self.pane(tvCanvas, tv)] {
            #expect(text.contains("( › Allow Once ‹ )") || text.contains("› Allow Once ‹"))
            #expect(!text.contains("100%"))
        }
    }

    @Test("Settings on a Mac is a System Settings window (System Preferences before macOS 13 [S296])")
    func macSettingsWindow() throws {
        for (version, name) in [("14.0", "System Settings"), ("12.0", "System Preferences")] {
            var model = Fixtures.model(os: try Self.os(.macOS, version))
            for key: Key in [.char("l"), .char("u"), .char("2"), .char("S")] { model.handle(key) }
            let canvas = Fixtures.render(model, Size(rows: 24, cols: 80))
            #expect(Self.pane(canvas, model).contains(name), "\(version)")
            // The row's control is the engine's: a switch from macOS 13, a checkbox before (settings-macos-app-switch).
            #expect(Self.pane(canvas, model).contains(version == "14.0" ? "Where Am I?             On ●" : "[✓] Where Am I?"))
        }
    }

    @Test("present draws the watch too, and a click there taps the list's button")
    func presentWatch() throws {
        var model = PresentModel(freePlay: FrontEndModel(os: try Self.os(.watchOS, "10.0"), apps: AppChoice.builtIn))
        model.size = Size(rows: 30, cols: 100)
        for key in "lw" { model.handle(.char(key)) }
        let canvas = GridCanvas(Size(rows: 30, cols: 100))
        PresentScreen.draw(model, on: canvas)
        #expect(canvas.text.contains("░"))
        #expect(!canvas.text.contains("100%"))
        let row = try #require((0..<30).first { canvas.line($0).contains("Don’t Allow") })
        let col = try #require(canvas.line(row).range(of: "Don’t").map { canvas.line(row).distance(from: canvas.line(row).startIndex, to: $0.lowerBound) })
        _ = model.click(row: row, col: col)
        #expect(model.state.status == .denied)
    }
}

/// `present` draws the watch as large as its pane allows, as it does the phone, the Mac and the TV (session 25: the
/// watch stayed 30 columns wide while the phone around the same place grew with the terminal).
@Suite("present: the watch scales with the terminal")
struct PresentWatchScaleTests {
    static func drawn(_ size: Size) throws -> (PresentModel, GridCanvas) {
        var model = PresentModel(freePlay: FrontEndModel(os: try DeviceLookTests.os(.watchOS, "10.0"), apps: AppChoice.builtIn))
        model.size = size
        for key in "lw" { model.handle(.char(key)) }
        let canvas = GridCanvas(size)
        PresentScreen.draw(model, on: canvas)
        return (model, canvas)
    }

    @Test("at 80×24 and 160×50 the watch's face is its pane's width less the case and crown, its buttons span it",
          arguments: [Size(rows: 24, cols: 80), Size(rows: 50, cols: 160)])
    func scales(size: Size) throws {
        let (_, canvas) = try Self.drawn(size)
        Golden.check(Fixtures.name("present-watch", size), canvas)
        let pane = PresentLayout(size, panes: false).phoneScreen
        let face = DeviceLook.watch.screen(in: pane)
        #expect(face.cols == pane.cols - 6, "\(face) in \(pane)")
        #expect(face.rows <= pane.rows - 2 && face.rows >= 8)
        let row = try #require((face.row..<face.bottom).first { canvas.line($0).contains("Don’t Allow") })
        #expect(canvas.cells[row][face.col].text == "(" && canvas.cells[row][face.right - 1].text == ")")
        #expect(canvas.line(face.row).contains("9:41"), "the time at the top right")
    }

    @Test("the watch at 160×50 is wider and taller than at 80×24, keeping a watch's portrait shape")
    func grows() {
        let small = DeviceLook.watch.screen(in: PresentLayout(Size(rows: 24, cols: 80), panes: false).phoneScreen)
        let large = DeviceLook.watch.screen(in: PresentLayout(Size(rows: 50, cols: 160), panes: false).phoneScreen)
        #expect(large.cols > small.cols + 10 && large.rows > small.rows + 10, "\(small) → \(large)")
        // 184 × 224 points, a cell about twice as tall as wide: about 1.6 columns a row.
        #expect(large.cols * 10 <= (large.rows - 2) * 16 + 10, "\(large)")
    }
}
