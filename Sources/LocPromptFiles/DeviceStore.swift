import Foundation
import LocPromptCore
#if canImport(Glibc)
import Glibc
#endif

/// A saved device's file on disk (`--device FILE`), with the guarantees the real system gives its own store:
/// - **atomic**: each save writes a temporary file in the same folder, flushes it to disk (`fsync`) and
///   renames it over FILE, so a kill or power cut leaves the old device or the new one, never a mix;
/// - **locked**: a session holds an exclusive `flock` on the sidecar `FILE.lock` for its whole life, so a
///   second locprompt on the same device fails at once (the kernel drops the lock when the process ends,
///   even on a kill; the lock file itself is left in place, as deleting it would race with a new session);
/// - **versioned**: a file from a newer locprompt is refused and left exactly as it is;
/// - **never silently replaced**: a damaged file is reported and copied aside as `FILE.damaged-<n>`; it is
///   replaced only when the user asks (`locprompt device reset FILE`).
public enum DeviceStore {
    /// The sidecar lock file of a device file: beside the file a symbolic link finally names (`real/d.json.lock`
    /// for `link.json -> real/d.json`), so every spelling of one device takes the same lock.
    public static func lockPath(for path: String) -> String { realPath(of: path) + ".lock" }

    /// `path` with symbolic links followed, as `OutputFile` follows them to write (the path itself when it
    /// cannot be resolved: the check that refuses it comes first).
    static func realPath(of path: String) -> String {
        switch try? OutputFile.resolve(path) {
        case .newFile(let target)?, .regularFile(let target, _)?: return target
        default: return path
        }
    }

    /// Reads and decodes a device file without locking it (a file only ever changes by rename, so a read
    /// sees one whole version). Nil when there is no file. Nothing is written, not even for a damaged file.
    public static func load(path: String) throws(DeviceFileError) -> SavedDevice? {
        guard let data = try read(path: path) else { return nil }
        switch SavedDevice.decode(data) {
        case .success(let device): return device
        case .failure(.newerVersion(let version)): throw .newerVersion(path: path, found: version)
        case .failure(.damaged(let reason)): throw .damaged(path: path, reason: reason, keptAside: nil)
        }
    }

    /// The file's bytes, or nil when it does not exist.
    /// Through `InputFile`: regular files (and FIFOs) only, at most 16 MB, never blocking on a FIFO.
    static func read(path: String) throws(DeviceFileError) -> Data? {
        do {
            return try InputFile.readIfPresent(path)
        } catch {
            throw .unusable(path: path, reason: error.reason)
        }
    }

