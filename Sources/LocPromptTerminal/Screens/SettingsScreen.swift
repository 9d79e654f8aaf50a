import LocPromptCore

/// The Settings page the engine derives (`EngineState.settingsPage`), drawn on the phone's screen: the back label
/// and title, then the page's lines, scrolled so that the highlighted row is visible. It decides nothing: which
/// rows exist, their labels, footers and events all come from the engine.
public enum SettingsScreen {
    /// A screen line of the page: its text, the value drawn at the right edge, its style, and the row it belongs to.
    struct Line {
        var text: String
        var value = ""
        var style: Style = .dim
        var row: Int?
        /// A path line: scrolled into view together with the shortcut row it names.
        var staysWithNext = false
        /// The list's arrow beside the app's row, drawn in its colour before the value (rule settings-list-arrow).
        var arrow: LocationServicesArrow?
        /// The app's name on the list's row: a name cut to make room for the value ends with “…” (audit 24e D8).
        var fitsName = false
    }

    /// How the terminal draws each of the list's arrows [S323]: the status bar's hollow arrow (`DeviceScreen`), and
    /// the solid one in purple or gray.
    public static func glyph(_ arrow: LocationServicesArrow) -> (text: String, style: Style) {
        switch arrow {
        case .hollow: return ("➢", .normal)
        case .purple: return ("➤", .purple)
        case .gray: return ("➤", .dim)
        }
    }

    /// The page's lines at `columns` wide, before scrolling.
    static func lines(_ page: SettingsPage, state: EngineState, cursor: Int, columns: Int) -> [Line] {
        var lines: [Line] = []
        var rowIndex = 0
        for item in page.lines {
            switch item {
            case .blank:
                lines.append(Line(text: ""))
            case .header(let text):
                // A section header cut to the page ends with “…” (audit 24e D8: a long app name in the iOS 8–12
                // header read as a complete but wrong name).
                lines.append(Line(text: DisplayWidth.fitting(text, columns: columns)))
            case .row(let row):
                let (text, value) = row.label(in: state)
                // A row the engine says cannot be changed now is drawn dimmed, and still reachable: choosing it
                // shows the engine's refusal and its reason in the log.
                let style: Style = rowIndex == cursor ? .focus : row.isLocked(in: state) ? .dim : .normal
                let arrow = row == .app ? state.settingsListArrow : nil
                // The list's app row and the Mac's switch row end a name cut for the value with “…”.
                let fitsName = row == .app || row == .macApp(.toggleSwitch)
                lines.append(Line(text: text, value: value, style: style, row: rowIndex, arrow: arrow, fitsName: fitsName))
                rowIndex += 1
            case .footer(let text):
                // Every line of the footer, as the alert wraps its message: a device shows the whole purpose
                // string under ALLOW LOCATION ACCESS and the page scrolls (audit 24e D1: a six-line cap dropped
                // the rest and the closing quote). The engine already cuts it at `SettingsPage.explanationLimit`
                // characters, so the page stays a few dozen lines at most.
                lines += DisplayWidth.wrap(text, columns: columns).map { Line(text: $0) }
            case .locked(let note):
                lines += DisplayWidth.wrap(note, columns: columns, maxLines: 2).map { Line(text: $0, style: .warn) }
            case .shortcuts:
                lines.append(Line(text: DisplayWidth.prefix("── elsewhere in Settings ──", columns: columns)))
            case .arrowLegend(let arrow):
                // The glyph is drawn in its colour over the first two columns (`draw`).
                // Indented past the glyph, which `draw` puts in its colour at the second column.
                lines += DisplayWidth.wrap(arrow.meaning, columns: max(1, columns - 3), maxLines: 2)
                    .enumerated().map { Line(text: "   " + $1, arrow: $0 == 0 ? arrow : nil) }
            case .path(let path):
                lines += DisplayWidth.wrap(path, columns: columns, maxLines: 2).map { Line(text: $0, staysWithNext: true) }
            }
        }
        return lines
    }

