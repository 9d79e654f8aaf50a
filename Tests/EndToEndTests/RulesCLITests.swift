import Foundation
import Testing

/// `locprompt rules`, `locprompt sources` and `run --explain`: the why from the command line.
@Suite("Rules on the command line")
struct RulesCLITests {
    @Test func listsAndShowsRules() throws {
        let list = try LocPromptBinary.run(["rules"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("allow-once-expiry"))
        let one = try LocPromptBinary.run(["rules", "allow-once-expiry"])
        #expect(one.status == 0)
        #expect(one.stdout.contains("https://asciiwwdc.com/2019/sessions/705"))
        let json = try LocPromptBinary.run(["rules", "--format", "json"])
        let rules = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(rules?.contains { $0["id"] as? String == "one-time-prompt" } == true)
        let sources = try LocPromptBinary.run(["sources"])
        #expect(sources.stdout.contains("S52"))
    }

    @Test func anUnknownIdSuggestsTheNearest() throws {
        let run = try LocPromptBinary.run(["rules", "allow-once-expiri"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("no rule “allow-once-expiri”; nearest: allow-once-expiry"))
    }

    @Test func runExplainPrintsTheRuleAndItsSources() throws {
        let file = LocPromptBinary.root.appendingPathComponent("Assets/Scenarios/allow-once-expiry.yaml").path
        let run = try LocPromptBinary.run(["run", "--explain", file])
        #expect(run.status == 0)
        #expect(run.stdout.contains("why: allow-once-expiry — Allow Once expires"))
        #expect(run.stdout.contains("source: S18 WWDC 2019 Session 705"))
        let json = try LocPromptBinary.run(["run", "--format", "json", file])
        let step = json.stdout.split(separator: "\n").first { $0.contains("\"effects\":[{") }
        #expect(step?.contains("\"rule\":\"") == true)
        #expect(step?.contains("\"sources\":[") == true)
    }
}
