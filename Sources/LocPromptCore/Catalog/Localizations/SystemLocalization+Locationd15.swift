/// Apple's own CoreLocation strings (locationd.strings) of one iOS 15 build, as applelocalization-tools extracted them
/// (S171, research 25s appendix): the iOS 13+ upgrade and deferred buttons, the reminder's Change to Only While Using,
/// Continue, the Precise switch, the widget alert's message and the Location Services alert, which no other citable
/// source gives in most languages; and Don’t Allow and the widget alert's Allow, which other sources give only for
/// other versions in most tables (the tables that have them on iOS 14–17 merge the two, see `skipping`). Generated from the file at commit 176cb3f (checked string by string against
/// `git show 176cb3f:data/ios/CoreLocation.framework.json`), so the quotation marks, no-break spaces (French before “:”
/// and inside « ») and soft hyphens (Dutch “Locatie­voor­zie­ningen”) are Apple's.
///
/// Dating: the file is one iOS 15 build, undated within iOS 15. As with a text from one DeviceAgent scan (S161), each
/// text is M on the band holding the build (iOS 14–17) and `lookup` carries it to the other iOS bands as L (it shows
/// that the key's text existed in iOS 15, not since when or until when).
extension SystemLocalizations {
    /// The locationd keys read, in the order of `locationd15Texts`' rows: the catalog's English text and the alerts the
    /// text is limited to (nil: the only alerts with that English label).
    static let locationd15Keys: [(key: String, english: String, kinds: [PromptKind]?)] = [
        ("LOCATION_CLIENT_PERMISSION_KEEP_WHENINUSE_BUTTON", "Keep Only While Using", nil),
        ("LOCATION_CLIENT_PERMISSION_ALWAYS_BUTTON", "Change to Always Allow", nil),
        ("LOCATION_CLIENT_PERMISSION_WHENINUSE_ONLY_BUTTON", "Change to Only While Using", [.backgroundReminder]),
        // The key is still in the iOS 15 file, as the pre-iOS 13 reminder's title was in the iOS 13.0 scan (S161); the
        // catalog shows Continue only on that reminder (iOS 8–12), so there it is always carried (L).
        ("CONTINUE", "Continue", [.backgroundReminder]),
        ("PRECISE_ON_PILL_BUTTON_TITLE", "Precise: On", nil),
        ("PRECISE_OFF_PILL_BUTTON_TITLE", "Precise: Off", nil),
        // The catalog's English message is this key's English text, final period included.
        ("LOCATION_CLIENT_PERMISSION_INCIDENTAL_USE_MODE_PURPOSE", CatalogText.widgetMessage, [.widget]),
        ("LOCATION_DISABLED", CatalogText.servicesOff, [.locationServicesOff]),
        // “Settings” and “Cancel” are limited to the Location Services alert: the iOS 10 upgrade alert's Cancel has
        // its own source (S152), and no other alert is tied to these keys.
        ("LOCATION_DISABLED_SETTINGS", "Settings", [.locationServicesOff]),
        ("LOCATION_DISABLED_CANCEL", "Cancel", [.locationServicesOff]),
        // DONT_ALLOW: in all 15 languages the same text as the widget alert's INCIDENTAL_USE_MODE_NO_BUTTON, the
        // full-accuracy alert's TEMPORARY_PRECISE_NO_BUTTON and NEVER_BUTTON, so it stands on every alert.
        ("DONT_ALLOW", "Don’t Allow", nil),
        // The widget alert's accept button; the catalog's other iOS 14+ alerts have no “Allow”.
        ("LOCATION_CLIENT_PERMISSION_INCIDENTAL_USE_MODE_YES_BUTTON", "Allow", [.widget]),
    ]

