import LocPromptScenario
import Testing

/// Audit 24h, QA friction 7: `call: requestWhenInUse` listed the 26 accepted calls but suggested none, although it
/// is the start of exactly one of them.
@Suite("Did you mean: the start of one accepted name")
struct PrefixSuggestionTests {
    @Test("call: requestWhenInUse suggests requestWhenInUseAuthorization")
    func uniquePrefix() throws {
        let error = try #require(parseError(header + "  - call: requestWhenInUse\n"))
        #expect(error.message.hasPrefix("unknown call “requestWhenInUse” (did you mean “requestWhenInUseAuthorization”?); accepted:"),
                "\(error.message)")
    }

    @Test("The start of several names (call: stopMonitoring) suggests none of them")
    func ambiguousPrefix() throws {
        let error = try #require(parseError(header + "  - call: stopMonitoring\n"))
        #expect(error.message.hasPrefix("unknown call “stopMonitoring”; accepted:"), "\(error.message)")
    }
}
