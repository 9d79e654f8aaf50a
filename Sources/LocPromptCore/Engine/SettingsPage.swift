/// What Settings shows for the running app, derived from the engine state: the page, its navigation bar and its
/// lines (headers, rows, footers) in screen order, each row with the event it sends. The terminal draws it and
/// decides nothing (reference §4.1, §4.2; Documentation/Fidelity-Rules.md, "The Settings screen").
public struct SettingsPage: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// iOS 13+, the app listed: the app's own page, titled with its name, the choices under ALLOW LOCATION ACCESS [S293].
        case appPage
        /// iOS 13+, the app listed: Settings › Privacy › Location Services, the global switch and the app's row with
        /// its choice and arrow (rule settings-list-arrow), and the arrows' legend [S323]. The app's row opens
        /// `appPage`, whose back label returns here.
        case appList
        /// Settings › Privacy › Location Services: the global switch and, once the app is listed, its section under
        /// its name. iOS 8–12 (the app page's header before iOS 13 is not sourced), watchOS, tvOS and visionOS (no
        /// source shows their pages), and any iOS app Settings does not list yet.
        case locationServices
        /// macOS: the Location Services list, one row per app: a checkbox before macOS 13, a switch from 13
        /// (`EngineState.macAppToggleStyle`; rules settings-macos-app-checkbox, settings-macos-app-switch).
        case macOSList
    }

    /// Which page of Settings' Location Services the person is on, where there are two (iOS 13+ once the app is
    /// listed): the list, or the app's page the list's row opens. Elsewhere there is one page and both give it.
    public enum Level: Hashable, Sendable {
        case list
        case app
    }

    public let kind: Kind
    /// The back button's label: the page this one was opened from.
    public let back: String
    public let title: String
    public let lines: [SettingsLine]
    /// The rules that shaped the page, for the log's "why".
    public let rules: [Rule]

    /// The rows the cursor moves through, top to bottom.
    public var rows: [SettingsRow] { lines.compactMap { if case .row(let row) = $0 { row } else { nil } } }

    /// The longest purpose string the page takes in, in characters: a hostile 200,000-character string costs no more
    /// than this to neutralise and wrap (the screen shows a few lines of it).
    public static let explanationLimit = 600

    /// The Precise Location footer: "Allows apps …", as every recreation of the page gives it [S293]; the one
    /// "Allow apps …" source is a press quote that may be paraphrased [S34] (audit 14, D2).
    public static let preciseFooter = "Allows apps to use your specific location. With this setting off, apps can only determine your approximate location."

    /// The page at `level`: the app's page by default, which is where `S` opens (the list is one back label up).
    public init(_ state: EngineState, level: Level = .app) {
        let listed = state.isListedInSettings
        let name = SafeText.neutralize(state.app.displayName)
        // Derived once: a long purpose string costs a neutralise of its first `explanationLimit` characters.
        let explanation = listed ? state.settingsExplanation : nil
        var lines: [SettingsLine] = []
        var rules: [Rule] = [.settingsListsAppsThatAsked]
        switch state.os.platform {
        case .macOS:
            kind = .macOSList
            // "Security & Privacy" before macOS 13, "Privacy & Security" from 13 [S296].
            back = state.os.version.major >= 13 ? "Privacy & Security" : "Security & Privacy"
            title = "Location Services"
            lines = [.row(.locationServices), .blank]
            lines.append(listed ? .row(.macApp(state.macAppToggleStyle)) : .footer(Self.notListedNote(name, state)))
            if listed && state.settingsChoicesLocked { lines.append(.locked(state.settingsLockedNote)) }
            rules.append(.settingsMacAppCheckbox)
            if state.macAppToggleStyle == .toggleSwitch { rules.append(.settingsMacAppSwitch) }
            // No Precise switch, Screen Time row or Reset row: no source shows them in the Mac's pane [S296].
        case .iOS where state.os.era.hasAllowOnce && listed && level == .list:
            kind = .appList
            back = state.privacyPaneLabel
            title = state.os.settingsWord(SettingsText.locationServices)
            lines = [.row(.locationServices), .blank, .row(.app), .blank]
            // The legend of the arrows, as Apple Support explains them under the list [S323].
            lines += LocationServicesArrow.allCases.map { .arrowLegend($0) }
            lines += [.blank, .shortcuts]
            lines += Self.shortcuts(state)
            rules.append(.settingsListArrow)
        case .iOS where state.os.era.hasAllowOnce && listed:
            kind = .appPage
            back = state.os.settingsWord(SettingsText.locationServices)
            title = name
            lines.append(.header("ALLOW LOCATION ACCESS"))
            lines += Self.appSection(state, explanation: explanation)
            lines += [.blank, .shortcuts]
            lines += [.path(state.privacyPaneLabel + " › " + state.os.settingsWord(SettingsText.locationServices)), .row(.locationServices)]
            lines += Self.shortcuts(state)
        case .iOS, .watchOS, .tvOS, .visionOS:
            kind = .locationServices
            back = state.privacyPaneLabel
            title = state.os.settingsWord(SettingsText.locationServices)
            lines = [.row(.locationServices), .blank]
            if listed {
                // The app's name as its section header: what locprompt showed before audit 14; not sourced (D3).
                lines.append(.header(name.uppercased()))
                lines += Self.appSection(state, explanation: explanation)
            } else {
                lines.append(.footer(Self.notListedNote(name, state)))
            }
            lines += [.blank, .shortcuts]
            lines += Self.shortcuts(state)
        }
        if explanation != nil { rules.append(.settingsAppExplanation) }
        if listed && state.settingsChoicesLocked { rules.append(.restriction) }
        if listed && state.offersPreciseLocationSetting && !state.showsPreciseLocationSetting { rules.append(.settingsPreciseHiddenWhenNever) }
        self.lines = lines
        self.rules = rules
    }

    /// The choices, the App explanation footer, and Precise Location with its footer when the page shows it.
    private static func appSection(_ state: EngineState, explanation: String?) -> [SettingsLine] {
        var lines: [SettingsLine] = state.listedSettingsChoices.map { .row(.choice($0)) }
        if state.settingsChoicesLocked { lines.append(.locked(state.settingsLockedNote)) }
        if let explanation { lines.append(.footer(explanation)) }
        if state.showsPreciseLocationSetting {
            lines += [.blank, .row(.precise), .footer(preciseFooter)]
        }
        return lines
    }

    /// Rows that act on settings living elsewhere, each under the path to where it is on a device.
    private static func shortcuts(_ state: EngineState) -> [SettingsLine] {
        [.path(state.restrictionsPath), .row(.restricted), .path(state.resetPath), .row(.reset)]
    }

    private static func notListedNote(_ name: String, _ state: EngineState) -> String {
        state.hasSettingsRecord
            ? "“\(name)” is not in the list: it is not determined, and Settings has no row for that on \(state.os)."
            : "“\(name)” is not in the list yet: an app appears once it asks for your location."
    }
}

