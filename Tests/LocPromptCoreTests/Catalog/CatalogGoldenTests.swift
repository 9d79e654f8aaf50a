import Foundation
import Testing
@testable import LocPromptCore

/// Golden text of every catalog entry at two widths, compared byte for byte with the files in
/// `Tests/Golden/Catalog/` (kept outside the test target so SwiftPM does not warn about unhandled files).
/// Re-record with `LOCPROMPT_RECORD=1 swift test --filter CatalogGoldenTests`: recording writes the files
/// and fails every test whose file changed, so a re-record is never how a test passes.
@Suite struct CatalogGoldenTests {
    static let widths = [AlertTextRenderer.defaultWidth, 30]

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/Catalog", isDirectory: true)

    static var recording: Bool { ProcessInfo.processInfo.environment["LOCPROMPT_RECORD"] == "1" }

    static func fileName(_ entry: CatalogEntry, width: Int) -> String {
        "\(entry.bandID)__\(entry.kind.rawValue)__w\(width).txt"
    }

    /// What `locprompt render` prints for the entry's band at its representative version, for the test app.
    static func rendered(_ entry: CatalogEntry, width: Int) throws -> String {
        let os = DeviceOS(band: entry.band)
        let content = try PromptCatalog.content(kind: entry.kind, os: os, app: CatalogFixtures.app).get()
        return AlertTextRenderer.render(content, width: width, os: os)
    }

    @Test(arguments: PromptCatalog.entries, widths)
    func matchesGolden(entry: CatalogEntry, width: Int) throws {
        let actual = try Self.rendered(entry, width: width)
        let url = Self.directory.appendingPathComponent(Self.fileName(entry, width: width))
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if Self.recording {
            guard expected != actual else { return }
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(url.lastPathComponent); run again without LOCPROMPT_RECORD to check it")
            return
        }
        guard let expected else {
            Issue.record("missing golden file \(url.path); record it with LOCPROMPT_RECORD=1")
            return
        }
        if expected != actual {
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
            Issue.record("""
                \(url.lastPathComponent) differs at line \(line + 1):
                  golden:   \(line < e.count ? String(e[line]) : "<end>")
                  rendered: \(line < a.count ? String(a[line]) : "<end>")
                """)
        }
    }

    /// No stale golden files: each one belongs to a current entry and width.
    @Test func everyGoldenFileBelongsToAnEntry() throws {
        let expected = Set(PromptCatalog.entries.flatMap { entry in Self.widths.map { Self.fileName(entry, width: $0) } })
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".txt") })
        #expect(present.subtracting(expected).sorted() == [], "golden files without an entry")
        #expect(expected.subtracting(present).sorted() == [], "entries without a golden file")
    }

    /// The goldens prove which key each message comes from: the test app's purposes name their key.
    @Test func goldenMessagesNameTheirKey() throws {
        for entry in PromptCatalog.entries {
            let text = try Self.rendered(entry, width: 200)
            switch entry.message {
            case .usageKey(let key, _):
                #expect(text.contains("[\(key.key)]"), "\(entry.bandID) \(entry.kind.rawValue)")
            case .temporaryPurpose:
                #expect(text.contains("[NSLocationTemporaryUsageDescriptionDictionary.FindNearbyFriends]"))
            case .fixed(let message):
                #expect(text.contains(message))
            case .none:
                #expect(!text.contains("[NSLocation"))
            }
        }
    }
}
