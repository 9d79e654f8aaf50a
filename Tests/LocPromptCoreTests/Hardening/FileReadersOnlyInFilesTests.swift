import Foundation
import Testing

/// Issue 14 "Files": every file locprompt reads goes through `LocPromptFiles` (bounded, regular files only, never
/// blocking on a FIFO). This scans every other source folder for the calls that open or read files directly.
@Suite("Abuse: file access only in LocPromptFiles")
struct FileReadersOnlyInFilesTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The list, and the other ways Foundation and the C library read a file or a folder.
    static let forbidden = ["FileManager", "fopen", "open(", "Data(contentsOf:", "FileHandle(forReadingAtPath",
                            "String(contentsOf", "contentsOfFile", "opendir", "readDataToEndOfFile"]

    /// Returns `file:line: name` for each forbidden call in the Swift files of `folder` (comments left out;
    /// `func open(` declares a method and is not a call).
    static func hits(in folder: URL) throws -> (files: Int, hits: [String]) {
        let files = FileManager.default.enumerator(atPath: folder.path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        var hits: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = (line.components(separatedBy: "//").first ?? "").replacingOccurrences(of: "func open(", with: "")
                    .replacingOccurrences(of: "open()", with: "")  // a method of the type itself; C's open takes a path
                for name in forbidden where code.contains(name) {
                    if name == "open(" && !CoreWithoutIOTests.isBareOpen(code) { continue }
                    hits.append("\(folder.lastPathComponent)/\(file):\(number + 1): \(name)")
                }
            }
        }
        return (files.count, hits)
    }

    @Test("no source outside Sources/LocPromptFiles opens or reads a file itself")
    func onlyFilesReads() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
            .filter { $0 != "LocPromptFiles" && $0 != "CNcurses" }
        #expect(folders.contains("LocPromptTerminal") && folders.contains("locprompt"))
        var scanned = 0
        var hits: [String] = []
        for folder in folders {
            let result = try Self.hits(in: Self.sources.appendingPathComponent(folder))
            scanned += result.files
            hits += result.hits
        }
        #expect(scanned > 100, "only \(scanned) source files were scanned")
        #expect(hits.isEmpty, "file access outside LocPromptFiles (use InputFile, OutputFile, SampleAppFolder): \(hits)")
    }

    @Test("the scan finds what it looks for")
    func scanFindsCalls() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = """
            // fopen in a comment does not count
            func open() {}
            let writer = try open()
            let fd = open("/etc/passwd", O_RDONLY)
            let d = FileManager.default.contents(atPath: "x")
            """
        try sample.write(to: folder.appendingPathComponent("Sample.swift"), atomically: true, encoding: .utf8)
        let result = try Self.hits(in: folder)
        #expect(result.hits.count == 2, "\(result.hits)")
    }
}
