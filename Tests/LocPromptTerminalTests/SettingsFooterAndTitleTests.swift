import Testing
import LocPromptCore
@testable import LocPromptTerminal

/// The app's Settings page shows the whole App explanation, wrapped like the alert's message, and a cut app name
/// ends with “…” (audit 24e D1, D8).
@Suite("Settings footer and title")
struct SettingsFooterAndTitleTests {
    static let size = Size(rows: 24, cols: 80)

    /// The model with `profile`'s When In Use alert answered Allow While Using App and its Settings page open.
    func settingsModel(_ profile: AppProfile, os: DeviceOS = Fixtures.ios18) -> FrontEndModel {
        var model = FrontEndModel(os: os, apps: [AppChoice(profile: profile, origin: "test")])
        for key: Key in [.char("l"), .char("w"), .char("2"), .char("S")] { model.handle(key) }
        return model
    }

    @Test("settings-app-explanation: a word too long for a line does not end the footer; every word and the closing quote are kept")
    func footerKeepsEveryWord() {
        let purpose = "Start https://example.com/a/very/long/path/without/any/spaces/at/all/index.html then the middle of "
            + "the text and the end. Pneumonoultramicroscopicsilicovolcanoconiosis-and-more-hyphenated-words then final sentence here."
        let model = settingsModel(AppProfile(displayName: "Long Word", usageDescriptions: [.whenInUse: purpose]))
        let page = model.state.settingsPage
        let footer = SettingsScreen.lines(page, state: model.state, cursor: 0, columns: 32)
            .filter { $0.row == nil }.map(\.text)
        let start = footer.firstIndex { $0.hasPrefix("App explanation: “") }
        let end = footer.firstIndex { $0.hasSuffix("here.”") }
        #expect(start != nil && end != nil, "\(footer)")
        if let start, let end {
            let joined = footer[start...end].joined(separator: " ")
            #expect(joined.contains("then final sentence here.”"))
            #expect(!joined.contains("…"), "the footer is not cut: \(joined)")
            #expect(footer[start...end].allSatisfy { DisplayWidth.of($0) <= 32 })
            // The same lines as the one shared wrapping routine gives the whole footer text.
            #expect(Array(footer[start...end]) == DisplayWidth.wrap("App explanation: “" + purpose + "”", columns: 32))
        }
    }

    @Test("a title too long for the page ends with “…”, as the home screen cuts the name")
    func titleEndsWithEllipsis() {
        let name = "Extraordinarily Long Application Name"
        let model = settingsModel(AppProfile(displayName: name, usageDescriptions: [.whenInUse: "To find you."]))
        let text = Fixtures.render(model, Self.size).text
        #expect(text.contains("Extraordinarily Long Applicatio…"), "\(text)")
        #expect(!text.contains("Extraordinarily Long Application "))
    }

    @Test("iOS 8–10: the app's section header cut to the page ends with “…”")
    func headerEndsWithEllipsis() throws {
        let name = "Extraordinarily Long Application Name"
        let os = try DeviceOS.resolve(platform: .iOS, versionText: "10.0").get()
        let model = settingsModel(AppProfile(displayName: name, usageDescriptions: [.whenInUse: "To find you."]), os: os)
        let headers = model.state.settingsPage.lines.compactMap { line -> String? in
            if case .header(let text) = line { return text } else { return nil }
        }
        let long = try #require(headers.first { DisplayWidth.of($0) > 32 }, "\(headers)")
        let lines = SettingsScreen.lines(model.state.settingsPage, state: model.state, cursor: 0, columns: 32)
        let drawn = try #require(lines.first { $0.text.hasPrefix(String(long.prefix(10))) })
        #expect(drawn.text.hasSuffix("…") && DisplayWidth.of(drawn.text) == 32, "\(drawn.text)")
    }
}
