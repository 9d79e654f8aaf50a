/// `locprompt privacy --device FILE grant|revoke|reset location|location-always [BUNDLE-ID]`: changes a saved
/// device the way `xcrun simctl privacy <device> <action> <service> [<bundle identifier>]` changes a Simulator.
///
/// locprompt's reading of simctl's help text (Apple publishes no other description of it):
/// - `grant` "Grant access without prompting. Requires bundle identifier." — `location` ("when app is in use")
///   stores When In Use, `location-always` ("at all times") stores Always, both permanent, as if chosen in
///   Settings (reference §4.1), so, as a row chosen in Settings does, they take back the widget alert's grant
///   (`revoke` too). On macOS When In Use ≡ Always, so both store Always (reference §1.2, [S4]).
///   tvOS and visionOS have no Always (§1.2), so `grant location-always` is refused there.
/// - `revoke` "Revoke access, denying all use of the service. Requires bundle identifier." — denied (Never),
///   for either service.
/// - `reset` "Reset access, prompting on next use. Bundle identifier optional." — not determined, and the
///   once-only flags cleared, as Reset Location & Privacy does for the app [S5][S35]; without a bundle
///   identifier, every app on the device.
/// - `all` ("Apply the action to all services"): locprompt emulates only location, so `revoke all` and `reset all`
///   are `revoke location` and `reset location`; `grant all` is refused as ambiguous (When In Use or Always?).
/// Like simctl, it bypasses the Info.plist keys and restrictions stay as they are. Unlike simctl it never
/// terminates a running app: a saved device is changed between runs, and a device file a running session holds is
/// refused (its lock; that session saves its own copy on every change, so an outside change would be lost and
/// missing from its log and recording). Inside a session the Settings screen makes the change (audit 17 R2;
/// `privacy --help`, Documentation/Saved-Devices.md).
public struct PrivacyCommand: Hashable, Sendable {
    public enum Action: String, CaseIterable, Sendable {
        case grant, revoke, reset
    }

    public enum Service: String, CaseIterable, Sendable {
        case location
        case locationAlways = "location-always"
        case all
    }

    public var action: Action
    public var service: Service
    /// A bundle identifier, or `name:` and a display name for an app without one; nil for every app (reset only).
    public var target: String?

    public init(action: Action, service: Service, target: String? = nil) {
        self.action = action
        self.service = service
        self.target = target
    }

    /// Parses the command line's words, or explains what is accepted.
    public static func parse(action: String, service: String, target: String?) -> Result<PrivacyCommand, PrivacyCommandError> {
        guard let parsedAction = Action(rawValue: action.lowercased()) else {
            let near = EditDistance.nearest(to: action.lowercased(), among: ["grant", "revoke", "reset"])
            return .failure(PrivacyCommandError("unknown action “\(SafeText.neutralize(action))”; expected grant, revoke or reset"
                + (near.map { "; did you mean “\($0)”?" } ?? "")))
        }
        guard let parsedService = Service(rawValue: service.lowercased()) else {
            let near = EditDistance.nearest(to: service.lowercased(), among: Service.allCases.map(\.rawValue))
            return .failure(PrivacyCommandError("unknown service “\(SafeText.neutralize(service))”; locprompt emulates location and location-always"
                + " (and all, meaning those)" + (near.map { "; did you mean “\($0)”?" } ?? "")))
        }
        if let target {
            if let problem = Self.problem(with: target) { return .failure(PrivacyCommandError(problem)) }
        } else if parsedAction != .reset {
            return .failure(PrivacyCommandError("\(parsedAction.rawValue) requires a bundle identifier (as simctl privacy does); only reset applies to every app"))
        }
        if parsedAction == .grant && parsedService == .all {
            return .failure(PrivacyCommandError("grant all is ambiguous for location: use grant location (While Using the App) or grant location-always (Always)"))
        }
        return .success(PrivacyCommand(action: parsedAction, service: parsedService, target: target.map(SavedDevice.cappedKey)))
    }

    /// Why `target` cannot name an app, or nil.
    static func problem(with target: String) -> String? {
        // A hostile 100,000-character argument is shown cut: the error stays one readable line.
        let cut = target.count > 80 ? String(target.prefix(80)) + "… (\(target.count) characters)" : target
        let shown = "“" + SafeText.neutralize(cut) + "”"
        if target.hasPrefix("name:") {
            let name = target.dropFirst(5)
            guard !name.isEmpty, SafeText.isInert(String(name)) else { return "\(shown) is not an app name" }
            return nil
        }
        guard !target.isEmpty, target.utf8.count <= 255 else { return "\(shown) is not a bundle identifier" }
        guard SafeText.isInert(target), !target.contains(where: { $0 == " " || $0 == ":" || $0 == "/" }) else {
            return "\(shown) is not a bundle identifier (e.g. com.example.app; an app without one is name:<display name>)"
        }
        return nil
    }

