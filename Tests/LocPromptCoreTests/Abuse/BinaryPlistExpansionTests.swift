import Foundation
import Testing
@testable import LocPromptCore

/// Abuse suite, bytes (hostile-input audit F10): a binary plist names the members of its arrays and dictionaries
/// by object number, so one object can be used many times, and Foundation builds every use. Five nested arrays of
/// 200 references each (2 kB) made it build about 3·10^11 values: 1.9 GB, then an abort. `BinaryPlistPrecheck`
/// counts the values as built, each object once, and refuses a file past `maximumExpandedValues`.
@Suite("Abuse: binary plist whose shared references multiply")
struct BinaryPlistExpansionTests {
    // MARK: Writing bplist00 bytes by hand

    /// A marker with its count: in the low nibble below 15, else 0xF and an integer object (8 bytes, marker 0x13).
    static func marker(_ kind: UInt8, count: Int) -> [UInt8] {
        if count < 15 { return [kind << 4 | UInt8(count)] }
        return [kind << 4 | 0x0F, 0x13] + bigEndian(count, size: 8)
    }

    static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    static func string(_ text: String) -> [UInt8] { marker(0x5, count: text.utf8.count) + Array(text.utf8) }

    static func array(_ members: [Int], referenceSize: Int = 2) -> [UInt8] {
        marker(0xA, count: members.count) + members.flatMap { bigEndian($0, size: referenceSize) }
    }

    /// An array of `count` references to object `member` (2 bytes each), built quickly.
    static func array(repeating member: UInt8, count: Int) -> [UInt8] {
        var references = [UInt8](repeating: 0, count: 2 * count)
        for index in stride(from: 1, to: references.count, by: 2) { references[index] = member }
        return marker(0xA, count: count) + references
    }

    static func dictionary(_ pairs: [(Int, Int)], referenceSize: Int = 2) -> [UInt8] {
        marker(0xD, count: pairs.count) + (pairs.map(\.0) + pairs.map(\.1)).flatMap { bigEndian($0, size: referenceSize) }
    }

