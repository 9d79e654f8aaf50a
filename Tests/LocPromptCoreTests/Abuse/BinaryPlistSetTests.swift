import Foundation
import Testing
@testable import LocPromptCore

/// Abuse suite, bytes (issue 14): a binary Info.plist holding a "set" object (not a property list type) made
/// Foundation crash the process; it is now refused with a message. Found by the 1M-input fuzz run.
@Suite("Abuse: binary plist with a set")
struct BinaryPlistSetTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/hostile/binary-plist-with-set.plist")

    @Test("the fuzz-found file is refused with a clear message, not a crash")
    func fuzzFound() throws {
        let data = try Data(contentsOf: Self.fixture)
        #expect(data.starts(with: Array("bplist00".utf8)))
        do {
            _ = try AppLoader.parseInfoPlist(data, path: "Set.plist")
            Issue.record("a binary plist with a set was accepted")
        } catch {
            #expect(error.description.contains("Set.plist"))
            #expect(error.description.contains("is a set, which is not a property list type"), "\(error)")
        }
    }

    @Test("every object marker of a real binary plist turned into a set is refused the same way")
    func everyObject() throws {
        let original = try Data(contentsOf: Self.fixture.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/plist/whereami.bin"))
        #expect(BinaryPlistPrecheck.problem(in: Array(original)) == nil, "the untouched file is fine")
        _ = try AppLoader.parseInfoPlist(original, path: "WhereAmI.plist")
        let bytes = Array(original)
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let count = bytes[(trailer + 8)..<(trailer + 16)].reduce(0) { $0 << 8 | Int($1) }
        let table = bytes[(trailer + 24)..<(trailer + 32)].reduce(0) { $0 << 8 | Int($1) }
        #expect(count > 10)
        for index in 0..<count {
            let offset = bytes[(table + index * offsetSize)..<(table + (index + 1) * offsetSize)].reduce(0) { $0 << 8 | Int($1) }
            var mutated = bytes
            mutated[offset] = 0xC0 | (mutated[offset] & 0x0F)
            #expect(throws: AppLoadError.self, "object \(index)") { _ = try AppLoader.parseInfoPlist(Data(mutated), path: "X.plist") }
        }
    }
}