    /// The first page line shown: `start` (the model's scroll), moved only as far as it takes to show the
    /// highlighted row (with the path above a shortcut row), and never past the page's end.
    static func scroll(_ lines: [Line], cursor: Int, visible: Int, from start: Int) -> Int {
        guard visible > 0 else { return 0 }
        var first = min(max(0, start), max(0, lines.count - visible))
        guard var at = lines.firstIndex(where: { $0.row == cursor }) else { return first }
        let bottom = at
        while at > 0 && lines[at - 1].staysWithNext { at -= 1 }
        if at < first { first = at }
        if bottom >= first + visible { first = bottom - visible + 1 }
        return max(0, first)
    }

    /// The scroll that shows the highlighted row of `model` on the screen `screen` (the model keeps it).
    public static func scroll(for model: FrontEndModel, in screen: Rect) -> Int {
        body(model, model.settingsPage, in: screen).first
    }

    /// Where each row of the page starts (its first line) and the first line shown: taken before a key, so that
    /// `scroll(keeping:for:in:)` can keep the row acted on where it was on the screen.
    struct Positions {
        var lines: [SettingsRow: Int]
        var first: Int
    }

    static func positions(for model: FrontEndModel, in screen: Rect) -> Positions {
        let page = model.settingsPage
        let (lines, first, _) = body(model, page, in: screen)
        var rows: [SettingsRow: Int] = [:]
        for (index, line) in lines.enumerated() {
            if let row = line.row, page.rows.indices.contains(row), rows[page.rows[row]] == nil { rows[page.rows[row]] = index }
        }
        return Positions(lines: rows, first: first)
    }

    /// The scroll that leaves the highlighted row where it was on the screen before the page changed under it: a
    /// line added or removed above it (the restricted note under the choices, a section that goes) moves what is
    /// above, not the row just clicked or chosen. `scroll(for:in:)` then keeps it within the page.
    static func scroll(keeping before: Positions, for model: FrontEndModel, in screen: Rect) -> Int {
        let page = model.settingsPage
        let cursor = min(model.settingsCursor, max(0, page.rows.count - 1))
        guard page.rows.indices.contains(cursor), let old = before.lines[page.rows[cursor]] else { return model.settingsScroll }
        let lines = body(model, page, in: screen).lines
        guard let now = lines.firstIndex(where: { $0.row == cursor }), now != old else { return model.settingsScroll }
        return max(0, before.first + now - old)
    }

    /// The text part of the phone's screen: one column of margin on each side.
    static func inner(_ screen: Rect) -> Rect {
        Rect(row: screen.row, col: screen.col + 1, rows: screen.rows, cols: max(0, screen.cols - 2))
    }

    /// The lines of `page` (the model's `state.settingsPage`, derived once by the caller: a long App explanation
    /// costs a neutralise and a wrap each time) below the back label and the title, with the first one shown.
    static func body(_ model: FrontEndModel, _ page: SettingsPage, in screen: Rect) -> (lines: [Line], first: Int, area: Rect) {
        let inner = inner(pageScreen(DeviceLook(model.state.os), screen))
        let area = Rect(row: inner.row + 2, col: inner.col, rows: max(0, inner.rows - 2), cols: inner.cols)
        let cursor = min(model.settingsCursor, max(0, page.rows.count - 1))
        let lines = lines(page, state: model.state, cursor: cursor, columns: area.cols)
        return (lines, scroll(lines, cursor: cursor, visible: area.rows, from: model.settingsScroll), area)
    }

    /// Where the page is drawn on each device: the phone's screen; the watch's face below its clock; the TV's
    /// picture; a Settings window on the Mac's desktop or in the visionOS room (audit 24e D5).
    static func pageScreen(_ look: DeviceLook, _ screen: Rect) -> Rect {
        switch look {
        case .phone: return screen
        case .watch, .tv: return PanelAlertView.area(look, pane: screen)
        case .mac, .vision: return DeviceLook.windowContent(look, DeviceLook.macWindow(look.screen(in: screen)))
        }
    }

    /// The Settings window around the page on a Mac (System Settings from macOS 13, System Preferences before
    /// [S296]) and on visionOS; the page fills the screen elsewhere.
    static func drawWindow(_ os: DeviceOS, in screen: Rect, on canvas: Canvas) {
        let look = DeviceLook(os)
        switch look {
        case .mac: DeviceLook.drawWindow(look, title: DeviceLook.macSettingsName(os), in: DeviceLook.macWindow(look.screen(in: screen)), on: canvas)
        case .vision: DeviceLook.drawWindow(look, title: "Settings", in: DeviceLook.macWindow(look.screen(in: screen)), on: canvas)
        case .phone, .watch, .tv: canvas.fill(pageScreen(look, screen))
        }
    }

