import Foundation
import Testing

/// Issue 18 "Core without I/O": `LocPromptCore` decides and never touches the file system; reading and
/// writing files is `LocPromptFiles`' job. This scans Core's sources for the file-system entry points.
@Suite("Core without I/O")
struct CoreWithoutIOTests {
    static let coreSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/LocPromptCore")

    /// The names that mean file-system use (the list, plus their close relatives).
    static let forbidden = ["FileManager", "fopen", "open(", "flock", "Data(contentsOf", "String(contentsOf",
                            "FileHandle", "opendir", "contentsOfFile", ".write(to", "import Glibc"]

    @Test("no Core source file names a file-system call")
    func coreHasNoFileSystemCalls() throws {
        let files = FileManager.default.enumerator(atPath: Self.coreSources.path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 50, "Core's sources were not found at \(Self.coreSources.path)")
        var hits: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.coreSources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                for name in Self.forbidden where code.contains(name) {
                    // `open(` as a word: `DeviceSession.open(` and the like are not Core's.
                    if name == "open(" && !Self.isBareOpen(code) { continue }
                    hits.append("\(file):\(number + 1): \(name)")
                }
            }
        }
        #expect(hits.isEmpty, "file-system use in LocPromptCore: \(hits)")
    }

    /// `open(` not preceded by an identifier character or a dot (`Glibc.open(` counts too).
    static func isBareOpen(_ line: String) -> Bool {
        var rest = Substring(line)
        while let range = rest.range(of: "open(") {
            let before = rest[..<range.lowerBound].last
            if before == nil || !(before!.isLetter || before!.isNumber || before! == "_" || before! == ".") { return true }
            if rest[..<range.lowerBound].hasSuffix("Glibc.") { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}
