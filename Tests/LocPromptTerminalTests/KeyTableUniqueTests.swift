import LocPromptTerminal
import Testing

/// Two rows of one table must never claim the same key (the first would silently shadow the other).
@Suite("Key table")
struct KeyTableUniqueTests {
    @Test func noKeyIsBoundTwiceInATable() {
        for table in [KeyBindings.main, KeyBindings.alert, KeyBindings.settings] {
            var seen: [String: String] = [:]
            for row in table {
                for key in row.keys {
                    #expect(seen[key.description] == nil, "\(key) is bound to both “\(seen[key.description] ?? "")” and “\(row.summary)”")
                    seen[key.description] = row.summary
                }
            }
        }
    }
}