    public static func draw(_ model: FrontEndModel, in screen: Rect, on canvas: Canvas) {
        let state = model.state
        let page = model.settingsPage
        drawWindow(state.os, in: screen, on: canvas)
        let inner = inner(pageScreen(DeviceLook(state.os), screen))
        guard inner.rows >= 3, inner.cols >= 4 else { return }
        canvas.put("‹ " + page.back, row: inner.row, col: inner.col, maxColumns: inner.cols, style: .accent)
        // `putCentered` ends a title too wide for the page with “…”, as UIKit cuts a navigation title and as the
        // home screen cuts the app's name (audit 24e D8: a cut here first left a complete-looking wrong name).
        canvas.putCentered(page.title, row: inner.row + 1, col: inner.col,
                           columns: inner.cols, style: .title)
        let (lines, first, area) = body(model, page, in: screen)
        for (offset, line) in lines.dropFirst(first).prefix(area.rows).enumerated() {
            let row = area.row + offset
            if line.row == nil {
                canvas.put(line.text, row: row, col: area.col, maxColumns: area.cols, style: line.style)
                if let arrow = line.arrow { canvas.put(glyph(arrow).text, row: row, col: area.col + 1, maxColumns: 1, style: glyph(arrow).style) }
                continue
            }
            // The list's app row keeps two columns for its arrow before the value.
            let valueWidth = DisplayWidth.of(line.value) + (line.arrow == nil ? 0 : 2)
            let room = max(0, area.cols - valueWidth - 1)
            let padded = line.fitsName ? DisplayWidth.fitting(line.text, columns: room) : DisplayWidth.prefix(line.text, columns: room)
            let gap = max(1, area.cols - DisplayWidth.of(padded) - valueWidth)
            let arrowText = line.arrow == nil ? "" : "  "
            canvas.put(padded + RepeatedText.make(" ", count: gap) + arrowText + line.value, row: row, col: area.col,
                       maxColumns: area.cols, style: line.style)
            if let arrow = line.arrow, area.col + DisplayWidth.of(padded) + gap < area.right {
                // In its colour, or in the highlight's reverse video while the row is highlighted.
                canvas.put(glyph(arrow).text, row: row, col: area.col + DisplayWidth.of(padded) + gap, maxColumns: 1,
                           style: line.style == .focus ? .focus : glyph(arrow).style)
            }
        }
        // The page goes on above or below what fits: say so at the right of the back label's line.
        let above = first > 0
        let below = first + area.rows < lines.count
        if above || below {
            let mark = above && below ? "↑↓" : above ? "↑ more" : "more ↓"
            let width = DisplayWidth.of(mark)
            if DisplayWidth.of("‹ " + page.back) + width + 1 <= inner.cols {
                canvas.put(mark, row: inner.row, col: inner.right - width, style: .dim)
            }
        }
        if let confirmation = model.confirmation {
            AlertView.draw(AlertBox(confirmation: confirmation, focus: model.confirmFocus), in: screen, on: canvas)
        }
    }

    /// Whether a click is on the back label's text (“‹ Privacy & Security”), at the top left of the page.
    public static func isBackLabel(at row: Int, col: Int, model: FrontEndModel, in screen: Rect) -> Bool {
        let inner = inner(pageScreen(DeviceLook(model.state.os), screen))
        guard inner.rows >= 3, inner.cols >= 4, row == inner.row else { return false }
        let width = min(inner.cols, DisplayWidth.of("‹ " + model.settingsPage.back))
        return col >= inner.col && col < inner.col + width
    }

    /// The Settings row under a click.
    public static func row(at row: Int, col: Int, model: FrontEndModel, in screen: Rect) -> Int? {
        let (lines, first, area) = body(model, model.settingsPage, in: screen)
        guard area.contains(row: row, col: col) else { return nil }
        let index = first + (row - area.row)
        return lines.indices.contains(index) ? lines[index].row : nil
    }
}
