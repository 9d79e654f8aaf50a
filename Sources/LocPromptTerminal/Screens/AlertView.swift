import LocPromptCore

/// What an alert box shows, from the catalog (`AlertContent`) or a Settings confirmation.
public struct AlertBox: Hashable, Sendable {
    public var title: String
    public var message: String
    /// Lines between the message and the buttons (map preview, Precise switch).
    public var extras: [AlertExtra]
    public var buttons: [String]
    public var layout: ButtonLayout
    public var focus: Int
    public var unverified: Bool
    /// The preferred (bold) button's index, where the catalog knows it.
    public var preferred: Int? = nil
    /// The Precise switch's label per state in the device language, where sourced (issue 13 §4).
    public var preciseLabels: [Bool: String] = [:]
    /// The device language on the alert's top border, with “partly English” when some text has no source.
    public var languageTag: String?
    /// The device the alert is drawn on (its catalog band's look): the phone's box, or a watch's, a Mac's, a TV's
    /// or a visionOS panel (`PanelAlertView`; audit 24e D5).
    public var look: DeviceLook = .phone
    /// No source shows this box on the device at all (a Settings confirmation off iOS: rule
    /// settings-turn-off-confirmation): its edge says “not sourced” rather than “unverified”.
    public var unsourced = false

    /// The mark on the box's bottom edge: the catalog's or the engine's doubt, if any.
    var edgeMark: String? { unsourced ? " not sourced " : unverified ? " unverified " : nil }

    public init(title: String, message: String, extras: [AlertExtra], buttons: [String], layout: ButtonLayout,
                focus: Int, unverified: Bool) {
        self.title = title
        self.message = message
        self.extras = extras
        self.buttons = buttons
        self.layout = layout
        self.focus = focus
        self.unverified = unverified
    }

    /// The catalog's alert; app text (title, message, labels) is neutralized here.
    public init(content: AlertContent, focus: Int) {
        self.init(title: SafeText.neutralize(content.title), message: SafeText.neutralize(content.message, keepNewlines: true),
                  extras: content.extras, buttons: content.buttons.map { SafeText.neutralize($0.label) },
                  layout: content.layout, focus: focus, unverified: content.unverified)
        if let localization = content.localization {
            for on in [true, false] { preciseLabels[on] = localization.preciseLabel(on: on) }
            let english = localization.localizationID == nil ? " · English" : localization.fallbackNote == nil ? "" : " · partly English"
            languageTag = localization.language.code + english
        }
        preferred = content.preferred.flatMap { answer in content.buttons.firstIndex { $0.answer == answer } }
        look = DeviceLook(band: content.band)
    }

    /// How a button is drawn: bold when it is the alert's preferred button, as Apple draws it. The keyboard's focus
    /// is not a style but the cursor marks around the label (`marked`): reverse video on the first button read as
    /// Apple's default button (audit 24e friction 1).
    func buttonStyle(_ index: Int) -> Style {
        index == preferred ? Style(.accent, bold: true) : .accent
    }

    public init(confirmation: Confirmation, focus: Int) {
        self.init(title: confirmation.title, message: confirmation.message, extras: [], buttons: confirmation.buttons,
                  layout: .sideBySide, focus: focus, unverified: confirmation.unverified)
        // In the device's look, as its alerts are; off iOS the engine marks it unsourced (its caveat).
        look = confirmation.look
        unsourced = confirmation.caveat != nil
    }
}

/// Draws a system alert over the device screen: bold title, wrapped message, map line and Precise switch,
/// buttons in the catalog's order and layout (stacked top to bottom, or two side by side).
public enum AlertView {
    /// Widest alert, in columns (a real alert is a fixed 270 points wide).
    public static let maxCols = 32

    struct Line {
        var text: String
        var style: Style
        var centered: Bool
        var isRule = false
    }

    /// Where everything goes: the box, its lines (row offsets from the box's top) and each button's cells.
    struct Geometry {
        var rect: Rect
        var lines: [(offset: Int, line: Line)]
        var buttonRects: [Rect]
    }

