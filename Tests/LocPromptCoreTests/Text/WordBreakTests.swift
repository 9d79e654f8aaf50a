import Testing
@testable import LocPromptCore

/// Where a word too long for its line breaks, in the one wrapper of the terminal, `render` and the SVG: at an
/// identifier's seams before a mid-word cut (audit 24e friction 4), after a hyphen (friction 7).
@Suite("Too-long words break at identifiers' seams and after hyphens")
struct WordBreakTests {
    @Test("a camelCase name breaks before an upper-case letter, then after its parenthesis")
    func camelCase() {
        #expect(DisplayWidth.wrap("locationManagerDidChangeAuthorization(denied)", columns: 32)
                == ["locationManagerDidChange", "Authorization(denied)"])
        #expect(DisplayWidth.wrap("locationManagerDidChangeAuthorization(authorizedWhenInUse)", columns: 32)
                == ["locationManagerDidChange", "Authorization(", "authorizedWhenInUse)"])
        #expect(DisplayWidth.wrap("allowsBackgroundLocationUpdates = false", columns: 28)
                == ["allowsBackgroundLocation", "Updates = false"])
    }

    @Test("an underscore is a seam too")
    func underscore() {
        #expect(DisplayWidth.wrap("LOCATION_CLIENT_PERMISSION_MESSAGE", columns: 20) == ["LOCATION_CLIENT_", "PERMISSION_MESSAGE"])
    }

    @Test("a hyphenated word breaks after a hyphen")
    func hyphen() {
        let lines = DisplayWidth.wrap("Pneumonoultramicroscopicsilicovolcanoconiosis-and-more-hyphenated-words", columns: 30)
        #expect(lines == ["Pneumonoultramicroscopicsilico", "volcanoconiosis-and-more-", "hyphenated-words"])
    }

    /// Session 25's question: should “third-party” break after its hyphen when “third-” fits the line's end and
    /// the whole word does not? Apple documents word wrapping as breaking “at word boundaries, unless the word
    /// doesn't fit on a single line” (NSLineBreakMode.byWordWrapping, UIKit and Core Text), hyphenation as off by
    /// default (hyphenationFactor 0.0; NSLayoutManager.usesDefaultHyphenation false), and says nothing of a
    /// hyphen as a word boundary (lineBreakStrategy names only pushOut and hangulWordPriority). Without Apple's
    /// text for it the wrap is unchanged: a hyphenated word that fits a line moves whole, in every language; only
    /// a word too long for a line breaks after a hyphen (above).
    @Test("a hyphenated word that fits a line moves to the next line whole (Always-On, third-party, German compounds)")
    func hyphenatedWordThatFits() {
        #expect(DisplayWidth.wrap("Shows Always-On reminders", columns: 14) == ["Shows", "Always-On", "reminders"])
        #expect(DisplayWidth.wrap("Shared with third-party services", columns: 18) == ["Shared with", "third-party", "services"])
        #expect(DisplayWidth.wrap("Für Orts-Erinnerungen und E-Mail-Benachrichtigungen", columns: 26)
                == ["Für Orts-Erinnerungen und", "E-Mail-Benachrichtigungen"])
        // The SVG's measured path breaks alike.
        #expect(DisplayWidth.wrap("Shared with third-party services", columns: 1800, measure: { DisplayWidth.of($0) * 100 })
                == ["Shared with", "third-party", "services"])
    }

    @Test("the terminal's byte path, its Character path and the SVG's measured path break alike")
    func pathsAgree() {
        let word = "locationManagerDidChangeAuthorization(authorizedWhenInUse)-and-more_words"
        for columns in [12, 20, 26, 32] {
            let bytes = DisplayWidth.wrap("“" + word, columns: columns)
            let characters = DisplayWidth.wrap("“" + word, columns: columns, maxLines: nil, measure: DisplayWidth.of,
                                               asciiIsOneColumn: true, bytesMaySplit: false)
            let measured = DisplayWidth.wrap("“" + word, columns: columns * 100, measure: { DisplayWidth.of($0) * 100 })
            #expect(bytes == characters, "\(columns)")
            #expect(bytes == measured, "\(columns)")
        }
    }
}
