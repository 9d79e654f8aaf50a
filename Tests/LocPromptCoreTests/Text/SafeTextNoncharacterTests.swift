import Testing
@testable import LocPromptCore

/// Audit 26a O1: U+FFFE and U+FFFF passed raw into every text output (render, transcripts, check, compare, CSVs,
/// recordings, JSON), while the XML outputs replaced them. They are never text; SafeText shows them as `�` now, on
/// both its paths (the byte pre-check and the scalar replacement), and JSON writes them escaped.
@Suite("SafeText: the noncharacters U+FFFE and U+FFFF")
struct SafeTextNoncharacterTests {
    @Test("shown as the replacement character, the byte pre-check included")
    func noncharactersAreReplaced() {
        let text = "a\u{FFFE}b\u{FFFF}c"
        #expect(SafeText.mayNeedReplacement(text.utf8, keepNewlines: false))
        #expect(SafeText.neutralize(text) == "a\u{FFFD}b\u{FFFD}c")
        #expect(!SafeText.isInert(text))
        // Their neighbours U+FFFD and U+FFFC (object replacement) stay as they are.
        #expect(SafeText.neutralize("\u{FFFD}\u{FFFC}") == "\u{FFFD}\u{FFFC}")
    }

    @Test("JSON writes them as \\uXXXX escapes")
    func jsonEscapesThem() {
        #expect(JSONOutput.escapeInvisible("\"a\u{FFFE}\u{FFFF}\"") == "\"a\\ufffe\\uffff\"")
        #expect(AlertJSON.string("\u{FFFF}") == "\"\\uffff\"")
    }
}
