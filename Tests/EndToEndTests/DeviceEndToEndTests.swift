import Foundation
import Testing

/// `locprompt --device FILE`: the emulated device survives between runs, and a second instance is refused
/// while the first holds the file (issue 7 "Saved devices").
@Suite("Saved device in the emulator, end to end", .serialized)
struct DeviceEndToEndTests {
    static func devicePath() -> String {
        NSTemporaryDirectory() + "locprompt-e2e-device-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json"
    }

    @Test("an answer given in one run is still there in the next; the app is not asked again")
    func survivesBetweenRuns() throws {
        guard let tmux = TmuxHarness() else { return }
        let path = Self.devicePath()
        defer { unlink(path); unlink(path + ".lock") }
        tmux.type(TmuxHarness.launchLine("--os 17.4 --device '\(path)'"))
        guard tmux.waitFor("Home Screen") else { return }
        tmux.keys("l", "w", literal: true)
        tmux.waitFor("Alert: ")
        tmux.keys("2", literal: true)  // Allow While Using App
        tmux.waitFor("Status +authorizedWhenInUse")
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains("\"authorization\" : \"whenInUse\""))

        tmux.type("clear; " + TmuxHarness.launchLine("--device '\(path)'"))
        // The log line wraps where the device's path is long (a TMPDIR of its own), so the words are checked apart:
        // "restored", and the header's iOS 17.4, which only the saved device can have given (the default is 18.0).
        guard tmux.waitFor("restored") else { return }
        #expect(tmux.screen.contains("locprompt │ iOS 17.4"), "\(tmux.screen)")
        tmux.keys("l", literal: true)
        tmux.waitFor("Status +authorizedWhenInUse")
        tmux.keys("w", literal: true)
        tmux.waitFor("not notDetermined|no alert")
        #expect(!tmux.screen.contains("Alert: "))
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
    }

    @Test("privacy --help says that, unlike simctl, a device in use is refused, and points to the Settings screen (audit 17 R2)")
    func privacyHelpExplainsTheLock() throws {
        let help = try LocPromptBinary.run(["privacy", "--help"])
        #expect(help.status == 0)
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("Unlike simctl, it does not change a device in use"), "\(help.stdout)")
        #expect(text.contains("refused (exit 2)"))
        #expect(text.contains("Settings screen (S)"))
        #expect(text.contains("would be lost"))
    }

    @Test("a second instance on the same device file is refused with one line and exit 2")
    func secondInstanceRefused() throws {
        guard let tmux = TmuxHarness() else { return }
        let path = Self.devicePath()
        defer { unlink(path); unlink(path + ".lock") }
        tmux.type(TmuxHarness.launchLine("--device '\(path)'"))
        guard tmux.waitFor("Home Screen") else { return }
        let second = try LocPromptBinary.run(["--device", path])
        #expect(second.status == 2)
        #expect(second.stderr.hasPrefix("locprompt: "))
        #expect(second.stderr.split(separator: "\n").count == 1)
        #expect(second.stderr.contains(path))
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
    }
}
