import Foundation
import LocPromptCore
import Testing

/// locprompt's table (Swift Testing has an `ExitStatus` of its own).
private typealias Status = LocPromptCore.ExitStatus

/// The exit-code table lives in code (`Status`); the documentation's copy must be exactly it.
@Suite struct ExitStatusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theDocumentedTableIsTheEnum() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("Documentation/Files-and-exit-codes.md"), encoding: .utf8)
        #expect(page.contains("\n" + Status.markdownTable()),
                "Documentation/Files-and-exit-codes.md's table differs from Status.markdownTable(): paste it in")
        // Only one table: no stale second copy under another heading.
        #expect(page.components(separatedBy: "| Code | Meaning |").count == 2)
    }

    @Test func theNumbersAreTheConventionalOnes() {
        #expect(Status.success.rawValue == 0)
        #expect(Status.usage.rawValue == 64, "EX_USAGE in sysexits.h, and the argument parser's own code")
        // Signals: 128 + the signal's number, as the shell reports them.
        let signals: [Status] = [.hangup, .interrupted, .quit, .terminated]
        let expected: [Int32] = [129, 130, 131, 143]
        #expect(signals.map(\.rawValue) == expected)
        #expect(Set(Status.allCases.map(\.rawValue)).count == Status.allCases.count)
    }
}
