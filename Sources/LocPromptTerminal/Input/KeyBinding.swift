import LocPromptCore

/// What a key does in the front end itself (everything else is an engine `Event`).
public enum UIAction: Hashable, Sendable {
    case quit
    case toggleHelp
    case openSettings
    case closeSettings
    /// Start or stop standard location updates, whichever the app is not doing.
    case toggleUpdates
    /// `requestTemporaryFullAccuracyAuthorization` with the app's first purpose key.
    case requestFullAccuracy
    /// Start or stop iterating `CLLocationUpdate.liveUpdates()` (iOS 17+).
    case toggleLiveUpdates
    /// Start or end a `CLBackgroundActivitySession` (iOS 17+).
    case toggleBackgroundActivity
    /// Set `allowsBackgroundLocationUpdates` on the newest manager to the opposite of its value (iOS 9+, watchOS 4+, macOS 10.15+).
    case toggleBackgroundUpdates
    /// Set `showsBackgroundLocationIndicator` on the newest manager to the opposite of its value (iOS 11+).
    case toggleBackgroundIndicator
    /// `CLServiceSession(authorization: .whenInUse, fullAccuracyPurposeKey:)` with the app's first purpose key (iOS 18+).
    case fullAccuracySession
    case switchPlatform
    case switchOS
    case switchApp
    /// The device language: system alert text and the app's `.lproj` (issue 13 §4).
    case switchLanguage
    case scrollLog(Int)
    /// A page of the log pane back (-1) or forward (1): its height less one line, kept for context (audit 14 F17).
    case scrollLogPage(Int)
    /// To the oldest line kept (`Home`).
    case scrollLogToStart
    case scrollLogToEnd
    /// Select the log line `delta` lines before (negative) or after the selected one; opens the why pane.
    case selectLog(Int)
    /// Close the why pane.
    case closeWhy
    case redraw
    // In an alert
    case focusNext
    case focusPrevious
    case tapFocused
    case tapPosition(Int)
    case refuseDismiss
    // In Settings
    case settingsUp
    case settingsDown
    case settingsActivate
    case settingsFirst
    case settingsLast
    case settingsBack
}

/// What a binding does: an engine event, or a front-end action.
public enum Action: Hashable, Sendable {
    case event(Event)
    case ui(UIAction)
    /// A walkthrough's key (`WalkKeyBindings`).
    case walk(WalkAction)
    /// A quiz's key (`QuizKeyBindings`, `walk --quiz`).
    case quiz(QuizAction)
    /// The compare screen's key (`CompareKeyBindings`, `walk --compare`).
    case compare(CompareAction)
    /// A presentation's key (`PresentKeyBindings`).
    case present(PresentAction)
}

/// Where a binding applies; also the headings of the help overlay.
public enum BindingGroup: String, Hashable, Sendable, CaseIterable {
    case app = "The app"
    case world = "World and time"
    case screen = "Screen"
    case alert = "In an alert"
    case settings = "In Settings"
    case walk = "The walkthrough"
    case walkAlert = "On the scenario's alert"
    case quiz = "The quiz"
    case compare = "Comparing OS versions"
    case presentSteps = "Through the scenario"
    case present = "The presentation"
}

/// One row of the key table: the keys, what they do and how the help overlay describes them.
public struct KeyBinding: Hashable, Sendable {
    public let keys: [Key]
    public let action: Action
    public let summary: String
    public let group: BindingGroup
    /// How the keys are written in help (defaults to the keys joined with spaces).
    public let keyLabel: String
    /// Documented by a neighbouring row (e.g. PgDn under "PgUp PgDn"): left out of help and the README.
    public let inHelp: Bool

    public init(_ keys: [Key], _ action: Action, _ summary: String, _ group: BindingGroup, label: String? = nil,
                inHelp: Bool = true) {
        self.keys = keys
        self.action = action
        self.summary = summary
        self.group = group
        self.keyLabel = label ?? keys.map(\.description).joinedText(separator: " ")
        self.inHelp = inHelp
    }
}

/// The one key table: the model dispatches through it and the help overlay and README are generated from it.
public enum KeyBindings {
    private static func app(_ key: Character, _ action: AppAction, _ summary: String, label: String? = nil,
                            inHelp: Bool = true) -> KeyBinding {
        KeyBinding([.char(key)], .event(.app(action)), summary, .app, label: label, inHelp: inHelp)
    }

