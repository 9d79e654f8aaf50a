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
        // DeviceAgent's simulator scans (S161) give the iOS 14+ title in German.
        #expect(content.title == "Darf „Where Am I?“ deinen Standort verwenden?")
        #expect(localization.pieces.first { $0.role == "title" }?.sources == ["S161"])
        #expect(localization.fallbackNote == nil)
        // The widget alert's title: German on iOS 14–17 (S161).
        let widget = try alert(.widget, os: OSVersion(17, 4), "de")
        #expect(widget.title == "Dürfen Widgets von „Where Am I?“ deinen Standort verwenden?")
    }

    @Test func theAppsNameGoesIntoATranslatedTitle() throws {
        let content = try alert(.whenInUse, os: OSVersion(10, 3), "ja")
        #expect(content.title == "“Where Am I?”の使用中に位置情報の利用を許可しますか?")
        #expect(content.buttons.map(\.label) == ["許可しない", "許可"])
        #expect(content.localization?.fallbackNote == nil)
    }

    @Test func aStringSourcedOnlyForOtherVersionsIsCarriedAsUnverified() throws {
        // 不允许 is sourced for iOS 8–12 and (Apple's iOS 15 strings, S171) 14–17 only; iOS 18 shows it as L, marked
        // unverified with why.
        let content = try alert(.whenInUse, os: OSVersion(18, 0), "zh-Hans")
        let dontAllow = try #require(content.localization?.pieces.first { $0.english == "Don’t Allow" })
        #expect(dontAllow.text == "不允许")
        #expect(dontAllow.carried && dontAllow.confidence == .low)
        #expect(content.unverified)
        #expect(content.caveats.contains { $0.contains("不允许") && $0.contains("iOS 8–10") })
        // Allow Once is sourced (S161): Chinese.
        #expect(content.buttons.map(\.label).contains("允许一次"))
    }

    @Test func aLowStringMakesTheAlertUnverified() throws {
        // The French Allow While Using App on iOS 18+ is L: the system's strings end at iOS 16 and Patrol differs.
        let content = try alert(.whenInUse, os: OSVersion(18, 0), "fr")
        #expect(content.confidence == .low && content.unverified)
        #expect(content.caveats.contains { $0.contains("Autoriser lorsque l’app est active") && $0.contains("Patrol") })
        let iOS17 = try alert(.whenInUse, os: OSVersion(17, 4), "fr")
        #expect(iOS17.buttons.map(\.label) == ["Autoriser une fois", "Autoriser lorsque l’app est active", "Ne pas autoriser"])
        #expect(iOS17.title == "Autoriser «\u{00A0}Where Am I?\u{00A0}» à utiliser votre position\u{00A0}?")
    }

    @Test func aSourcedStringLowersAnHAlertToItsOwnConfidence() throws {
        let english = try alert(.whenInUse, os: OSVersion(10, 3), "en")
        #expect(english.confidence == .high && english.localization == nil)
        let italian = try alert(.whenInUse, os: OSVersion(10, 3), "it")
        #expect(italian.confidence == .medium)
        #expect(italian.buttons.map(\.label) == ["Non consentire", "Consenti"])
    }

    @Test func aLanguageWithoutATableFallsBackToEnglishAndSaysSo() throws {
        let content = try alert(.whenInUse, os: OSVersion(17, 4), "da")
        let english = try alert(.whenInUse, os: OSVersion(17, 4), "en")
        #expect(content.title == english.title && content.buttons == english.buttons && content.confidence == english.confidence)
        let localization = try #require(content.localization)
        #expect(localization.localizationID == nil)
        #expect(localization.pieces.allSatisfy { $0.isFallback })
        #expect(localization.fallbackNote == "no sourced system strings for da: the alert is shown in English")
        #expect(AlertTextRenderer.render(content).contains("no sourced system strings for da"))
    }

    @Test func stringsNotSourcedInALanguageStayEnglishWithANote() throws {
        // No citable source gives the iOS 13.4+ “also use” title in Italian (DeviceAgent's scans cannot tell it from the
        // Always title there); its buttons are sourced (S171).
        let content = try alert(.upgrade, os: OSVersion(17, 4), "it")
        #expect(content.title == "Allow “Where Am I?” to also use your location even when you are not using the app?")
        #expect(content.buttons.map(\.label) == ["Lascia “Solo quando in uso”", "Passa a “Consenti sempre”"])
        #expect(content.localization?.fallbackNote == "no sourced Italian text for the title: shown in English")
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
        #expect(json.contains(#"{"role": "button 1", "english": "Allow Once", "text": "Einmal erlauben", "confidence": "H""#))
        #expect(json.contains(#""sources": ["S150", "S161"]"#))
        #expect(json.contains(#""fallbackNote": null"#))
        // English alerts are unchanged: no language object.
        let english = try alert(.whenInUse, os: OSVersion(17, 4), "en")
        #expect(!AlertJSON.object(english).contains("\"language\""))
    }
}
