import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension InputFile {
    /// Standard input to its end (`locprompt run -`), at most `limit` bytes: a pipe that never ends stops at the
    /// limit with the same "too big" error as a file, instead of filling the memory.
    public static func readStandardInput(limit: Int = defaultLimit) throws(InputFileError) -> Data {
        // `run - < a.yaml --report a.yaml`: standard input redirected from a file is an input like any other.
        var info = stat()
        guard !StandardStreams.closedAtStart.contains(STDIN_FILENO), fstat(STDIN_FILENO, &info) == 0 else {
            // `run - <&-`: said as what it is, not as the C library's "bad file descriptor".
            throw InputFileError(path: "-", kind: .unreadable, reason: "standard input is closed; give the scenario on it "
                + "(locprompt run - < my.yaml) or name the file")
        }
        InputRegistry.record(info)
        return try readAll(STDIN_FILENO, path: "-", limit: limit, fifoWait: nil)
    }

    /// The working directory (relative paths in a scenario read from standard input resolve against it).
    public static var currentDirectory: String { FileManager.default.currentDirectoryPath }
}
