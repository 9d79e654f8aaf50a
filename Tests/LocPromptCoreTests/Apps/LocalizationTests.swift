import Foundation
import LocPromptTestSupport
import Testing
@testable import LocPromptCore

/// Which InfoPlist.strings a device would use, and what it overrides.
@Suite struct LocalizationTests {
    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("localization")

    let fernweh = AppTestSupport.sample("Fernweh")

    @Test func findsEveryLanguageOfTheFolderApp() throws {
        let app = try AppTestSupport.load(fernweh)
        #expect(app.infoPlistPath.hasSuffix("Fernweh/Info.plist"))
        #expect(app.folderPath == fernweh)
        #expect(app.availableLanguages == ["de", "en", "fr"])
        #expect(app.developmentRegion == "en")
    }

    @Test func explicitLanguageWins() throws {
        let app = try AppTestSupport.load(fernweh, language: "fr", environment: ["LANG": "de_DE.UTF-8"])
        #expect(app.language == "fr")
        #expect(app.languageSource == .explicit)
        #expect(app.profile.displayName == "Envie d’ailleurs")
        #expect(app.nameSource == .localizedDisplayName)
        #expect(app.profile.purpose(.whenInUse)?.hasPrefix("Envie d’ailleurs épingle") == true)
        // The `\n` escape in the strings file is a newline in the purpose string.
        #expect(app.profile.purpose(.alwaysAndWhenInUse) == "Avec « Toujours », votre carnet de voyage se remplit\nmême quand l’app est fermée.")
    }

    @Test func environmentLanguageIsUsedWhenNoneIsGiven() throws {
        // de.lproj is UTF-16 with escaped quotes.
        let app = try AppTestSupport.load(fernweh, environment: ["LANG": "de_AT.UTF-8"])
        #expect(app.language == "de")
        #expect(app.languageSource == .environment)
        #expect(app.profile.purpose(.alwaysAndWhenInUse) == "Mit \"Immer\" füllt Fernweh dein Reisetagebuch, auch wenn die App geschlossen ist.")
    }

    @Test func environmentPrecedence() {
        #expect(AppLocalization.preferredLanguages(environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": "de_DE.UTF-8"]) == ["de-DE"])
        #expect(AppLocalization.preferredLanguages(environment: ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "ja_JP"]) == ["ja-JP"])
        #expect(AppLocalization.preferredLanguages(environment: ["LANGUAGE": "pt_BR:fr", "LANG": "en_US.UTF-8"]) == ["pt-BR", "fr", "en-US"])
        #expect(AppLocalization.preferredLanguages(environment: ["LANG": "C.UTF-8"]).isEmpty)
        #expect(AppLocalization.preferredLanguages(environment: ["LANG": "POSIX"]).isEmpty)
        #expect(AppLocalization.normalize("sr_RS.UTF-8@latin") == "sr-RS")
    }

    @Test func matchingPrefersTheExactRegionThenTheLanguage() {
        #expect(AppLocalization.match("pt-BR", in: ["pt", "pt-BR", "pt_PT"]) == "pt-BR")
        #expect(AppLocalization.match("pt-PT", in: ["pt", "pt-BR", "pt_PT"]) == "pt_PT")
        #expect(AppLocalization.match("fr-CA", in: ["de", "fr"]) == "fr")
        #expect(AppLocalization.match("fr", in: ["de", "fr-CA"]) == "fr-CA")
        #expect(AppLocalization.match("fr", in: ["English", "French"]) == "French")
        #expect(AppLocalization.match("ja", in: ["de", "fr"]) == nil)
    }

    @Test func unknownLanguageFallsBackToTheDevelopmentRegion() throws {
        let app = try AppTestSupport.load(fernweh, environment: ["LANG": "ja_JP.UTF-8"])
        #expect(app.language == "en")
        #expect(app.languageSource == .developmentRegion)
        #expect(app.profile.displayName == "Fernweh")
        let explicit = try AppTestSupport.load(fernweh, language: "ja")
        #expect(explicit.language == "en")
        #expect(explicit.notes.contains { $0.contains("no ja localization") && $0.contains("development region, en") })
        let none = try AppTestSupport.load(fernweh, environment: [:])
        #expect(none.language == "en")
        #expect(none.languageSource == .developmentRegion)
    }

    @Test func noLocalizationUsesTheInfoPlistText() throws {
        let app = try AppTestSupport.load(AppTestSupport.sample("WhereAmI.plist"), language: "fr")
        #expect(app.language == nil)
        #expect(app.languageSource == .none)
        #expect(app.profile.displayName == "Where Am I?")
        #expect(app.notes.contains { $0.contains("no fr localization") && $0.contains("Info.plist's own text") })
        // The development region's language needs no .lproj: the Info.plist is written in it, so no note.
        for language in ["en", "en-GB", "EN_us"] {
            let english = try AppTestSupport.load(AppTestSupport.sample("WhereAmI.plist"), language: language)
            #expect(english.language == nil)
            #expect(!english.notes.contains { $0.contains("localization") }, "\(language): \(english.notes)")
        }
    }