    /// Applies the command to `device`, returning what changed (empty when no app matched a reset).
    public func apply(to device: inout SavedDevice) -> Result<[PrivacyChange], PrivacyCommandError> {
        let keys: [String]
        if let target {
            keys = [target]
        } else {
            keys = device.apps.keys.sorted()
        }
        var newAuthorization: SavedAuthorization?
        switch action {
        case .grant:
            let wantsAlways = service == .locationAlways || device.os.platform == .macOS
            if wantsAlways && (device.os.platform == .tvOS || device.os.platform == .visionOS) {
                return .failure(PrivacyCommandError("\(device.os.platform.displayName) has no Always authorization (reference §1.2); use grant location"))
            }
            newAuthorization = wantsAlways ? .always : .whenInUse
        case .revoke:
            newAuthorization = .denied
        case .reset:
            newAuthorization = nil
        }
        var changes: [PrivacyChange] = []
        for key in keys {
            if action == .reset && device.apps[key] == nil { continue }
            var record = device.apps[key] ?? Self.newRecord(key: key)
            let before = record.authorization
            let widgetsBefore = record.widgetLocationAllowed
            let recordedBefore = record.hasSettingsRecord
            if let newAuthorization {
                record.authorization = newAuthorization
                // As if chosen in Settings, where each row is the app's level without widgets: the widget
                // alert's grant is taken back (rule widget-location-grant) [S133].
                record.widgetLocationAllowed = false
                // A stored answer comes with a Settings record, so the app is listed; one that never asked is
                // granted without asking, as simctl writes it (rule settings-unlisted-app-applied-as-grant).
                if !record.askedPermission { record.grantedWithoutAsking = true }
                // The background-use record belongs to the current Always grant (background-reminder rules).
                if !(before == .always && newAuthorization == .always) { record.usedLocationInBackground = false }
            } else {
                record.resetLocationPrivacy()
            }
            device.apps[key] = record
            changes.append(PrivacyChange(key: key, displayName: record.displayName, before: before,
                                         after: record.authorization, restricted: record.restricted,
                                         widgetsBefore: widgetsBefore, widgetsAfter: record.widgetLocationAllowed,
                                         recordedBefore: recordedBefore, recordedAfter: record.hasSettingsRecord))
        }
        return .success(changes)
    }

    private static func newRecord(key: String) -> AppRecord {
        key.hasPrefix("name:")
            ? AppRecord(displayName: String(key.dropFirst(5)))
            : AppRecord(bundleIdentifier: key)
    }
}

/// One app's authorization before and after a privacy command.
public struct PrivacyChange: Hashable, Sendable {
    public var key: String
    public var displayName: String?
    public var before: SavedAuthorization
    public var after: SavedAuthorization
    /// Restrictions are on: the app still reads `restricted` whatever is stored.
    public var restricted: Bool
    /// The widget alert's grant before and after (`grant`, `revoke` and `reset` take it back).
    public var widgetsBefore = false
    public var widgetsAfter = false
    /// Whether Settings had a record of the app (it asked, or was granted without asking) before and after.
    public var recordedBefore: Bool = false
    public var recordedAfter: Bool = false
}

public struct PrivacyCommandError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension SavedAuthorization {
    /// What the app's Settings row shows for it on `os` (reference §4.1); nil where the app is not listed: Settings
    /// has no record of it (`recorded`: it has not asked, nor been granted), or it is not determined where Settings
    /// has no Ask Next Time (before iOS 13, macOS).
    public func settingsChoice(on os: DeviceOS, recorded: Bool) -> SettingsChoice? { stored.settingsChoice(on: os, recorded: recorded) }

    /// `denied (Settings: Never)`, `provisional Always: the app reads authorizedAlways (Settings: While Using the App)`.
    /// `widgets`: the person allowed the widget alert, so When In Use shows “While Using the App or Widgets” [S133].
    public func summary(on os: DeviceOS, recorded: Bool, widgets: Bool = false) -> String {
        var choice = settingsChoice(on: os, recorded: recorded)
        if widgets && self == .whenInUse && choice == .whileUsing { choice = .whileUsingOrWidgets }
        let settings = choice.map { "Settings: " + $0.label(on: os) }
            ?? (recorded || self != .notDetermined ? "not listed in Settings" : "not listed in Settings: it has not asked yet")
        switch self {
        case .notDetermined: return "not determined (\(settings))"
        case .denied: return "denied (\(settings))"
        case .whenInUse: return "When In Use (\(settings))"
        case .provisionalAlways: return "provisional Always, the app reads authorizedAlways (\(settings))"
        case .always: return "Always (\(settings))"
        }
    }
}
