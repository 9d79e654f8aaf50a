import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a report file could not be written: one line, `cannot write PATH: reason`.
public struct ReportFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "cannot write \(path): \(reason)" }
}

/// Writes report files atomically: a temporary file in the same folder (so `rename` stays on one file
/// system), flushed with `fsync`, then renamed over the target. A reader or CI job sees the old report or
/// the new one, never half of one; on failure the temporary file is removed and the target is untouched.
public enum ReportFile {
    public static func write(_ text: String, to path: String) throws(ReportFileError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw ReportFileError(path: path, reason: "it is a folder")
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UUID().uuidString.prefix(8))").path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let code = errno
            var exists: ObjCBool = false
            if !FileManager.default.fileExists(atPath: folder, isDirectory: &exists) || !exists.boolValue {
                throw ReportFileError(path: path, reason: "the folder \(folder) does not exist")
            }
            throw ReportFileError(path: path, reason: reason(code))
        }
        var failure: Int32 = 0
        let data = Array(text.utf8)
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw ReportFileError(path: path, reason: reason(failure))
        }
    }

    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, buffer, count)
        #elseif canImport(Musl)
        return Musl.write(fd, buffer, count)
        #else
        return Darwin.write(fd, buffer, count)
        #endif
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