    /// The file: header, objects, offset table (4-byte offsets) and trailer.
    static func bplist(_ objects: [[UInt8]], top: Int = 0, referenceSize: Int = 2) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(offset, size: 4) }
        bytes += [0, 0, 0, 0, 0, 0, 4, UInt8(referenceSize)]
        bytes += bigEndian(objects.count, size: 8) + bigEndian(top, size: 8) + bigEndian(table, size: 8)
        return bytes
    }

    /// `{A: level 1}`, where each of `levels` arrays holds `width` references to the next and the last holds
    /// `width` references to one string: 2 + (1 + width + width² + … + width^levels) values.
    static func bomb(levels: Int, width: Int) -> [UInt8] {
        // 0: the root dictionary, 1: its key, 2…levels+1: the arrays, levels+2: the string.
        var objects = [dictionary([(1, 2)]), string("A")]
        for level in 0..<levels { objects.append(array(Array(repeating: 3 + level, count: width))) }
        objects.append(string("x"))
        return bplist(objects)
    }

    // MARK: Refused

    @Test("the audit's DAG bomb (5 arrays × 200 references, 2 kB) is refused at once, with a clear message")
    func dagBomb() throws {
        let bytes = Self.bomb(levels: 5, width: 200)
        #expect(bytes.count < 2_500)
        let start = ContinuousClock.now
        do {
            _ = try AppLoader.parseInfoPlist(Data(bytes), path: "Bomb.plist")
            Issue.record("the DAG bomb was accepted")
        } catch {
            #expect(error.description == "Bomb.plist: binary property list expands to more than 1,000,000 values: its arrays "
                + "and dictionaries refer to shared objects, each use counts, and here they multiply (an Info.plist holds a few hundred)")
        }
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test("the limit is exact: the values as Foundation builds them, keys and shared members counted at each use")
    func exactLimit() {
        // {A: [x × width]}: the dictionary, its key, the array and `width` uses of x.
        let limit = BinaryPlistPrecheck.maximumExpandedValues
        let atLimit = Self.bplist([Self.dictionary([(1, 2)]), Self.string("A"), Self.array(repeating: 3, count: limit - 3),
                                   Self.string("x")])
        #expect(BinaryPlistPrecheck.problem(in: atLimit) == nil)
        let over = Self.bplist([Self.dictionary([(1, 2)]), Self.string("A"), Self.array(repeating: 3, count: limit - 2),
                                Self.string("x")])
        #expect(BinaryPlistPrecheck.problem(in: over)?.contains("expands to more than 1,000,000 values") == true)
        // Small limits, through nesting: 2 + 1 + 10 + 100 + 1000 = 1113 values.
        let nested = Self.bomb(levels: 3, width: 10)
        #expect(BinaryPlistPrecheck.problem(in: nested, limit: 1113) == nil)
        #expect(BinaryPlistPrecheck.problem(in: nested, limit: 1112) != nil)
    }

    @Test("wider and deeper bombs are refused as fast", arguments: [
        (2, 20_000), (40, 2), (64, 2), (3, 1_000),
    ])
    func otherBombs(levels: Int, width: Int) {
        let start = ContinuousClock.now
        #expect(BinaryPlistPrecheck.problem(in: Self.bomb(levels: levels, width: width)) != nil)
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test("a dictionary of shared keys and values multiplies too")
    func sharedDictionary() {
        // 0 {A: 2}, 1 "A", 2 {k0: 3, …, k99: 3} (keys 4…103), 3 {k0: 4, …} … down to a string.
        var objects = [Self.dictionary([(1, 2)]), Self.string("A")]
        let keys = Array(0..<100).map { 10 + $0 }
        for level in 0..<5 { objects.append(Self.dictionary(keys.map { ($0, 3 + level) })) }
        objects.append(Self.string("x"))
        while objects.count < 10 { objects.append(Self.string("pad\(objects.count)")) }
        for key in 0..<100 { objects.append(Self.string("k\(key)")) }
        #expect(BinaryPlistPrecheck.problem(in: Self.bplist(objects))?.contains("expands to more than") == true)
    }

    @Test("an array that contains itself, directly or through others, is refused without looping")
    func cycles() throws {
        let direct = Self.bplist([Self.dictionary([(1, 2)]), Self.string("A"), Self.array([3, 2])])
        #expect(BinaryPlistPrecheck.problem(in: direct) == "malformed binary property list: object 2 contains itself")
        let indirect = Self.bplist([Self.dictionary([(1, 2)]), Self.string("A"), Self.array([3]), Self.array([4]), Self.array([2])])
        #expect(BinaryPlistPrecheck.problem(in: indirect) == "malformed binary property list: object 2 contains itself")
        #expect(throws: AppLoadError.self) { _ = try AppLoader.parseInfoPlist(Data(indirect), path: "Cycle.plist") }
    }

    @Test("a chain of 100,000 nested arrays is walked without recursion, and refused for its depth")
    func longChain() {
        let length = 100_000
        var objects = [Self.dictionary([(1, 2)], referenceSize: 4), Self.string("A")]
        for index in 0..<length { objects.append(Self.array([3 + index], referenceSize: 4)) }
        objects.append(Self.string("x"))
        let bytes = Self.bplist(objects, referenceSize: 4)
        let start = ContinuousClock.now
        // Refused as nested too deeply, before Foundation sees it (audit 24f M3: it was left to Foundation, which
        // said "malformed or truncated").
        #expect(BinaryPlistPrecheck.problem(in: bytes)?.hasPrefix("binary property list nested too deeply") == true)
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(throws: AppLoadError.self) { _ = try AppLoader.parseInfoPlist(Data(bytes), path: "Chain.plist") }
    }

    // MARK: Still read

    @Test("a binary Info.plist whose strings are shared (as Xcode's writer stores them, each once) still loads")
    func sharedStringsLoad() throws {
        // Apple's writer stores each distinct string once; swift-corelibs-foundation's does not, so it is written here.
        let names = ["CFBundleName", "CFBundleDisplayName", "NSLocationWhenInUseUsageDescription",
                     "NSLocationAlwaysUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription", "UIBackgroundModes",
                     "CFBundleURLTypes", "CFBundleURLSchemes", "CFBundleURLName"]
        // 0: root, 1…9: keys, 10 "Shared", 11 purpose, 12 "location", 13 [location, location], 14 URL type,
        // 15 [Shared], 16 [URL type × 50].
        var objects = [Self.dictionary([(1, 10), (2, 10), (3, 11), (4, 11), (5, 11), (6, 13), (7, 16)])]
        objects += names.map(Self.string)
        objects += [Self.string("Shared"), Self.string("Your location is shown on the map."), Self.string("location"),
                    Self.array([12, 12]), Self.dictionary([(8, 15), (9, 10)]), Self.array([10]),
                    Self.array(Array(repeating: 14, count: 50))]
        let bytes = Self.bplist(objects)
        #expect(BinaryPlistPrecheck.problem(in: bytes) == nil)
        let loaded = try AppLoader.parseInfoPlist(Data(bytes), path: "Info.plist")
        #expect(loaded["NSLocationAlwaysUsageDescription"] as? String == "Your location is shown on the map.")
        #expect(loaded["UIBackgroundModes"] as? [String] == ["location", "location"])
        #expect((loaded["CFBundleURLTypes"] as? [[String: Any]])?.last?["CFBundleURLName"] as? String == "Shared")
        // The same through Foundation's own writer (no sharing there) and the loader's whole path.
        let data = try PropertyListSerialization.data(fromPropertyList: loaded, format: .binary, options: 0)
        #expect(BinaryPlistPrecheck.problem(in: Array(data)) == nil)
        #expect((try AppLoader.parseInfoPlist(data, path: "Info.plist"))["CFBundleName"] as? String == "Shared")
    }

    @Test("the repository's binary Info.plist and a hand-written one with shared members are read")
    func hand() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/plist/whereami.bin")
        let original = try Data(contentsOf: corpus)
        #expect(BinaryPlistPrecheck.problem(in: Array(original)) == nil)
        _ = try AppLoader.parseInfoPlist(original, path: "WhereAmI.plist")
        let small = Self.bomb(levels: 2, width: 30)  // 2 + 1 + 30 + 900 values
        let loaded = try AppLoader.parseInfoPlist(Data(small), path: "Small.plist")
        #expect((loaded["A"] as? [[String]])?.count == 30)
    }

    @Test("damaged files (every byte of a small bomb changed) never trap the precheck")
    func damaged() {
        let bytes = Self.bomb(levels: 3, width: 20)
        for position in bytes.indices {
            for value: UInt8 in [0x00, 0x0F, 0x1F, 0x7F, 0xAF, 0xDF, 0xFF] {
                var mutated = bytes
                mutated[position] = value
                _ = BinaryPlistPrecheck.problem(in: mutated)
            }
        }
        // Cut short at every length.
        for length in 0...bytes.count { _ = BinaryPlistPrecheck.problem(in: Array(bytes.prefix(length))) }
    }

    @Test("1000000 is written 1,000,000")
    func grouping() {
        #expect(BinaryPlistPrecheck.grouped(1_000_000) == "1,000,000")
        #expect(BinaryPlistPrecheck.grouped(999) == "999")
        #expect(BinaryPlistPrecheck.grouped(1_000) == "1,000")
        #expect(BinaryPlistPrecheck.grouped(0) == "0")
    }
}
