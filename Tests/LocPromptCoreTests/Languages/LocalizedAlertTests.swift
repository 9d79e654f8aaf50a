import Testing
@testable import LocPromptCore

/// Alerts worded in the device language: sourced strings, what is carried, what falls back to English.
@Suite struct LocalizedAlertTests {
    func alert(_ kind: PromptKind, os version: OSVersion, _ tag: String) throws -> AlertContent {
        let os = try DeviceOS.resolve(platform: .iOS, version: version).get().speaking(try #require(DeviceLanguage(tag)))
        return try PromptCatalog.content(kind: kind, os: os, app: CatalogFixtures.app).get()
    }

    @Test func germanButtonsOnIOS17() throws {
        let content = try alert(.whenInUse, os: OSVersion(17, 4), "de")
        #expect(content.buttons.map(\.label) == ["Einmal erlauben", "Beim Verwenden der App erlauben", "Nicht erlauben"])
        #expect(content.buttons.map(\.answer) == [.allowOnce, .allowWhileUsingApp, .dontAllow])
        let localization = try #require(content.localization)
        #expect(localization.localizationID == "de")
        #expect(content.text(of: .preciseSwitch(on: true)) == "Genau: Ein")
        #expect(content.text(of: .preciseSwitch(on: false)) == "Genau: Aus")
        // No source gives the iOS 14+ title in German: it stays English, and the alert says so.
        #expect(content.title == "Allow “Where Am I?” to use your location?")
        #expect(localization.pieces.first { $0.role == "title" }?.isFallback == true)
        #expect(localization.fallbackNote == "no sourced German text for the title: shown in English")
    }

    @Test func theAppsNameGoesIntoATranslatedTitle() throws {
        let content = try alert(.whenInUse, os: OSVersion(10, 3), "ja")
        #expect(content.title == "“Where Am I?”の使用中に位置情報の利用を許可しますか?")
        #expect(content.buttons.map(\.label) == ["許可しない", "許可"])
        #expect(content.localization?.fallbackNote == nil)
    }

    @Test func aStringSourcedOnlyForOtherVersionsIsCarriedAsUnverified() throws {
        // 不允许 is sourced for iOS 10 only; iOS 17 shows it as L, marked unverified with why.
        let content = try alert(.whenInUse, os: OSVersion(17, 4), "zh-Hans")
        let dontAllow = try #require(content.localization?.pieces.first { $0.english == "Don’t Allow" })
        #expect(dontAllow.text == "不允许")
        #expect(dontAllow.carried && dontAllow.confidence == .low)
        #expect(content.unverified)
        #expect(content.caveats.contains { $0.contains("不允许") && $0.contains("iOS 8–10") })
        // Allow Once has no Chinese source at all: English.
        #expect(content.buttons.map(\.label).contains("Allow Once"))
    }

    @Test func aLowStringMakesTheAlertUnverified() throws {
        // The French Allow While Using App is disputed (L).
        let content = try alert(.whenInUse, os: OSVersion(17, 4), "fr")
        #expect(content.confidence == .low && content.unverified)
        #expect(content.caveats.contains { $0.contains("Autoriser pendant l'utilisation de l'app") && $0.contains("disputed") })
    }

    @Test func aSourcedStringLowersAnHAlertToItsOwnConfidence() throws {
        let english = try alert(.whenInUse, os: OSVersion(10, 3), "en")
        #expect(english.confidence == .high && english.localization == nil)
        let italian = try alert(.whenInUse, os: OSVersion(10, 3), "it")
        #expect(italian.confidence == .medium)
        #expect(italian.buttons.map(\.label) == ["Non consentire", "Consenti"])
    }

    @Test func aLanguageWithoutATableFallsBackToEnglishAndSaysSo() throws {
        let content = try alert(.whenInUse, os: OSVersion(17, 4), "sv")
        let english = try alert(.whenInUse, os: OSVersion(17, 4), "en")
        #expect(content.title == english.title && content.buttons == english.buttons && content.confidence == english.confidence)
        let localization = try #require(content.localization)
        #expect(localization.localizationID == nil)
        #expect(localization.pieces.allSatisfy { $0.isFallback })
        #expect(localization.fallbackNote == "no sourced system strings for sv: the alert is shown in English")
        #expect(AlertTextRenderer.render(content).contains("no sourced system strings for sv"))
    }

    @Test func stringsNotSourcedInALanguageStayEnglishWithANote() throws {
        // No source gives the upgrade buttons in Korean.
        let content = try alert(.upgrade, os: OSVersion(17, 4), "ko")
        #expect(content.buttons.map(\.label) == ["Keep Only While Using", "Change to Always Allow"])
        let note = try #require(content.localization?.fallbackNote)
        #expect(note.contains("“Keep Only While Using”") && note.contains("“Change to Always Allow”"))
    }

    @Test func otherPlatformsStayEnglish() throws {
        let os = DeviceOS.newest(.macOS).speaking(try #require(DeviceLanguage("de")))
        let content = try PromptCatalog.content(kind: .whenInUse, os: os, app: CatalogFixtures.app).get()
        #expect(content.localization?.pieces.allSatisfy { $0.isFallback } == true)
    }

    @Test func tapsAcceptTheLocalizedLabel() throws {
        let content = try alert(.whenInUse, os: OSVersion(17, 4), "ko")
        #expect(content.button(labelled: "한 번 허용")?.answer == .allowOnce)
        #expect(content.button(labelled: "Allow Once") == nil)
    }

    @Test func jsonListsEveryStringWithItsConfidenceAndSources() throws {
        let content = try alert(.whenInUse, os: OSVersion(17, 4), "de")
        let json = AlertJSON.object(content)
        #expect(json.contains(#""buttons": ["Einmal erlauben", "Beim Verwenden der App erlauben", "Nicht erlauben"]"#))
        #expect(json.contains(#"{"role": "button 1", "english": "Allow Once", "text": "Einmal erlauben", "confidence": "M""#))
        #expect(json.contains(#""sources": ["S150"]"#))
        #expect(json.contains(#""fallbackNote": "no sourced German text for the title: shown in English""#))
        // English alerts are unchanged: no language object.
        let english = try alert(.whenInUse, os: OSVersion(17, 4), "en")
        #expect(!AlertJSON.object(english).contains("\"language\""))
    }
}