/// One line of a Settings page.
public enum SettingsLine: Hashable, Sendable {
    case blank
    /// A section header, shown dim.
    case header(String)
    case row(SettingsRow)
    /// Text under a section, wrapped to the screen's width (already neutralised).
    case footer(String)
    /// The mark that starts the shortcut rows: what follows lives elsewhere in Settings.
    case shortcuts
    /// Where the shortcut row below lives on a device.
    case path(String)
    /// Under the app's choices while they cannot be changed (`EngineState.settingsChoicesLocked`): a note that they
    /// are locked. locprompt's mark: how iOS draws locked rows is not sourced (audit 17 R3).
    case locked(String)
    /// A line of the list's legend: an arrow and what it means [S323] (rule settings-list-arrow).
    case arrowLegend(LocationServicesArrow)
}

/// A row of the emulated Settings screen: what the cursor can stop on.
public enum SettingsRow: Hashable, Sendable {
    /// The global switch (Privacy › Location Services).
    case locationServices
    /// One of the app's choices (iOS, watchOS, tvOS, visionOS).
    case choice(SettingsChoice)
    /// iOS 13+: the app's row in the Location Services list, its name with its choice and arrow
    /// (`EngineState.settingsListArrow`); it opens the app's page and sends nothing.
    case app
    /// macOS: the app's row in the Location Services list, a checkbox before macOS 13 and a switch from 13, as the
    /// engine says (`EngineState.macAppToggleStyle`); checked or on is allowed (rules settings-macos-app-checkbox,
    /// settings-macos-app-switch).
    case macApp(SettingsToggleStyle)
    case precise
    /// A shortcut to the app's restrictions (Screen Time, or General › Restrictions before iOS 12).
    case restricted
    /// A shortcut to General › … › Reset Location & Privacy.
    case reset

