#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CoreFoundation's old-style plist parser logs its own complaints straight to standard error
/// ("CFPropertyListCreateFromXMLData(): Old-style plist parser: …"). locprompt reports a clean one-line
/// error instead, and on the full-screen interface such a line would garble the screen; so the parse runs
/// with standard error pointed at /dev/null. Process-wide while it lasts: call it from one thread.
enum QuietStandardError {
    static func during<T>(_ body: () throws -> T) rethrows -> T {
        let saved = dup(2)
        let null = open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return try body()
        }
        dup2(null, 2)
        close(null)
        defer {
            dup2(saved, 2)
            close(saved)
        }
        return try body()
    }
}
