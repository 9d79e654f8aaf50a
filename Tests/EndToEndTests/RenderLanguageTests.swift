import Foundation
import Testing

/// `locprompt render --language` run as a process (issue 13 §4).
@Suite struct RenderLanguageTests {
    static let fernweh = LocPromptBinary.root.appendingPathComponent("Assets/Apps/Fernweh").path

    @Test func germanJSONHasGermanButtonsWithConfidenceAndSources() throws {
        let result = try LocPromptBinary.run(["render", "--os", "17.4", "--prompt", "when-in-use", "--language", "de",
                                              "--format", "json", "--app", Self.fernweh])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["buttons"] as? [String] == ["Einmal erlauben", "Beim Verwenden der App erlauben", "Nicht erlauben"])
        // The app's purpose string comes from its de.lproj.
        #expect((object["message"] as? String)?.hasPrefix("Fernweh heftet die Fotos") == true)
        let language = try #require(object["language"] as? [String: Any])
        #expect(language["table"] as? String == "de")
        let strings = try #require(language["strings"] as? [[String: Any]])
        let allowOnce = try #require(strings.first { $0["english"] as? String == "Allow Once" })
        #expect(allowOnce["text"] as? String == "Einmal erlauben")
        #expect(allowOnce["confidence"] as? String == "H")
        #expect(allowOnce["sources"] as? [String] == ["S150", "S161"])
        // The title is German too, from DeviceAgent's simulator scans (S161).
        let title = try #require(strings.first { $0["role"] as? String == "title" })
        #expect(title["fallback"] as? Bool == false)
        #expect(title["confidence"] as? String == "M")
        #expect(title["sources"] as? [String] == ["S161"])
    }

    @Test func theAppsDevelopmentRegionServesALanguageItLacks() throws {
        // Fernweh has de, en, fr: a Japanese device gets Japanese system text and the English (development region) purpose.
        let result = try LocPromptBinary.run(["render", "--os", "10.3", "--prompt", "when-in-use", "--language", "ja",
                                              "--width", "120", "--app", Self.fernweh])
        #expect(result.status == 0)
        #expect(result.stdout.contains("“Fernweh”の使用中に位置情報の利用を許可しますか?"))
        #expect(result.stdout.contains("Fernweh pins the photos of your trip"))
        #expect(result.stderr.contains("uses the development region, en"))
    }

    @Test func aLanguageWithoutStringsSaysSo() throws {
        let result = try LocPromptBinary.run(["render", "--prompt", "when-in-use", "--language", "da", "--width", "120",
                                              "--app-name", "Kort", "--purpose", "Viser kortet."])
        #expect(result.status == 0)
        #expect(result.stdout.contains("note: no sourced system strings for da: the alert is shown in English"))
    }

    @Test func aBadLanguageTagIsRefused() throws {
        let result = try LocPromptBinary.run(["render", "--prompt", "when-in-use", "--language", "12",
                                              "--app-name", "X", "--purpose", "Y"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--language: “12” is not a language tag; write e.g. --language de"))
    }
}
