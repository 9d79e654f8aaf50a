import Foundation

/// The authorization requests `locprompt check` tries.
public enum CheckedRequest: String, Sendable, Hashable, Codable, CaseIterable {
    case whenInUse = "requestWhenInUseAuthorization"
    case always = "requestAlwaysAuthorization"

    public var action: AppAction { self == .whenInUse ? .requestWhenInUseAuthorization : .requestAlwaysAuthorization }
    /// Command-line spelling (`--request when-in-use`).
    public var argument: String { self == .whenInUse ? "when-in-use" : "always" }

    public init?(argument: String) {
        switch argument.lowercased() {
        case "when-in-use", "wheninuse", "when_in_use", "requestwheninuseauthorization": self = .whenInUse
        case "always", "requestalwaysauthorization": self = .always
        default: return nil
        }
    }
}

/// What `locprompt check` found: per OS band, what each request the app makes does on a fresh install,
/// what Settings offers, and lint findings on the keys. The behaviour comes from the engine.
public struct AppCheckReport: Sendable, Codable {
    /// The JSON format's version (`JSONOutput.formatVersion`).
    public var formatVersion = JSONOutput.formatVersion
    public struct AppInfo: Sendable, Codable {
        public var name: String
        public var nameSource: AppNameSource
        public var bundleIdentifier: String?
        public var infoPlist: String
        public var language: String?
        public var languages: [String]
        public var developmentRegion: String?
    }

    /// A request that was checked and why locprompt thinks the app makes it.
    public struct RequestChoice: Sendable, Codable, Hashable {
        public var request: CheckedRequest
        public var reason: String
    }

    public enum Outcome: String, Sendable, Codable {
        /// An alert appears.
        case alert
        /// No alert, status unchanged, no callback: the request is lost [S3][S13][S24].
        case failsSilently = "fails-silently"
        /// The call does not exist on this platform (tvOS Always), so the app cannot make it.
        case unavailable
    }

    public struct RequestResult: Sendable, Codable {
        public var request: CheckedRequest
        public var outcome: Outcome
        /// The alert's kind (`PromptKind.scenarioName`: `whenInUse`), title and message, when one appears.
        public var alert: String?
        public var title: String?
        public var message: String?
        /// The console line the system writes, if any.
        public var console: String?
        /// What happened, step by step, in the engine's words.
        public var explanation: [String]
        /// The rules behind it: `summary [reference; sources]`.
        public var rules: [String]
        /// The same rules' ids, in the same order, for `locprompt rules <id>` (JSON `ruleIds`; `rules` keeps its prose).
        /// An iOS rule the engine applied on another platform follows the `ios-rule-on-other-platform` its effect cites.
        public var ruleIds: [String]
        /// Those of `ruleIds` that are iOS rules applied on another platform, where no source describes the
        /// behaviour (JSON `appliedIOSRuleIds`, empty on iOS).
        public var appliedIOSRuleIds: [String]
    }

    public struct BandResult: Sendable, Codable {
        public var band: String
        public var label: String
        public var platform: Platform
        /// The OS version checked (`os`, as scenarios and the device file name it).
        public var os: String
        /// False where the reference marks the platform's behaviour as inferred (§7.3, §7.4).
        public var documented: Bool
        public var results: [RequestResult]
        /// The app's choices in Settings › Privacy › Location Services (reference §4.1); empty when Settings does
        /// not list the app (`listed`).
        public var settings: [String]
        public var settingsNote: String?
        /// False when no request checked shows an alert on this band: the app never asks, so Settings does not list
        /// it (rule settings-lists-apps-that-asked; audit 17 K5).
        public var listed: Bool
        /// Why the app cannot be installed on this OS (below its `MinimumOSVersion`, or an App Clip before iOS 14),
        /// nil when it can. Such a band is not run: `results` is empty and it counts neither as a pass nor as a failure
        /// (audit 22e W1, U6).
        public var notInstallable: String? = nil

        public var failures: Int { results.filter { $0.outcome == .failsSilently }.count }
        /// Requests that do not exist on this band's platform (tvOS Always).
        public var unavailable: Int { results.filter { $0.outcome == .unavailable }.count }
    }

