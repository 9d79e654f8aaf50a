import Testing
@testable import LocPromptCore

@Suite struct UsageKeySuggestionTests {
    @Test(arguments: [
        ("NSLocationWhileInUseUsageDescription", "NSLocationWhenInUseUsageDescription"),
        ("NSLocationWhenInUseDescription", "NSLocationWhenInUseUsageDescription"),
        ("NSLocationAlwaysAndWhenInUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription"),
        ("NSLocationAlwaysUseUsageDescription", "NSLocationAlwaysUsageDescription"),
        ("NSLoctionWhenInUseUsageDescription", "NSLocationWhenInUseUsageDescription"),
        ("nslocationwheninuseusagedescription", "NSLocationWhenInUseUsageDescription"),
        ("NSLocationWhenInUseUsageDescription ", "NSLocationWhenInUseUsageDescription"),
        ("NSLocationTemporaryUsageDescriptionDict", "NSLocationTemporaryUsageDescriptionDictionary"),
        ("NSLocationDefaultAccuracyReduce", "NSLocationDefaultAccuracyReduced"),
    ])
    func suggestsTheNearestRealKey(found: String, meant: String) {
        let suspicious = UsageKeySuggestion.suspiciousKeys(in: [found])
        #expect(suspicious.map(\.suggestion) == [meant])
    }

    @Test func leavesRealAndUnrelatedKeysAlone() {
        let keys = UsageKeySuggestion.realKeys + ["NSMotionUsageDescription", "NSLocalNetworkUsageDescription",
                                                  "NSCameraUsageDescription", "NSContactsUsageDescription",
                                                  "NSLocationRequireExplicitServiceSession", "CFBundleName"]
        #expect(UsageKeySuggestion.suspiciousKeys(in: keys).isEmpty)
    }

    /// The byte scan that stands in for `String.contains("loc")` finds it at the start, middle and end, across
    /// multi-byte characters, and only whole; random texts over a small alphabet agree with the standard library.
    @Test func containsLocAgreesWithContains() {
        for (text, expected) in [("loc", true), ("xloc", true), ("locx", true), ("xxlocxx", true), ("lloc", true),
                                 ("lo", false), ("l oc", false), ("lóc", false), ("élocé", true), ("", false),
                                 ("oclo", false), ("LOC", false)] {
            #expect(UsageKeySuggestion.containsLoc(text) == expected, "\(text)")
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["l", "o", "c", "é", "x"]
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(UsageKeySuggestion.containsLoc(text) == text.contains("loc"), "\(text)")
        }
    }

    @Test func editDistance() {
        #expect(UsageKeySuggestion.editDistance("", "abc") == 3)
        #expect(UsageKeySuggestion.editDistance("kitten", "sitting") == 3)
        #expect(UsageKeySuggestion.editDistance("While", "When") == 3)
    }
}