    /// The row's text and its value at the right edge, as drawn.
    public func label(in state: EngineState) -> (text: String, value: String) {
        func onOff(_ on: Bool) -> String { on ? "On ●" : "Off ○" }
        switch self {
        // The words in the device language where a source gives them (`DeviceOS.settingsWord`); On/Off are locprompt's marks.
        case .locationServices: return (state.os.settingsWord(SettingsText.locationServices), onOff(state.locationServicesEnabled))
        case .choice(let choice): return ((state.settingsChoice == choice ? "✓ " : "  ") + choice.shownLabel(on: state.os), "")
        case .app:
            // The choice under its name as the app's page ticks it (`SettingsChoice.shownLabel(on:)`), then “›”.
            let choice = state.settingsChoice.map { $0.shownLabel(on: state.os) + " ›" } ?? "›"
            return (SafeText.neutralize(state.app.displayName), choice)
        case .macApp(.checkbox):
            return ((state.settingsChoice == .always ? "[✓] " : "[ ] ") + SafeText.neutralize(state.app.displayName), "")
        case .macApp(.toggleSwitch):
            // The name, then the switch at the right edge, as the iOS switches are drawn.
            return (SafeText.neutralize(state.app.displayName), onOff(state.settingsChoice == .always))
        case .precise: return (state.os.settingsWord(SettingsText.preciseLocation), onOff(state.preciseLocation))
        case .restricted: return ("Restricted", onOff(state.restricted))
        case .reset: return ("Reset Location & Privacy", "›")
        }
    }

    /// The row shows a setting the person cannot change now: the app's choices (or the Mac's row) while they
    /// are locked (`EngineState.settingsChoicesLocked`). Its event is still sent when chosen, and the engine refuses
    /// it, saying why. The Precise and Location Services switches are not locked: the engine accepts their changes
    /// (emulator decisions, Documentation/Fidelity-Rules.md).
    public func isLocked(in state: EngineState) -> Bool {
        switch self {
        case .choice, .macApp: return state.settingsChoicesLocked
        case .locationServices, .app, .precise, .restricted, .reset: return false
        }
    }

    /// The engine event the row sends, nil for the list's app row (it opens the app's page). Settings asks first
    /// before some of them (turning Location Services off, the reset); the front end draws that confirmation and
    /// sends the event only once it is confirmed.
    public func event(in state: EngineState) -> Event? {
        switch self {
        case .locationServices:
            return .settings(.locationServices(!state.locationServicesEnabled))
        case .choice(let choice): return .settings(.appAuthorization(choice))
        case .app: return nil
        case .macApp:
            // The Mac offers Never and Always (`offeredSettingsChoices`): the checkbox or switch flips between them.
            let offered = state.offeredSettingsChoices
            let checked = state.settingsChoice == offered.last
            return .settings(.appAuthorization((checked ? offered.first : offered.last) ?? .never))
        case .precise: return .settings(.preciseLocation(!state.preciseLocation))
        case .restricted: return .settings(.restricted(!state.restricted))
        case .reset: return .settings(.resetLocationAndPrivacy)
        }
    }
}

extension EngineState {
    /// The Settings page the app's row opens on (`SettingsPage`).
    public var settingsPage: SettingsPage { SettingsPage(self) }

    /// The Settings page at `level` (`SettingsPage.Level`): the list or the app's page.
    public func settingsPage(at level: SettingsPage.Level) -> SettingsPage { SettingsPage(self, level: level) }