    public var app: AppInfo
    public var requests: [RequestChoice]
    public var bands: [BandResult]
    public var findings: [AppFinding]
    public var notes: [String]
    /// Requests that fail silently, summed over bands.
    public var failures: Int
    /// Requests that do not exist on their band's platform (tvOS Always), summed over bands: neither a pass nor a
    /// silent failure (the call does not compile there), so they count in neither `failures` nor `checked`.
    public var unavailable: Int = 0
    /// Requests actually made (an alert or a silent failure), summed over the bands the app can be installed on.
    public var checked: Int = 0
    /// True when no request checked fails silently (exit 0). A run where nothing could be made (`checked` 0: every
    /// request unavailable, or no band the app installs on) is also exit 0; the text says so instead of "every request
    /// shows its alert".
    public var passed: Bool

    /// 0 when every request works on the bands asked for, 1 when some fail silently.
    public var exitCode: Int32 { (passed ? ExitStatus.success : .checkFailed).rawValue }
}

public enum AppCheck {
    /// Which requests the app makes, inferred from the keys it declares: When In Use if it declares the When
    /// In Use key, or location keys but no Always key; Always if it declares an Always key. A misspelled key
    /// or a key of the wrong type counts as declared (the developer meant it). `UIBackgroundModes` `location`
    /// alone does not imply Always: background tracking works with When In Use (blue indicator [S4][S17]).
    public static func inferRequests(_ app: LoadedApp) -> [AppCheckReport.RequestChoice] {
        let profile = app.profile
        func spelledAs(_ key: UsageKey) -> [String] {
            app.findings.filter { $0.code == .misspelledKey && $0.suggestion == key.key && $0.file == app.infoPlistPath }.map(\.key)
        }
        func declared(_ key: UsageKey) -> [String] {
            (app.keyTypes[key.key] != nil ? [key.key] : []) + spelledAs(key)
        }
        let whenInUse = declared(.whenInUse)
        let always = declared(.alwaysAndWhenInUse) + declared(.always)
        let other = declared(.legacy)
            + [LocationInfoKey.temporaryUsageDescriptionDictionary, LocationInfoKey.defaultAccuracyReduced].filter { app.keyTypes[$0] != nil }
            + (profile.backgroundLocation ? ["UIBackgroundModes location"] : [])
        // Quoted, so that a trailing space or a misspelling shows (audit 22e U9); a key Core Location does not read says so.
        let misspelled = Set(app.findings.filter { $0.code == .misspelledKey && $0.file == app.infoPlistPath }.map(\.key))
        func list(_ keys: [String]) -> String {
            keys.map { "“\(SafeText.neutralize($0))”" + (misspelled.contains($0) ? " (not a key Core Location reads: see Findings)" : "") }
                .joined(separator: ", ")
        }
        var result: [AppCheckReport.RequestChoice] = []
        if !whenInUse.isEmpty {
            result.append(.init(request: .whenInUse, reason: "the app declares \(list(whenInUse))"))
        } else if always.isEmpty && !other.isEmpty {
            result.append(.init(request: .whenInUse, reason: "the app declares \(list(other)) but no When In Use or Always key, so it is assumed to ask for When In Use"))
        }
        if !always.isEmpty {
            result.append(.init(request: .always, reason: "the app declares \(list(always))"))
        }
        return result
    }

    /// The bands to check when none are named: every band of `platform` (else the platform the Info.plist
    /// is for), from the app's minimum OS version if the Info.plist states one.
    public static func defaultDevices(for app: LoadedApp, platform: Platform?) -> (devices: [DeviceOS], notes: [String]) {
        var notes: [String] = []
        let chosen = platform ?? app.platformHint
        if platform == nil && app.platformHint != .iOS {
            notes.append("checking \(chosen.displayName) because \(app.platformHintReason); use --platform to choose")
        }
        var bands = OSBand.bands(for: chosen)
        if let minimum = installMinimum(for: app, platform: chosen) {
            let kept = bands.filter { band in band.end.map { $0 > minimum.version } ?? true }
            if !kept.isEmpty && kept.count < bands.count {
                notes.append("\(minimum.reason), so older bands are not checked")
                bands = kept
            }
        }
        return (bands.map { DeviceOS(band: $0) }, notes)
    }

