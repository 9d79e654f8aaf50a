import LocPromptCore
import LocPromptPictures

/// Which device the terminal draws, and so how its alerts look: the same choice as `render --format svg`
/// (`PictureLook.of`, by platform and version only, never by the alert's kind), so the screen a trainer presents
/// from and the picture on the slide show the same thing (audit 24e D5: a watch, a Mac and a headset were drawn
/// as an iPhone with an iPhone's alert). Each look's measures are estimated, as the pictures' are
/// (LocPromptPictures/SmallScreenLayouts.swift, MacAlertLayout.swift): no public source gives them.
public enum DeviceLook: Hashable, Sendable {
    /// iPhone (every iOS version): the phone frame and UIAlertController's box.
    case phone
    /// Apple Watch: a watch face whose alert fills the screen, a list of full-width buttons.
    case watch
    /// A Mac: a desktop under the menu bar, the alert a narrow panel with the app's icon on top (macOS 11+) or on
    /// the left with the buttons at the bottom right (`classic`, macOS 10.15).
    case mac(classic: Bool)
    /// Apple TV: the alert fills the screen, its buttons in a column in the middle.
    case tv
    /// Apple Vision Pro: a window floating in the room, the alert a glass panel with capsule buttons.
    case vision

    public init(_ os: DeviceOS) {
        switch PictureLook.of(os) {
        case .iOSClassic, .iOS: self = .phone
        case .watchOS: self = .watch
        case .macOSClassic: self = .mac(classic: true)
        case .macOS: self = .mac(classic: false)
        case .tvOS: self = .tv
        case .visionOS: self = .vision
        }
    }

    /// The look of an alert from the catalog: its band's.
    public init(band: OSBand) { self.init(DeviceOS(band: band)) }

    var isMac: Bool { if case .mac = self { true } else { false } }

    /// The part of the device pane's screen (`Layout.deviceScreen`, `PresentLayout.phoneScreen`) the look draws
    /// its content in: the whole phone screen; the watch's face; the TV's picture; the Mac's desktop under the
    /// menu bar; the room around a visionOS window. Alerts, Settings and clicks all use this one rectangle.
    public func screen(in pane: Rect) -> Rect {
        switch self {
        case .phone:
            return pane
        case .watch:
            // The 44 mm watch is 184 × 224 points; a cell is about twice as tall as wide, so about 1.6 columns a
            // row, the case and the strap around it. As wide as the pane allows, as the phone, the Mac and the TV
            // are: `present`'s pane grows with the terminal, and a watch held at 30 columns stayed small in the
            // middle of a large phone's place (session 25). The emulator's pane is 34 or 40 columns wide.
            let cols = max(0, pane.cols - 6)
            let rows = max(0, min(pane.rows - 2, cols * 10 / 16 + 2))
            return Rect(row: pane.row + max(1, (pane.rows - rows) / 2), col: pane.col + (pane.cols - cols) / 2, rows: rows, cols: cols)
        case .tv:
            // A landscape picture would leave the alert four rows: as wide as the pane, as tall as the alert needs.
            let cols = max(0, pane.cols - 2)
            let rows = max(0, min(pane.rows - 3, max(12, cols / 2)))
            return Rect(row: pane.row + 1, col: pane.col + 1, rows: rows, cols: cols)
        case .mac:
            return Rect(row: pane.row + 1, col: pane.col, rows: max(0, pane.rows - 1), cols: pane.cols)
        case .vision:
            return Rect(row: pane.row + 1, col: pane.col + 1, rows: max(0, pane.rows - 2), cols: max(0, pane.cols - 2))
        }
    }

    /// The rows at the top of `screen(in:)` the look keeps for its own status (the watch's clock at the top right):
    /// an alert or a page starts below them.
    var statusRows: Int { self == .watch || self == .tv ? 1 : 0 }

    /// The window a Mac's app or System Settings page is drawn in: the desktop less a margin, the title bar on
    /// its top edge.
    static func macWindow(_ desktop: Rect) -> Rect {
        Rect(row: desktop.row + 1, col: desktop.col + 1, rows: max(0, desktop.rows - 2), cols: max(0, desktop.cols - 2))
    }

    /// The Settings app's name on a Mac: System Settings from macOS 13, which renamed Security & Privacy to
    /// Privacy & Security with it [S296]; System Preferences before.
    static func macSettingsName(_ os: DeviceOS) -> String {
        os.version.major >= 13 ? "System Settings" : "System Preferences"
    }

