import Foundation
import Testing
@testable import LocPromptCore

/// `Documentation/Languages.md` shows the tables generated from the data (LOCPROMPT_RECORD=1 writes them to
/// `.build/languages-summary.md` and `.build/languages-detail.md`).
@Suite struct LanguagesDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theDocumentShowsTheTables() throws {
        if ProcessInfo.processInfo.environment["LOCPROMPT_RECORD"] == "1" {
            try SystemLocalizations.summaryMarkdown.write(to: Self.root.appendingPathComponent(".build/languages-summary.md"),
                                                          atomically: true, encoding: .utf8)
            try SystemLocalizations.detailMarkdown.write(to: Self.root.appendingPathComponent(".build/languages-detail.md"),
                                                         atomically: true, encoding: .utf8)
        }
        let doc = try String(contentsOf: Self.root.appendingPathComponent("Documentation/Languages.md"), encoding: .utf8)
        #expect(doc.contains(SystemLocalizations.summaryMarkdown), "Languages.md's summary table differs from the data; regenerate it")
        #expect(doc.contains(SystemLocalizations.detailMarkdown), "Languages.md's string tables differ from the data; regenerate them")
        for source in Bibliography.languages { #expect(doc.contains(source.url), "Languages.md does not list \(source.id)") }
    }
}