    /// The first version of `platform` the app can be installed on, and why: the Info.plist's minimum OS (on the
    /// platform it is for), and iOS 14 for an App Clip (`NSAppClip` is iOS 14.0+ [S130]); the later of the two.
    public static func installMinimum(for app: LoadedApp, platform: Platform) -> (version: OSVersion, reason: String)? {
        var found: (version: OSVersion, reason: String)?
        if let minimum = app.minimumOSVersion, platform == app.platformHint {
            let key = platform == .macOS ? "LSMinimumSystemVersion" : "MinimumOSVersion"
            found = (minimum, "the Info.plist's minimum OS is \(platform.displayName) \(minimum) (\(key))")
        }
        if app.profile.isAppClip && platform == .iOS && found.map({ $0.version < appClipMinimum }) ?? true {
            found = (appClipMinimum, "App Clips exist from iOS 14 (NSAppClip is iOS 14.0+)")
        }
        return found
    }

    /// App Clips arrived with iOS 14 [S130].
    static let appClipMinimum = OSVersion(14)

    /// The note for an App Clip: what checking it as one changes.
    static let appClipNote = "the Info.plist declares NSAppClip: checked as an App Clip (iOS 14+ only; it cannot request Always, App Clips “can’t request continuous location access” [S130])"

    /// `items` once each, in order.
    static func uniqued<T: Hashable>(_ items: [T]) -> [T] {
        var seen: Set<T> = []
        return items.filter { seen.insert($0).inserted }
    }

    /// Runs each request on a fresh install of each device and reads what the engine does.
    public static func run(_ app: LoadedApp, devices: [DeviceOS], requests: [CheckedRequest]? = nil,
                           notes extraNotes: [String] = []) -> AppCheckReport {
        let choices: [AppCheckReport.RequestChoice]
        var notes = app.notes + extraNotes
        if app.profile.isAppClip { notes.insert(appClipNote, at: 0) }
        // The same request or OS version named twice is checked once (audit 22e U5): counts stay true.
        let devices = uniqued(devices)
        if let requests {
            choices = uniqued(requests).map { .init(request: $0, reason: "asked for with --request") }
        } else {
            choices = inferRequests(app)
            if choices.isEmpty {
                notes.append("the app declares no location keys, so it cannot show any location alert; use --request to check a request anyway")
            }
            if app.profile.backgroundLocation && !choices.contains(where: { $0.request == .always }) {
                notes.append("UIBackgroundModes has location but no Always key: assumed to track in the background with When In Use (blue indicator); use --request always to check Always too")
            }
        }
        var bands: [AppCheckReport.BandResult] = []
        for os in devices {
            if let minimum = installMinimum(for: app, platform: os.platform), os.version < minimum.version {
                // Not run: the app cannot be on this device, so nothing there passes or fails (audit 22e W1, U6).
                bands.append(.init(band: os.band.id, label: os.band.label, platform: os.platform, os: os.version.description,
                                   documented: os.band.documented, results: [], settings: [], settingsNote: nil, listed: false,
                                   notInstallable: "the app cannot be installed on \(os.platform.displayName) \(os.version): \(minimum.reason)"))
                continue
            }
            let fresh = EngineState(os: os, app: app.profile)
            let results = choices.map { evaluate($0.request, on: os, app: app.profile) }
            let settings = settingsRow(fresh, asks: results.contains { $0.outcome == .alert })
            bands.append(.init(band: os.band.id, label: os.band.label, platform: os.platform, os: os.version.description,
                               documented: os.band.documented, results: results,
                               settings: settings.choices, settingsNote: settings.note, listed: settings.listed))
        }
        let failures = bands.map(\.failures).reduce(0, +)
        let unavailable = bands.map(\.unavailable).reduce(0, +)
        let checked = bands.map { $0.results.count - $0.unavailable }.reduce(0, +)
        let info = AppCheckReport.AppInfo(
            name: app.profile.displayName, nameSource: app.nameSource, bundleIdentifier: app.profile.bundleIdentifier,
            infoPlist: app.infoPlistPath, language: app.language, languages: app.availableLanguages,
            developmentRegion: app.developmentRegion)
        // Findings that depend on the platforms checked (which usage key each reads) join the load-time ones.
        let findings = InfoPlistLint.sorted(app.findings + InfoPlistLint.platformFindings(
            app: app.profile, file: app.infoPlistPath, platforms: Set(devices.map(\.platform))))
        return AppCheckReport(app: info, requests: choices, bands: bands, findings: findings, notes: notes,
                              failures: failures, unavailable: unavailable, checked: checked, passed: failures == 0)
    }

