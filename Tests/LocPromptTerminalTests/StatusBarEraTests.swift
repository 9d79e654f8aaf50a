import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// Audit 24e D4: iOS 8–10 drew the status bar of an iPhone with a notch (the clock at the left, a blue pill). Before
/// iOS 11 every iPhone had the clock in the middle and the arrow at the right beside the battery, and a When In Use
/// app's background session turned the status bar into a blue double-height bar ("we would draw this blue
/// double-height status bar", WWDC 2017 713 [S17]; reference §4.3: "On notch devices it is a pill").
@Suite("The status bar per iOS era")
struct StatusBarEraTests {
    /// A When In Use app with the location background mode, updating, then in the background: the blue indicator.
    func backgroundSession(_ version: String) throws -> EngineState {
        let os = try DeviceOS.resolve(platform: .iOS, versionText: version).get()
        var state = EngineState(os: os, app: AppProfile(displayName: "A", usageDescriptions: [.whenInUse: "x"], backgroundLocation: true))
        // iOS 8–12 alerts say Allow; iOS 13+ Allow While Using App.
        let allow: AlertAnswer = os.era.hasAllowOnce ? .allowWhileUsingApp : .allow
        for event: Event in [.app(.launch), .app(.requestWhenInUseAuthorization), .tap(allow),
                             .app(.startUpdatingLocation), .app(.background)] {
            state = Engine.reduce(state, event).0
        }
        #expect(state.indicator == .bluePill)
        return state
    }

    func draw(_ state: EngineState) -> GridCanvas {
        let canvas = GridCanvas(rows: 1, cols: 34)
        DeviceScreen.drawStatusBar(state, in: Rect(row: 0, col: 0, rows: 1, cols: 34), on: canvas)
        return canvas
    }

    @Test("iOS 8–10: the blue bar fills the whole row, the clock in the middle, the arrow beside the battery")
    func blueBarBeforeIOS11() throws {
        for version in ["8.0", "10.3"] {
            let canvas = draw(try backgroundSession(version))
            let row = canvas.cells[0]
            // Every cell inside the frame's edges is drawn reversed (the blue bar), not only the clock's.
            #expect(row[1..<33].allSatisfy { $0.style.reverse }, "\(version)")
            let line = canvas.line(0)
            let clock = try #require(line.range(of: "9:41"))
            let start = line.distance(from: line.startIndex, to: clock.lowerBound)
            #expect(abs(start - (34 - 4) / 2) <= 1, "the clock is centred: \(line)")
            let arrow = try #require(line.firstIndex(of: "➤"))
            let battery = try #require(line.range(of: "100%"))
            #expect(arrow > clock.upperBound && arrow < battery.lowerBound)
        }
    }

    @Test("iOS 11+: the pill around the clock at the left, the rest of the row not blue")
    func pillFromIOS11() throws {
        let canvas = draw(try backgroundSession("17.4"))
        #expect(canvas.line(0).hasPrefix("  ➤ 9:41 "))
        #expect(!canvas.cells[0][20].style.reverse)
    }
}
