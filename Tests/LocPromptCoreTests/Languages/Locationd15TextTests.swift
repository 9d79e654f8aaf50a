import Testing
@testable import LocPromptCore

/// Research 25s, appendix: texts locprompt showed in English on iOS 14–17 (Languages.md's “Not found in any citable
/// source” list), now from Apple's own locationd.strings of an iOS 15 build (S171, kishikawakatsumi/
/// applelocalization-tools at 176cb3f, data/ios/CoreLocation.framework.json). Each expected string below is the file's,
/// read with `git show`; each test failed on the old tables (the alert showed the English text).
@Suite struct Locationd15TextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let tag: String, keep: String, change: String, preciseOn: String, servicesOff: String, settings: String,
            cancel: String, widgetMessage: String
        init(_ tag: String, keep: String, change: String, preciseOn: String, servicesOff: String, settings: String,
             cancel: String, widgetMessage: String) {
            self.tag = tag; self.keep = keep; self.change = change; self.preciseOn = preciseOn
            self.servicesOff = servicesOff; self.settings = settings; self.cancel = cancel; self.widgetMessage = widgetMessage
        }
        var testDescription: String { tag }
    }

    static let cases: [Case] = [
        Case("de", keep: "„Nur beim Verwenden“ behalten", change: "In „Immer erlauben“ ändern", preciseOn: "Genau: Ein",
             servicesOff: "Ortungsdienste aktivieren, um „Where Am I?“ das Orten deines Standorts zu erlauben",
             settings: "Einstellungen", cancel: "Abbrechen",
             widgetMessage: "Widgets dürfen deinen Standort noch bis zu 15 Minuten nach dem Ansehen verwenden, um auf dem aktuellen Stand zu bleiben."),
        Case("fr", keep: "Conserver «\u{00A0}Lorsque l’app est active\u{00A0}»", change: "Passer à «\u{00A0}Toujours autoriser\u{00A0}»", preciseOn: "Position exacte\u{00A0}: Oui",
             servicesOff: "Activez le service de localisation pour permettre à «\u{00A0}Where Am I?\u{00A0}» de vous localiser.",
             settings: "Réglages", cancel: "Annuler",
             widgetMessage: "Les widgets peuvent utiliser votre position jusqu’à 15\u{00A0}minutes après avoir été consultés afin de rester à jour."),
        Case("es", keep: "Mantener “Solo mientras se usa”", change: "Cambiar a “Permitir siempre”", preciseOn: "Exacta: sí",
             servicesOff: "Activa la función de localización para que la app Where Am I? pueda determinar tu ubicación",
             settings: "Ajustes", cancel: "Cancelar",
             widgetMessage: "Los widgets pueden usar tu ubicación durante un máximo de 15\u{00A0}minutos después de visualizarlos para mantenerse actualizados."),
        Case("it", keep: "Lascia “Solo quando in uso”", change: "Passa a “Consenti sempre”", preciseOn: "Esatta: sì",
             servicesOff: "Per consentire a Where Am I? di determinare la tua posizione, attiva Localizzazione",
             settings: "Impostazioni", cancel: "Annulla",
             widgetMessage: "I widget potrebbero utilizzare la tua posizione per un massimo di 15 minuti dopo la visualizzazione per rimanere aggiornati."),
        Case("ja", keep: "“使用中のみ許可”のままにする", change: "“常に許可”に変更", preciseOn: "正確な位置情報: オン",
             servicesOff: "“Where Am I?”で位置情報を利用できるようにするには、位置情報サービスをオンにしてください",
             settings: "設定", cancel: "キャンセル",
             widgetMessage: "最新情報を取得するために、ウィジェットを表示したあとで最大15分間、位置情報が使用される場合があります。"),
        Case("zh-Hans", keep: "保持仅使用期间", change: "更改为始终允许", preciseOn: "精确位置：打开",
             servicesOff: "打开“定位服务”来允许“Where Am I?”确定您的位置",
             settings: "设置", cancel: "取消",
             widgetMessage: "小组件可在被查看后最多使用您的位置15分钟，以保持内容最新。"),
        Case("pt-BR", keep: "Manter como Apenas Durante o Uso", change: "Alterar para Sempre Permitir", preciseOn: "Precisa: Ativada",
             servicesOff: "Ative os Serviços de Localização para Permitir que “Where Am I?” Determine Sua Localização",
             settings: "Ajustes", cancel: "Cancelar",
             widgetMessage: "Os widgets podem usar a sua localização por até 15 minutos depois de visualizados para ficarem atualizados."),
        Case("nl", keep: "Behoud 'Bij gebruik van app'", change: "Wijzig in 'Altijd'", preciseOn: "Exact: aan",
             servicesOff: "Schakel 'Locatie\u{00AD}voor\u{00AD}zie\u{00AD}ningen' in om Where Am I? je locatie te laten bepalen",
             settings: "Instellingen", cancel: "Annuleer",
             widgetMessage: "Widgets kunnen je locatie tot 15 minuten na het openen blijven gebruiken om up-to-date te blijven."),
        Case("ko", keep: "사용하는 동안만 유지", change: "항상 허용으로 변경", preciseOn: "정확한 위치: 켬",
             servicesOff: "Where Am I?에서 사용자의 위치를 확인하도록 허용하려면 위치 서비스를 켜십시오.",
             settings: "설정", cancel: "취소",
             widgetMessage: "위젯에서의 정보를 최신으로 유지하기 위해, 위젯을 이용하면 이후 최대 15분 동안 위젯이 사용자의 위치를 사용할 수 있습니다."),
        Case("sv", keep: "Behåll Bara medan den används", change: "Ändra till Tillåt alltid", preciseOn: "Exakt: På",
             servicesOff: "Tillåt ”Where Am I?” att fastställa din nuvarande plats genom att slå på Platstjänster",
             settings: "Inställningar", cancel: "Avbryt",
             widgetMessage: "Widgetar kan använda din platsinformation i upp till 15 minuter efter visning så att de hålls uppdaterade."),
        Case("es-419", keep: "Conservar “Sólo al usar”", change: "Cambiar a “Permitir siempre”", preciseOn: "Precisa: sí",
             servicesOff: "Activa Localización para que “Where Am I?” pueda determinar tu ubicación",
             settings: "Configuración", cancel: "Cancelar",
             widgetMessage: "Los widgets pueden usar tu ubicación hasta por 15 minutos después de consultarlos para mantenerse actualizados."),
        Case("pt-PT", keep: "Manter só durante a utilização", change: "Mudar para permitir sempre", preciseOn: "Localização exata: sim",
             servicesOff: "Ative os serviços de localização para permitir que “Where Am I?” determine onde se encontra.",
             settings: "Definições", cancel: "Cancelar",
             widgetMessage: "Os widgets podem usar a sua localização por um período até 15 minutos após serem vistos para se manterem atualizados."),
        Case("fr-CA", keep: "Lorsque l’app est active", change: "Toujours autoriser", preciseOn: "Position exacte\u{00A0}: oui",
             servicesOff: "Activez «\u{00A0}Service de localisation\u{00A0}» pour permettre à «\u{00A0}Where Am I?\u{00A0}» de vous localiser.",
             settings: "Réglages", cancel: "Annuler",
             widgetMessage: "Les widgets peuvent utiliser vos données de localisation jusqu’à 15\u{00A0}minutes après leur consultation pour rester à jour."),
        Case("tr", keep: "Yalnızca Kullanırken Olarak Tut", change: "Her Zaman İzin Ver Olarak Değiştir", preciseOn: "Tam Konum: Açık",
             servicesOff: "Konumunuzun “Where Am I?” Tarafından Bulunmasına İzin Vermek İçin Konum Servisleri’ni Açın",
             settings: "Ayarlar", cancel: "Vazgeç",
             widgetMessage: "Araç takımları, görüntülendikten 15 dakika sonrasına kadar güncel kalmak için konumunuzu kullanabilir."),
        Case("zh-Hant", keep: "保留只在使用期間", change: "改為永遠允許", preciseOn: "準確：已開啟",
             servicesOff: "開啟「定位服務」來允許「Where Am I?」確認您的位置",
             settings: "設定", cancel: "取消",
             widgetMessage: "小工具會在您檢視後使用您的位置最多15分鐘以保持最新狀態。"),
    ]

    func alert(_ kind: PromptKind, os version: OSVersion, _ tag: String) throws -> AlertContent {
        try CatalogFixtures.alert(kind, os: version, tag)
    }

    /// The iOS 13.4+ upgrade alert's buttons (KEEP_WHENINUSE_BUTTON, ALWAYS_BUTTON), M on iOS 14–17.
    @Test(arguments: cases)
    func upgradeButtons(c: Case) throws {
        let content = try alert(.upgrade, os: OSVersion(15, 4), c.tag)
        #expect(content.buttons.map(\.label) == [c.keep, c.change])
        for role in ["button 1", "button 2"] {
            let piece = try CatalogFixtures.piece(content, role)
            #expect(piece.confidence == .medium && !piece.carried && piece.sources == ["S171"], "\(role)")
        }
        // The deferred prompt has the same buttons.
        #expect(try alert(.deferredAlways, os: OSVersion(17, 4), c.tag).buttons.map(\.label) == [c.keep, c.change])
    }

    /// The Precise switch (PRECISE_ON_PILL_BUTTON_TITLE), on iOS 14–17.
    @Test(arguments: cases)
    func preciseSwitch(c: Case) throws {
        let content = try alert(.whenInUse, os: OSVersion(15, 4), c.tag)
        #expect(content.text(of: .preciseSwitch(on: true)) == c.preciseOn)
    }

    /// The Turn On Location Services alert (LOCATION_DISABLED, _SETTINGS, _CANCEL) and the widget alert's message
    /// (INCIDENTAL_USE_MODE_PURPOSE), on iOS 14–17.
    @Test(arguments: cases)
    func locationServicesAlertAndWidgetMessage(c: Case) throws {
        let off = try alert(.locationServicesOff, os: OSVersion(17, 4), c.tag)
        #expect(off.title == c.servicesOff)
        #expect(off.buttons.map(\.label) == [c.settings, c.cancel])
        #expect(off.localization?.fallbackNote == nil)
        let widget = try alert(.widget, os: OSVersion(17, 4), c.tag)
        #expect(widget.message == c.widgetMessage)
        let message = try CatalogFixtures.piece(widget, "message")
        #expect(message.confidence == .medium && message.sources == ["S171"])
    }

    /// Outside iOS 14–17 the texts are carried as L (one iOS 15 build dates them), and English stays English.
    @Test func otherVersionsCarryTheTextsAsUnverified() throws {
        let iOS18 = try alert(.upgrade, os: OSVersion(18, 0), "sv")
        #expect(iOS18.buttons.map(\.label) == ["Behåll Bara medan den används", "Ändra till Tillåt alltid"])
        #expect(try CatalogFixtures.piece(iOS18, "button 1").carried && iOS18.unverified)
        // The pre-iOS 13 reminder's Continue (CONTINUE, still in the iOS 15 file): carried onto iOS 8–12.
        let reminder = try alert(.backgroundReminder, os: OSVersion(12, 2), "de")
        #expect(reminder.buttons.map(\.label).last == "Fortfahren")
        let continuePiece = try CatalogFixtures.piece(reminder, "button 2")
        #expect(continuePiece.carried && continuePiece.confidence == .low && continuePiece.sources == ["S171"])
        let english = try alert(.widget, os: OSVersion(17, 4), "en")
        #expect(english.message == CatalogText.widgetMessage && english.localization == nil)
        // A language without a table still shows the English message and says so.
        let danish = try alert(.widget, os: OSVersion(17, 4), "da")
        #expect(danish.message == CatalogText.widgetMessage)
    }

    /// Audit 24b 14: Apple's Japanese string quotes with the typographic pair “…”, not the ”…” of the app manual (S160).
    @Test func japaneseChangeToAlwaysAllowQuotes() throws {
        let content = try alert(.upgrade, os: OSVersion(14, 0), "ja")
        let button = try CatalogFixtures.piece(content, "button 2")
        #expect(button.text == "\u{201C}常に許可\u{201D}に変更")
        #expect(button.confidence == .medium && button.sources == ["S171"] && button.note.contains("S160"))
    }

    /// French: iOS 15's pill reads “Position exacte : Oui” (S171), Patrol's current one “Précis : Activé” (S151): both
    /// are kept, dated by their sources, not one replacing the other.
    @Test func frenchPreciseSwitchIsDatedBySource() throws {
        let iOS15 = try alert(.whenInUse, os: OSVersion(15, 4), "fr")
        #expect(iOS15.text(of: .preciseSwitch(on: true)) == "Position exacte\u{00A0}: Oui")
        #expect(iOS15.text(of: .preciseSwitch(on: false)) == "Position exacte\u{00A0}: Non")
        let iOS18 = try alert(.whenInUse, os: OSVersion(18, 0), "fr")
        #expect(iOS18.text(of: .preciseSwitch(on: true)) == "Précis : Activé")
        #expect(try CatalogFixtures.piece(iOS18, "precise on").sources == ["S151"])
    }

    /// Where a table's source already gave the same text, the two agree and the string is H on iOS 14–17.
    @Test(arguments: [("de", "Genau: Ein"), ("ja", "正確な位置情報: オン"), ("ko", "정확한 위치: 켬")])
    func preciseSwitchAgreesWithPatrol(tag: String, text: String) throws {
        let piece = try CatalogFixtures.piece(try alert(.whenInUse, os: OSVersion(16, 4), tag), "precise on")
        #expect(piece.text == text && piece.confidence == .high && piece.sources.contains("S171"))
    }
}
