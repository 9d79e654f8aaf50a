import Foundation
import Testing

/// The real binary in a pseudo-terminal (tmux): keys in, screen text out, terminal restored after.
@Suite("Interactive emulator, end to end", .serialized)
struct InteractiveEndToEndTests {
    /// The terminal modes a shell expects back: canonical input and echo on.
    static let restoredModes = "icanon echo MODES"

    @Test("Allow Once flow: request, Allow Once, background, advance, foreground, quit")
    func allowOnceFlow() throws {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine())
        guard tmux.waitFor("Home Screen") else { return }
        #expect(tmux.alternateScreenOn)
        tmux.keys("l", literal: true)
        tmux.waitFor("App +foreground")
        tmux.keys("w", literal: true)
        tmux.waitFor("Allow Once")
        tmux.waitFor("Alert: ")
        tmux.keys("Enter")
        tmux.waitFor("Qualifier +temporary \\(Allow Once\\)")
        tmux.waitFor("Status +authorizedWhenInUse")
        tmux.keys("b", literal: true)
        tmux.waitFor("App +background")
        tmux.waitFor("Allow Once +lapses in")
        tmux.keys(">", literal: true)
        tmux.waitFor("Status +notDetermined")
        tmux.waitFor("time passes: 1m")
        tmux.keys("f", literal: true)
        tmux.waitFor("App +foreground")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor(Self.restoredModes)
        #expect(!tmux.alternateScreenOn, "the alternate screen was left")
    }

    @Test("Esc does not dismiss an alert; Ctrl-Z and fg keep the arrow keys working")
    func escapeAndSuspend() {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine())
        guard tmux.waitFor("Home Screen") else { return }
        tmux.keys("l", "w", literal: true)
        tmux.waitFor("Allow Once")
        tmux.keys("Escape")
        tmux.waitFor("cannot be dismissed")
        tmux.keys("C-z")
        tmux.waitFor("Stopped")
        #expect(!tmux.alternateScreenOn)
        tmux.type("clear; fg; echo \"EXIT=$?\"; stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo MODES")
        tmux.waitFor("Allow Once")
        tmux.keys("Down")
        usleep(100_000)
        tmux.keys("Enter")
        tmux.waitFor("Status +authorizedWhenInUse")
        tmux.waitFor("Qualifier +none")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor(Self.restoredModes)
    }

    @Test("Signals restore the terminal and exit 130 / 143 / 129",
          arguments: [("INT", 130), ("TERM", 143), ("HUP", 129)])
    func signals(signal: String, status: Int) {
        guard let tmux = TmuxHarness() else { return }
        // Started alone: bash drops the rest of a command list whose program died of SIGINT.
        tmux.type("'\(TmuxHarness.binary!)'")
        guard tmux.waitFor("Home Screen") else { return }
        if signal == "INT" {
            tmux.keys("C-c")
        } else if let pid = tmux.childPID {
            kill(pid, signal == "TERM" ? SIGTERM : SIGHUP)
        } else {
            Issue.record("cannot find locprompt's process id")
        }
        tmux.waitFor("(?m)^\\$ ?$")
        tmux.type("echo \"EXIT=$?\"; stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo MODES")
        tmux.waitFor("EXIT=\(status)")
        tmux.waitFor(Self.restoredModes)
        #expect(!tmux.alternateScreenOn)
    }

    @Test("Resizing below the minimum shows the enlarge message, and back")
    func resize() {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine())
        guard tmux.waitFor("Home Screen") else { return }
        tmux.run(["resize-window", "-t", tmux.target, "-x", "60", "-y", "20"])
        tmux.waitFor("Enlarge the terminal to 80×24")
        tmux.run(["resize-window", "-t", tmux.target, "-x", "120", "-y", "40"])
        tmux.waitFor("Home Screen")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
    }

    /// The harness itself: a wait must not be satisfied by the shell's echo of the typed command line, which
    /// often holds the very words a test waits for (an app name, a purpose) before the program has drawn them.
    @Test("Waits do not count the typed command line")
    func typedLinesAreNotCounted() {
        guard let tmux = TmuxHarness() else { return }
        let marker = "typed-marker-\(getpid())"
        tmux.type(": \(marker); echo shown-after")
        guard tmux.waitFor("shown-after\\n") else { return }
        #expect(tmux.screen.contains(marker), "the shell echoes the typed line")
        #expect(!tmux.screenWithoutTypedLines.contains(marker), "a wait would have counted it")
    }

    @Test("No usable terminal: exit 2 with a sentence saying why and what to do",
          arguments: [("TERM=dumb", "TERM=dumb cannot move the cursor"),
                      ("TERM=no-such-terminal", "no terminfo entry"),
                      ("-u TERM", "TERM is not set"),
                      ("STDIN", "standard input is not a terminal")])
    func noTerminal(setting: String, reason: String) {
        guard let tmux = TmuxHarness() else { return }
        let line: String
        if setting == "STDIN" {
            line = "'\(TmuxHarness.binary!)' < /dev/null; echo \"EXIT=$?\""
        } else {
            line = "env \(setting) '\(TmuxHarness.binary!)'; echo \"EXIT=$?\""
        }
        tmux.type(line)
        guard tmux.waitFor("EXIT=[0-9]") else { return }
        let screen = tmux.screenWithoutTypedLines
        // The reason and the way out, each once (the typed line holds neither), and exit 2.
        #expect(screen.components(separatedBy: reason).count == 2, "\(screen)")
        #expect(screen.components(separatedBy: "locprompt run").count == 2, "\(screen)")
        #expect(screen.contains("EXIT=2"), "\(screen)")
    }

    /// A terminfo entry without cursor addressing (compiled here with tic) is refused on the entry ncurses loaded,
    /// after newterm: the message names the missing capability, the exit is 2 and the terminal is left as it was.
    @Test("TERM without cursor addressing: exit 2, the terminal restored")
    func noCursorAddressing() throws {
        guard let tmux = TmuxHarness() else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locprompt-terminfo-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("nocup.src")
        try "nocup|a terminal without cursor addressing,\n\tcols#80, lines#24, bel=^G, cr=\\r,\n".write(to: source, atomically: true, encoding: .utf8)
        let tic = Process()
        tic.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tic.arguments = ["tic", "-o", folder.path, source.path]
        try tic.run()
        tic.waitUntilExit()
        try #require(tic.terminationStatus == 0, "tic could not compile the test entry")
        tmux.type(TmuxHarness.launchLine(environment: "TERMINFO='\(folder.path)' TERM=nocup"))
        guard tmux.waitFor("EXIT=[0-9]") else { return }
        let screen = tmux.screenWithoutTypedLines
        #expect(screen.contains("TERM=nocup cannot move the cursor (no cup capability)"), "\(screen)")
        #expect(screen.contains("EXIT=2"), "\(screen)")
        tmux.waitFor(Self.restoredModes)
    }

    @Test("Monochrome and old terminals start and quit", arguments: ["vt100", "screen", "tmux-256color", "xterm"])
    func terminals(term: String) {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine(environment: "NO_COLOR=1 TERM=\(term)"))
        guard tmux.waitFor("Home Screen") else { return }
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor(Self.restoredModes)
    }

    @Test("LOCPROMPT_STARTUP_TRACE: the start-up phases, in order, written once the first frame is shown")
    func startupTrace() throws {
        guard let tmux = TmuxHarness() else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("locprompt-trace-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        tmux.type(TmuxHarness.launchLine("--request when-in-use", environment: "LOCPROMPT_STARTUP_TRACE='\(file.path)'"))
        guard tmux.waitFor("Allow While Using App") else { return }
        tmux.keys("Down")
        tmux.keys("q", literal: true)
        guard tmux.waitFor("EXIT=0") else { return }
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        let phases = lines.map { $0.split(separator: " ").dropLast().joined(separator: " ") }
        #expect(phases == ["start-up to main", "argument parsing", "app and engine", "terminal set-up",
                           "drawing the frame", "writing the frame"])
        let times = lines.compactMap { $0.split(separator: " ").last.flatMap { Double($0) } }
        #expect(times.count == phases.count)
        // Without LOCPROMPT_SPAWN_NS they count from the first mark; later frames add nothing.
        #expect(times.first == 0)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    }
}
