import Foundation
import PropertyBased
import Testing
@testable import LocPromptCore

/// `AppProfile.isBlank` and `isUnexpandedBuildVariable` stop at the first telling character instead of going
/// through an NSString (issue 15: `render` of a 200,000-character purpose string); they must answer exactly as
/// the Foundation calls they replaced.
@Suite("Purpose-string checks without Foundation's copies")
struct PlistTextChecksTests {
    static let pieces = [" ", "\t", "\n", "\r\n", "\u{A0}", "\u{2028}", "\u{85}", "\u{3000}", "\u{200B}", "$", "(", "{",
                         ")", "$(", "${", "PRODUCT_NAME", "a", "é", "e\u{301}", "地图", "🗺️", "\u{0}"]
    static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...12).map { $0.map { pieces[$0] }.joined() }

    @Test("isBlank is trimming whitespace and newlines leaving nothing")
    func blank() async {
        await propertyCheck(count: 500, input: Self.text) { text in
            #expect(AppProfile.isBlank(text) == text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        }
        #expect(AppProfile.isBlank("") && AppProfile.isBlank(" \n\t\u{3000}") && !AppProfile.isBlank(" x "))
    }

    @Test("isUnexpandedBuildVariable is containing “$(” or “${”")
    func buildVariable() async {
        await propertyCheck(count: 500, input: Self.text) { text in
            #expect(AppProfile.isUnexpandedBuildVariable(text) == (text.contains("$(") || text.contains("${")))
        }
        #expect(AppProfile.isUnexpandedBuildVariable("$(PRODUCT_NAME) wants") && !AppProfile.isUnexpandedBuildVariable("$ (x)"))
    }
}
