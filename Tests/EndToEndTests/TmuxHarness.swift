import Foundation
import Testing

/// Drives the real `locprompt` binary inside a private tmux server (its own socket, so it never touches
/// anyone else's tmux), polling `capture-pane` with a timeout instead of sleeping.
final class TmuxHarness {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The built binary (the test command runs `swift build` first), or `LOCPROMPT_BINARY` when set.
    static var binary: String? {
        if let chosen = ProcessInfo.processInfo.environment["LOCPROMPT_BINARY"], !chosen.isEmpty {
            return URL(fileURLWithPath: chosen, relativeTo: packageRoot).path
        }
        for candidate in [".build/debug/locprompt", ".build/release/locprompt"] {
            let path = packageRoot.appendingPathComponent(candidate).path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    static var tmuxPath: String? {
        for dir in ["/usr/bin", "/usr/local/bin", "/bin", "/opt/homebrew/bin"] where FileManager.default.isExecutableFile(atPath: dir + "/tmux") {
            return dir + "/tmux"
        }
        return nil
    }

    let socket: String
    let tmux: String
    let target = "e2e"

    /// Starts a shell in a detached tmux session of the given size; nil (with a recorded failure) when tmux or
    /// the binary is missing.
    init?(cols: Int = 100, rows: Int = 30, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let tmux = Self.tmuxPath else {
            Issue.record("tmux is not installed: the end-to-end tests need it (apt-get install tmux; .ci/run installs it)",
                         sourceLocation: sourceLocation)
            return nil
        }
        guard Self.binary != nil else {
            Issue.record("No built locprompt under \(Self.packageRoot.path)/.build; run `swift build` first (./scripts/test does)",
                         sourceLocation: sourceLocation)
            return nil
        }
        self.tmux = tmux
        self.socket = "locprompt-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        run(["new-session", "-d", "-s", target, "-x", "\(cols)", "-y", "\(rows)",
             "env", "-i", "HOME=/tmp", "PATH=/usr/bin:/bin", "TERM=xterm-256color", "LANG=C.UTF-8",
             "bash", "--norc", "--noprofile", "-i"])
        run(["set-option", "-t", target, "status", "off"])
        type("PS1='$ '; clear")
    }

    deinit {
        run(["kill-server"])
        // kill-server does not always remove the socket file; leave nothing behind.
        let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(directory)/tmux-\(getuid())/\(socket)")
    }

    /// Runs a tmux command and returns its output. Spawned and reaped directly (posix_spawn + waitpid) with the
    /// output in a temporary file: Foundation's `Process` was seen to miss the exit of tmux's client here, and a
    /// pipe would be inherited by the tmux server and never reach its end.
    @discardableResult
    func run(_ arguments: [String]) -> String {
        let outputPath = NSTemporaryDirectory() + "\(socket)-\(UInt32.random(in: 0...UInt32.max)).out"
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = [tmux, "-L", socket, "-f", "/dev/null"] + arguments
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArgs { free(pointer) } }
        // A clean signal state: the test runner's threads block signals, and a tmux server started from here
        // would pass that mask on to the shell and to locprompt (no SIGWINCH, no SIGTSTP handling).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        guard posix_spawn(&pid, tmux, &actions, &attributes, &cArgs, environ) == 0 else { return "" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    /// The shell lines typed so far: `waitFor` does not count what they show (see `screenWithoutTypedLines`).
    private var typedLines: [String] = []

    /// Types a shell line and presses Enter.
    func type(_ line: String) {
        typedLines.append(line)
        run(["send-keys", "-t", target, "-l", line])
        run(["send-keys", "-t", target, "Enter"])
    }

    /// Sends keys by tmux name (Enter, Down, C-c) or literal text with `literal: true`.
    func keys(_ names: String..., literal: Bool = false) {
        for name in names { run(["send-keys", "-t", target] + (literal ? ["-l"] : []) + [name]) }
    }

    var screen: String { run(["capture-pane", "-p", "-J", "-t", target]) }
    /// The screen with its colours and attributes as escape sequences (`capture-pane -e`).
    var styledScreen: String { run(["capture-pane", "-e", "-p", "-t", target]) }

    /// The screen with every line typed into the shell cut out where it is echoed: a wait must see what the
    /// program showed, not the command line that holds the same words (an app name, a purpose, an option),
    /// which the shell echoes before the program has even started.
    var screenWithoutTypedLines: String {
        var text = screen
        for line in typedLines where !line.isEmpty { text = text.replacingOccurrences(of: line, with: "") }
        return text
    }

    /// Waits until the screen, without the typed lines, matches `pattern` (a regular expression); records a failure with the screen if not.
    @discardableResult
    func waitFor(_ pattern: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let regex = try! NSRegularExpression(pattern: pattern)
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = screenWithoutTypedLines
            if regex.firstMatch(in: last, range: NSRange(last.startIndex..., in: last)) != nil { return true }
            usleep(50_000)
        }
        Issue.record("Timed out after \(timeout) s waiting for /\(pattern)/; the screen was:\n\(last)", sourceLocation: sourceLocation)
        return false
    }

    /// The pane's alternate-screen flag (1 while a full-screen program holds it).
    var alternateScreenOn: Bool { run(["display-message", "-p", "-t", target, "#{alternate_on}"]).hasPrefix("1") }

    /// A pane flag as tmux formats it (`cursor_flag`, `mouse_any_flag`, `keypad_cursor_flag`…): true when 1.
    func paneFlag(_ name: String) -> Bool { run(["display-message", "-p", "-t", target, "#{\(name)}"]).hasPrefix("1") }

    /// The process id of the program running in the pane's shell.
    var childPID: Int32? {
        let shell = run(["display-message", "-p", "-t", target, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8) else { return nil }
        return children.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// Starts locprompt from the package root in a fresh session, waits for `shows`, presses Down (a second
    /// frame drawn over the first), and returns the styled screen (`capture-pane -e`) before quitting with q;
    /// nil when the session or the screen did not come.
    static func styledScreenAfterDown(_ arguments: String, environment: String, shows: String) -> String? {
        guard let tmux = TmuxHarness() else { return nil }
        tmux.type("cd '\(packageRoot.path)'")
        tmux.type(launchLine(arguments, environment: environment))
        guard tmux.waitFor(shows) else { return nil }
        tmux.keys("Down")
        usleep(300_000)
        let styled = tmux.styledScreen
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        return styled
    }

    /// The shell line that starts locprompt and then reports its exit status and the tty modes.
    static func launchLine(_ arguments: String = "", environment: String = "") -> String {
        "\(environment) '\(binary ?? "locprompt")' \(arguments); echo \"EXIT=$?\"; stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo MODES"
    }
}