    /// Per table id, the text of each key of `locationd15Keys`, in order (language codes of the file: zh_CN → zh-Hans,
    /// zh_TW → zh-Hant, pt → pt-BR, pt_PT → pt-PT, es_419 → es-419, fr_CA → fr-CA).
    static let locationd15Texts: [String: [String]] = [
        "de": [
            "„Nur beim Verwenden“ behalten",
            "In „Immer erlauben“ ändern",
            "In „Nur beim Verwenden“ ändern",
            "Fortfahren",
            "Genau: Ein",
            "Genau: Aus",
            "Widgets dürfen deinen Standort noch bis zu 15 Minuten nach dem Ansehen verwenden, um auf dem aktuellen Stand zu bleiben.",
            "Ortungsdienste aktivieren, um „%@“ das Orten deines Standorts zu erlauben",
            "Einstellungen",
            "Abbrechen",
            "Nicht erlauben",
            "Erlauben",
        ],
        "fr": [
            "Conserver «\u{00A0}Lorsque l’app est active\u{00A0}»",
            "Passer à «\u{00A0}Toujours autoriser\u{00A0}»",
            "Passer à «\u{00A0}Lorsque l’app est active\u{00A0}»",
            "Continuer",
            "Position exacte\u{00A0}: Oui",
            "Position exacte\u{00A0}: Non",
            "Les widgets peuvent utiliser votre position jusqu’à 15\u{00A0}minutes après avoir été consultés afin de rester à jour.",
            "Activez le service de localisation pour permettre à «\u{00A0}%@\u{00A0}» de vous localiser.",
            "Réglages",
            "Annuler",
            "Ne pas autoriser",
            "Autoriser",
        ],
        "es": [
            "Mantener “Solo mientras se usa”",
            "Cambiar a “Permitir siempre”",
            "Cambiar a “Solo mientras se usa”",
            "Continuar",
            "Exacta: sí",
            "Exacta: no",
            "Los widgets pueden usar tu ubicación durante un máximo de 15\u{00A0}minutos después de visualizarlos para mantenerse actualizados.",
            "Activa la función de localización para que la app %@ pueda determinar tu ubicación",
            "Ajustes",
            "Cancelar",
            "No permitir",
            "Permitir",
        ],
        "it": [
            "Lascia “Solo quando in uso”",
            "Passa a “Consenti sempre”",
            "Passa a “Solo quando in uso”",
            "Continua",
            "Esatta: sì",
            "Esatta: no",
            "I widget potrebbero utilizzare la tua posizione per un massimo di 15 minuti dopo la visualizzazione per rimanere aggiornati.",
            "Per consentire a %@ di determinare la tua posizione, attiva Localizzazione",
            "Impostazioni",
            "Annulla",
            "Non consentire",
            "Consenti",
        ],
        "ja": [
            "“使用中のみ許可”のままにする",
            "“常に許可”に変更",
            "“使用中のみ許可”に変更",
            "続ける",
            "正確な位置情報: オン",
            "正確な位置情報: オフ",
            "最新情報を取得するために、ウィジェットを表示したあとで最大15分間、位置情報が使用される場合があります。",
            "“%@”で位置情報を利用できるようにするには、位置情報サービスをオンにしてください",
            "設定",
            "キャンセル",
            "許可しない",
            "許可",
        ],
        "zh-Hans": [
            "保持仅使用期间",
            "更改为始终允许",
            "更改为仅使用期间",
            "继续",
            "精确位置：打开",
            "精确位置：关闭",
            "小组件可在被查看后最多使用您的位置15分钟，以保持内容最新。",
            "打开“定位服务”来允许“%@”确定您的位置",
            "设置",
            "取消",
            "不允许",
            "允许",
        ],
        "pt-BR": [
            "Manter como Apenas Durante o Uso",
            "Alterar para Sempre Permitir",
            "Alterar para Apenas Durante o Uso",
            "Continuar",
            "Precisa: Ativada",
            "Precisa: Desativada",
            "Os widgets podem usar a sua localização por até 15 minutos depois de visualizados para ficarem atualizados.",
            "Ative os Serviços de Localização para Permitir que “%@” Determine Sua Localização",
            "Ajustes",
            "Cancelar",
            "Não Permitir",
            "Permitir",
        ],
        "nl": [
            "Behoud 'Bij gebruik van app'",
            "Wijzig in 'Altijd'",
            "Wijzig in 'Bij gebruik van app'",
            "Ga door",
            "Exact: aan",
            "Exact: uit",
            "Widgets kunnen je locatie tot 15 minuten na het openen blijven gebruiken om up-to-date te blijven.",
            "Schakel 'Locatie\u{00AD}voor\u{00AD}zie\u{00AD}ningen' in om %@ je locatie te laten bepalen",
            "Instellingen",
            "Annuleer",
            "Sta niet toe",
            "Sta toe",
        ],
        "ko": [
            "사용하는 동안만 유지",
            "항상 허용으로 변경",
            "사용하는 동안만 허용",
            "계속",
            "정확한 위치: 켬",
            "정확한 위치: 끔",
            "위젯에서의 정보를 최신으로 유지하기 위해, 위젯을 이용하면 이후 최대 15분 동안 위젯이 사용자의 위치를 사용할 수 있습니다.",
            "%@에서 사용자의 위치를 확인하도록 허용하려면 위치 서비스를 켜십시오.",
            "설정",
            "취소",
            "허용 안 함",
            "허용",
        ],
        "sv": [
            "Behåll Bara medan den används",
            "Ändra till Tillåt alltid",
            "Ändra till Bara medan den används",
            "Fortsätt",
            "Exakt: På",
            "Exakt: Av",
            "Widgetar kan använda din platsinformation i upp till 15 minuter efter visning så att de hålls uppdaterade.",
            "Tillåt ”%@” att fastställa din nuvarande plats genom att slå på Platstjänster",
            "Inställningar",
            "Avbryt",
            "Tillåt inte",
            "Tillåt",
        ],
        "es-419": [
            "Conservar “Sólo al usar”",
            "Cambiar a “Permitir siempre”",
            "Cambiar a “Sólo al usar”",
            "Continuar",
            "Precisa: sí",
            "Precisa: no",
            "Los widgets pueden usar tu ubicación hasta por 15 minutos después de consultarlos para mantenerse actualizados.",
            "Activa Localización para que “%@” pueda determinar tu ubicación",
            "Configuración",
            "Cancelar",
            "No permitir",
            "Permitir",
        ],
        "pt-PT": [
            "Manter só durante a utilização",
            "Mudar para permitir sempre",
            "Mudar para só durante a utilização",
            "Continuar",
            "Localização exata: sim",
            "Localização exata: não",
            "Os widgets podem usar a sua localização por um período até 15 minutos após serem vistos para se manterem atualizados.",
            "Ative os serviços de localização para permitir que “%@” determine onde se encontra.",
            "Definições",
            "Cancelar",
            "Não permitir",
            "Permitir",
        ],
        "fr-CA": [
            "Lorsque l’app est active",
            "Toujours autoriser",
            "Lorsque l’app est active",
            "Continuer",
            "Position exacte\u{00A0}: oui",
            "Position exacte\u{00A0}: non",
            "Les widgets peuvent utiliser vos données de localisation jusqu’à 15\u{00A0}minutes après leur consultation pour rester à jour.",
            "Activez «\u{00A0}Service de localisation\u{00A0}» pour permettre à «\u{00A0}%@\u{00A0}» de vous localiser.",
            "Réglages",
            "Annuler",
            "Refuser",
            "Autoriser",
        ],
        "tr": [
            "Yalnızca Kullanırken Olarak Tut",
            "Her Zaman İzin Ver Olarak Değiştir",
            "Yalnızca Kullanırken Olarak Değiştir",
            "Sürdür",
            "Tam Konum: Açık",
            "Tam Konum: Kapalı",
            "Araç takımları, görüntülendikten 15 dakika sonrasına kadar güncel kalmak için konumunuzu kullanabilir.",
            "Konumunuzun “%@” Tarafından Bulunmasına İzin Vermek İçin Konum Servisleri’ni Açın",
            "Ayarlar",
            "Vazgeç",
            "İzin Verme",
            "İzin Ver",
        ],
        "zh-Hant": [
            "保留只在使用期間",
            "改為永遠允許",
            "改為只在使用期間",
            "繼續",
            "準確：已開啟",
            "準確：已關閉",
            "小工具會在您檢視後使用您的位置最多15分鐘以保持最新狀態。",
            "開啟「定位服務」來允許「%@」確認您的位置",
            "設定",
            "取消",
            "不允許",
            "允許",
        ],
    ]

    /// The table's strings from S171, M on iOS 14–17, except the keys in `skipping` (the English texts a table gives
    /// itself, with a second source or a dated other text); `notes` adds a note per English text.
    static func locationd15(_ id: String, skipping: Set<String> = [], notes: [String: String] = [:]) -> [LocalizedString] {
        guard let texts = locationd15Texts[id] else { return [] }
        return zip(locationd15Keys, texts).compactMap { key, text in
            guard !skipping.contains(key.english) else { return nil }
            let base = "the system's \(key.key) in Apple's locationd.strings of an iOS 15 build (S171); other versions carried"
            return LocalizedString(key.english, text, bands: iOS14to17, kinds: key.kinds, .medium, ["S171"],
                                   note: notes[key.english].map { base + "; " + $0 } ?? base)
        }
    }
}
