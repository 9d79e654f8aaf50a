import LocPromptCore

/// The phone: a frame, the status bar (virtual clock and location indicator) and what the app is doing.
/// An alert or the Settings screen is drawn over the phone's screen afterwards.
public enum DeviceScreen {
    /// How the status bar shows each indicator (reference §4.3).
    public static func glyph(_ indicator: LocationIndicator) -> String {
        switch indicator {
        case .none: return ""
        case .hollowArrow: return "➢"
        case .solidArrow: return "➤"
        case .bluePill: return "➤"
        }
    }

    public static func indicatorName(_ indicator: LocationIndicator) -> String {
        switch indicator {
        case .none: return "none"
        case .hollowArrow: return "hollow arrow"
        case .solidArrow: return "solid arrow"
        case .bluePill: return "blue pill"
        }
    }

    /// Where a person finds the app that is not running: the Home Screen on iPhone, Apple Watch and Apple TV, the
    /// Home View on Apple Vision Pro, the Dock on a Mac (which has no Home Screen; UI audit 14 F11).
    static func launcherName(_ platform: Platform) -> String {
        switch platform {
        case .macOS: return "Dock"
        case .visionOS: return "Home View"
        case .iOS, .watchOS, .tvOS: return "Home Screen"
        }
    }

    /// `keyHints`: the "l launches it" line (false in a walkthrough, where the scenario drives the app).
    public static func draw(_ model: FrontEndModel, layout: Layout, keyHints: Bool = true, on canvas: Canvas) {
        let state = model.state
        let look = DeviceLook(state.os)
        let name = SafeText.neutralize(state.app.displayName)
        let screen: Rect
        if look == .phone {
            canvas.box(layout.device, style: .rounded)
            drawStatusBar(state, in: layout.statusBar, on: canvas)
            screen = layout.deviceScreen
            // Home indicator.
            canvas.putCentered("────────", row: layout.device.bottom - 2, col: layout.device.col + 1,
                               columns: layout.device.cols - 2, style: .dim)
        } else {
            let launcher = !state.lifecycle.isRunning && state.lifecycle != .suspended
            screen = appScreen(look, name: launcher ? nil : name, pane: layout.deviceScreen, on: canvas)
            DeviceLook.drawFrame(look, state: state, pane: layout.deviceScreen, settingsOpen: model.settingsOpen, on: canvas)
        }
        guard screen.rows > 0 else { return }
        let inner = Rect(row: screen.row, col: screen.col + 1, rows: screen.rows, cols: max(0, screen.cols - 2))
        var row = inner.row + 1
        if !state.lifecycle.isRunning && state.lifecycle != .suspended {
            canvas.putCentered(launcherName(state.os.platform), row: row, col: inner.col, columns: inner.cols, style: .dim)
            row += 2
            canvas.putCentered("╭────╮", row: row, col: inner.col, columns: inner.cols, style: .accent)
            canvas.putCentered("│ ➤  │", row: row + 1, col: inner.col, columns: inner.cols, style: .accent)
            canvas.putCentered("╰────╯", row: row + 2, col: inner.col, columns: inner.cols, style: .accent)
            canvas.putCentered(name, row: row + 3, col: inner.col, columns: inner.cols, style: .normal)
            row += 5
            canvas.putCentered("the app is not running", row: row, col: inner.col, columns: inner.cols, style: .dim)
            if keyHints { canvas.putCentered("l launches it", row: row + 1, col: inner.col, columns: inner.cols, style: .dim) }
            row += 3
        } else {
            canvas.putCentered(name, row: row, col: inner.col, columns: inner.cols, style: .title)
            row += 2
            let lines: [(String, String)] = [
                ("App", lifecycleText(state.lifecycle)),
                ("Managers", state.managers.isEmpty ? "none" : state.managerIDs.map { "#\($0)" }.joinedText(separator: " ")),
                ("Updates", state.standardUpdatesLabel),
                ("Monitoring", state.monitoring.isEmpty ? "nothing" : state.monitoring.sorted().map(\.rawValue).joinedText(separator: ", ")),
            ]
            for (label, value) in lines where row < inner.bottom {
                canvas.put(label, row: row, col: inner.col, style: .dim)
                canvas.putFitting(value, row: row, col: inner.col + 11, maxColumns: inner.cols - 11)
                row += 1
            }
        }
        if row + 1 < inner.bottom {
            canvas.put("OS", row: inner.bottom - 1, col: inner.col, style: .dim)
            canvas.putFitting(osText(state.os, columns: inner.cols - 11), row: inner.bottom - 1, col: inner.col + 11,
                              maxColumns: inner.cols - 11, style: .dim)
        }
    }

