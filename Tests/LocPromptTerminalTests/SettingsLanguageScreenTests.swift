import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// The Settings screen on a German and a Japanese device (session 26): the engine words the page
/// (`DeviceOS.settingsWord`) and the screen draws it as given; the log says what stays English or is unverified.
@Suite("Settings screen in the device language")
struct SettingsLanguageScreenTests {
    static func model(_ tag: String, _ version: String) -> FrontEndModel {
        let os = try! DeviceOS.resolve(platform: .iOS, versionText: version).get().speaking(DeviceLanguage(tag)!)
        var model = Fixtures.model(os: os)
        for key: Key in [.char("l"), .char("w"), .char("2"), .char("S")] { model.handle(key) }
        return model
    }

    @Test("German iOS 15: ‹ Ortungsdienste, Nie, Datenschutz › Ortungsdienste; the rest English", arguments: Fixtures.sizes)
    func german(size: Size) {
        let model = Self.model("de", "15.4")
        let text = Fixtures.render(model, size).text
        #expect(text.contains("‹ Ortungsdienste") && text.contains("Nie"))
        Golden.check(Fixtures.name("settings-de-ios15", size), Fixtures.render(model, size))
    }

    @Test("Japanese iOS 15: ‹ 位置情報サービス and the list's title; the rows stay English (no Apple source)", arguments: Fixtures.sizes)
    func japanese(size: Size) {
        var model = Self.model("ja", "15.4")
        model.settingsBack()
        let text = Fixtures.render(model, size).text
        #expect(text.contains("位置情報サービス"))
        Golden.check(Fixtures.name("settings-ja-ios15-list", size), Fixtures.render(model, size))
    }

    @Test("opening Settings on a German device logs what is English and what is unverified")
    func logNote() {
        let model = Self.model("de", "18.0")
        let note = model.log.first { $0.text.hasPrefix("Settings in German") }
        #expect(note != nil)
        // „Nie“ is sourced up to iOS 15 (Apple's Personal Safety guide) and carried to 18 as L.
        #expect(note?.text.contains("unverified (L): “Nie” for “Never”") == true)
        #expect(!Self.model("en", "18.0").log.contains { $0.text.hasPrefix("Settings in") })
    }
}