    /// Keys available on the main screen (also under an alert and in Settings, after their own tables).
    public static let main: [KeyBinding] = [
        app("w", .requestWhenInUseAuthorization, "request When In Use"),
        app("a", .requestAlwaysAuthorization, "request Always"),
        KeyBinding([.char("p")], .ui(.requestFullAccuracy), "temporary full accuracy", .app),
        KeyBinding([.char("u")], .ui(.toggleUpdates), "start/stop location updates", .app),
        app("s", .startMonitoringSignificantLocationChanges, "monitor significant changes"),
        app("v", .startMonitoringVisits, "monitor visits"),
        app("g", .startMonitoringRegion, "monitor a region (geofence)"),
        app("m", .createManager, "create / release a manager", label: "m x"),
        app("x", .releaseManager, "release the newest manager", inHelp: false),
        app("k", .showUserLocationOnMap, "MapKit showsUserLocation"),
        KeyBinding([.char("U")], .ui(.toggleLiveUpdates), "liveUpdates() / CLMonitor", .app, label: "U M"),
        KeyBinding([.char("M")], .event(.modern(.startMonitor)), "CLMonitor with one circle", .app, inHelp: false),
        KeyBinding([.char("B")], .ui(.toggleBackgroundActivity), "background activity session", .app),
        // The two CLLocationManager properties: allowsBackgroundLocationUpdates, showsBackgroundLocationIndicator.
        KeyBinding([.char("K")], .ui(.toggleBackgroundUpdates), "bg updates / bg indicator", .app, label: "K H"),
        KeyBinding([.char("H")], .ui(.toggleBackgroundIndicator), "showsBackgroundLocationIndicator on / off", .app, inHelp: false),
        KeyBinding([.char("W")], .event(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: nil))),
                   "session: inUse/always/none", .app, label: "W Y N"),
        KeyBinding([.char("Y")], .event(.modern(.serviceSession(.always, fullAccuracyPurposeKey: nil))),
                   "service session .always", .app, inHelp: false),
        KeyBinding([.char("N")], .event(.modern(.serviceSession(.none, fullAccuracyPurposeKey: nil))),
                   "service session .none", .app, inHelp: false),
        KeyBinding([.char("F")], .ui(.fullAccuracySession), "full-acc. session / end one", .app, label: "F E"),
        KeyBinding([.char("E")], .event(.modern(.endServiceSession)), "end the newest service session", .app, inHelp: false),
        app("l", .launch, "launch the app"),
        app("b", .background, "background / foreground", label: "b f"),
        app("f", .foreground, "bring the app to the foreground", inHelp: false),
        app("z", .suspend, "suspend the app"),
        app("t", .terminate, "terminate the app"),
        KeyBinding([.char(".")], .event(.advance(.seconds(1))), "advance time 1 s / 1 min", .world, label: ". >"),
        KeyBinding([.char(">")], .event(.advance(.minutes(1))), "advance time 1 min", .world, inHelp: false),
        KeyBinding([.char("e")], .event(.world(.locationUpdate)), "a location update arrives", .world),
        KeyBinding([.char("r")], .event(.world(.regionEntry)), "region entry / exit", .world, label: "r R"),
        KeyBinding([.char("R")], .event(.world(.regionExit)), "region exit", .world, inHelp: false),
        KeyBinding([.char("c")], .event(.world(.significantChange)), "a significant change", .world),
        KeyBinding([.char("i")], .event(.world(.visit)), "a visit is recorded", .world),
        KeyBinding([.char("d")], .event(.systemPrompt(.deferredAlways)), "deferred Always alert", .world),
        KeyBinding([.char("n")], .event(.systemPrompt(.backgroundReminder)), "background reminder alert", .world),
        KeyBinding([.char("S")], .ui(.openSettings), "open Settings", .screen),
        KeyBinding([.char("P")], .ui(.switchPlatform), "switch platform (resets)", .screen),
        KeyBinding([.char("O")], .ui(.switchOS), "switch OS band (resets)", .screen),
        KeyBinding([.char("A")], .ui(.switchApp), "switch app (resets)", .screen),
        KeyBinding([.char("L")], .ui(.switchLanguage), "switch device language", .screen),
        KeyBinding([.pageUp], .ui(.scrollLogPage(-1)), "scroll the log a page (wheel too)", .screen, label: "PgUp PgDn"),
        KeyBinding([.pageDown], .ui(.scrollLogPage(1)), "scroll the log a page forward", .screen, inHelp: false),
        KeyBinding([.home], .ui(.scrollLogToStart), "the oldest log line / follow the newest", .screen, label: "Home End"),
        KeyBinding([.end], .ui(.scrollLogToEnd), "follow the newest log lines", .screen, inHelp: false),
        KeyBinding([.char("[")], .ui(.selectLog(-1)), "why: select a log line, see its rule (click too)", .screen, label: "[ ]"),
        KeyBinding([.char("]")], .ui(.selectLog(1)), "select the next log line", .screen, inHelp: false),
        KeyBinding([.escape], .ui(.closeWhy), "close the why pane", .screen, inHelp: false),
        KeyBinding([.ctrl("l")], .ui(.redraw), "redraw the screen", .screen),
        KeyBinding([.char("?"), .function(1)], .ui(.toggleHelp), "show/hide this help", .screen),
        KeyBinding([.char("q")], .ui(.quit), "quit", .screen),
    ]

    /// Keys of an alert on screen (checked before `main`).
    public static let alert: [KeyBinding] = [
        KeyBinding([.down, .right, .tab], .ui(.focusNext), "next button", .alert, label: "↓ → Tab"),
        KeyBinding([.up, .left, .backTab], .ui(.focusPrevious), "previous button", .alert, label: "↑ ← ⇧Tab"),
        KeyBinding([.enter], .ui(.tapFocused), "tap the button marked › ‹ (the keyboard cursor)", .alert),
        KeyBinding([.char("1")], .ui(.tapPosition(0)), "tap button 1, 2 or 3", .alert, label: "1 2 3"),
        KeyBinding([.char("2")], .ui(.tapPosition(1)), "tap button 2", .alert, inHelp: false),
        KeyBinding([.char("3")], .ui(.tapPosition(2)), "tap button 3", .alert, inHelp: false),
        KeyBinding([.space], .event(.togglePrecise), "toggle Precise: On/Off", .alert),
        KeyBinding([.escape], .ui(.refuseDismiss), "nothing: alerts stay up", .alert),
    ]

    /// Keys of the Settings screen (checked before `main`).
    public static let settings: [KeyBinding] = [
        KeyBinding([.up], .ui(.settingsUp), "move between rows", .settings, label: "↑ ↓"),
        KeyBinding([.down], .ui(.settingsDown), "next row", .settings, inHelp: false),
        // Home and End move along the page here, as in a list; they scroll the log everywhere else (audit 14 F8).
        KeyBinding([.home], .ui(.settingsFirst), "first / last row", .settings, label: "Home End"),
        KeyBinding([.end], .ui(.settingsLast), "last row", .settings, inHelp: false),
        KeyBinding([.enter, .space], .ui(.settingsActivate), "choose / toggle (Space too)", .settings, label: "Enter"),
        KeyBinding([.left, .backspace], .ui(.settingsBack), "back (‹ label): app's page → list → app", .settings, label: "← Bksp"),
        KeyBinding([.escape, .char("S")], .ui(.closeSettings), "back to the app", .settings, label: "Esc S"),
    ]

    /// Every table, in help order.
    public static var all: [KeyBinding] { main + alert + settings }

    /// The rows help and the README show.
    public static var helpRows: [KeyBinding] { all.filter(\.inHelp) }

    /// The binding for `key` in `table`, if any.
    public static func lookup(_ key: Key, in table: [KeyBinding]) -> KeyBinding? {
        table.first { $0.keys.contains(key) }
    }

    /// The key table as a Markdown table (for the README).
    public static var markdown: String {
        var lines = ["| key | what it does | where |", "|---|---|---|"]
        for row in helpRows {
            lines.append("| `\(row.keyLabel)` | \(row.summary) | \(row.group.rawValue) |")
        }
        return lines.joined(separator: "\n")
    }
}