    /// The privacy pane's name on iOS: "Privacy", "Privacy & Security" from iOS 16 (reference §4.1). Elsewhere
    /// "Privacy", not sourced (audit 14, D6).
    public var privacyPaneEnglish: String {
        os.platform == .iOS && os.version.major >= 16 ? SettingsText.privacySecurity : SettingsText.privacy
    }

    /// `privacyPaneEnglish` in the device language where a source gives it (`DeviceOS.settingsWord`).
    public var privacyPaneLabel: String { os.settingsWord(privacyPaneEnglish) }

    /// The app's choices cannot be changed: restrictions are on. "The user cannot change this app’s status, possibly
    /// due to active restrictions" [S9]; "Due to active restrictions on location services, the user cannot change
    /// this status" [S13] (rule restricted). The one place that decides it: Settings refuses the change
    /// (`Engine+Settings.swift`) and the page marks the rows (`SettingsRow.isLocked`).
    public var settingsChoicesLocked: Bool { restricted }

    /// The note under locked choices (`SettingsLine.locked`): locprompt's words, naming where restrictions live on
    /// iOS (Screen Time from iOS 12, General › Restrictions before [S297]); elsewhere that is not sourced.
    public var settingsLockedNote: String {
        let what = os.platform != .macOS ? "these choices" : macAppToggleStyle == .toggleSwitch ? "this switch" : "this checkbox"
        let place = os.platform != .iOS ? "" : os.version.major >= 12 ? " (Screen Time)" : " (General › Restrictions)"
        return "Restricted\(place): \(what) cannot be changed."
    }

    /// The Precise Location switch is on the app's page: iOS 14+ [S7], the app listed, its row not Never
    /// (rule settings-precise-hidden-when-never, unverified); never on the Mac's list [S296].
    public var showsPreciseLocationSetting: Bool {
        offersPreciseLocationSetting && os.platform != .macOS && isListedInSettings && settingsChoice != .never
    }

    /// The footer under the app's choices, `App explanation: “…”` (rule settings-app-explanation, unverified which
    /// key): the When In Use purpose string from iOS 11, where every app that asks has it; before, the only key
    /// the app declares (When In Use first, then Always). Neutralised, and cut at `SettingsPage.explanationLimit`.
    /// Nil off iOS (no source), or when the app declares neither key.
    public var settingsExplanation: String? {
        guard os.platform == .iOS else { return nil }
        let key: UsageKey = os.era.alwaysNeedsCombinedKey || app.has(.whenInUse) ? .whenInUse : .always
        guard let purpose = app.purpose(key), !purpose.isEmpty else { return nil }
        // Only the first characters are looked at: counting a 200,000-character string on every frame would not be.
        let head = purpose.prefix(SettingsPage.explanationLimit)
        let cut = head.endIndex != purpose.endIndex
        // Line breaks stay line breaks, as on the alert (SafeText keeps them with keepNewlines; every other control
        // character is neutralised).
        return "App explanation: “" + SafeText.neutralize(String(head), keepNewlines: true) + (cut ? "…" : "") + "”"
    }

    /// Where the app's location restrictions live on a device: Screen Time › Content & Privacy Restrictions from
    /// iOS 12, General › Restrictions before [S297]. Not sourced for watchOS, tvOS and visionOS.
    public var restrictionsPath: String {
        guard os.platform == .iOS else { return "Restrictions (where on \(os.platform.displayName) is not sourced)" }
        return os.version.major >= 12 ? "Screen Time › Content & Privacy Restrictions › Location Services"
            : "General › Restrictions › Location Services"
    }

    /// Where Reset Location & Privacy lives: General › Transfer or Reset iPhone › Reset from iOS 15 [S298],
    /// General › Reset before (§4.2, [S35]). Not sourced for watchOS, tvOS and visionOS.
    public var resetPath: String {
        guard os.platform == .iOS else { return "Reset (where on \(os.platform.displayName) is not sourced)" }
        return os.version.major >= 15 ? "General › Transfer or Reset iPhone › Reset" : "General › Reset"
    }
}
