#if canImport(Glibc)
import Glibc
#endif
import LocPromptFiles

/// Where the emulator's start-up time goes, for `scripts/bench` (issue 8). With `LOCPROMPT_STARTUP_TRACE=FILE`,
/// each phase of the start notes when it ends and, once the first frame is on the terminal, the phases are
/// written to FILE as `phase milliseconds` lines. Milliseconds count from `LOCPROMPT_SPAWN_NS` (CLOCK_REALTIME
/// nanoseconds, set by the launcher just before it execs locprompt) or, without it, from the first mark.
/// Without the variable, a mark is one check of a constant.
public enum StartupTrace {
    private static let file: String? = getenv("LOCPROMPT_STARTUP_TRACE").map { String(cString: $0) }
    /// Written only on the main thread during start-up, before the interface reads any key.
    nonisolated(unsafe) private static var marks: [(phase: String, nanoseconds: Int)] = []
    nonisolated(unsafe) private static var finished = false

    /// Notes that `phase` has just ended.
    public static func mark(_ phase: String) {
        guard file != nil, !finished else { return }
        marks.append((phase, now()))
    }

    /// Notes the last phase and writes the file (once; later marks are ignored).
    public static func finish(_ phase: String) {
        guard let file, !finished else { return }
        mark(phase)
        finished = true
        let origin = getenv("LOCPROMPT_SPAWN_NS").flatMap { Int(String(cString: $0)) } ?? marks.first?.nanoseconds ?? 0
        let text = marks.map { "\($0.phase) \(Double($0.nanoseconds - origin) / 1e6)\n" }.joined()
        // A trace that cannot be written is not worth failing the interface for.
        try? OutputFile.append(text, to: file)
    }

    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }
}
