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

    @Test func editDistance() {
        #expect(UsageKeySuggestion.editDistance("", "abc") == 3)
        #expect(UsageKeySuggestion.editDistance("kitten", "sitting") == 3)
        #expect(UsageKeySuggestion.editDistance("While", "When") == 3)
    }
}
