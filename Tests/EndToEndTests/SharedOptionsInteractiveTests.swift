import Foundation
import LocPromptTestSupport
import Testing

/// `ui` reads the shared app options like `render` does (issue 18): `--app-name` renames an Info.plist's app,
/// and `--app-name NAME --purpose TEXT` describes one, on the alert the user sees.
@Suite(.serialized) struct SharedOptionsInteractiveTests {
    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("ui-rename")

    @Test("ui --app-name NAME --purpose TEXT --request when-in-use: the alert names the described app and quotes its purpose")
    func describedApp() throws {
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine("--os 17.4 --app-name 'Described App' --purpose 'A purpose typed on the command line.' --request when-in-use"))
        // Patterns the typed command line cannot match (it holds the name and the purpose too): the alert's title,
        // and the purpose as the alert wraps it at 100 columns, between the alert's borders.
        #expect(tmux.waitFor("Allow .Described App. to use"))
        #expect(tmux.waitFor("│ +A purpose typed on the +│"))
        #expect(tmux.waitFor("│ +command line\\. +│"))
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
    }

    @Test("ui --app PLIST --app-name NAME: the Info.plist's purpose under the new name")
    func renamedApp() throws {
        let plist = scratch.url.appendingPathComponent("Info.plist")
        let values: [String: Any] = ["CFBundleDisplayName": "Plist Name", "NSLocationWhenInUseUsageDescription": "From the Info.plist."]
        try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0).write(to: plist)
        guard let tmux = TmuxHarness() else { return }
        tmux.type(TmuxHarness.launchLine("--os 17.4 --app '\(plist.path)' --app-name Renamed --request when-in-use"))
        #expect(tmux.waitFor("Allow .Renamed. to use"))
        #expect(tmux.waitFor("From the Info.plist"))
        tmux.keys("q", literal: true)
        tmux.waitFor("EXIT=0")
    }
}
