import Foundation
import LocPromptPictures
import Testing

/// Documentation/Pictures.md shows the geometry table the renderer draws with, between two markers, and every
/// picture it links exists. `LOCPROMPT_RECORD=1 swift test --skip-build --filter PicturesDocumentationTests` rewrites
/// the table.
@Suite struct PicturesDocumentationTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Documentation/Pictures.md")
    static let begin = "<!-- geometry table: generated from PictureGeometry.table -->\n"
    static let end = "<!-- end of geometry table -->"

    @Test func theGeometryTableIsCurrent() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        guard let start = text.range(of: Self.begin), let stop = text.range(of: Self.end, range: start.upperBound..<text.endIndex) else {
            Issue.record("Documentation/Pictures.md lacks the geometry table markers")
            return
        }
        let current = String(text[start.upperBound..<stop.lowerBound])
        if ProcessInfo.processInfo.environment["LOCPROMPT_RECORD"] == "1" && current != PictureGeometry.markdownTable {
            try text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: PictureGeometry.markdownTable)
                .write(to: Self.page, atomically: true, encoding: .utf8)
            Issue.record("rewrote the geometry table in Documentation/Pictures.md; run again without LOCPROMPT_RECORD")
            return
        }
        #expect(current == PictureGeometry.markdownTable, "Documentation/Pictures.md's geometry table is stale: re-record it")
    }
}
