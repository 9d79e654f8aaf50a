import Foundation
import Testing
@testable import LocPromptCore

/// Golden renders in German and Japanese (text and JSON), compared byte for byte with `Tests/Golden/Languages/`.
/// Re-record with `LOCPROMPT_RECORD=1 swift test --filter LanguageGoldenTests` (recording fails, as the catalog's do).
@Suite struct LanguageGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/Languages", isDirectory: true)

    static let cases: [(language: String, os: OSVersion, kind: PromptKind)] = [
        ("de", OSVersion(17, 4), .whenInUse), ("de", OSVersion(10, 3), .always), ("de", OSVersion(12, 2), .always),
        ("ja", OSVersion(17, 4), .whenInUse), ("ja", OSVersion(10, 3), .whenInUse),
    ]

    @Test(arguments: 0..<cases.count, [false, true])
    func matchesGolden(index: Int, json: Bool) throws {
        let c = Self.cases[index]
        let os = try DeviceOS.resolve(platform: .iOS, version: c.os).get().speaking(try #require(DeviceLanguage(c.language)))
        let content = try PromptCatalog.content(kind: c.kind, os: os, app: CatalogFixtures.app).get()
        let actual = json ? AlertJSON.object(content, os: os) + "\n" : AlertTextRenderer.render(content, os: os)
        let url = Self.directory.appendingPathComponent("\(c.language)__\(os.band.id)__\(c.kind.rawValue).\(json ? "json" : "txt")")
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if ProcessInfo.processInfo.environment["LOCPROMPT_RECORD"] == "1" {
            guard expected != actual else { return }
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(url.lastPathComponent); run again without LOCPROMPT_RECORD to check it")
            return
        }
        #expect(expected == actual, "\(url.lastPathComponent) differs from the render")
    }
}