    /// Refuses a device path that a session could never use, before anything is created beside it (the
    /// `FILE.lock`): the checks the read would make later (a folder, a device or socket, a file over 16 MB, a
    /// link loop, no permission: the same messages), and a FIFO, which cannot be read and written back.
    /// Nothing there is fine: a new device. `open` reads through `read` afterwards, which checks again.
    static func checkSessionTarget(_ path: String) throws(DeviceFileError) {
        // `-` is standard output to every writer: the device would be printed, not saved (and its lock left as
        // `-.lock`), while the command said it was changed.
        if path == "-" {
            throw .unusable(path: path, reason: "a saved device is read and written back, so it must be a file, not standard "
                + "input or output; name a file (./- for a file named -)")
        }
        let found: InputFile.Found?
        do {
            found = try InputFile.check(path)
        } catch {
            throw .unusable(path: path, reason: error.reason)
        }
        if found == .fifo {
            throw .unusable(path: path, reason: "it is a FIFO; a saved device is read and written back, so pass a regular file "
                + "(device show reads a FIFO)")
        }
        // A symbolic link whose target cannot be written (`d -> missing/x.json`, a link loop) is refused here too:
        // its lock path could not be resolved, so the lock would be created beside the link and left there.
        var link = stat()
        if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
            do {
                _ = try OutputFile.resolve(path)
            } catch {
                throw .unusable(path: path, reason: error.reason)
            }
        }
        guard found == .regularFile else { return }
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        // Another name for the same file would take another lock, and a save (by rename) splits the names.
        if info.st_nlink > 1 {
            throw .unusable(path: path, reason: "it has \(info.st_nlink) hard links (other names for the same file); a saved device "
                + "is saved by rename and locked by name, so give it one name (cp FILE COPY && mv COPY FILE makes it a file of its own)")
        }
        // A device the user made read-only is not changed behind their back, as `>` would not change it.
        do {
            try OutputFile.refuseProtected(path, info: OutputFile.FileInfo(mode: info.st_mode & 0o7777, owner: info.st_uid,
                                                                        group: info.st_gid, links: Int(info.st_nlink)),
                                           reportingAs: path, checkInputs: false)
        } catch {
            throw .unusable(path: path, reason: error.reason)
        }
    }

    /// Replaces `path` with `data` atomically: temporary file in the same folder, `fsync`, `rename`, then
    /// `fsync` of the folder so the rename itself is durable. The caller holds the device's lock.
    /// Through `OutputFile`: a symlinked device file is written through, an existing file keeps its mode
    /// (and its owner where it can), it is always replaced by rename (never rewritten in place, so `device show`
    /// never reads half a file), and a new device file is private to its owner (mode 600: it records what a
    /// tester did).
    static func writeAtomically(_ data: Data, to path: String) throws(DeviceFileError) {
        do {
            try OutputFile.write(data, to: path, newFileMode: 0o600, replacement: .byRename)
        } catch {
            throw .unusable(path: path, reason: error.reason)
        }
    }

    /// Copies a damaged file aside as `path.damaged-<n>` (the first free n; an existing identical copy is
    /// reused, so running again on the same damaged file does not pile up copies). Returns the copy's path.
    static func keepAside(_ data: Data, of path: String) throws(DeviceFileError) -> String {
        var n = 1
        while true {
            let candidate = "\(path).damaged-\(n)"
            guard let existing = try read(path: candidate) else { break }
            if existing == data { return candidate }
            n += 1
        }
        // Write the copy under a temporary name, then link it to the first free name: link fails rather
        // than replace an existing file, and the copy appears whole or not at all.
        let temporary = AtomicFile.temporaryPath(for: path, kind: "damaged-tmp")
        try writeNewFile(data, at: temporary, reportingAs: path)
        defer { Glibc.unlink(temporary) }
        while true {
            let candidate = "\(path).damaged-\(n)"
            if Glibc.link(temporary, candidate) == 0 {
                AtomicFile.syncFolder(of: path)
                return candidate
            }
            guard errno == EEXIST else { throw .io(path: candidate, action: "keep the damaged file aside", errno: errno) }
            n += 1
        }
    }

    /// Removes temporary files left by a session that was killed while writing: beside the path as given (the
    /// damaged copies' temporary files) and beside the file it finally names (the saves'). A temporary file
    /// whose process is still alive is never removed, whatever lock that process holds.
    static func removeLeftovers(of path: String) {
        let places = Set([path, realPath(of: path)])
        for place in places {
            let url = URL(fileURLWithPath: place)
            let folder = url.deletingLastPathComponent().path
            let prefix = "." + url.lastPathComponent + "."
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where name.hasPrefix(prefix) {
                let rest = name.dropFirst(prefix.count)
                guard let kind = ["tmp-", "damaged-tmp-"].first(where: { rest.hasPrefix($0) }) else { continue }
                // `.FILE.tmp-<pid>-<unique>` (AtomicFile.temporaryPath): a live pid is another session's file.
                let pid = rest.dropFirst(kind.count).prefix(while: \.isNumber)
                guard let pid = Int32(pid), !isAlive(pid) else { continue }
                Glibc.unlink((folder as NSString).appendingPathComponent(name))
            }
        }
    }

    /// True when process `pid` exists (this one included); a pid reused by another program only keeps a leftover.
    static func isAlive(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }

    /// Writes a new temporary file through `AtomicFile`, as this store's error.
    private static func writeNewFile(_ data: Data, at temporary: String, reportingAs path: String) throws(DeviceFileError) {
        let failure = AtomicFile.writeNewFile(data, at: temporary)
        if failure != 0 { throw .io(path: path, action: "write it", errno: failure) }
    }
}

