import Foundation
import LocPromptTerminal
import Testing

/// Documentation/Key-Bindings.md's quiz and compare table is written by hand (one table for two screens); this
/// holds it to the two key tables the screens dispatch through: every key a screen binds is named in a row whose
/// column for that screen says what it does, and a row's "—" is a key that screen leaves alone.
@Suite("Documentation: the quiz and compare keys")
struct QuizCompareKeyTableDocTests {
    /// The table's rows: the keys named in the first column (inside backticks), and the quiz and compare cells.
    static func rows() throws -> [(keys: Set<String>, quiz: String, compare: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("Documentation/Key-Bindings.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## Quiz and compare keys").last)
        return section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let quoted = cells[1].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            let keys = Set(quoted.flatMap { $0.split(separator: " ").map(String.init) })
            return (keys, cells[2], cells[3])
        }
    }

    @Test("every key of QuizKeyBindings and CompareKeyBindings is in the table, under its own screen")
    func everyKeyDocumented() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 5)
        for (bindings, screen) in [(QuizKeyBindings.all, "quiz"), (CompareKeyBindings.all, "compare")] {
            for binding in bindings {
                for key in binding.keys {
                    let name = key.description
                    let documented = rows.contains { row in
                        row.keys.contains(name) && (screen == "quiz" ? row.quiz : row.compare) != "—"
                    }
                    #expect(documented, "\(name) (\(binding.summary)) is bound on the \(screen) screen but not in its column of Key-Bindings.md")
                }
            }
        }
    }

    @Test("a key the table gives to a screen is bound there; a “—” is not")
    func noPhantomKeys() throws {
        let quizKeys = Set(QuizKeyBindings.all.flatMap(\.keys).map(\.description))
        let compareKeys = Set(CompareKeyBindings.all.flatMap(\.keys).map(\.description))
        for row in try Self.rows() {
            if row.quiz != "—" { #expect(!row.keys.isDisjoint(with: quizKeys), "\(row.keys.sorted()) says the quiz uses it") }
            if row.compare != "—" { #expect(!row.keys.isDisjoint(with: compareKeys), "\(row.keys.sorted()) says compare uses it") }
            if row.quiz == "—" { #expect(row.keys.isDisjoint(with: quizKeys.subtracting(Self.sharedLetters)), "\(row.keys.sorted()) is bound in the quiz") }
            if row.compare == "—" { #expect(row.keys.isDisjoint(with: compareKeys.subtracting(Self.sharedLetters)), "\(row.keys.sorted()) is bound on the compare screen") }
        }
    }

    /// A letter both screens bind to different things (b: answer B in the quiz, the previous step on the compare
    /// screen) is on two rows, each with "—" for the screen that uses it on the other row.
    static let sharedLetters: Set<String> = ["b"]
}
