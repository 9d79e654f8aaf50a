import Testing
@testable import LocPromptCore

/// The session-15 catalog audit (findings F1–F9): texts the sources give that the catalog showed in English, with the
/// wrong spaces, in the wrong register or carried from another version. Each expectation is the exact string of the
/// cited source (AutoMate's lists S152/S153, DeviceAgent's scans S161), so each failed on the old tables.
@Suite struct Audit15CatalogTextTests {
    func alert(_ kind: PromptKind, os version: OSVersion, _ tag: String) throws -> AlertContent {
        try CatalogFixtures.alert(kind, os: version, tag)
    }

    func piece(_ content: AlertContent, _ role: String) throws -> LocalizedPiece { try CatalogFixtures.piece(content, role) }

    static let app = "Where Am I?"

    /// F1: the iOS 11–12 When In Use title (“… while you are using the app?”) in every language (S153 + S161: H).
    @Test(arguments: [
        ("de", "Darf „Where Am I?“ auf deinen Standort zugreifen, wenn du die App verwendest?"),
        ("fr", "Autoriser «\u{00A0}Where Am I?\u{00A0}» à accéder à vos données de localisation lorsque vous utilisez l’app\u{00A0}?"),
        ("es", "¿Permitir a Where Am I? acceder a tu ubicación mientras utilizas la app?"),
        ("it", "Vuoi consentire a “Where Am I?” di accedere ai dati relativi alla tua posizione mentre utilizzi l'app?"),
        ("ja", "“Where Am I?”の使用中に位置情報の利用を許可しますか?"),
        ("zh-Hans", "允许“Where Am I?”在您使用该应用时访问您的位置吗？"),
        ("pt-BR", "Permitir que “Where Am I?” tenha acesso à sua localização enquanto você estiver usando o app?"),
        ("nl", "Wil je Where Am I? toegang tot je locatie toestaan terwijl je de app gebruikt?"),
        ("ko", "‘Where Am I?’을(를) 사용하는 동안 해당 앱이 사용자의 위치에 접근하도록 허용하겠습니까?"),
    ])
    func iOS12WhenInUseTitle(tag: String, title: String) throws {
        let content = try alert(.whenInUse, os: OSVersion(12, 2), tag)
        #expect(content.title == title)
        let translated = try piece(content, "title")
        #expect(translated.confidence == .high && translated.sources == ["S153", "S161"] && !translated.carried)
        // F7: Allow and Don’t Allow are sourced for iOS 11–12, not carried from other versions.
        for role in ["button 1", "button 2"] { #expect(try !piece(content, role).carried, "\(tag) \(role)") }
        #expect(content.localization?.fallbackNote == nil)
    }

    /// F2: the French iOS 8–10 titles have no-break spaces inside « » and before ?, as AutoMate and DeviceAgent give them.
    @Test func frenchIOS10TitlesUseNoBreakSpaces() throws {
        let whenInUse = try alert(.whenInUse, os: OSVersion(10, 3), "fr")
        #expect(whenInUse.title == "Autoriser «\u{00A0}Where Am I?\u{00A0}» à accéder à vos données de localisation lorsque vous utilisez l’app\u{00A0}?")
        let always = try alert(.always, os: OSVersion(10, 3), "fr")
        #expect(always.title == "Autoriser «\u{00A0}Where Am I?\u{00A0}» à accéder à vos données de localisation même lorsque vous n’utilisez pas l’app\u{00A0}?")
        let upgrade = try alert(.upgrade, os: OSVersion(10, 3), "fr")
        #expect(upgrade.title == "Autoriser «\u{00A0}Where Am I?\u{00A0}» à accéder aussi à vos données de localisation lorsque vous n’utilisez pas l’app\u{00A0}?")
        for content in [whenInUse, always, upgrade] { #expect(!content.title.contains("« ") && !content.title.contains(" ?")) }
    }

    /// F6: Spain's “Only While Using the App” on the iOS 11–12 three-option alert.
    @Test func spanishOnlyWhileUsingTheApp() throws {
        let content = try alert(.always, os: OSVersion(12, 2), "es")
        #expect(content.buttons.map(\.label) == ["Solo al usarse la app", "Permitir siempre", "No permitir"])
        #expect(content.localization?.fallbackNote == nil)
    }

    /// F7: the iOS 11–12 upgrade title is AutoMate's 11.0 text, which differs from iOS 10 in Spanish, Korean (the
    /// 허용하곘습니까 typo fixed) and Brazilian Portuguese; German Don’t Allow is “Nicht erlauben” from iOS 11.
    @Test(arguments: [
        ("es", "¿Permitir a Where Am I? acceder también a tu ubicación aunque no estés utilizando la app?"),
        ("ko", "‘Where Am I?’을(를) 사용하지 않을 때에도 해당 앱이 사용자의 위치에 접근하도록 허용하겠습니까?"),
        ("pt-BR", "Permitir que “Where Am I?” também tenha acesso à sua localização mesmo quando você não estiver usando o app?"),
        ("de", "Darf „Where Am I?“ auch auf deinen Standort zugreifen, wenn du die App nicht benutzt?"),
    ])
    func iOS12UpgradeTitle(tag: String, title: String) throws {
        let content = try alert(.upgrade, os: OSVersion(12, 2), tag)
        #expect(content.title == title)
        let translated = try piece(content, "title")
        #expect(!translated.carried && translated.confidence == .high)
    }

    @Test func germanDontAllowOnIOS12IsSourced() throws {
        let content = try alert(.whenInUse, os: OSVersion(12, 2), "de")
        #expect(content.buttons.map(\.label) == ["Nicht erlauben", "Erlauben"])
        let dontAllow = try piece(content, "button 1")
        #expect(!dontAllow.carried && dontAllow.confidence == .medium && dontAllow.sources == ["S153"])
        // The iOS 10 Korean typo stays on iOS 8–10, where AutoMate's 10.x lists spell it so.
        #expect(try alert(.upgrade, os: OSVersion(10, 3), "ko").title.contains("허용하곘습니까"))
    }

    /// F9: German and Dutch iOS 8–9 used the formal address (DeviceAgent's iOS 9.3 scan); iOS 10 the informal one.
    @Test(arguments: [
        ("de", PromptKind.whenInUse, "Darf „Where Am I?“ auf Ihren Standort zugreifen, wenn Sie die App benutzen?",
         "Darf „Where Am I?“ auf deinen Standort zugreifen, wenn du die App benutzt?"),
        ("de", .always, "Darf „Where Am I?“ auf Ihren Standort zugreifen, selbst wenn Sie die App nicht benutzen?",
         "Darf „Where Am I?“ auf deinen Standort zugreifen, selbst wenn du die App nicht benutzt?"),
        ("de", .upgrade, "Darf „Where Am I?“ auch auf Ihren Standort zugreifen, wenn Sie die App nicht benutzen?",
         "Darf „Where Am I?“ auch auf deinen Standort zugreifen, wenn du die App nicht benutzt?"),
        ("de", .backgroundReminder, "„Where Am I?“ hat Ihren Standort im Hintergrund verwendet. Möchten Sie dies weiterhin erlauben?",
         "„Where Am I?“ hat deinen Standort im Hintergrund verwendet. Ist dies weiterhin erlaubt?"),
        ("nl", .whenInUse, "Wilt u Where Am I? toegang tot uw locatie toestaan terwijl u de app gebruikt?",
         "Wil je Where Am I? toegang tot je locatie toestaan terwijl je de app gebruikt?"),
        ("nl", .always, "Wilt u Where Am I? toegang tot uw locatie toestaan, zelfs als u de app niet gebruikt?",
         "Wil je Where Am I? toegang tot je locatie toestaan, zelfs als je de app niet gebruikt?"),
        ("nl", .upgrade, "Wilt u Where Am I? ook toegang tot uw locatie toestaan, zelfs als u de app niet gebruikt?",
         "Wil je Where Am I? zelfs toegang tot je locatie toestaan als je de app niet gebruikt?"),
        ("nl", .backgroundReminder, "Where Am I? heeft op de achtergrond uw locatie gebruikt. Geeft u toestemming om daarmee door te gaan?",
         "Where Am I? heeft op de achtergrond je locatie gebruikt. Geef je toestemming om daarmee door te gaan?"),
    ])
    func formalAddressBeforeIOS10(tag: String, kind: PromptKind, iOS9: String, iOS10: String) throws {
        for version in [OSVersion(8, 0), OSVersion(9, 3)] {
            let content: AlertContent
            if kind == .upgrade {
                // The iOS 9.3 strings hold the upgrade title (S161), but locprompt shows no upgrade alert on iOS 8–9
                // (rule no-upgrade-before-ios10, session-16 audit C1): the table keeps the sourced string, read
                // here through the band's entry.
                let os = try DeviceOS.resolve(platform: .iOS, version: version).get().speaking(try #require(DeviceLanguage(tag)))
                guard case .failure(.noSuchPrompt) = PromptCatalog.content(kind: kind, os: os, app: CatalogFixtures.app) else {
                    Issue.record("an upgrade alert on iOS \(version)")
                    continue
                }
                content = PromptCatalog.content(of: try #require(PromptCatalog.entry(kind: kind, band: os.band)), os: os, app: CatalogFixtures.app)
            } else {
                content = try alert(kind, os: version, tag)
            }
            #expect(content.title == iOS9, "\(tag) \(kind) \(version)")
            #expect(try piece(content, "title").sources.first == "S161")
        }
        for version in [OSVersion(10, 0), OSVersion(10, 3)] { #expect(try alert(kind, os: version, tag).title == iOS10, "\(tag) \(kind) \(version)") }
    }

    /// F4: the pre-iOS 13 reminder's title is the system's LOCATION_CLIENT_PERMISSION_REPROMPT in each language.
    @Test(arguments: [
        ("fr", "«\u{00A0}Where Am I?\u{00A0}» utilise vos données de localisation en arrière-plan. Confirmez-vous que vous donnez votre accord\u{00A0}?"),
        ("es", "Where Am I? ha estado utilizando tu ubicación en segundo plano. ¿Quieres seguir permitiéndolo?"),
        ("it", "“Where Am I?” sta usando la tua posizione in background. Vuoi che continui a usarla?"),
        ("ja", "“Where Am I?”はバックグラウンドで位置情報を利用しています。位置情報の利用を許可したままにしますか?"),
        ("ko", "‘Where Am I?’이(가) 백그라운드에서 사용자의 위치를 사용하고 있습니다. 계속 허용하겠습니까?"),
        ("pt-BR", "“Where Am I?” esteve usando sua localização em segundo plano. Deseja continuar permitindo isso?"),
        ("zh-Hans", "“Where Am I?”一直在后台使用您的位置。您要继续允许吗？"),
    ])
    func reminderBeforeIOS13(tag: String, title: String) throws {
        for version in [OSVersion(10, 3), OSVersion(12, 2)] {
            let content = try alert(.backgroundReminder, os: version, tag)
            #expect(content.title == title, "\(tag) \(version)")
            #expect(try piece(content, "title").confidence == .medium)
        }
    }

    /// LOCATION_CLIENT_PERMISSION_WHENINUSE_ONLY_BUTTON per language (S171), as `git show 176cb3f:data/ios/CoreLocation.framework.json` gives it.
    static let changeToOnlyWhileUsing = ["de": "In „Nur beim Verwenden“ ändern", "es": "Cambiar a “Solo mientras se usa”",
                                         "it": "Passa a “Solo quando in uso”", "ja": "“使用中のみ許可”に変更", "ko": "사용하는 동안만 허용",
                                         "nl": "Wijzig in 'Bij gebruik van app'", "pt-BR": "Alterar para Apenas Durante o Uso",
                                         "fr": "Passer à «\u{00A0}Lorsque l’app est active\u{00A0}»", "zh-Hans": "更改为仅使用期间"]

    /// F5: the iOS 13+ reminder titles (and their “once” form, shown as a variant), and Always Allow on iOS 13–16.
    @Test(arguments: [
        ("de", "„Where Am I?“ hat deinen Standort in den letzten 3 Tagen im Hintergrund verwendet. Möchtest du die Benutzung des Standorts im Hintergrund weiterhin erlauben?",
         "„Where Am I?“ hat deinen Standort in den letzten 3 Tagen einmal im Hintergrund verwendet. Möchtest du die Benutzung des Standorts im Hintergrund weiterhin erlauben?",
         "Immer erlauben"),
        ("es", "Where Am I? ha estado usando tu ubicación en segundo plano durante los últimos 3 días. ¿Quieres seguir permitiendo el uso en segundo plano?",
         "“Where Am I?” ha usado tu ubicación una vez en segundo plano durante los últimos 3 días. ¿Quieres seguir permitiendo el uso de la ubicación en segundo plano?",
         "Permitir siempre"),
        ("it", "“Where Am I?” ha utilizzato in background la tua posizione negli ultimi 3 giorni. Vuoi continuare a consentire l'utilizzo della posizione in background?",
         "“Where Am I?” ha utilizzato in background la tua posizione una volta negli ultimi 3 giorni. Vuoi continuare a consentire l'utilizzo della posizione in background?",
         "Consenti sempre"),
        ("ja", "“Where Am I?”は、過去3日間に渡って位置情報をバックグラウンドで利用しています。バックグラウンドでの位置情報の利用を許可したままにしますか?",
         "“Where Am I?”は、過去3日間に渡って位置情報をバックグラウンドで1回利用しました。バックグラウンドでの位置情報の利用を許可したままにしますか?",
         "常に許可"),
        ("ko", "‘Where Am I?’이(가) 지난 3일간 백그라운드에서 사용자의 위치를 사용했습니다. 백그라운드에서의 위치 사용을 계속 허용하겠습니까?",
         "‘Where Am I?’이(가) 지난 3일간 백그라운드에서 사용자의 위치를 1번 사용했습니다. 백그라운드에서의 위치 사용을 계속 허용하겠습니까?",
         "항상 허용"),
        ("nl", "'Where Am I?' heeft de afgelopen 3 dagen je locatie op de achtergrond gebruikt. Wil je blijven toestaan dat je locatie op de achtergrond wordt gebruikt?",
         "'Where Am I?' heeft de afgelopen 3 dagen je locatie één keer op de achtergrond gebruikt. Wil je blijven toestaan dat je locatie op de achtergrond wordt gebruikt?",
         "Sta altijd toe"),
        ("pt-BR", "“Where Am I?” tem usado a sua localização em segundo plano nos últimos 3 dias. Deseja continuar permitindo o uso da localização em segundo plano?",
         "“Where Am I?” usou a sua localização uma vez em segundo plano nos últimos 3 dias. Deseja continuar permitindo o uso da localização em segundo plano?",
         "Permitir Sempre"),
    ])
    func reminderFromIOS13(tag: String, title: String, once: String, alwaysAllow: String) throws {
        for version in [OSVersion(13, 3), OSVersion(13, 7), OSVersion(17, 4)] {
            let content = try alert(.backgroundReminder, os: version, tag)
            #expect(content.title == title, "\(tag) \(version)")
            #expect(content.titleVariants == [once], "\(tag) \(version)")
            // Change to Only While Using: Apple's iOS 15 strings (S171), sourced on iOS 14–17, carried (L) on iOS 13.
            let change = try #require(Self.changeToOnlyWhileUsing[tag])
            #expect(content.buttons.map(\.label) == [change, alwaysAllow], "\(tag) \(version)")
            #expect(try !piece(content, "button 2").carried)
            #expect(try piece(content, "title").confidence == .medium)
        }
    }

    /// F5: French reworded its iOS 13 reminder in iOS 13.4 (DeviceAgent's Xcode 11.4 scan); Chinese iOS 14+ is L
    /// (the iOS 16 scan turned 您 into 你 in every other title, not in this one).
    @Test func reminderWordingsThatChanged() throws {
        let french13 = try alert(.backgroundReminder, os: OSVersion(13, 3), "fr")
        #expect(french13.title == "«\u{00A0}Where Am I?\u{00A0}» a utilisé votre position en arrière-plan au cours des 3 derniers jours. L’autorisez-vous à continuer à utiliser votre position en arrière-plan\u{00A0}?")
        let french134 = try alert(.backgroundReminder, os: OSVersion(13, 4), "fr")
        #expect(french134.title == "«\u{00A0}Where Am I?\u{00A0}» a utilisé votre position en arrière-plan au cours des 3 derniers jours. Voulez-vous maintenir cette autorisation d’utiliser votre position en arrière-plan\u{00A0}?")
        #expect(try piece(try alert(.backgroundReminder, os: OSVersion(18, 0), "fr"), "title").confidence == .low)
        let chinese13 = try alert(.backgroundReminder, os: OSVersion(13, 7), "zh-Hans")
        #expect(chinese13.title == "“Where Am I?”在过去3天中一直在后台使用您的位置。您要继续允许后台位置使用吗？")
        #expect(try piece(chinese13, "title").confidence == .medium)
        #expect(try piece(try alert(.backgroundReminder, os: OSVersion(17, 4), "zh-Hans"), "title").confidence == .low)
        // The English “N times” variant has no translation: it is left out, not shown in English.
        #expect(chinese13.titleVariants == ["“Where Am I?”在过去3天中已在后台使用了您的位置1次。您要继续允许后台位置使用吗？"])
    }
}