/// An exclusive lock on a device: `flock(LOCK_EX | LOCK_NB)` on `FILE.lock`, held until `release()` or the
/// end of the process. `flock` locks belong to an open file description, so a second open of the same
/// device conflicts even inside one process.
final class DeviceLock {
    let path: String
    private var fd: Int32

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    static func acquire(for devicePath: String) throws(DeviceFileError) -> DeviceLock {
        let path = DeviceStore.lockPath(for: devicePath)
        // O_NOFOLLOW: a symbolic link planted at the lock path must never lead us to truncate its target
        // (the pid is written into the lock file); O_NONBLOCK: a FIFO there must not hang us.
        let fd = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o600)
        guard fd >= 0 else {
            if errno == ELOOP {
                throw .unusable(path: devicePath, reason: "its lock file \(path) is a symbolic link; remove it (locprompt creates its own)")
            }
            throw .io(path: devicePath, action: "create its lock file \(path)", errno: errno)
        }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            Glibc.close(fd)
            throw .unusable(path: devicePath, reason: "its lock file \(path) is not a regular file; remove it (locprompt creates its own)")
        }
        var waited = 0
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            let code = errno
            let holder = Self.holder(fd: fd)
            // Our own pid holds it: a lock this process just released can stay held for a moment by a child
            // that was forked (by another thread, to run a program) before its exec closed the inherited
            // descriptor (O_CLOEXEC closes it only at exec). Wait for that window, at most a second.
            if code == EWOULDBLOCK, holder == getpid(), waited < 100 {
                waited += 1
                usleep(10_000)
                continue
            }
            Glibc.close(fd)
            if code == EWOULDBLOCK { throw .locked(path: devicePath, holder: holder) }
            throw .io(path: devicePath, action: "lock \(path)", errno: code)
        }
        // For the other instance's message: who holds the lock.
        let pid = Array("\(getpid())\n".utf8)
        if ftruncate(fd, 0) == 0 { _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) } }
        HeldLockFiles.record(fd: fd)
        return DeviceLock(path: path, fd: fd)
    }

    private static func holder(fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(text)
    }

    var isHeld: Bool { fd >= 0 }

    func release() {
        guard fd >= 0 else { return }
        HeldLockFiles.forget(fd: fd)
        Glibc.close(fd)
        fd = -1
    }

    deinit { release() }
}

/// Why a device file cannot be used. Each message names the file and says what to do.
public enum DeviceFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Another locprompt holds the device's lock.
    case locked(path: String, holder: Int32?)
    /// Not JSON, not a device file, the wrong shape or an unknown version. `keptAside`: the copy's path.
    case damaged(path: String, reason: String, keptAside: String?)
    /// Written by a newer locprompt; left as it is.
    case newerVersion(path: String, found: Int)
    /// The device runs another OS than the one asked for.
    case osMismatch(path: String, saved: String, requested: String)
    /// The file system refused (`action` says what locprompt was doing).
    case io(path: String, action: String, errno: Int32)
    /// Not a usable file (not a regular file, too big, a FIFO nobody writes...): `reason` says what and what to do.
    case unusable(path: String, reason: String)

    public var path: String {
        switch self {
        case .locked(let path, _), .damaged(let path, _, _), .newerVersion(let path, _),
             .osMismatch(let path, _, _), .io(let path, _, _), .unusable(let path, _):
            return path
        }
    }

    public var description: String {
        let file = SafeText.neutralize(path)
        switch self {
        case .locked(_, let holder):
            let who = holder.map { "another locprompt (process \($0))" } ?? "another locprompt"
            let lock = SafeText.neutralize(DeviceStore.lockPath(for: path))
            return "\(file): \(who) holds this device (lock \(lock)); wait for it to finish, or use another device file"
        case .damaged(_, let reason, let keptAside):
            let aside = keptAside.map { "; kept aside as \(SafeText.neutralize($0))" } ?? ""
            return "\(file): damaged device file (\(SafeText.neutralize(reason)))\(aside). "
                + "It was not changed: move it away, or run `locprompt device reset \(file)` to start a fresh device"
        case .newerVersion(_, let found):
            return "\(file): device file version \(found) was written by a newer locprompt "
                + "(this one reads version \(SavedDevice.currentVersion)); it was not changed"
        case .osMismatch(_, let saved, let requested):
            return "\(file): this device runs \(saved), not \(requested); use another device file, "
                + "or delete this one to start a new device with \(requested)"
        case .io(_, let action, let code):
            return "\(file): cannot \(SafeText.neutralize(action)): \(String(cString: strerror(code)))"
        case .unusable(_, let reason):
            return "\(file): \(SafeText.neutralize(reason))"
        }
    }
}

