import Testing
import LocPromptCore
@testable import LocPromptTerminal

/// The terminal draws the iOS 14+ Precise switch where `render` and the SVG do: a pill at the top left of the map,
/// before the map's line (WWDC 2020 10660, “the Precise:On pill in the Map”; audit 24e D2).
@Suite("Alert: the Precise pill in the map")
struct AlertPrecisePillTests {
    /// The row and column of `text` on `canvas`.
    func position(of text: String, on canvas: GridCanvas) -> (row: Int, col: Int)? {
        for row in 0..<canvas.size.rows {
            let line = canvas.line(row)
            if let range = line.range(of: text) { return (row, DisplayWidth.of(String(line[..<range.lowerBound]))) }
        }
        return nil
    }

    @Test("iOS 17.4 When In Use: Precise: On above the map line, from the map's left edge", arguments: [false, true])
    func pillAtTheMapsTopLeft(approximateOff: Bool) throws {
        let os = try DeviceOS.resolve(platform: .iOS, versionText: "17.4").get()
        let content = try PromptCatalog.content(kind: .whenInUse, os: os, app: Fixtures.apps[0].profile,
                                                precise: approximateOff ? false : nil).get()
        let screen = Rect(row: 0, col: 0, rows: 26, cols: 34)
        let canvas = GridCanvas(rows: 26, cols: 34)
        AlertView.draw(AlertBox(content: content, focus: 0), in: screen, on: canvas)
        let box = AlertView.geometry(AlertBox(content: content, focus: 0), in: screen).rect
        let label = approximateOff ? "Precise: Off ○" : "Precise: On ●"
        let pill = try #require(position(of: label, on: canvas), "\(canvas.text)")
        let map = try #require(position(of: "[map: ", on: canvas), "\(canvas.text)")
        #expect(pill.row == map.row - 1, "the pill is on the line above the map's: \(canvas.text)")
        #expect(pill.col == box.col + 2, "at the left edge of the text, as the map's top left: \(canvas.text)")
    }

    @Test("at the smallest sizes the map goes first and the pill stays")
    func pillStaysWhenTheMapGoes() throws {
        let os = try DeviceOS.resolve(platform: .iOS, versionText: "17.4").get()
        let content = try PromptCatalog.content(kind: .whenInUse, os: os, app: Fixtures.apps[0].profile).get()
        var mapDropped = false
        for rows in 8...30 {
            let lines = AlertView.geometry(AlertBox(content: content, focus: 0), in: Rect(row: 0, col: 0, rows: rows, cols: 34)).lines.map(\.line)
            guard !lines.contains(where: { $0.text.hasPrefix("[map") }) else { continue }
            mapDropped = true
            #expect(lines.contains { $0.text == "Precise: On ●" && !$0.centered }, "\(rows) rows: \(lines.map(\.text))")
        }
        #expect(mapDropped)
    }
}
