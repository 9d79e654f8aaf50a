import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The lock files this process holds (a saved device's `FILE.lock`, `DeviceLock`), known by device and inode.
/// `OutputFile` refuses to write one, under any name: `ui --device d.json --record d.json.lock` wrote the
/// recording into the lock in place, and the next command on that device truncated it to its pid, so the
/// recording was lost without a word (audit 24f D9). An output that is the command's own lock is refused like an
/// input, before anything is written.
public enum HeldLockFiles {
    struct Identity: Hashable {
        var device: UInt64, inode: UInt64
    }

    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var held: Set<Identity> = []
    }

    private static let store = Store()

    /// Records the lock file open on `fd` (its `fstat`).
    static func record(fd: Int32) {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return }
        store.lock.lock()
        store.held.insert(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
        store.lock.unlock()
    }

    /// Forgets the lock file open on `fd`, before it is closed.
    static func forget(fd: Int32) {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return }
        store.lock.lock()
        store.held.remove(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
        store.lock.unlock()
    }

    /// True when `path` (links followed) is a lock file this process holds.
    public static func contains(path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        store.lock.lock()
        defer { store.lock.unlock() }
        return store.held.contains(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }
}
