import Foundation
import LocPromptTestSupport
import Testing

/// `--record FILE.cast` through the built binary: the interactive emulator in tmux (normal quit, resize,
/// SIGTERM) and `locprompt run`. Recordings are checked by `Tests/Support/replay_cast.py`, which validates the
/// asciicast v2 format line by line and replays the output in pyte, an independent terminal emulator.
@Suite("Recordings, end to end", .serialized)
struct RecordingEndToEndTests {
    static let scenarios = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios")

    static func castPath(_ name: String) -> String {
        NSTemporaryDirectory() + "locprompt-e2e-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).cast"
    }

    /// Every line as JSON: the header object, then the events.
    static func lines(_ path: String) throws -> (header: [String: Any], events: [[Any]]) {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) }
        let header = try #require(lines.first as? [String: Any])
        let events = try lines.dropFirst().map { try #require($0 as? [Any]) }
        return (header, events)
    }

    static func markers(_ events: [[Any]]) -> [String] {
        events.filter { $0[1] as? String == "m" }.compactMap { $0[2] as? String }
    }

    /// The pane once it stops changing (two identical captures in a row).
    static func settledScreen(_ tmux: TmuxHarness) -> String {
        var last = tmux.screen
        for _ in 0..<40 {
            usleep(100_000)
            let now = tmux.screen
            if now == last { return now }
            last = now
        }
        return last
    }

    @Test("Interactive: a short flow with a resize replays in pyte to the last screen tmux showed")
    func interactive() throws {
        guard let tmux = TmuxHarness() else { return }
        let cast = Self.castPath("ui")
        defer { unlink(cast) }
        tmux.type(TmuxHarness.launchLine("--record '\(cast)'"))
        guard tmux.waitFor("Home Screen") else { return }
        tmux.keys("l", literal: true)
        tmux.waitFor("App +foreground")
        tmux.keys("w", literal: true)
        tmux.waitFor("Alert: ")
        tmux.keys("Down")
        usleep(100_000)
        tmux.keys("Enter")
        tmux.waitFor("Status +authorizedWhenInUse")
        tmux.run(["resize-window", "-t", tmux.target, "-x", "120", "-y", "40"])
        tmux.waitFor("(?m)^.{101,}")
        let shown = Pyte.trimmed(Self.settledScreen(tmux))
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor(InteractiveEndToEndTests.restoredModes)
        let (header, events) = try Self.lines(cast)
        #expect(header["width"] as? Int == 100 && header["height"] as? Int == 30)
        #expect((header["timestamp"] as? Int ?? 0) > 1_600_000_000, "a real Unix time")
        #expect(header["title"] as? String == "locprompt · iOS 18.0 · Where Am I?")
        #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
        #expect(events.contains { $0[1] as? String == "r" && $0[2] as? String == "120x40" })
        let markers = Self.markers(events)
        #expect(markers == ["launch the app", "app calls requestWhenInUseAuthorization()",
                            "alert: Allow “Where Am I?” to use your location?", "person taps “Allow While Using App”"])
        if let replayed = Pyte.finalScreen(of: cast) { #expect(replayed == shown) }
    }

    @Test("walk --record: a marker per scenario step and per alert; pyte replays to the last screen shown")
    func walk() throws {
        guard let tmux = TmuxHarness() else { return }
        let cast = Self.castPath("walk")
        defer { unlink(cast) }
        let scenario = Self.scenarios.appendingPathComponent("allow-once-expiry.yaml").path
        tmux.type(TmuxHarness.launchLine("walk '\(scenario)' --autoplay 200ms --pace 100ms --record '\(cast)'"))
        guard tmux.waitFor("verdict: passed \\(9 checks\\)") else { return }
        let shown = Pyte.trimmed(Self.settledScreen(tmux))
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        tmux.waitFor(InteractiveEndToEndTests.restoredModes)
        let (header, events) = try Self.lines(cast)
        #expect(header["title"] as? String == "locprompt walk: Allow Once expires when the app leaves use")
        let markers = Self.markers(events)
        let steps = markers.filter { $0.hasPrefix("step ") }
        #expect(steps.count == 9, "\(steps)")  // the scenario has 9 steps (the walk shows "step 9 of 9")
        #expect(steps.first == "step 1: launch")
        #expect(markers.contains("alert: Allow “Where Am I?” to use your location?"))
        // One marker per step and per alert, nothing marked twice (the actions a step sends have no marker of their own).
        #expect(markers.count == steps.count + markers.filter { $0.hasPrefix("alert: ") }.count, "\(markers)")
        if let cast = Asciinema.read(cast) { #expect(cast.markers == markers) }
        if let replayed = Pyte.finalScreen(of: cast) { #expect(replayed == shown) }
    }

    @Test("Interactive: SIGTERM mid-session leaves a valid recording of everything shown until then")
    func sigterm() throws {
        guard let tmux = TmuxHarness() else { return }
        let cast = Self.castPath("term")
        defer { unlink(cast) }
        tmux.type("'\(TmuxHarness.binary!)' --record '\(cast)'")
        guard tmux.waitFor("Home Screen") else { return }
        tmux.keys("l", "w", literal: true)
        tmux.waitFor("Alert: ")
        let shown = Pyte.trimmed(Self.settledScreen(tmux))
        guard let pid = tmux.childPID else {
            Issue.record("cannot find locprompt's process id")
            return
        }
        kill(pid, SIGTERM)
        tmux.waitFor("(?m)^\\$ ?$")
        tmux.type("echo \"EXIT=$?\"")
        tmux.waitFor("EXIT=143")
        #expect(!tmux.alternateScreenOn)
        let (_, events) = try Self.lines(cast)
        #expect(Self.markers(events).last == "alert: Allow “Where Am I?” to use your location?")
        if let replayed = Pyte.finalScreen(of: cast) { #expect(replayed == shown) }
    }

    @Test("Interactive: a recording that cannot be created is one line, exit 2, the terminal untouched")
    func interactiveUnwritable() throws {
        let result = try LocPromptBinary.run(["--record", "/nonexistent-dir/demo.cast"])
        #expect(result.status == 2)
        #expect(result.stderr == "locprompt: cannot write /nonexistent-dir/demo.cast: the folder /nonexistent-dir does not exist; create it first\n")
        #expect(result.stdout.isEmpty, "no escape sequence was sent")
        let dash = try LocPromptBinary.run(["ui", "--record", "-"])
        #expect(dash.status == 2)
        #expect(dash.stderr.contains("--record needs a file path"))
    }

    /// Audit 13 F7: with a FIFO nobody reads, the session used to run and fail only after q.
    @Test("A FIFO nobody reads for --record (ui, walk, present) or --answers (walk --quiz): exit 2 before the screen starts",
          arguments: ["--record FIFO", "walk SCENARIO --record FIFO", "present SCENARIO --record FIFO",
                      "walk SCENARIO --quiz --answers FIFO"])
    func fifoWithoutReader(arguments: String) throws {
        guard let tmux = TmuxHarness() else { return }
        let fifo = Self.castPath("noreader") + ".fifo"
        unlink(fifo)
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let scenario = TmuxHarness.packageRoot.appendingPathComponent("Assets/Scenarios/allow-once-expiry.yaml").path
        let line = arguments.replacingOccurrences(of: "FIFO", with: "'\(fifo)'").replacingOccurrences(of: "SCENARIO", with: "'\(scenario)'")
        tmux.type(TmuxHarness.launchLine(line))
        // No key is pressed: the error and the exit come by themselves, and the screen was never taken.
        guard tmux.waitFor("EXIT=2") else {
            tmux.keys("q", literal: true)
            return
        }
        #expect(tmux.screen.contains("locprompt: cannot write \(fifo): it is a FIFO nobody is reading; start the reader first"))
        tmux.waitFor("icanon echo MODES")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the FIFO is left as it was")
    }

    @Test("Interactive: with no usable terminal, no empty recording is left behind")
    func noTerminalNoFile() {
        guard let tmux = TmuxHarness() else { return }
        let cast = Self.castPath("noterm")
        defer { unlink(cast) }
        tmux.type("'\(TmuxHarness.binary!)' --record '\(cast)' < /dev/null; echo \"EXIT=$?\"")
        tmux.waitFor("EXIT=2")
        #expect(!FileManager.default.fileExists(atPath: cast))
    }

    @Test("run --record: every step and alert marked, pyte shows the verdict, the same bytes twice")
    func headless() throws {
        let cast = Self.castPath("run")
        defer { unlink(cast) }
        let files = ["allow-once-expiry.yaml", "restrictions.yaml"].map { Self.scenarios.appendingPathComponent($0).path }
        let reproducible = ["PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1700000000"]
        let result = try LocPromptBinary.run(["run", "--quiet"] + files + ["--record", cast, "--record-size", "80x24"],
                                             environment: reproducible)
        #expect(result.status == 0, "\(result.stderr)")
        let (header, events) = try Self.lines(cast)
        #expect(header["width"] as? Int == 80 && header["height"] as? Int == 24)
        #expect(header["timestamp"] as? Int == 1_700_000_000, "SOURCE_DATE_EPOCH sets the header's timestamp")
        #expect(header["title"] as? String == "locprompt run: 2 scenarios")
        if let read = Asciinema.read(cast) { #expect(read.events.count == events.count && read.header["timestamp"] as? Int == 1_700_000_000) }
        let markers = Self.markers(events)
        #expect(markers.filter { $0.hasPrefix("scenario: ") }.count == 2)
        #expect(markers.contains("alert: Allow “Where Am I?” to use your location?"))
        #expect(markers.last == "end: 2 passed, 0 failed")
        if let screen = Pyte.finalScreen(of: cast) {
            #expect(screen.contains("PASS Restrictions"))
            #expect(screen.hasPrefix(" locprompt │ iOS"))
        }
        let first = try Data(contentsOf: URL(fileURLWithPath: cast))
        let again = try LocPromptBinary.run(["run", "--quiet"] + files + ["--record", cast, "--record-size", "80x24"],
                                            environment: reproducible)
        #expect(again.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cast)) == first)
        // Without SOURCE_DATE_EPOCH the timestamp is the time of the run.
        let before = Int(Date().timeIntervalSince1970)
        _ = try LocPromptBinary.run(["run", "--quiet", files[0], "--record", cast], environment: ["PATH": "/usr/bin:/bin"])
        let stamped = try #require(try Self.lines(cast).header["timestamp"] as? Int)
        #expect(stamped >= before && stamped <= Int(Date().timeIntervalSince1970))
        // A SOURCE_DATE_EPOCH that is not a whole number of seconds is an error before anything is written.
        let bad = try LocPromptBinary.run(["run", "--quiet", files[0], "--record", cast],
                                          environment: ["PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "yesterday"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("SOURCE_DATE_EPOCH must be a whole number of seconds"), "\(bad.stderr)")
    }

    @Test("run --record: unwritable file, bad size, same file as --report")
    func headlessErrors() throws {
        let scenario = Self.scenarios.appendingPathComponent("allow-once-expiry.yaml").path
        let unwritable = try LocPromptBinary.run(["run", "--quiet", scenario, "--record", "/nonexistent-dir/x.cast"])
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr == "locprompt: cannot write /nonexistent-dir/x.cast: the folder /nonexistent-dir does not exist; create it first\n")
        let size = try LocPromptBinary.run(["run", scenario, "--record", Self.castPath("size"), "--record-size", "40x10"])
        // An invalid option value: exit status 2 and the reason (Files-and-exit-codes.md), not a bare usage error.
        #expect(size.status == 2)
        #expect(size.stderr == "locprompt: --record-size: 40x10 is smaller than the minimum 80x24; write e.g. --record-size 100x30\n", "\(size.stderr)")
        let same = try LocPromptBinary.run(["run", scenario, "--record", "/tmp/x.md", "--report", "/tmp/x.md"])
        #expect(same.status == 2)
        #expect(same.stderr.contains("--record must be a different file"))
    }
}
