/// The English words of Settings' Location Services pages that a table can translate: what `SettingsPage` and
/// `SettingsChoice.label(on:)` draw (reference §4.1). The header ALLOW LOCATION ACCESS, the footers, the paths of the
/// shortcut rows and locprompt's own notes have no translation in any source (research 25s §5, §6) and stay English.
public enum SettingsText {
    public static let locationServices = "Location Services"
    public static let privacy = "Privacy"
    /// The privacy pane's name from iOS 16 (reference §4.1).
    public static let privacySecurity = "Privacy & Security"
    public static let never = "Never"
    public static let askNextTime = "Ask Next Time"
    /// iOS 15+ in locprompt (§6 D11; WWDC 2021 10102 names “When I Share” on iOS 15: research 26r, Languages.md).
    public static let askNextTimeOrShare = "Ask Next Time Or When I Share"
    public static let whileUsing = "While Using the App"
    public static let always = "Always"
    public static let whileUsingOrWidgets = "While Using the App or Widgets"
    public static let preciseLocation = "Precise Location"
}

/// Settings' words per table (research 25s). No Settings bundle's strings are in any source: “Location Services” is
/// Apple's own text in two other bundles of one iOS 15 build, locationd's notification header (S171) and Screen Time's
/// Location Services row (S172), which agree in every language: M on iOS 14–17 (one extraction, as the tables grade
/// S171 alone), H where an Apple page in the language agrees, and carried as L elsewhere unless a page shows it. The rows are from Apple Support and User Guide pages in the
/// language (S157 Spain, S173 Italian, S174 German, S175 Canadian French; Apple's legal pages S176, S177 for the term),
/// each dated by the versions its page is for. Nothing from third-party pages or from other components' strings (ConversationKit's “Ask Next Time”, the
/// level names inside locationd's messages): those are listed in Languages.md and the rows stay English.
extension SystemLocalizations {
    static let settingsTexts: [String: [LocalizedString]] = {
        let w = SettingsText.self, s = SystemLocalizations.self
        /// iOS 8–13: the versions before the Apple pages' “iOS 15 or earlier” band that no other source splits.
        let upTo13 = s.bandA + s.bandB + s.iOS13
        /// A word from a page written for “iOS 15 or earlier”: iOS 8–13 and, within the iOS 14–17 band, 14–15 (the
        /// tables' two entries for one dated source).
        func upToIOS15(_ english: String, _ text: String, _ confidence: Confidence, _ source: String, note: String) -> [LocalizedString] {
            [LocalizedString(english, text, bands: upTo13, confidence, [source], note: note),
             LocalizedString(english, text, bands: s.iOS14to17, before: OSVersion(16), confidence, [source], note: note)]
        }
        /// S171 and S172 are Apple's text from one extraction (one publisher), so M as the tables grade S171 alone;
        /// H where an Apple page in the language shows the same word (`page`).
        func services(_ text: String, page: String? = nil, _ what: String = "") -> LocalizedString {
            LocalizedString(w.locationServices, text, bands: s.iOS14to17, page == nil ? .medium : .high, ["S171", "S172"] + [page].compactMap { $0 },
                            note: "Apple's iOS 15 strings: locationd's LOCATION_CLIENT_ATTEMPTING_TO_RECEIVE_HEADER (S171) and Screen Time's Location Services row, LocationServicesSpecifierName (S172), agree" + what + "; other versions carried unless listed")
        }
        var texts: [String: [LocalizedString]] = [
            "fr": [services("Service de localisation")],
            "ja": [services("位置情報サービス")],
            "zh-Hans": [services("定位服务")],
            "pt-BR": [services("Serviços de Localização")],
            "nl": [services("Locatievoorzieningen")],
            "ko": [services("위치 서비스", page: "S177", ", and Apple's Korean legal page on Location Services (current)"),
                   LocalizedString(w.locationServices, "위치 서비스", bands: s.iOS18, .high, ["S177"],
                                   note: "Apple's Korean legal page “위치 서비스 및 개인정보 보호” (current) names the iPhone's setting 위치 서비스; iOS 15 reads the same (S171, S172)")],
            "sv": [services("Platstjänster")],
            "es-419": [services("Localización")],
            "pt-PT": [services("Serviços de localização")],
            "tr": [services("Konum Servisleri")],
            "zh-Hant": [services("定位服務")],
        ]
        texts["de"] = [
            services("Ortungsdienste", page: "S174", ", and Apple's German Personal Safety guide (iOS 15 or older)"),
            LocalizedString(w.locationServices, "Ortungsdienste", bands: s.iOS18, .high, ["S176"],
                            note: "Apple's German legal page „Ortungsdienste & Datenschutz“ (current): „Ortungsdienste“ is the option on the iPhone; iOS 15 reads the same (S171, S172, S174)"),
            LocalizedString(w.locationServices, "Ortungsdienste", bands: upTo13, .medium, ["S174"],
                            note: "Apple's German Personal Safety guide, steps for “iOS 15 (oder älter)”: „Einstellungen“ > „Datenschutz“ > „Ortungsdienste“; how far back “or older” reaches is not said"),
        ] + upToIOS15(w.privacy, "Datenschutz", .high, "S174",
                      note: "the same guide's path for iOS 15 or older (one Apple page); the iOS 16+ name is not sourced")
          + upToIOS15(w.never, "Nie", .high, "S174",
                      note: "the same guide: in the list of apps using the location, tap „Wo ist?“ and choose „Nie“ (iOS 15 or older)")
        texts["fr-CA"] = [
            services("Service de localisation", page: "S175", ", and Apple's Canadian French Personal Safety guide (iOS 15 or earlier)"),
            LocalizedString(w.locationServices, "Service de localisation", bands: upTo13, .medium, ["S175"],
                            note: "Apple's Canadian French Personal Safety guide, steps for “iOS 15 ou une version antérieure”: Réglages > Confidentialité > Service de localisation; how far back is not said"),
        ] + upToIOS15(w.privacy, "Confidentialité", .high, "S175",
                      note: "the same guide's path for iOS 15 or earlier (one Apple page); the iOS 16+ name is not sourced")
          + upToIOS15(w.never, "Jamais", .high, "S175",
                      note: "the same guide: in the list of apps using location services, touch Localiser and select Jamais (iOS 15 or earlier)")
        // Apple Support's Spanish (Spain) page is current (16+: “Privacidad y seguridad”, “… o al compartir”).
        let es16: [String] = s.iOS14to17 + s.iOS18
        texts["es"] = [
            services("Localización", page: "S157", ", and Apple Support (Spain), current"),
            LocalizedString(w.locationServices, "Localización", bands: s.iOS18, .medium, ["S157"],
                            note: "Apple Support (Spain), current: Ajustes > Privacidad y seguridad > Localización; iOS 15 reads the same (S171, S172)"),
            LocalizedString(w.privacySecurity, "Privacidad y seguridad", bands: es16, from: OSVersion(16), .high, ["S157"],
                            note: "Apple Support (Spain), current: Ajustes > Privacidad y seguridad > Localización"),
            LocalizedString(w.never, "Nunca", bands: es16, from: OSVersion(16), .high, ["S157"],
                            note: "Apple Support (Spain), the app's options: “Nunca: evita que pueda acceder …”"),
            LocalizedString(w.askNextTimeOrShare, "Preguntar la próxima vez o al compartir", bands: es16, from: OSVersion(16), .high, ["S157"],
                            note: "Apple Support (Spain), the app's options and the alert's paragraph (“Toca “Preguntar la próxima vez o al compartir” …”)"),
            LocalizedString(w.whileUsing, "Cuando se use la app", bands: es16, from: OSVersion(16), .medium, ["S157"],
                            note: "Apple Support (Spain) quotes the option as “Cuando se use la app” but heads its definition “Cuando se use la aplicación:”: the page disagrees with itself, so M"),
            LocalizedString(w.always, "Siempre", bands: es16, from: OSVersion(16), .high, ["S157"],
                            note: "Apple Support (Spain), the app's options: “Siempre: permite acceso a tu ubicación …”"),
        ]
        texts["it"] = [
            LocalizedString(w.locationServices, "Localizzazione", bands: s.iOS14to17, .high, ["S171", "S172", "S173"],
                            note: "Apple's iOS 15 strings (locationd's LOCATION_CLIENT_ATTEMPTING_TO_RECEIVE_HEADER, S171; Screen Time's LocationServicesSpecifierName, S172) and the Italian iPhone User Guide for iOS 16.0 (Impostazioni > Privacy e sicurezza > Localizzazione) agree"),
            LocalizedString(w.privacySecurity, "Privacy e sicurezza", bands: s.iOS14to17, from: OSVersion(16), .high, ["S173"],
                            note: "the Italian iPhone User Guide for iOS 16.0: Impostazioni > Privacy e sicurezza > Localizzazione"),
            LocalizedString(w.preciseLocation, "Posizione esatta", bands: s.iOS14to17, from: OSVersion(16), .high, ["S173"],
                            note: "the Italian iPhone User Guide for iOS 16.0: “lascia attiva l'opzione “Posizione esatta””"),
            LocalizedString(w.askNextTime, "Chiedi la prossima volta", bands: s.iOS13 + s.iOS14to17, before: OSVersion(16), .low, ["S173"],
                            note: "the Italian iPhone User Guide for iOS 16.0 names the option “Chiedi la prossima volta” in a note (the English guide likewise says “Ask Next Time”), where locprompt shows the longer iOS 16 label; taken as the iOS 13–15 label, which no source shows: L"),
        ]
        return texts
    }()
}
