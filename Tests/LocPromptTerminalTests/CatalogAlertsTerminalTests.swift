import LocPromptCore
// The terminal side of the catalog's alerts (issue 13 §1): preferred button, platform look, location-button log.
@testable import LocPromptTerminal
import Testing

/// The alert's preferred (bold) button, where the catalog knows it, is drawn bold, focused or not
/// (Documentation/Catalog.md); other buttons are not.
@Suite struct AlertPreferredButtonTests {
    /// The styles of the two side-by-side buttons (left “Don’t Allow”, right “Allow”) on the button row.
    private func buttonStyles(_ content: AlertContent, focus: Int) -> (left: Style, right: Style) {
        let canvas = GridCanvas(rows: 20, cols: 34)
        AlertView.draw(AlertBox(content: content, focus: focus), in: Rect(row: 0, col: 0, rows: 20, cols: 34), on: canvas)
        let row = (0..<20).first { canvas.line($0).contains("Don’t Allow") }!
        let left = canvas.column(of: "Don’t Allow", inRow: row)!
        let right = (0..<canvas.size.cols).last { canvas.cells[row][$0].text == "A" }!
        return (canvas.cells[row][left].style, canvas.cells[row][right].style)
    }

    @Test func preferredButtonIsBold() throws {
        let os = try DeviceOS.resolve(platform: .iOS, versionText: "10.3").get()
        var content = try PromptCatalog.content(kind: .whenInUse, os: os,
                                                app: AppProfile(displayName: "Maps", usageDescriptions: [.whenInUse: "x"])).get()
        // No source shows a bold button: neither is bold.
        let plain = buttonStyles(content, focus: 0)
        #expect(!plain.left.bold && !plain.right.bold)
        // With a preferred button, it is bold whether focused or not; the other one is not.
        content.preferred = .allow
        #expect(AlertBox(content: content, focus: 0).preferred == 1)
        for focus in [0, 1] {
            let styles = buttonStyles(content, focus: focus)
            #expect(styles.right.bold, "focus \(focus)")
            #expect(!styles.left.bold, "focus \(focus)")
            // The focus is the cursor marks, not a style (audit 24e friction 1): both buttons stay accent.
            #expect(styles.right.role == .accent)
        }
    }
}

/// The iOS look stays on iOS: no phone signal and battery on other platforms' status bar, no map on tvOS alerts.
@Suite struct PlatformLookTests {
    @Test(arguments: [(Platform.iOS, "17.4", true), (.tvOS, "17.0", false), (.macOS, "14.0", false), (.watchOS, "10.0", false)])
    func phoneStatusBarOnlyOnIOS(platform: Platform, version: String, phone: Bool) throws {
        let os = try DeviceOS.resolve(platform: platform, versionText: version).get()
        let canvas = GridCanvas(rows: 1, cols: 40)
        DeviceScreen.drawStatusBar(EngineState(os: os, app: AppProfile(displayName: "A")), in: Rect(row: 0, col: 0, rows: 1, cols: 40), on: canvas)
        #expect(canvas.line(0).contains("100%") == phone, "\(platform)")
    }

    @Test func tvOSAlertBoxHasNoMap() throws {
        let os = try DeviceOS.resolve(platform: .tvOS, versionText: "17.0").get()
        let content = try PromptCatalog.content(kind: .whenInUse, os: os, app: AppProfile(displayName: "TV", usageDescriptions: [.whenInUse: "x"])).get()
        let canvas = GridCanvas(rows: 24, cols: 34)
        AlertView.draw(AlertBox(content: content, focus: 0), in: Rect(row: 0, col: 0, rows: 24, cols: 34), on: canvas)
        let text = (0..<24).map { canvas.line($0) }.joined(separator: "\n")
        #expect(!text.contains("map") && !text.contains("Precise"))
        #expect(text.contains("Allow While Using App"))
    }
}

@Suite struct LocationButtonLogTests {
    @Test("the log names the location button tap as the person's, not an app call")
    func logText() {
        #expect(Event.app(.tapLocationButton).logText == "› person taps the app's location button (CLLocationButton / LocationButton)")
    }
}
