import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LocPromptCore

/// A folder locprompt writes several files into (`plan --out DIR`). The files themselves go through
/// `OutputFile` (symbolic links written through, devices never replaced, regular files replaced atomically);
/// this makes sure the folder is one:
/// - an existing folder, or a symbolic link to one, is used as it is;
/// - a missing folder is created (mode 0755 less the umask) when its parent exists, like `mkdir` without `-p`;
/// - anything else (a file, a device, a dangling link, a FIFO) is refused and left alone.
public enum OutputFolder {
    /// Checks, before anything is written, that `prepare` would succeed, without creating anything. Returns true
    /// when the folder exists already (its files can then be checked too).
    @discardableResult
    public static func check(_ path: String) throws(OutputFileError) -> Bool {
        guard !path.isEmpty else { throw OutputFileError(path: path, reason: "the folder name is empty") }
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw OutputFileError(path: path, reason: "it is not a folder; name a folder (it is created if missing)")
            }
            if access(path, W_OK | X_OK) != 0 { throw OutputFileError(path: path, reason: OutputFile.describe(errno)) }
            return true
        }
        let code = errno
        var linkInfo = stat()
        if code == ENOENT && lstat(path, &linkInfo) == 0 {
            throw OutputFileError(path: path, reason: "it is a symbolic link to nothing; name a folder")
        }
        guard code == ENOENT else { throw OutputFileError(path: path, reason: OutputFile.describe(code)) }
        return false
    }

    public static func prepare(_ path: String) throws(OutputFileError) {
        guard !path.isEmpty else { throw OutputFileError(path: path, reason: "the folder name is empty") }
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw OutputFileError(path: path, reason: "it is not a folder; name a folder (it is created if missing)")
            }
        } else {
            let code = errno
            var linkInfo = stat()
            if code == ENOENT && lstat(path, &linkInfo) == 0 {
                throw OutputFileError(path: path, reason: "it is a symbolic link to nothing; name a folder")
            }
            guard code == ENOENT else { throw OutputFileError(path: path, reason: OutputFile.describe(code)) }
            let parent = OutputFile.folderOf(path)
            var parentInfo = stat()
            guard stat(parent, &parentInfo) == 0, (parentInfo.st_mode & S_IFMT) == S_IFDIR else {
                throw OutputFileError(path: path, reason: "the folder \(SafeText.neutralize(parent)) does not exist; create it first")
            }
            if mkdir(path, 0o755) != 0 && errno != EEXIST {
                throw OutputFileError(path: path, reason: OutputFile.describe(errno))
            }
            return try prepare(path)
        }
        if access(path, W_OK | X_OK) != 0 { throw OutputFileError(path: path, reason: OutputFile.describe(errno)) }
    }
}