    /// Draws the device around `screen(in: pane)`, and its status (clock, location arrow) where the platform shows
    /// it, for every look but the phone (the phone's frame and status bar are `DeviceScreen`'s and `LargePhone`'s).
    /// `pane` is the device's part of the terminal, `screen` the look's screen in it.
    /// `settingsOpen`: Settings is the frontmost app (the Mac's menu bar names it).
    static func drawFrame(_ look: DeviceLook, state: EngineState, pane: Rect, settingsOpen: Bool = false, on canvas: Canvas) {
        let screen = look.screen(in: pane)
        guard screen.rows >= 3, screen.cols >= 8 else { return }
        let clock = DeviceScreen.statusClock(state.clock)
        let arrow = DeviceScreen.glyph(state.indicator)
        let status = arrow.isEmpty ? clock : arrow + " " + clock
        switch look {
        case .phone:
            return
        case .watch:
            // The case one cell around the face, the crown on its right edge, the strap above and below.
            let body = Rect(row: screen.row - 1, col: screen.col - 1, rows: screen.rows + 2, cols: screen.cols + 2)
            canvas.box(body, style: .rounded)
            canvas.put("▐", row: body.row + 2, col: body.right, style: .frame)
            let strap = RepeatedText.make("░", count: max(0, body.cols - 6))
            if body.row > pane.row - 1 { canvas.put(strap, row: body.row - 1, col: body.col + 3, style: .dim) }
            canvas.put(strap, row: body.bottom, col: body.col + 3, style: .dim)
            // watchOS shows the time at the top right of every screen, alerts included.
            canvas.put(status, row: screen.row, col: screen.right - DisplayWidth.of(status) - 1, style: .title)
        case .tv:
            let body = Rect(row: screen.row - 1, col: screen.col - 1, rows: screen.rows + 2, cols: screen.cols + 2)
            canvas.box(body, style: .heavy)
            canvas.putCentered("▔▔▔▔▔▔", row: body.bottom, col: body.col, columns: body.cols, style: .frame)
            canvas.put(status, row: screen.row, col: screen.right - DisplayWidth.of(status) - 1, style: .dim)
        case .mac:
            // The menu bar: the app's menus at the left, the location arrow and the clock at the right.
            let bar = Rect(row: screen.row - 1, col: pane.col, rows: 1, cols: pane.cols)
            canvas.fill(bar, style: Style(.normal, reverse: true))
            let front = settingsOpen ? macSettingsName(state.os) : state.lifecycle == .foreground ? SafeText.neutralize(state.app.displayName) : "Finder"
            let menus = "  " + front + "  File  Edit"
            canvas.put(menus, row: bar.row, col: bar.col, maxColumns: max(0, bar.cols - DisplayWidth.of(status) - 3),
                       style: Style(.title, bold: true, reverse: true))
            canvas.put(status + " ", row: bar.row, col: bar.right - DisplayWidth.of(status) - 1, style: Style(.normal, reverse: true))
        case .vision:
            // No status bar in the room: the time, dimmed, above the windows.
            canvas.put(status, row: screen.row - 1, col: screen.right - DisplayWidth.of(status), style: .dim)
        }
    }

    /// A window on the Mac's desktop or in the visionOS room: a frame with the title bar (the Mac's three buttons
    /// and title) or, on visionOS, the window bar under it.
    static func drawWindow(_ look: DeviceLook, title: String, in window: Rect, on canvas: Canvas) {
        guard window.rows >= 3, window.cols >= 8 else { return }
        canvas.fill(window)
        if look == .vision {
            canvas.box(Rect(row: window.row, col: window.col, rows: window.rows - 1, cols: window.cols), style: .rounded)
            canvas.putCentered("━━━━", row: window.bottom - 1, col: window.col, columns: window.cols, style: .dim)
        } else {
            canvas.box(window, style: .rounded)
            canvas.put(" ● ● ● ", row: window.row, col: window.col + 1, style: .dim)
            let room = window.cols - 10
            if room > 4 { canvas.putCentered(title, row: window.row, col: window.col + 8, columns: room, style: .title) }
        }
    }

    /// Where a window's content goes: inside its frame (on visionOS, above the window bar).
    static func windowContent(_ look: DeviceLook, _ window: Rect) -> Rect {
        let rows = window.rows - (look == .vision ? 3 : 2)
        return Rect(row: window.row + 1, col: window.col + 1, rows: max(0, rows), cols: max(0, window.cols - 2))
    }
}
