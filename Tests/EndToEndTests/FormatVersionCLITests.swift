import Foundation
import LocPromptTestSupport
import Testing

/// Every JSON output of the command line, and the saved device file, carries `"formatVersion": 2` in each
/// document, each array element and each JSON line (issue 16). locprompt writes no YAML.
@Suite("formatVersion in every JSON output")
struct FormatVersionCLITests {
    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("format-version")

    static let root = LocPromptBinary.root
    static let app = root.appendingPathComponent("Assets/Apps/WhereAmI.plist").path
    static let scenario = root.appendingPathComponent("Assets/Scenarios/allow-once-expiry.yaml").path

    /// The objects a JSON output holds at its top: the object, or each element of the array.
    static func topObjects(_ text: String) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        if let object = value as? [String: Any] { return [object] }
        let array = try #require(value as? [Any], "a JSON object or array")
        return try array.map { try #require($0 as? [String: Any], "each element is an object") }
    }

    @Test("render, check and rules (documents), run (JSON lines) and the saved device file", arguments: [
        ["render", "--format", "json", "--prompt", "when-in-use", "--app", app],
        ["render", "--format", "json", "--all", "--app", app],
        ["check", "--format", "json", app],
        ["rules", "--format", "json"],
        ["rules", "--format", "json", "allow-once"],
        ["run", "--format", "json", scenario],
    ])
    func everyOutput(arguments: [String]) throws {
        let result = try LocPromptBinary.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let objects: [[String: Any]]
        if arguments.first == "run" {
            objects = try result.stdout.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        } else {
            objects = try Self.topObjects(result.stdout)
        }
        #expect(!objects.isEmpty)
        for object in objects {
            #expect(object["formatVersion"] as? Int == 2, "\(arguments): \(object.keys.sorted())")
        }
    }

    @Test("The saved device file")
    func deviceFile() throws {
        // In `scratch`, which goes with the device's lock file (`phone.json.lock`): locprompt leaves that beside the
        // device by design (Documentation/Saved-Devices.md), as removing it would race with the next session.
        let path = scratch.url.appendingPathComponent("phone.json").path
        let result = try LocPromptBinary.run(["device", "reset", path])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try Self.topObjects(String(contentsOfFile: path, encoding: .utf8)).first)
        #expect(object["formatVersion"] as? Int == 2 && object["format"] as? String == "locprompt-device")
        #expect(object["version"] == nil, "version 1's name is read, never written")
    }
}
