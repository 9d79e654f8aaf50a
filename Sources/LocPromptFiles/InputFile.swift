import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LocPromptCore

/// Why an input file could not be read: what is wrong, in words ("not a regular file", "too big").
public struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case missing, folder, notRegular, tooBig, unreadable, noWriter
    }

    public let path: String
    public let kind: Kind
    /// The reason as a phrase, with what to do ("…; pass the file itself").
    public let reason: String

    public var description: String { "\(SafeText.neutralize(path)): \(reason)" }
}

/// Every file locprompt reads (scenarios, Info.plists, `.strings`, device files) goes through here:
/// - a regular file is read up to `limit` bytes (16 MB by default); a bigger one is refused, with its size;
/// - a FIFO is read up to `limit` too, but opened without blocking: a FIFO nobody writes to is an error
///   at once, and an endless one stops at the limit instead of filling the memory;
/// - a folder, a device, a socket is refused ("not a regular file"), never read;
/// - a missing file is `nil` for `readIfPresent` (a new device) and an error for `read`.
public enum InputFile {
    /// The default size cap: far above any real scenario, Info.plist or device file.
    public static let defaultLimit = 16 * 1024 * 1024

    /// How long a FIFO may stay silent (milliseconds) before the read gives up.
    public static let defaultFIFOWait: Int32 = 5_000

    public static func read(_ path: String, limit: Int = defaultLimit, fifoWait: Int32 = defaultFIFOWait) throws(InputFileError) -> Data {
        guard let data = try readIfPresent(path, limit: limit, fifoWait: fifoWait) else {
            throw InputFileError(path: path, kind: .missing, reason: "no such file")
        }
        return data
    }

    public static func readIfPresent(_ path: String, limit: Int = defaultLimit, fifoWait: Int32 = defaultFIFOWait) throws(InputFileError) -> Data? {
        // O_NONBLOCK: opening a FIFO for reading never waits for a writer; O_NOCTTY: a terminal named as a
        // file never becomes our controlling terminal.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            if code == ENOENT { return nil }
            throw InputFileError(path: path, kind: .unreadable, reason: describe(code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw InputFileError(path: path, kind: .unreadable, reason: describe(errno)) }
        try refuseUnreadable(info, path: path, limit: limit)
        InputRegistry.record(info)
        if info.st_mode & S_IFMT == S_IFIFO {
            return try readAll(fd, path: path, limit: limit, fifoWait: fifoWait)
        }
        return try readAll(fd, path: path, limit: limit, fifoWait: nil, expectedSize: Int(info.st_size))
    }

    /// What is at `path`, found without opening or creating anything: nil when nothing is there; throws the
    /// error `readIfPresent` would throw for a folder, a device or socket, a regular file over `limit`, or a
    /// path it cannot reach or read (a link loop, no permission). Lets a caller refuse a path before it
    /// creates anything beside it (the saved device's lock file). The read itself checks again.
    public static func check(_ path: String, limit: Int = defaultLimit) throws(InputFileError) -> Found? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw InputFileError(path: path, kind: .unreadable, reason: describe(code))
        }
        try refuseUnreadable(info, path: path, limit: limit)
        if access(path, R_OK) != 0 { throw InputFileError(path: path, kind: .unreadable, reason: describe(errno)) }
        return info.st_mode & S_IFMT == S_IFIFO ? .fifo : .regularFile
    }

    /// What `check` found at a path that would be read.
    public enum Found: Equatable, Sendable { case regularFile, fifo }

    /// The one place that decides what is read: regular files up to `limit`, and FIFOs.
    private static func refuseUnreadable(_ info: stat, path: String, limit: Int) throws(InputFileError) {
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if Int(info.st_size) > limit {
                throw InputFileError(path: path, kind: .tooBig, reason: "the file is \(sizeText(Int(info.st_size), over: limit)), more than the \(sizeText(limit)) limit; is it the right file?")
            }
        case S_IFIFO:
            return
        case S_IFDIR:
            throw InputFileError(path: path, kind: .folder, reason: "it is a folder, not a file; pass a file")
        default:
            throw InputFileError(path: path, kind: .notRegular, reason: "not a regular file (a device or socket); pass a file")
        }
    }

    /// Reads to the end, at most `limit` bytes. For a FIFO (`fifoWait` set), waits up to `fifoWait` ms for
    /// data each time (poll), and reads until every writer has closed it. `expectedSize` (a regular file's size
    /// when opened) sizes the buffer: a 64 KiB buffer zeroed for a 2 kB Info.plist was 65k instructions and 16 page
    /// faults of the first frame (issue 15). The file may still grow while it is read; the loop reads on.
    static func readAll(_ fd: Int32, path: String, limit: Int, fifoWait: Int32?, expectedSize: Int? = nil) throws(InputFileError) -> Data {
        var data = Data()
        let bufferSize = min(65_536, max(512, expectedSize ?? 65_536))
        var buffer = [UInt8](repeating: 0, count: bufferSize)
        var sawData = false
        while true {
            if let fifoWait {
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, fifoWait)
                if ready == 0 {
                    throw InputFileError(path: path, kind: .noWriter, reason: sawData
                        ? "the FIFO's writer stopped for \(fifoWait / 1000) s without closing it; close the writer"
                        : "it is a FIFO nobody writes to (waited \(fifoWait / 1000) s); start the writer first, or pass a file")
                }
                if ready < 0 {
                    if errno == EINTR { continue }
                    throw InputFileError(path: path, kind: .unreadable, reason: describe(errno))
                }
                // POLLHUP with no data: a writer came and went, or none ever came (Linux reports neither as readable).
                if poller.revents & Int16(POLLIN) == 0 && poller.revents & Int16(POLLHUP) != 0 {
                    if sawData { break }
                    throw InputFileError(path: path, kind: .noWriter, reason: "it is a FIFO nobody writes to; start the writer first, or pass a file")
                }
            }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, min($0.count, limit + 1 - data.count)) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw InputFileError(path: path, kind: .unreadable, reason: describe(errno))
            }
            if count == 0 { break }
            sawData = true
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit {
                throw InputFileError(path: path, kind: .tooBig, reason: "more than \(sizeText(limit)) arrived; stopped reading (is it the right file?)")
            }
        }
        return data
    }

    static func describe(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied; check the file's permissions"
        case EISDIR: return "it is a folder, not a file; pass a file"
        case ELOOP: return "too many levels of symbolic links"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    static func sizeText(_ bytes: Int) -> String {
        bytes >= 1024 * 1024 ? "\(bytes / 1024 / 1024) MB" : bytes >= 1024 ? "\(bytes / 1024) kB" : "\(bytes) bytes"
    }

    /// The size of a file over `limit`, never written as the limit itself (a 16.6 MB file is not "16 MB, more
    /// than the 16 MB limit"): with one decimal, rounded up, when the whole units would read the same.
    static func sizeText(_ bytes: Int, over limit: Int) -> String {
        let text = sizeText(bytes)
        guard text == sizeText(limit) else { return text }
        let unit = bytes >= 1024 * 1024 ? 1024 * 1024 : 1024
        let tenths = (bytes * 10 + unit - 1) / unit
        return "\(tenths / 10).\(tenths % 10) \(unit == 1024 ? "kB" : "MB")"
    }
}