/// One run on a saved device: holds the device's lock from `open` to `close` (or the end of the process).
///
/// ```swift
/// let session = try DeviceSession.open(path: "phone.json", os: os)   // fails at once if another locprompt holds it
/// var state = session.state(for: app)                                  // the app as the device remembers it
/// state.apply(.app(.launch)) …
/// try session.save(state)                                              // atomically, after each change or at the end
/// session.close()
/// ```
public final class DeviceSession {
    /// What `open` does with a damaged file.
    public enum IfDamaged: Sendable {
        /// Report it (kept aside), change nothing, throw `DeviceFileError.damaged`.
        case refuse
        /// Keep it aside and start a fresh device in its place: only on the user's explicit request.
        case keepAsideAndStartFresh
    }

    public let path: String
    public private(set) var device: SavedDevice
    /// False when there was no file: a fresh device, written on the first save.
    public let existed: Bool
    /// Set when a damaged file was kept aside and replaced by a fresh device (`.keepAsideAndStartFresh`).
    public let replacedDamaged: (reason: String, keptAside: String)?
    private let lock: DeviceLock

    private init(path: String, device: SavedDevice, existed: Bool, replacedDamaged: (String, String)?, lock: DeviceLock) {
        self.path = path
        self.device = device
        self.existed = existed
        self.replacedDamaged = replacedDamaged
        self.lock = lock
    }

    /// Locks and reads the device at `path`. `os`: the OS of a new device (default: the newest iOS);
    /// for an existing device it must be the device's OS, or `open` throws `.osMismatch`.
    /// A path that can never be a device (a folder, `/dev/null`, a FIFO...) is refused before the lock file is
    /// created: nothing is touched.
    public static func open(path: String, os: DeviceOS? = nil, ifDamaged: IfDamaged = .refuse) throws(DeviceFileError) -> DeviceSession {
        try DeviceStore.checkSessionTarget(path)
        let lock = try DeviceLock.acquire(for: path)
        DeviceStore.removeLeftovers(of: path)
        let fresh = SavedDevice.fresh(os: os ?? .newest(.iOS))
        guard let data = try DeviceStore.read(path: path) else {
            return DeviceSession(path: path, device: fresh, existed: false, replacedDamaged: nil, lock: lock)
        }
        switch SavedDevice.decode(data) {
        case .success(let device):
            if let os, os.platform != device.os.platform || os.version != device.os.version {
                throw .osMismatch(path: path, saved: device.os.description, requested: os.description)
            }
            return DeviceSession(path: path, device: device, existed: true, replacedDamaged: nil, lock: lock)
        case .failure(.newerVersion(let version)):
            throw .newerVersion(path: path, found: version)
        case .failure(.damaged(let reason)):
            let aside = try DeviceStore.keepAside(data, of: path)
            guard ifDamaged == .keepAsideAndStartFresh else {
                throw .damaged(path: path, reason: reason, keptAside: aside)
            }
            let session = DeviceSession(path: path, device: fresh, existed: true, replacedDamaged: (reason, aside), lock: lock)
            try session.write()
            return session
        }
    }

    /// The engine state of `app` starting a run on this device.
    public func state(for app: AppProfile) -> EngineState { device.state(for: app) }

    /// Records what the device keeps of `state` (see `SavedDevice.record(_:)`) and writes the file.
    public func save(_ state: EngineState) throws(DeviceFileError) {
        guard state.os.platform == device.os.platform && state.os.version == device.os.version else {
            throw .osMismatch(path: path, saved: device.os.description, requested: state.os.description)
        }
        device.record(state)
        try write()
    }

    /// Changes the device and writes the file; nothing is written if `change` throws.
    @discardableResult
    public func update<T>(_ change: (inout SavedDevice) throws -> T) throws -> T {
        precondition(lock.isHeld, "DeviceSession used after close()")
        var changed = device
        let result = try change(&changed)
        try DeviceStore.writeAtomically(changed.encoded(), to: path)
        device = changed
        return result
    }

    /// Writes the device as it is now.
    public func write() throws(DeviceFileError) {
        precondition(lock.isHeld, "DeviceSession used after close()")
        try DeviceStore.writeAtomically(device.encoded(), to: path)
    }

    /// Releases the lock. The session cannot write afterwards.
    public func close() { lock.release() }

    deinit { lock.release() }
}