    /// Where the app's screen is drawn on a device other than the phone (the phone's is `Layout.deviceScreen`): the
    /// watch's face below its clock, the TV's picture, a window on the Mac's desktop (drawn here, with the app's
    /// name in its title bar) or in the visionOS room. `name` nil: the app is not running, and the Dock or the Home
    /// View fills the desktop or the room.
    static func appScreen(_ look: DeviceLook, name: String?, pane: Rect, on canvas: Canvas) -> Rect {
        let screen = look.screen(in: pane)
        switch look {
        case .phone, .tv:
            return screen
        case .watch:
            return Rect(row: screen.row + look.statusRows, col: screen.col, rows: max(0, screen.rows - look.statusRows), cols: screen.cols)
        case .mac, .vision:
            guard let name else { return screen }
            let window = DeviceLook.macWindow(screen)
            DeviceLook.drawWindow(look, title: name, in: window, on: canvas)
            return DeviceLook.windowContent(look, window)
        }
    }

    /// The status bar's clock: hours and minutes, as iOS shows it (`9:41`, not `9:41:00`; audit 24e friction 5).
    /// The log and the inspector keep the seconds of virtual time.
    public static func statusClock(_ clock: VirtualTime) -> String {
        let text = clock.clockText
        guard let colon = text.lastIndex(of: ":"), text.firstIndex(of: ":") != colon else { return text }
        return String(text[..<colon])
    }

    /// The OS row: the version and its band (`iOS 17.4 (iOS 14–17)`); the version alone when both do not fit
    /// (`macOS 14.0`, not `macOS 14.0 (macOS 11+` cut mid-word; audit 14 F6). The header names the band too.
    static func osText(_ os: DeviceOS, columns: Int) -> String {
        let full = "\(os) (\(os.band.label))"
        return DisplayWidth.of(full) <= columns ? full : "\(os)"
    }

    static func lifecycleText(_ lifecycle: AppLifecycle) -> String {
        switch lifecycle {
        case .notRunning: return "not running"
        case .foreground: return "foreground"
        case .background: return "background"
        case .suspended: return "suspended"
        }
    }

    /// Whether the status bar is drawn as on an iPhone with a notch (the clock at the left, the blue pill): iOS 11
    /// came with the first such iPhone. Before it every iPhone had the clock in the middle, the location arrow at the
    /// right beside the battery, and a blue double-height bar, not a pill, for a When In Use app's background
    /// session ("we would draw this blue double-height status bar", WWDC 2017 713 [S17]; reference §4.3: "On notch
    /// devices it is a pill"; audit 24e D4). Other platforms keep the drawing they had.
    static func notchedStatusBar(_ os: DeviceOS) -> Bool {
        !(os.platform == .iOS && os.era < .ios11)
    }

    static func drawStatusBar(_ state: EngineState, in bar: Rect, on canvas: Canvas) {
        let clock = statusClock(state.clock)
        let indicator = state.indicator
        let battery = "▂▄▆ 100%"
        if !notchedStatusBar(state.os) {
            // iOS 8–10: the clock in the middle, the arrow left of the battery; the blue bar fills the whole row.
            let blue = indicator == .bluePill
            let style: (Style) -> Style = { blue ? Style(.accent, reverse: true) : $0 }
            if blue { canvas.put(RepeatedText.make(" ", count: max(0, bar.cols - 2)), row: bar.row, col: bar.col + 1, style: style(.normal)) }
            canvas.putCentered(clock, row: bar.row, col: bar.col, columns: bar.cols, style: style(.title))
            let arrow = glyph(indicator)
            if !arrow.isEmpty { canvas.put(arrow, row: bar.row, col: bar.right - 12, style: style(.accent)) }
            canvas.put(battery, row: bar.row, col: bar.right - 10, style: style(.normal))
            return
        }
        if indicator == .bluePill {
            // The blue pill: the time on a blue background, with the arrow.
            canvas.put(" \(glyph(.bluePill)) \(clock) ", row: bar.row, col: bar.col + 1, style: Style(.accent, reverse: true))
        } else {
            canvas.put(" \(clock)", row: bar.row, col: bar.col + 1, style: .title)
            let arrow = glyph(indicator)
            // Two cells after the clock, wherever its width leaves it (`9:41`, `10:05`).
            if !arrow.isEmpty { canvas.put(arrow, row: bar.row, col: bar.col + 4 + DisplayWidth.of(clock), style: .accent) }
        }
        // Signal bars and battery are a phone's status bar: not drawn for a TV, a Mac, a watch or a headset.
        if state.os.platform == .iOS { canvas.put(battery, row: bar.row, col: bar.right - 10, style: .normal) }
    }
}
