import Foundation
import Testing

/// `scripts/training-room-shell`, the ForceCommand of the training room (Documentation/Training-Room.md): every
/// trainee's device, recordings and answers are under their own home, private; the menu refuses anything else.
@Suite("Training room: the login wrapper", .serialized)
struct TrainingRoomScriptTests {
    static let script = ScriptsEndToEndTests.script("training-room-shell")

    /// A dry run for `user` with home `home`: the printed `key=value` lines.
    static func dryRun(user: String, home: URL, command: String, extra: [String: String] = [:]) throws -> (Int32, [String: String], String) {
        let result = try ScriptsEndToEndTests.sh(script, [], in: home, environment: [
            "HOME": home.path, "LOCPROMPT_ROOM_DRY_RUN": "1", "LOCPROMPT_ROOM_USER": user, "SSH_ORIGINAL_COMMAND": command,
            "LOCPROMPT_DROPBOX": "/nonexistent-dropbox",
        ].merging(extra) { $1 })
        var values: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        return (result.status, values, result.stderr)
    }

    @Test("Two trainees: device, answers and recordings under each one's own home, in private folders, never the same")
    func twoTrainees() throws {
        let alice = try ScriptsEndToEndTests.temporaryFolder("alice"), bob = try ScriptsEndToEndTests.temporaryFolder("bob")
        defer { try? FileManager.default.removeItem(at: alice); try? FileManager.default.removeItem(at: bob) }
        let (statusA, a, _) = try Self.dryRun(user: "alice", home: alice, command: "quiz")
        let (statusB, b, _) = try Self.dryRun(user: "bob", home: bob, command: "quiz")
        #expect(statusA == 0 && statusB == 0)
        for (values, home, user) in [(a, alice, "alice"), (b, bob, "bob")] {
            let room = home.path + "/locprompt-training"
            #expect(values["room"] == room)
            #expect(values["device"] == room + "/device.json")
            #expect(values["answers"]?.hasPrefix(room + "/answers/\(user)-") == true)
            #expect(values["command"]?.contains("walk --quiz /srv/locprompt/lessons/lesson.yaml --seed 1 --answers \(room)/answers/\(user)-") == true)
            #expect(values["command"]?.contains("--record \(room)/recordings/quiz-") == true)
            let mode = try FileManager.default.attributesOfItem(atPath: room)[.posixPermissions] as? Int
            #expect(mode == 0o700)
        }
        #expect(Set([a["device"], a["answers"], a["room"]]).isDisjoint(with: [b["device"], b["answers"], b["room"]]))
        let (_, play, _) = try Self.dryRun(user: "alice", home: alice, command: "play")
        #expect(play["command"]?.hasSuffix("--device \(alice.path)/locprompt-training/device.json --record \(alice.path)/locprompt-training/recordings/"
                                         + (play["command"]?.components(separatedBy: "/recordings/").last ?? "")) == true)
    }

    @Test("The answers go to the drop box when it is writable, named after the trainee")
    func dropBox() throws {
        let home = try ScriptsEndToEndTests.temporaryFolder("carol"), box = try ScriptsEndToEndTests.temporaryFolder("dropbox")
        defer { try? FileManager.default.removeItem(at: home); try? FileManager.default.removeItem(at: box) }
        let (status, values, _) = try Self.dryRun(user: "carol", home: home, command: "quiz week2.yaml", extra: ["LOCPROMPT_DROPBOX": box.path])
        #expect(status == 0)
        #expect(values["answers"]?.hasPrefix(box.path + "/carol-") == true)
        #expect(values["command"]?.contains("/srv/locprompt/lessons/week2.yaml") == true)
    }

    @Test("Anything off the menu is refused with exit 2: a shell, paths, extra words, odd user names", arguments: [
        "bash", "sh -c id", "quiz ../../etc/passwd", "quiz /etc/passwd", "quiz .hidden", "quiz a b", "rm -rf /",
    ])
    func refused(command: String) throws {
        let home = try ScriptsEndToEndTests.temporaryFolder("mallory")
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, values, stderr) = try Self.dryRun(user: "mallory", home: home, command: command)
        #expect(status == 2, "\(command)")
        #expect(values["command"] == nil)
        #expect(stderr.hasPrefix("training room: "))
    }

    @Test("A user name with a path in it is refused")
    func oddUserName() throws {
        let home = try ScriptsEndToEndTests.temporaryFolder("odd")
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, _, stderr) = try Self.dryRun(user: "../eve", home: home, command: "quiz")
        #expect(status == 2)
        #expect(stderr.contains("unexpected user name"))
    }

    @Test("lessons lists the trainer's lesson folder (a real run, no dry run)")
    func lessons() throws {
        let home = try ScriptsEndToEndTests.temporaryFolder("dave")
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try ScriptsEndToEndTests.sh(Self.script, [], in: home, environment: [
            "HOME": home.path, "SSH_ORIGINAL_COMMAND": "lessons", "LOCPROMPT_LESSONS": LocPromptBinary.root.appendingPathComponent("Assets/Scenarios").path,
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("allow-once-expiry.yaml"))
    }
}
