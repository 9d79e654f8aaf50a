import Foundation
import Testing
@testable import LocPromptCore

/// The rule registry and the bibliography hold together: ids are unique, every source a rule cites is in the
/// bibliography, every rule is cited by the engine and named by a test, and the generated documents are
/// what the registry says. Covers every area's list (`RuleRegistry.all`), including rules added later.
@Suite("Rule registry and bibliography")
struct RuleRegistryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.swift` file under a folder of the repository, with its text.
    static func swiftFiles(under folder: String) -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            if let text = try? String(contentsOf: url, encoding: .utf8) { files.append((url.path, text)) }
        }
        return files
    }

    @Test func idsAreUnique() {
        var seen: Set<String> = []
        for rule in RuleRegistry.all { #expect(seen.insert(rule.id).inserted, "rule id \(rule.id) is registered twice") }
        #expect(RuleRegistry.all.count >= 59)
        var sources: Set<String> = []
        for source in Bibliography.all { #expect(sources.insert(source.id).inserted, "source id \(source.id) is listed twice") }
    }

    @Test func everyCitedSourceIsInTheBibliography() {
        for rule in RuleRegistry.all {
            #expect(!rule.summary.isEmpty, "\(rule.id) has no summary")
            for id in rule.sources { #expect(Bibliography.source(id: id) != nil, "\(rule.id) cites \(id), which is not in the bibliography") }
            // An Apple rule has sources; only emulator decisions may have none.
            #expect(!rule.sources.isEmpty || !rule.documented, "\(rule.id) is documented but cites no source")
        }
        for entry in PromptCatalog.entries {
            for id in entry.sources where id.hasPrefix("S") && Int(id.dropFirst()) != nil {
                #expect(Bibliography.source(id: id) != nil, "catalog \(entry.bandID) \(entry.kind.rawValue) cites \(id), not in the bibliography")
            }
        }
    }

    @Test func theEstablishedSourcesAreComplete() {
        let ids = (1...52).map { "S\($0)" }
        for id in ids { #expect(Bibliography.source(id: id) != nil, "\(id) missing from Bibliography+Established") }
        for source in Bibliography.all {
            #expect(!source.title.isEmpty && !source.publisher.isEmpty && !source.facts.isEmpty, "\(source.id) is incomplete")
            #expect(source.url.isEmpty || source.url.hasPrefix("https://") || source.url.hasPrefix("http://"),
                    "\(source.id): \(source.url) is not a web address")
            #expect(source.read.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil, "\(source.id): read date \(source.read)")
        }
    }

    /// Known gap: the stored first answer is explained by the answer's own rule (the exhaustive engine tests state
    /// it so); where the engine should name `one-time-prompt` is left to the engine's owners. Shrink-only, as below.
    static let notCitedByTheEngineYet: Set<String> = [
        "one-time-prompt",
        // An emulator decision about what is never set (locationUnavailable, stationary): no effect carries it;
        // ModernRuleTests checks the flags stay unset.
        "diagnostics-unmodelled",
    ]

    /// Every rule is applied somewhere: its `static let` name is used as `.name` (or `Rule.name`) in
    /// `Sources/LocPromptCore` outside the registry lists and outside its own definition.
    @Test func everyRuleIsCitedByTheEngine() throws {
        let files = Self.swiftFiles(under: "Sources/LocPromptCore")
        var names: [String: String] = [:]  // id → static name
        for file in files {
            for match in file.text.matches(of: /static let (\w+) = Rule\(\s*id: "([^"]+)"/) {
                names[String(match.output.2)] = String(match.output.1)
            }
        }
        let code = files.filter { !$0.path.contains("/Rules/RuleRegistry") }.map(\.text).joined(separator: "\n")
        for rule in RuleRegistry.all {
            guard let name = names[rule.id] else {
                Issue.record("\(rule.id) is not defined as `static let name = Rule(id: …)`")
                continue
            }
            let pattern = try Regex("(?:[^\\w]|Rule)\\.\(name)\\b")
            if Self.notCitedByTheEngineYet.contains(rule.id) {
                #expect(!code.contains(pattern), "rule \(rule.id) is cited now: remove it from notCitedByTheEngineYet")
            } else {
                #expect(code.contains(pattern), "rule \(rule.id) (.\(name)) is never cited by the engine")
            }
        }
    }

    /// Every rule has a test that names its id inside a string literal in `Tests/` (a test's title, an expected
    /// rule id), other than this file: the id stands whole, not as part of a longer id.
    @Test func everyRuleIsNamedByATest() throws {
        let tests = Self.swiftFiles(under: "Tests").filter { !$0.path.hasSuffix("RuleRegistryTests.swift") }.map(\.text)
            .joined(separator: "\n")
        for rule in RuleRegistry.all {
            let id = NSRegularExpression.escapedPattern(for: rule.id)
            let literal = try Regex("\"([^\"\\n]*[^a-z0-9\"\\n-])?\(id)([^a-z0-9\"\\n-][^\"\\n]*)?\"")
            #expect(tests.contains(literal), "no test names rule \(rule.id)")
        }
    }

    @Test func rangesContainTheirDevices() throws {
        let early = try DeviceOS.resolve(platform: .iOS, versionText: "13.3.1").get()
        let late = try DeviceOS.resolve(platform: .iOS, versionText: "13.4").get()
        let range = RuleRange.iOS(from: OSVersion(13), through: OSVersion(13, 3))
        #expect(range.contains(early) && !range.contains(late))
        #expect(range.description == "iOS 13.0–13.3")
        #expect(RuleRange.only(.tvOS).contains(try DeviceOS.resolve(platform: .tvOS, versionText: "17.0").get()))
        #expect(!RuleRange.only(.tvOS).contains(late))
        #expect(RuleRange.all.description == "all platforms")
    }

    // MARK: Generated documents

    @Test func documentationIsGeneratedFromTheRegistry() throws {
        let docs = Self.root.appendingPathComponent("Documentation")
        let rules = try String(contentsOf: docs.appendingPathComponent("Rules.md"), encoding: .utf8)
        let sources = try String(contentsOf: docs.appendingPathComponent("Sources.md"), encoding: .utf8)
        #expect(rules == RuleDocument.markdown(), "Documentation/Rules.md is stale: locprompt rules --format markdown > Documentation/Rules.md")
        #expect(sources == RuleDocument.sourcesMarkdown(),
                "Documentation/Sources.md is stale: locprompt sources --format markdown > Documentation/Sources.md")
        // The reference the rules point into is in the repository.
        let reference = docs.appendingPathComponent("Reference/apple-location-authorization.md")
        #expect(FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func detailsShowSourcesWithAddresses() throws {
        let rule = try #require(RuleRegistry.rule(id: "allow-once-expiry"))
        let text = RuleDocument.detail(rule)
        #expect(text.contains("allow-once-expiry"))
        #expect(text.contains("applies to: iOS 13.0+"))
        #expect(text.contains("https://asciiwwdc.com/2019/sessions/705"))
        #expect(RuleDocument.markdown().contains("| `allow-once-expiry` |"))
        let json = try JSONSerialization.jsonObject(with: Data(RuleDocument.json().utf8)) as? [[String: Any]]
        #expect(json?.count == RuleRegistry.all.count)
        #expect((json?.first?["sources"] as? [[String: Any]])?.first?["url"] as? String == Bibliography.source(id: "S2")?.url)
    }

    @Test func aMistypedIdSuggestsTheNearest() {
        #expect(RuleDocument.nearest(to: "allow-once-expiri").first == "allow-once-expiry")
        #expect(RuleDocument.nearest(to: "restrict").contains("restricted"))
        #expect(RuleDocument.distance("kitten", "sitting") == 3)
    }
}
