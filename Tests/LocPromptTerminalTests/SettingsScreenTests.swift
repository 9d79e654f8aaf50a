import Testing
import LocPromptCore
@testable import LocPromptTerminal

/// The Settings screen draws the page the engine derives (`EngineState.settingsPage`) and decides nothing:
/// keys and clicks reach every row, also once the page scrolls (audit 14: D1, D2, D3, D5, D11).
@Suite("Settings screen")
struct SettingsScreenTests {
    static let small = Size(rows: 24, cols: 80)

    /// The screen row and column where `text` is drawn on the phone's screen, or nil.
    func row(of text: String, in model: FrontEndModel) -> (row: Int, col: Int)? {
        let phone = Layout(model.size).deviceScreen
        let lines = Fixtures.render(model, model.size).text.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            let inside = String(line.dropFirst(phone.col).prefix(phone.cols))
            if let range = inside.range(of: text) {
                return (index, phone.col + inside.distance(from: inside.startIndex, to: range.lowerBound))
            }
        }
        return nil
    }

    func askedModel(os: DeviceOS = Fixtures.ios18) -> FrontEndModel {
        var model = Fixtures.model(os: os)
        for key: Key in [.char("l"), .char("w"), .char("2"), .char("S")] { model.handle(key) }
        return model
    }

    @Test("the rows are the engine's page, in its order; Precise goes when Never is chosen (settings-precise-hidden-when-never)")
    func rowsAreThePage() {
        var model = askedModel()
        #expect(model.settingsRows == model.state.settingsPage.rows)
        #expect(model.settingsRows.first == .choice(.never))
        model.handle(.enter)  // Never
        #expect(model.state.settingsChoice == .never)
        #expect(!model.settingsRows.contains(.precise))
        #expect(model.settingsRows[model.settingsCursor] == .choice(.never), "the highlight stays on the row chosen")
        #expect(!Fixtures.render(model, Self.small).text.contains("Precise Location"))
    }

    @Test("a click reaches a row below the first screenful once the page scrolls to it")
    func clickAfterScrolling() throws {
        var model = askedModel()
        for _ in 0..<20 { model.handle(.down) }
        let reset = try #require(row(of: "Reset Location & Privacy", in: model))
        let restricted = try #require(row(of: "Restricted ", in: model))
        model.handle(.click(row: restricted.row, col: restricted.col))
        #expect(model.state.restricted)
        // The page did not move: the row is where it was.
        #expect(row(of: "Reset Location & Privacy", in: model)?.row == reset.row)
        model.handle(.click(row: reset.row, col: reset.col))
        // The reset asks first (audit 14 F8); its first button confirms.
        #expect(model.confirmation == .resetLocationAndPrivacy)
        #expect(model.state.isListedInSettings)
        model.handle(.char("1"))
        #expect(model.state.authorization == .notDetermined && !model.state.isListedInSettings)
        // The page is now Location Services without the app; the highlight stays on Reset.
        #expect(model.settingsRows[model.settingsCursor] == .reset)
    }

    @Test("settings-macos-app-checkbox, settings-macos-app-switch: on the Mac one row per app, a switch from macOS 13 and a checkbox on 12, toggled by Enter and by a click; no Precise, Screen Time or Reset row")
    func macCheckbox() throws {
        var model = askedModel(os: DeviceOS(band: OSBand.newest(for: .macOS)))
        // On the Mac the request was made by a service start: `w` asks too (macOS treats it as When In Use ≡ Always).
        // Session 26: the newest macOS drew a checkbox; from macOS 13 the engine gives the row a switch.
        #expect(model.settingsRows == [.locationServices, .macApp(.toggleSwitch)])
        #expect(model.state.settingsChoice == .always)
        let text = Fixtures.render(model, Self.small).text
        #expect(!text.contains("[✓]") && !text.contains("[ ]") && text.contains("‹ Privacy & Security"))
        let on = try #require(row(of: "Where Am I?", in: model))
        let line = Fixtures.render(model, Self.small).line(on.row)
        #expect(line.contains("On ●"), "the switch at the row's right edge: \(line)")
        #expect(!text.contains("Precise Location") && !text.contains("Screen Time") && !text.contains("Reset Location"))
        model.handle(.down)
        model.handle(.enter)
        #expect(model.state.status == .denied)
        #expect(Fixtures.render(model, Self.small).line(on.row).contains("Off ○"))
        model.handle(.click(row: on.row, col: on.col))
        #expect(model.state.status == .authorizedAlways)
        var old = askedModel(os: try DeviceOS.resolve(platform: .macOS, versionText: "12.0").get())
        #expect(old.settingsRows == [.locationServices, .macApp(.checkbox)])
        #expect(Fixtures.render(old, Self.small).text.contains("[✓] Where Am I?"))
        old.handle(.down)
        old.handle(.enter)
        let box = try #require(row(of: "[ ] Where Am I?", in: old))
        old.handle(.click(row: box.row, col: box.col))
        #expect(old.state.status == .authorizedAlways)
        old.handle(.escape)
        old.handle(.char("S"))
        #expect(Fixtures.render(old, Self.small).text.contains("‹ Security & Privacy"))
    }

    @Test("restricted (audit 17 R3): the page says the choices cannot be changed, draws them dimmed, and Enter on one is refused by the engine")
    func restrictedRowsLocked() throws {
        var model = askedModel()
        #expect(!Fixtures.render(model, Self.small).text.contains("cannot be changed"))
        model.send(.settings(.restricted(true)))
        let text = Fixtures.render(model, Self.small).text
        #expect(text.contains("Restricted (Screen Time): these"), "\(text)")
        // The checked row keeps its mark (the stored answer), drawn dimmed like every locked choice.
        let page = model.state.settingsPage
        let lines = SettingsScreen.lines(page, state: model.state, cursor: -1, columns: 32)
        let choices = lines.filter { line in line.row.map { if case .choice = page.rows[$0] { true } else { false } } ?? false }
        #expect(choices.count == 4 && choices.allSatisfy { $0.style == .dim }, "\(choices.map(\.style))")
        #expect(choices.contains { $0.text.hasPrefix("✓ While Using the App") })
        let note = try #require(lines.first { $0.text.hasPrefix("Restricted (Screen Time)") })
        #expect(note.style == .warn && note.row == nil)
        // The switches the engine still accepts are drawn as before.
        let choiceRows = Set(choices.compactMap(\.row))
        let others = lines.filter { line in line.row.map { !choiceRows.contains($0) } ?? false }
        #expect(!others.isEmpty && others.allSatisfy { $0.style == .normal })
        // The highlighted locked row is still shown as the cursor, and choosing it changes nothing.
        model.settingsCursor = 0
        #expect(SettingsScreen.lines(page, state: model.state, cursor: 0, columns: 32).first { $0.row == 0 }?.style == .focus)
        model.handle(.enter)
        #expect(model.state.status == .restricted && model.state.settingsChoice == .whileUsing)
    }

    @Test("The Turn On Location Services alert's Settings button opens Settings on the global switch")
    func settingsButtonLandsOnTheSwitch() {
        var model = askedModel()
        model.handle(.escape)
        model.send(.settings(.locationServices(false)))
        model.handle(.char("u"))
        #expect(model.state.alert?.kind == .locationServicesOff)
        let position = model.alertContent?.buttons.firstIndex { $0.answer == .openSettings } ?? 0
        #expect(model.state.lifecycle == .foreground)
        model.tap(position: position)
        #expect(model.settingsOpen)
        #expect(model.settingsRows[model.settingsCursor] == .locationServices)
        // The button took the person out of the app (rule services-off-alert); leaving Settings brings it back.
        #expect(model.state.lifecycle == .background)
        model.handle(.escape)
        #expect(!model.settingsOpen)
        #expect(model.state.lifecycle == .foreground)
    }

    @Test("settings-app-explanation: a 200,000-character purpose is cut (by the engine), neutralised and wrapped whole")
    func longExplanation() throws {
        let purpose = "\u{1B}]0;title\u{07}" + String(repeating: "far away ", count: 22_223)
        let app = AppChoice(profile: AppProfile(displayName: "Long", bundleIdentifier: "com.example.long",
                                                usageDescriptions: [.whenInUse: purpose]), origin: "test")
        var model = FrontEndModel(os: Fixtures.ios18, apps: [app])
        for key: Key in [.char("l"), .char("w"), .char("2"), .char("S")] { model.handle(key) }
        let text = Fixtures.render(model, Self.small).text
        #expect(text.contains("App explanation: “"))
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        // The footer is wrapped whole (audit 24e D1), so it ends with the engine's cut (“…”) and the closing
        // quote, and the page scrolls down to the Precise Location row below it.
        let lines = SettingsScreen.lines(model.state.settingsPage, state: model.state, cursor: 0, columns: 32)
        #expect(lines.contains { $0.text.hasSuffix("…”") })
        let precise = try #require(model.settingsRows.firstIndex(of: .precise))
        while model.settingsCursor < precise { model.handle(.down) }
        #expect(Fixtures.render(model, Self.small).text.contains("Precise Location"))
    }

    @Test("Reset Location & Privacy asks first, by key and by click, with Cancel highlighted; Cancel changes nothing (audit 14 F8)")
    func resetAsksFirst() throws {
        var model = askedModel()
        let before = model.state
        model.handle(.end)
        #expect(model.settingsRows[model.settingsCursor] == .reset)
        model.handle(.enter)
        #expect(model.confirmation == .resetLocationAndPrivacy)
        #expect(model.confirmFocus == 1, "Cancel is the default")
        #expect(Fixtures.render(model, Self.small).text.contains("Cancel"))
        model.handle(.enter)  // Cancel
        #expect(model.confirmation == nil)
        #expect(model.state == before, "Cancel reset something")
        #expect(model.log.last?.text.contains("cancelled") == true)
        model.handle(.enter)
        model.handle(.escape)
        #expect(model.state == before)
        // Confirming by a click on its button.
        model.handle(.enter)
        let layout = Layout(model.size), phone = layout.deviceScreen
        let cells = (phone.row..<phone.bottom).flatMap { r in (phone.col..<phone.right).map { (row: r, col: $0) } }
        let button = try #require(cells.first {
            layout.confirmationButton(at: $0.row, col: $0.col, .resetLocationAndPrivacy) == 0
        })
        model.handle(.click(row: button.row, col: button.col))
        #expect(model.confirmation == nil)
        #expect(!model.state.isListedInSettings && model.state.authorization == .notDetermined)
    }

    @Test("Home and End go to the first and last row of the page (audit 14 F8)")
    func homeAndEnd() {
        var model = askedModel()
        let rows = model.settingsRows
        model.handle(.end)
        #expect(model.settingsCursor == rows.count - 1)
        model.handle(.home)
        #expect(model.settingsCursor == 0)
        #expect(model.settingsOpen)
    }

    @Test("a click on the back label goes back (the app's page to the list, the list out of Settings, as Esc does); a click elsewhere on its line does not (audit 14 F8, audit 24e friction 3)")
    func backLabelClick() throws {
        var model = askedModel()
        let back = try #require(row(of: "‹ " + model.settingsPage.back, in: model))
        let phone = Layout(model.size).deviceScreen
        model.handle(.click(row: back.row, col: phone.right - 2))
        #expect(model.settingsOpen, "a click right of the label closed Settings")
        model.handle(.click(row: back.row, col: back.col + 3))
        #expect(model.settingsOpen && model.settingsPage.kind == .appList)
        let listBack = try #require(row(of: "‹ " + model.settingsPage.back, in: model))
        model.handle(.click(row: listBack.row, col: listBack.col + 3))
        #expect(!model.settingsOpen)
    }
}