    /// A stacked button's label wraps to at most this many lines (then ends with “…”).
    static let maxButtonLines = 3

    /// The lines a title keeps when the alert is short of rows (more when the message leaves them): a device's
    /// title for a normal app name is one to three lines.
    static let minTitleLines = 4

    /// `maxCols`: the widest the alert may be (`present`'s large phone scales it with the phone).
    static func geometry(_ box: AlertBox, in screen: Rect, maxCols: Int = AlertView.maxCols) -> Geometry {
        let cols = min(screen.cols - 2, maxCols)
        let inner = cols - 4
        // Laid out no further than the screen's rows (+1, so a cut still shows), like the message below.
        var title = DisplayWidth.wrap(box.title, columns: inner, maxLines: screen.rows + 1).map { Line(text: $0, style: .title, centered: true) }
        // No more lines than the screen has rows (+1, so a cut still shows): a 200,000-character purpose string
        // is laid out only as far as it is visible.
        var message = DisplayWidth.wrap(box.message, columns: inner, maxLines: screen.rows + 1).map { Line(text: $0, style: .normal, centered: true) }
        if box.message.isEmpty { message = [] }
        // The Precise switch is a pill at the top left of the map (iOS 14 [S32]; WWDC 2020 10660 calls it “the
        // Precise:On pill in the Map”), drawn before the map's lines and from their left edge, as `render`'s box and
        // the SVG place it (audit 24e D2: it was centred under the map here, inside it there).
        var pill: [Line] = []
        // The map lines: a picture's stand-in, dropped first when the purpose string would otherwise lose its last line.
        var map: [Line] = []
        for extra in box.extras {
            switch extra {
            case .preciseSwitch(let on):
                pill.append(Line(text: preciseText(box, on: on), style: preciseStyle(on: on), centered: false))
            default:
                // Extras wrap like the message: a narrow alert never cuts them.
                map += DisplayWidth.wrap(extra.text, columns: inner).map { Line(text: $0, style: .dim, centered: true) }
            }
        }
        var extras = pill + map
        let mapLines = map.count
        // Side by side, a long label wraps to a second line inside its half.
        let half = (cols - 3) / 2
        let sideLines = box.layout == .sideBySide
            ? min(2, box.buttons.prefix(2).map { DisplayWidth.wrap($0, columns: half - 1).count }.max() ?? 1) : 1
        // Stacked, a long label (German, French: “Beim Verwenden der App erlauben”) wraps onto more lines of its
        // button, as a device lays it out, instead of being cut; one line each when even that does not fit.
        var stackedLabels = box.buttons.map { label -> [String] in
            var lines = DisplayWidth.wrap(label, columns: cols - 4)
            if lines.isEmpty { lines = [""] }
            if lines.count > maxButtonLines {
                lines = Array(lines.prefix(maxButtonLines))
                lines[maxButtonLines - 1] = DisplayWidth.prefix(lines[maxButtonLines - 1], columns: cols - 5) + "…"
            }
            return lines
        }
        // Rows: border, title, message, extras, a rule before each button row, border.
        func height(ruleEachButton: Bool, messageLines: Int) -> Int {
            let stackedRows = stackedLabels.reduce(0) { $0 + $1.count }
            let buttons = box.layout == .sideBySide ? 1 + sideLines
                : ruleEachButton ? box.buttons.count + stackedRows : 1 + stackedRows
            return 2 + title.count + messageLines + extras.count + buttons
        }
        // A title never pushes the buttons off the alert (a 2,000-character app name): it keeps every line while the
        // whole alert fits, else it gets at most the rows the buttons leave, less the message's, but not fewer than
        // `minTitleLines` (or what is left); its last line then ends with “…”, as the message's does. The rows left
        // are counted with the buttons' full layout when that leaves the title its share, else with the compact one
        // (one line per label, one rule), which the steps below then choose.
        func titleRoom(compact: Bool) -> Int {
            let labels = stackedLabels
            if compact { stackedLabels = box.buttons.map { [$0] } }
            defer { stackedLabels = labels }
            return screen.rows - (height(ruleEachButton: !compact, messageLines: 0) - title.count)
        }
        let share = min(title.count, minTitleLines)
        let room = titleRoom(compact: false) >= share ? titleRoom(compact: false) : titleRoom(compact: true)
        let titleCap = max(1, room - message.count, min(room, minTitleLines))
        if title.count > titleCap {
            title = Array(title.prefix(titleCap))
            title[titleCap - 1].text = DisplayWidth.prefix(title[titleCap - 1].text, columns: inner - 1) + "…"
        }
        if box.layout == .stacked, height(ruleEachButton: false, messageLines: 0) > screen.rows {
            stackedLabels = box.buttons.map { [$0] }
        }
        // At the smallest sizes the purpose string keeps one line (cut with “…”) and the map goes: the app's words
        // matter more than “[map: your location]” (audit 14 F13).
        if !message.isEmpty, mapLines > 0, height(ruleEachButton: false, messageLines: 1) > screen.rows {
            extras = extras.filter { $0.style != .dim }
        }
        var rulesBetween = true
        if height(ruleEachButton: true, messageLines: message.count) > screen.rows { rulesBetween = false }
        let fixed = height(ruleEachButton: rulesBetween, messageLines: 0)
        if fixed + message.count > screen.rows {
            let keep = max(0, screen.rows - fixed)
            message = Array(message.prefix(keep))
            if keep > 0 { message[keep - 1].text = DisplayWidth.prefix(message[keep - 1].text, columns: inner - 1) + "…" }
        }
        let rows = min(screen.rows, height(ruleEachButton: rulesBetween, messageLines: message.count))
        let rect = Rect(row: screen.row + max(0, (screen.rows - rows) / 2), col: screen.col + max(0, (screen.cols - cols) / 2),
                        rows: rows, cols: cols)
        var lines: [(Int, Line)] = []
        var offset = 1
        for line in title + message + extras {
            lines.append((offset, line))
            offset += 1
        }
        var buttonRects: [Rect] = []
        if box.layout == .stacked {
            for (index, labelLines) in stackedLabels.enumerated() {
                if rulesBetween || index == 0 {
                    lines.append((offset, Line(text: "", style: .frame, centered: false, isRule: true)))
                    offset += 1
                }
                buttonRects.append(Rect(row: rect.row + offset, col: rect.col + 1, rows: labelLines.count, cols: cols - 2))
                for (line, text) in labelLines.enumerated() {
                    let shown = marked(text, focused: index == box.focus && line == 0, columns: cols - 4)
                    lines.append((offset, Line(text: shown, style: box.buttonStyle(index), centered: true)))
                    offset += 1
                }
            }
        } else {
            lines.append((offset, Line(text: "", style: .frame, centered: false, isRule: true)))
            offset += 1
            for index in box.buttons.indices.prefix(2) {
                let col = index == 0 ? rect.col + 1 : rect.col + 2 + half
                let width = index == 0 ? half : cols - 3 - half
                buttonRects.append(Rect(row: rect.row + offset, col: col, rows: sideLines, cols: width))
            }
        }
        return Geometry(rect: rect, lines: lines, buttonRects: buttonRects)
    }

