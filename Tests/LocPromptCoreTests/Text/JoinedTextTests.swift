import PropertyBased
import Testing
@testable import LocPromptCore

@Suite("joinedText")
struct JoinedTextTests {
    @Test("The same text as joined(separator:)")
    func sameAsJoined() async {
        let parts = Gen.int(in: 0...3).array(of: 0...6).map { $0.map { ["", "a", "地图", "x y"][$0] } }
        await propertyCheck(count: 200, input: parts, Gen.int(in: 0...2)) { parts, separator in
            let separator = ["", ", ", " "][separator]
            #expect(parts.joinedText(separator: separator) == parts.joined(separator: separator))
        }
    }
}
