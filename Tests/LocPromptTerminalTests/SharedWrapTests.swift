import Foundation
import LocPromptCore
import PropertyBased
@testable import LocPromptTerminal
import Testing

/// `render` (AlertTextRenderer) and the emulator's alert view (AlertView) lay the purpose string out with the one
/// wrapping routine, `DisplayWidth.wrap` (issue 15): for the same text width they show the same message lines.
@Suite("render and the alert view wrap alike")
struct SharedWrapTests {
    static let pieces = ["Your", " ", "location", " is shown on the map", "地图", "🗺️", "e\u{301}", "\n",
                         "locationManagerDidChangeAuthorization(authorizedAlways)", "https://example.com/a/b/c",
                         "verylongwordwithnospacesatallinitthatgoesonandon", ",", "."]
    static let message = Gen.int(in: 0...(pieces.count - 1)).array(of: 1...25).map { $0.map { pieces[$0] }.joined() }

    @Test("The alert view's message lines are the message lines of render at the same text width")
    func sameMessageLines() async throws {
        let os = try DeviceOS.resolve(platform: .iOS, versionText: "17.4").get()
        await propertyCheck(count: 60, input: Self.message) { message in
            guard let content = try? PromptCatalog.content(kind: .whenInUse, os: os,
                                                           app: AppProfile(displayName: "Maps", usageDescriptions: [.whenInUse: message])).get()
            else { Issue.record("no iOS 17.4 when-in-use alert"); return }
            // The view: 32 columns wide (its widest), 28 for text; render: inner 32, also 28 for text.
            let geometry = AlertView.geometry(AlertBox(content: content, focus: 0), in: Rect(row: 0, col: 0, rows: 200, cols: 80))
            let viewLines = geometry.lines.map(\.line).filter { $0.style == .normal }.map(\.text)
            let rendered = AlertTextRenderer.box(content, inner: 32).map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
            }
            let expected = DisplayWidth.wrap(SafeText.neutralize(content.message, keepNewlines: true), columns: 28)
            #expect(viewLines == expected.filter { _ in !content.message.isEmpty })
            let trimmed = expected.map { $0.trimmingCharacters(in: .whitespaces) }
            let found = rendered.indices.contains { start in
                start + trimmed.count <= rendered.count && Array(rendered[start..<(start + trimmed.count)]) == trimmed
            }
            #expect(found, "render's box does not show the wrapped message lines")
        }
    }
}