    /// A button's label as drawn in `columns`: with the keyboard cursor `› … ‹` around it when it is the focused
    /// button (the marks lose their spaces, then the closing mark, before the label is cut).
    static func marked(_ label: String, focused: Bool, columns: Int) -> String {
        guard focused else { return label }
        for candidate in ["› " + label + " ‹", "›" + label + "‹", "› " + label, "›" + label] where DisplayWidth.of(candidate) <= columns {
            return candidate
        }
        return "›" + DisplayWidth.fitting(label, columns: max(1, columns - 1))
    }

    /// The Precise pill's text, in the device language where sourced.
    static func preciseText(_ box: AlertBox, on: Bool) -> String {
        (box.preciseLabels[on] ?? (on ? "Precise: On" : "Precise: Off")) + (on ? " ●" : " ○")
    }

    /// The pill's weight: the tint while on, grey while off, as the SVG draws it (`MapPicture.pill`: the tint or the
    /// secondary label colour): the two outputs gave the off state different weight (audit 24e friction 6). The
    /// pill itself is iOS 14's [S19, S32].
    static func preciseStyle(on: Bool) -> Style { on ? .accent : .dim }

    /// Draws the alert box centred in `screen` (a device other than the phone: `PanelAlertView`, in the look's
    /// screen inside `screen`).
    public static func draw(_ box: AlertBox, in screen: Rect, maxCols: Int = AlertView.maxCols, on canvas: Canvas) {
        if box.look != .phone { return PanelAlertView.draw(box, pane: screen, on: canvas) }
        let geometry = geometry(box, in: screen, maxCols: maxCols)
        let rect = geometry.rect
        canvas.fill(rect)
        canvas.box(rect, style: .rounded)
        if let mark = box.edgeMark, rect.cols > 16 {
            canvas.put(mark, row: rect.bottom - 1, col: rect.right - DisplayWidth.of(mark) - 2, style: .dim)
        }
        if let tag = box.languageTag, rect.cols > 8 {
            canvas.put(" " + DisplayWidth.prefix(tag, columns: rect.cols - 8) + " ", row: rect.row, col: rect.col + 2, style: .dim)
        }
        for (offset, line) in geometry.lines where offset < rect.rows - 1 {
            let row = rect.row + offset
            if line.isRule {
                canvas.rule(row: row, in: rect)
            } else if line.centered {
                canvas.putCentered(line.text, row: row, col: rect.col + 2, columns: rect.cols - 4, style: line.style)
            } else {
                canvas.put(line.text, row: row, col: rect.col + 2, maxColumns: rect.cols - 4, style: line.style)
            }
        }
        if box.layout == .sideBySide {
            for (index, cell) in geometry.buttonRects.enumerated() where cell.row < rect.bottom - 1 {
                var labels = DisplayWidth.wrap(box.buttons[index], columns: cell.cols - 1)
                while labels.count < cell.rows { labels.append("") }
                for (line, text) in labels.prefix(cell.rows).enumerated() {
                    let label = marked(DisplayWidth.prefix(text, columns: cell.cols - 1), focused: index == box.focus && line == 0,
                                       columns: cell.cols - 1)
                    let pad = max(0, cell.cols - DisplayWidth.of(label))
                    let padded = RepeatedText.make(" ", count: pad / 2) + label + RepeatedText.make(" ", count: pad - pad / 2)
                    canvas.put(padded, row: cell.row + line, col: cell.col, style: box.buttonStyle(index))
                }
            }
            if let first = geometry.buttonRects.first, first.row < rect.bottom - 1 {
                for line in 0..<first.rows { canvas.put("│", row: first.row + line, col: first.right, style: .frame) }
                canvas.put("┬", row: first.row - 1, col: first.right, style: .frame)
                canvas.put("┴", row: rect.bottom - 1, col: first.right, style: .frame)
            }
        }
    }

    /// The button under a click, for a box drawn in `screen`.
    public static func button(at row: Int, col: Int, box: AlertBox, in screen: Rect, maxCols: Int = AlertView.maxCols) -> Int? {
        if box.look != .phone { return PanelAlertView.button(at: row, col: col, box: box, pane: screen) }
        return geometry(box, in: screen, maxCols: maxCols).buttonRects.firstIndex { $0.contains(row: row, col: col) }
    }

    public static func button(at row: Int, col: Int, content: AlertContent, in screen: Rect) -> Int? {
        button(at: row, col: col, box: AlertBox(content: content, focus: 0), in: screen)
    }
}