    /// The app's row in Settings on a fresh install of `fresh`'s device, once it has asked. `asks`: some request
    /// checked shows its alert there. Without one the app never asks, and Settings lists only apps that asked
    /// (rule settings-lists-apps-that-asked; audit 17 K5), so there is no row.
    static func settingsRow(_ fresh: EngineState, asks: Bool) -> (choices: [String], note: String?, listed: Bool) {
        guard asks else {
            return ([], "not listed (the app cannot ask: no request checked shows an alert here, and Settings lists only apps that asked; rule \(Rule.settingsListsAppsThatAsked.id))", false)
        }
        let os = fresh.os
        let offered = fresh.offeredSettingsChoices
        var note: String?
        if (os.platform == .iOS || os.platform == .watchOS) && !offered.contains(.always) {
            note = "no Always: the app does not declare \(fresh.alwaysKeyForSettings.key) [§4.1; S36]"
        } else if fresh.app.isAppClip && offered.contains(.always) {
            // Apple says only that an App Clip "can't request continuous location access" [S130]; what its row in
            // Settings offers is not sourced. The engine's Settings offers Always to one that declares the Always key,
            // and check reports what the engine does, so the row is kept and marked (audit 17 K5).
            note = "Always is not verified for an App Clip: App Clips “can’t request continuous location access” [S130], and no source says what an App Clip's row in Settings offers; locprompt's Settings offers it because the App Clip declares \(fresh.alwaysKeyForSettings.key)"
        }
        return (offered.map { $0.label(on: os) }, note, true)
    }

    /// Launches the app on a fresh device, makes one request, and classifies the effects.
    public static func evaluate(_ request: CheckedRequest, on os: DeviceOS, app: AppProfile) -> AppCheckReport.RequestResult {
        var state = EngineState(os: os, app: app)
        state.apply(.app(.launch))
        let effects = state.apply(.app(request.action))
        let rules = uniqueRules(effects)
        let ruleIds = uniqueRules(effects, \.id)
        let applied = unique(effects.compactMap(\.appliedIOSRule).map(\.id))
        let explanation = effects.map(\.kind.text)
        if let presented = effects.lazy.compactMap({ effect -> PresentedAlert? in
            if case .alertPresented(let alert) = effect.kind { return alert } else { return nil }
        }).first {
            let content = PromptCatalog.content(for: presented, os: os, app: app)
            return .init(request: request, outcome: .alert, alert: presented.kind.scenarioName, title: content.title,
                         message: content.message, console: nil, explanation: explanation, rules: rules, ruleIds: ruleIds,
                         appliedIOSRuleIds: applied)
        }
        let console = effects.lazy.compactMap { effect -> String? in
            if case .console(let line) = effect.kind { return line } else { return nil }
        }.first
        let unavailable = effects.contains { $0.rule == .tvOSNoAlways }
        return .init(request: request, outcome: unavailable ? .unavailable : .failsSilently, alert: nil, title: nil,
                     message: nil, console: console, explanation: explanation, rules: rules, ruleIds: ruleIds,
                     appliedIOSRuleIds: applied)
    }

    /// The effects' rules once each, in order, as `text` writes them (`summary [reference; sources]` by default):
    /// each effect's cited rule, then the iOS rule it applied, if any.
    static func uniqueRules(_ effects: [Effect], _ text: (Rule) -> String = \.description) -> [String] {
        unique(effects.filter { $0.rule != .lifecycle }.flatMap(\.rules).map(text))
    }

    /// `texts` once each, in order.
    static func unique(_ texts: [String]) -> [String] {
        var seen: [String] = []
        for text in texts where !seen.contains(text) { seen.append(text) }
        return seen
    }
}
