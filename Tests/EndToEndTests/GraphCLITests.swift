import Foundation
import Testing

/// `locprompt graph --band` through the built binary.
@Suite("graph --band")
struct GraphCLITests {
    @Test("One band by default (the newest); --band picks one by id, label or version; all draws every band in one diagram")
    func bands() throws {
        let newest = try LocPromptBinary.run(["graph"])
        let chosen = try LocPromptBinary.run(["graph", "--band", "ios-18+"])
        #expect(newest.status == 0 && newest.stdout == chosen.stdout, "the default is the newest band")
        #expect(!newest.stdout.contains("state \""), "one band: no composite states")
        let byLabel = try LocPromptBinary.run(["graph", "--band", "iOS 11–12", "--format", "dot"])
        let byVersion = try LocPromptBinary.run(["graph", "--band", "12.2", "--format", "dot"])
        #expect(byLabel.status == 0 && byLabel.stdout == byVersion.stdout)
        let all = try LocPromptBinary.run(["graph", "--platform", "macos", "--band", "all"])
        #expect(all.status == 0)
        #expect(all.stdout.contains("    state \"macOS 10.15 (10.15)\" as b0 {") && all.stdout.contains("    state \"macOS 11+ (14.0)\" as b1 {"))
        let dot = try LocPromptBinary.run(["graph", "--band", "all", "--format", "dot"])
        #expect(dot.stdout.components(separatedBy: "subgraph cluster_").count - 1 == 6)
    }

    @Test("A band that does not exist, or --band with --os, is one line and exit 2")
    func errors() throws {
        let unknown = try LocPromptBinary.run(["graph", "--band", "ios-99"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("locprompt: --band: unknown band “ios-99” for ios; give all, a band (ios-8-10, "), "\(unknown.stderr)")
        #expect(unknown.stderr.split(separator: "\n").count == 1)
        let both = try LocPromptBinary.run(["graph", "--band", "all", "--os", "17.4"])
        #expect(both.status == 2 && both.stderr == "locprompt: give --band or --os, not both\n")
    }
}
