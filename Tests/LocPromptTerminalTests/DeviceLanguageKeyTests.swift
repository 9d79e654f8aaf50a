import LocPromptCore
@testable import LocPromptTerminal
import Testing

@Suite("The L key sets the device language (issue 13 §4)")
struct DeviceLanguageKeyTests {
    @Test("L cycles the language; the alert on screen is reworded and the authorization state stays")
    func cyclesAndRewords() throws {
        var model = Fixtures.model()
        model.handle(.char("l"))
        model.handle(.char("w"))
        let before = model.state
        #expect(model.state.os.language.isEnglish)
        model.handle(.char("L"))
        #expect(model.state.os.language.code == "de")
        #expect(model.state.alert == before.alert && model.state.authorization == before.authorization)
        let content = try #require(model.alertContent)
        #expect(content.buttons.map(\.label) == ["Einmal erlauben", "Beim Verwenden der App erlauben", "Nicht erlauben"])
        #expect(model.log.contains { $0.text.hasPrefix("device language: de") })
        // The title is German too (S161, sourced up to iOS 17 and carried to 18 as unverified): nothing is English.
        #expect(content.title.hasPrefix("Darf „"))
        #expect(!model.log.contains { $0.text.hasPrefix("note: no sourced German text") })
        // The alert box shows the language on its border, and the Precise switch in German.
        let box = AlertBox(content: content, focus: 0)
        #expect(box.languageTag == "de")
        #expect(box.preciseLabels[true] == "Genau: Ein")
        // A full cycle comes back to English.
        for _ in 1..<DeviceLanguage.cycle.count { model.handle(.char("L")) }
        #expect(model.state.os.language.isEnglish)
        #expect(model.alertContent?.buttons.first?.label == "Allow Once")
    }

    @Test("The alert on screen is drawn in the device language, with the language on its border")
    func drawnInGerman() {
        var model = Fixtures.model()
        for key: Key in [.char("L"), .char("l"), .char("w")] { model.handle(key) }
        let screen = Fixtures.render(model, Size(rows: 24, cols: 80)).text
        #expect(screen.contains("Einmal erlauben"))
        #expect(screen.contains("Genau: Ein ●"))
        #expect(screen.contains("Darf „"))
        #expect(!screen.contains("partly English"))
    }

    @Test("Switching the OS keeps the chosen language")
    func resetKeepsLanguage() {
        var model = Fixtures.model()
        model.handle(.char("L"))
        model.handle(.char("O"))
        #expect(model.state.os.language.code == "de")
    }
}
