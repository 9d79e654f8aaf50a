import LocPromptCore
import Testing

/// "Did you mean …?" for commands and option values: likely typos get the nearest word, far-off words none.
@Suite struct EditDistanceTests {
    let commands = ["ui", "run", "walk", "check", "render", "graph", "device", "privacy", "rules", "sources"]

    @Test func typosFindTheirWord() {
        #expect(EditDistance.nearest(to: "rendr", among: commands) == "render")
        #expect(EditDistance.nearest(to: "chekc", among: commands) == "check")   // a swap is two edits
        #expect(EditDistance.nearest(to: "grpah", among: commands) == "graph")
        #expect(EditDistance.nearest(to: "jsn", among: ["text", "json", "markdown"]) == "json")
        #expect(EditDistance.nearest(to: "priv", among: commands) == "privacy")  // a prefix
    }

    @Test func farOffWordsGetNothing() {
        #expect(EditDistance.nearest(to: "xyzzy", among: commands) == nil)
        #expect(EditDistance.nearest(to: "android", among: ["ios", "macos", "watchos", "tvos", "visionos"]) == nil)
        #expect(EditDistance.nearest(to: "", among: commands) == nil)
        // Never the whole word replaced: "x" is one edit from "ui"'s neighbours but shares nothing.
        #expect(EditDistance.nearest(to: "x", among: commands) == nil)
    }

    @Test func tiesGoToTheFirstCandidate() {
        #expect(EditDistance.nearest(to: "ab", among: ["ac", "ad"]) == "ac")
    }
}
