import Foundation

/// Runs `body` with a fresh empty folder `$TMPDIR/locprompt-LABEL-<uuid>`, then removes the folder and all it
/// holds, also when `body` throws or an expectation in it fails: a test run (in CI, many times a day) must leave
/// nothing behind in the temporary folder. Put every file a test writes inside this folder, not beside it.
public func withTemporaryFolder<T>(_ label: String, _ body: (URL) throws -> T) rethrows -> T {
    let folder = TemporaryFolder(label)
    return try withExtendedLifetime(folder) { try body(folder.url) }
}

/// A fresh empty folder `$TMPDIR/locprompt-LABEL-<uuid>`, removed with all it holds when the value goes away.
/// Made for a suite's stored property (`let scratch = TemporaryFolder("plan")`): Swift Testing makes a new
/// suite value for each test and drops it when the test ends, passed, failed or thrown, so each test gets its
/// own folder and leaves nothing behind. Inside a test body, `withTemporaryFolder` says where the folder ends.
public final class TemporaryFolder: Sendable {
    public let url: URL
    public var path: String { url.path }

    /// Foundation's temporary folder follows `TMPDIR` (so a CI job can give each run its own and check that it
    /// is empty after); a folder that cannot be made there is a broken machine, not a finding of the test.
    public init(_ label: String) {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("locprompt-\(label)-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A fresh empty folder inside this one, for a test that needs several (they all go with this one).
    public func subfolder() -> URL {
        let folder = url.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
