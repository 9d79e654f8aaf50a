/// How the Mac's Location Services list lets the person allow or stop an app: the control the engine gives each
/// app's row (`SettingsRow.macApp`), so that the terminal draws what the engine says and tests no version itself.
public enum SettingsToggleStyle: Hashable, Sendable {
    /// macOS 10.15–12 (System Preferences): a checkbox beside the app, checked is allowed. Mac Help for High Sierra
    /// says to select the checkbox next to the apps to allow [S351] (rule settings-macos-app-checkbox).
    case checkbox
    /// macOS 13+ (System Settings): a switch at the row's right edge, on is allowed. Mac Help for macOS 13+ says to
    /// turn Location Services on or off for each app in the list [S350] (rule settings-macos-app-switch).
    case toggleSwitch
}

extension EngineState {
    /// The control of the app's row in the Mac's Location Services list: a switch from macOS 13, which brought
    /// System Settings [S350], a checkbox before [S351] (rules settings-macos-app-switch, settings-macos-app-checkbox).
    /// Meaningful on macOS only; the semantics are the same (on or checked is allowed, Always).
    public var macAppToggleStyle: SettingsToggleStyle {
        os.version.major >= 13 ? .toggleSwitch : .checkbox
    }
}
