import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a path finally names, whatever its spelling: two paths are the same file when they have the same
/// identity (a symbolic link and its target, two hard links, `a.md` and `./x/../a.md`).
public enum FileIdentity: Hashable, Sendable {
    /// An existing file: its device and inode (`stat`, links followed).
    case existing(device: UInt64, inode: UInt64)
    /// A file that does not exist yet: its folder's device and inode, and its name in that folder.
    case new(folderDevice: UInt64, folderInode: UInt64, name: String)

    /// The identity of an existing file (links followed); nil when nothing is there or it cannot be reached.
    public static func ofExisting(_ path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(info)
    }

    init(_ info: stat) {
        self = .existing(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The identity of what an output path would write (links followed, as `OutputFile` follows them); nil for
    /// standard output (`-`) or a path that can never be written.
    public static func ofOutput(_ path: String) -> FileIdentity? {
        guard let target = try? OutputFile.resolve(path) else { return nil }
        switch target {
        case .standardOutput:
            return nil
        case .regularFile(let target, _), .stream(let target):
            return ofExisting(target)
        case .newFile(let target):
            var folder = stat()
            guard stat(OutputFile.folderOf(target), &folder) == 0 else { return nil }
            return .new(folderDevice: UInt64(folder.st_dev), folderInode: UInt64(folder.st_ino), name: (target as NSString).lastPathComponent)
        }
    }
}

/// The regular files this process has read as input (scenarios, Info.plists, `.strings`, a scenario on standard
/// input): `OutputFile` never replaces one of them, so a report or recording aimed at an input by mistake
/// (`run --junit app.plist`) is refused instead of destroying it. Saved devices, which are read and written
/// back on purpose, are written with `OutputFile.Replacement.byRename`, which skips this check.
///
/// A file is known by its device, inode and modification time: an inode freed by a deleted file and given to a
/// new one (tests do that all the time) is not mistaken for the input it once was.
public enum InputRegistry {
    struct Stamp: Hashable {
        var device: UInt64, inode: UInt64, seconds: Int, nanoseconds: Int

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            seconds = Int(info.st_mtim.tv_sec)
            nanoseconds = Int(info.st_mtim.tv_nsec)
        }
    }

    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var stamps: Set<Stamp> = []
    }

    private static let store = Store()

    /// Records a file that was opened for reading (its `fstat`) when it is a regular file.
    static func record(_ info: stat) {
        guard info.st_mode & S_IFMT == S_IFREG else { return }
        store.lock.lock()
        store.stamps.insert(Stamp(info))
        store.lock.unlock()
    }

    /// True when `path` (links followed) is a regular file this process read, unchanged since.
    public static func contains(path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        store.lock.lock()
        defer { store.lock.unlock() }
        return store.stamps.contains(Stamp(info))
    }
}
