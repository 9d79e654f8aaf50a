import Foundation
import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// Documentation/Emulator.md's Settings screens are the screen itself: captured from the binary in tmux at 100×30,
/// they went stale when the footer changed (session 26). These draw the same states on the canvas and hold the
/// page's copies to them, line by line.
@Suite("Documentation: the emulator's Settings screens are real")
struct EmulatorDocScreensTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `text` blocks of the page that start with `first` (a screen's header line).
    static func blocks(startingWith first: String) throws -> [[String]] {
        let page = try String(contentsOf: root.appendingPathComponent("Documentation/Emulator.md"), encoding: .utf8)
        return page.components(separatedBy: "```text\n").dropFirst()
            .map { $0.components(separatedBy: "```")[0].split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
            .filter { $0.first == first }
            .map { Array($0.dropLast()) }
    }

    static func screen(_ keys: [Key]) throws -> [String] {
        let os = try DeviceOS.resolve(platform: .iOS, versionText: "17.4").get()
        var model = FrontEndModel(os: os, apps: AppChoice.builtIn)
        let size = Size(rows: 30, cols: 100)
        model.size = size
        for key in keys { model.handle(key) }
        return Fixtures.render(model, size).text.components(separatedBy: "\n").prefix(size.rows).map { line in
            var line = Substring(line)
            while line.last == " " { line = line.dropLast() }
            return String(line)
        }
    }

    @Test("the app's page (l w 2 S) and the list (then ←) at 100×30 are what the emulator draws")
    func settingsScreens() throws {
        let header = try Self.screen([]).first ?? ""
        let blocks = try Self.blocks(startingWith: header)
        let app = try Self.screen([.char("l"), .char("w"), .char("2"), .char("S")])
        let list = try Self.screen([.char("l"), .char("w"), .char("2"), .char("S"), .left])
        #expect(blocks.contains(app), "Emulator.md has no copy of the app's page as drawn:\n\(app.joined(separator: "\n"))")
        #expect(blocks.contains(list), "Emulator.md has no copy of the list as drawn:\n\(list.joined(separator: "\n"))")
    }
}
