import Foundation
import LocPromptFiles

/// Why a report file could not be written: one line, `cannot write PATH: reason`.
public struct ReportFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "cannot write \(path): \(reason)" }
}

/// Writes report files atomically through `AtomicFile` (temporary file, fsync, rename): a reader or CI job
/// sees the old report or the new one, never half of one; on failure the target is untouched.
public enum ReportFile {
    public static func write(_ text: String, to path: String) throws(ReportFileError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw ReportFileError(path: path, reason: "it is a folder")
        }
        let failure = AtomicFile.replace(path, with: Array(text.utf8))
        guard failure != 0 else { return }
        var exists: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &exists) || !exists.boolValue {
            throw ReportFileError(path: path, reason: "the folder \(folder) does not exist")
        }
        throw ReportFileError(path: path, reason: AtomicFile.reason(failure))
    }
}
