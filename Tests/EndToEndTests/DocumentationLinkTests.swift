import Foundation
import Testing

/// The documentation a newcomer reads (issue 16): every relative link in README.md, ARCHITECTURE.md,
/// CONTRIBUTING.md and Documentation/ points at a file of the repository (and, with `#anchor`, at a heading of
/// it); the README stays a short front page.
@Suite("Documentation links")
struct DocumentationLinkTests {
    static let root = LocPromptBinary.root

    static var pages: [String] {
        let documentation = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Documentation").path)) ?? []
        return ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md"]
            + documentation.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
    }

    /// `[text](target)` and `![alt](target)` outside code blocks and code spans.
    static func links(in markdown: String) -> [String] {
        var links: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            // Code spans are not links.
            let text = line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
            var rest = Substring(text)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                links.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return links
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { c -> Character? in
            if c == " " { return "-" }
            return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
        })
    }

    static func anchors(in markdown: String) -> Set<String> {
        var result = Set<String>()
        var inFence = false
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if !inFence, line.hasPrefix("#") {
                result.insert(anchor(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
            }
        }
        return result
    }

    @Test func everyPageExists() {
        for page in ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md", "Documentation/README.md", "Documentation/FAQ.md"] {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(page).path), "\(page) is missing")
        }
    }

    @Test(arguments: pages)
    func everyRelativeLinkResolves(_ page: String) throws {
        let url = Self.root.appendingPathComponent(page)
        let text = try String(contentsOf: url, encoding: .utf8)
        let links = Self.links(in: text).filter { !$0.contains("://") && !$0.hasPrefix("mailto:") }
        for link in links {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(parts[0]).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else {
                Issue.record("\(page): link to a missing file: \(link)")
                continue
            }
            if parts.count == 2, !isDirectory.boolValue, target.pathExtension == "md" {
                let anchors = Self.anchors(in: try String(contentsOf: target, encoding: .utf8))
                #expect(anchors.contains(parts[1]), "\(page): no heading for #\(parts[1]) in \(parts[0].isEmpty ? page : parts[0])")
            }
        }
    }

    @Test func theLinkCheckerFindsABrokenLink() {
        // The checker itself: it sees links outside code, not inside.
        let links = Self.links(in: "see [a](Missing.md) and `[b](Code.md)`\n```\n[c](Fenced.md)\n```\n![img](images/x.png)")
        #expect(links == ["Missing.md", "images/x.png"])
        #expect(Self.anchor("Bundled scenarios (`Assets/Scenarios/`)") == "bundled-scenarios-assetsscenarios")
    }

    @Test func theReadmeIsAShortFrontPage() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 300)
        for audience in ["Designers", "QA", "Trainers"] { #expect(readme.contains("## \(audience)"), "no 60-second path for \(audience)") }
        #expect(readme.contains("Documentation/images/"), "the README shows a picture")
    }
}
