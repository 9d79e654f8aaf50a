import Testing
import LocPromptCore
@testable import LocPromptTerminal

/// The Location Services list (iOS 13+, the app listed; audit 24e friction 3): the app's row with its choice and
/// arrow, the arrows' legend, and the way between the list and the app's page (rule settings-list-arrow).
@Suite("Settings › Location Services list screen")
struct SettingsListScreenTests {
    func askedModel() -> FrontEndModel {
        var model = Fixtures.model()
        model.size = Size(rows: 40, cols: 120)
        for key: Key in [.char("l"), .char("w"), .char("2"), .char("S")] { model.handle(key) }
        return model
    }

    func screenLines(_ model: FrontEndModel) -> [String] {
        Fixtures.render(model, model.size).text.components(separatedBy: "\n")
    }

    @Test("S opens the app's page; ← goes back to the list on the app's row; Enter opens the app's page; Esc from the list returns to the app")
    func navigation() {
        var model = askedModel()
        #expect(model.settingsPage.kind == .appPage)
        model.handle(.left)
        #expect(model.settingsOpen && model.settingsPage.kind == .appList)
        #expect(model.settingsRows[model.settingsCursor] == .app, "back on the list, the app's row is highlighted")
        model.handle(.enter)
        #expect(model.settingsPage.kind == .appPage && model.settingsCursor == 0)
        model.handle(.backspace)
        #expect(model.settingsPage.kind == .appList)
        model.handle(.escape)
        #expect(!model.settingsOpen)
        #expect(model.state.lifecycle == .foreground, "back to the app")
        model.handle(.char("S"))
        #expect(model.settingsPage.kind == .appPage, "S opens the app's page again, as before")
    }

    @Test("the list draws the switch, the app's row with its choice, and the legend of the three arrows")
    func listDrawn() {
        var model = askedModel()
        model.handle(.left)
        let text = screenLines(model).joined(separator: "\n")
        #expect(text.contains("‹ Privacy & Security"))
        #expect(text.contains("Location Services"))
        #expect(screenLines(model).contains { $0.contains("│ Where Am I?      While Using the App › │") })
        #expect(text.contains("➢ might receive your"))
        #expect(text.contains("➤ recently used your location"))
        #expect(text.contains("➤ used your location in the"))
    }

    @Test("the app's arrow: purple right after a delivery (drawn in purple), none before anything was delivered")
    func arrowDrawn() throws {
        var model = askedModel()
        model.handle(.left)
        model.handle(.up)  // off the app's row: the arrow keeps its colour
        let before = screenLines(model)
        let rowBefore = try #require(before.firstIndex { $0.contains("While Using the App ›") })
        #expect(!before[rowBefore].contains("➤") && !before[rowBefore].contains("➢"))
        // Back in the app, a location is delivered; then the list again.
        model.handle(.escape)
        model.send(.app(.startUpdatingLocation))
        #expect(model.state.lastDelivery != nil)
        model.handle(.char("S"))
        model.handle(.left)
        model.handle(.up)
        #expect(model.state.settingsListArrow == .purple)
        let canvas = Fixtures.render(model, model.size)
        let lines = canvas.text.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("While Using the App ›") })
        let arrowAt = try #require(lines[row].firstIndex(of: "➤"))
        let column = lines[row].distance(from: lines[row].startIndex, to: arrowAt)
        let mask = Array(canvas.styleMask.components(separatedBy: "\n")[row])
        #expect(mask.indices.contains(column) && mask[column] == "P")
    }
}