    @Test func realLocalizedDisplayNameOverridesTheBuildVariable() throws {
        // OwnTracks' de.lproj names the app "Sauron"; the Info.plist only has ${PRODUCT_NAME}.
        let path = AppTestSupport.fixture("owntracks__ios/OwnTracks/OwnTracks/OwnTracks-Info.plist")
        let german = try AppTestSupport.load(path, language: "de")
        #expect(german.profile.displayName == "Sauron")
        #expect(german.nameSource == .localizedDisplayName)
        #expect(german.profile.purpose(.always)?.hasPrefix("Ihre Position wird verwendet") == true)
        // The translation of keys the Info.plist lacks does not add them (decision, reported as a finding).
        #expect(!german.profile.has(.whenInUse))
        #expect(german.findings.contains { $0.code == .localizedOnly && $0.key == UsageKey.whenInUse.key })
        let english = try AppTestSupport.load(path, environment: ["LANG": "en_GB.UTF-8"])
        #expect(english.profile.displayName == "OwnTracks")
        #expect(english.language == nil)
    }

    @Test func stringsInASiblingFolderAreFound() throws {
        // Organic Maps keeps its lproj folders in LocalizedStrings/ next to OMaps.plist.
        let path = AppTestSupport.fixture("organicmaps__organicmaps/iphone/Maps/OMaps.plist")
        let japanese = try AppTestSupport.load(path, language: "ja")
        #expect(japanese.availableLanguages == ["de", "fr", "ja"])
        #expect(japanese.profile.purpose(.whenInUse) == "位置情報の取得は、ナビゲーションと最近移動したトラックの保存に使用されます。")
        let french = try AppTestSupport.load(path, language: "fr_FR")
        #expect(french.profile.purpose(.whenInUse)?.hasPrefix("La définition de lemplacement") == true)
    }

    @Test func temporaryPurposeStringsAreLocalizedByPurposeKey() throws {
        let path = AppTestSupport.fixture("home-assistant__iOS/Sources/App/Resources/Info.plist")
        let english = try AppTestSupport.load(path)
        #expect(english.profile.temporaryUsageDescriptions["TemporaryFullAccuracyReasonManualUpdate"] == "[localized in strings file]")
        let german = try AppTestSupport.load(path, language: "de")
        #expect(german.profile.temporaryUsageDescriptions["TemporaryFullAccuracyReasonManualUpdate"]
                == "Erlaube genauen Zugriff auf deinen Standort, um Device Tracker zu verwenden.")
    }

    /// `check` reports an empty purpose string in any localization, not only in the Info.plist (issue 16).
    @Test func emptyTranslationsOfPurposeStringsAreReported() throws {
        let folder = scratch.subfolder()
        let info = try PropertyListSerialization.data(fromPropertyList: [
            "CFBundleDisplayName": "Leer", "CFBundleDevelopmentRegion": "en",
            "NSLocationWhenInUseUsageDescription": "Shows you on the map.",
            "NSLocationTemporaryUsageDescriptionDictionary": ["Navigation": "Turn by turn."],
        ] as [String: Any], format: .xml, options: 0)
        let plist = AppTestSupport.write(info, to: folder, "Leer/Info.plist")
        AppTestSupport.write(Data("\"NSLocationWhenInUseUsageDescription\" = \"Zeigt dich auf der Karte.\";\n".utf8), to: folder, "Leer/de.lproj/InfoPlist.strings")
        AppTestSupport.write(Data("\"NSLocationWhenInUseUsageDescription\" = \"  \";\n\"Navigation\" = \"\";\n".utf8), to: folder, "Leer/fr.lproj/InfoPlist.strings")
        let app = try AppTestSupport.load(plist)
        let empty = app.findings.filter { $0.code == .emptyPurpose }
        #expect(empty.map(\.key).sorted() == ["NSLocationWhenInUseUsageDescription", "Navigation"])
        #expect(empty.allSatisfy { $0.file.hasSuffix("fr.lproj/InfoPlist.strings") && $0.message.hasPrefix("fr.lproj gives") })
        #expect(empty.allSatisfy { $0.severity == .warning })
        // The Info.plist's own text is not empty and the German one is fine: nothing else is reported as empty.
        #expect(!app.findings.contains { $0.code == .emptyPurpose && $0.file.hasSuffix("Info.plist") })
    }

    @Test func builtBundleStringsInBinaryFormAreRead() throws {
        let folder = scratch.subfolder()
        let info = try PropertyListSerialization.data(fromPropertyList: [
            "CFBundleDisplayName": "Built", "CFBundleDevelopmentRegion": "en",
            "NSLocationWhenInUseUsageDescription": "English text",
        ], format: .binary, options: 0)
        AppTestSupport.write(info, to: folder, "Built.app/Info.plist")
        let strings = try PropertyListSerialization.data(fromPropertyList: ["NSLocationWhenInUseUsageDescription": "Texte français"],
                                                         format: .binary, options: 0)
        AppTestSupport.write(strings, to: folder, "Built.app/fr.lproj/InfoPlist.strings")
        let app = try AppTestSupport.load(folder.appendingPathComponent("Built.app").path, language: "fr")
        #expect(app.profile.purpose(.whenInUse) == "Texte français")
    }
}
