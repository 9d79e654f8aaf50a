import Testing
import LocPromptFiles

/// `SOURCE_DATE_EPOCH`: whole seconds from 1970 up to 9999-12-31T23:59:59Z, so every report date has four
/// digits of year (session-13 hostile-input audit F13: 11476-08-15T05:20:00Z was printed).
@Suite("SOURCE_DATE_EPOCH")
struct SourceDateTests {
    @Test("accepted from 0 to 9999-12-31T23:59:59Z; past it, signed, fractional or words are refused with the range")
    func range() throws {
        #expect(try SourceDate.seconds(environment: ["SOURCE_DATE_EPOCH": "0"]) == 0)
        #expect(try SourceDate.seconds(environment: ["SOURCE_DATE_EPOCH": "253402300799"]) == 253_402_300_799)
        for bad in ["253402300800", "999999999999", "-1", "1.5", "soon", "1700000000 "] {
            #expect(throws: SourceDate.Invalid.self, "\(bad)") { try SourceDate.seconds(environment: ["SOURCE_DATE_EPOCH": bad]) }
        }
        do {
            _ = try SourceDate.seconds(environment: ["SOURCE_DATE_EPOCH": "999999999999"])
        } catch {
            #expect(error.description.contains("at most 253402300799 (9999-12-31T23:59:59Z)"), "\(error)")
        }
    }
}
