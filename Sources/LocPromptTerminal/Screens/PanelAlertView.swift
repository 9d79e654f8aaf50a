import LocPromptCore

/// The alerts of every device but the phone, as `render --format svg` draws them (LocPromptPictures:
/// `WatchAlertLayout`, `TVAlertLayout`, `VisionAlertLayout`, `MacAlertLayout`; audit 24e D5): the watch's alert
/// fills its screen, a list of full-width buttons; the TV's fills the picture, its buttons in a column in the
/// middle; visionOS floats a glass panel with capsule buttons; the Mac's is a narrow panel with the app's icon on
/// top (macOS 11+), or the icon on the left and the buttons at the bottom right (10.15). `AlertView` hands these
/// looks here, so every screen that draws an alert (the emulator, walk, quiz, present) and every click on one
/// uses the same geometry.
enum PanelAlertView {
    struct Text {
        var row: Int, col: Int, cols: Int
        var text: String
        var style: Style
        var centered: Bool
    }

    struct Button {
        var rect: Rect
        var lines: [String]
    }

    struct Geometry {
        /// The panel's border (Mac, visionOS); nil where the alert fills the screen (watch, TV).
        var frame: Rect?
        /// What the alert covers (the frame, or the screen it fills).
        var cover: Rect
        var texts: [Text]
        var buttons: [Button]
        /// The app's icon (Mac): its top-left cell.
        var icon: (row: Int, col: Int)?
    }

    /// The rectangle an alert of `look` lays out in, inside the device pane's screen.
    static func area(_ look: DeviceLook, pane: Rect) -> Rect {
        let screen = look.screen(in: pane)
        return Rect(row: screen.row + look.statusRows, col: screen.col, rows: max(0, screen.rows - look.statusRows), cols: screen.cols)
    }

    /// A button's text: the label between the button's ends (`( … )` a capsule, `[ … ]` a Mac push button),
    /// centred, with the keyboard cursor `› … ‹` around it when focused.
    static func buttonText(_ label: String, width: Int, focused: Bool, ends: (String, String)) -> String {
        let inside = max(0, width - 2)
        let shown = focused ? AlertView.marked(label, focused: true, columns: inside) : DisplayWidth.fitting(label, columns: inside)
        let pad = max(0, inside - DisplayWidth.of(shown))
        return ends.0 + RepeatedText.make(" ", count: pad / 2) + shown + RepeatedText.make(" ", count: pad - pad / 2) + ends.1
    }

    static func geometry(_ box: AlertBox, pane: Rect) -> Geometry {
        let area = area(box.look, pane: pane)
        if box.look == .mac(classic: true) { return classicMac(box, area: area) }
        let look = box.look
        let framed = look == .vision || look.isMac
        let panelCols: Int
        switch look {
        case .vision: panelCols = min(area.cols, 34)
        case .mac: panelCols = min(area.cols - 2, 34)
        default: panelCols = area.cols
        }
        let textCols = max(4, panelCols - (framed ? 4 : 2))
        // The watch's buttons span its screen (8 of 184 points each side); the TV's stand in a column in the middle
        // (400 of 960 points in the picture, wider here so that a label keeps one line).
        // The Mac's two buttons side by side, equal: with a column between them while both labels fit with the
        // keyboard's marks `› … ‹` and the brackets, else touching; when even that would cut a label, one above the
        // other at the panel's width, as macOS 11+ lays out an alert whose button titles do not fit on one row
        // (locprompt's reading of the Mac's alerts; no Apple text gives the rule). Before session 26 a long label
        // lost its closing mark `‹`.
        let pairCols = panelCols - (framed ? 2 : 0)
        func pairFits(_ half: Int) -> Bool { box.buttons.allSatisfy { DisplayWidth.of($0) + 4 <= half } }
        var sideBySide = look.isMac && box.layout == .sideBySide && box.buttons.count == 2
        let pairGap = sideBySide && !pairFits((pairCols - 1) / 2) && pairFits(pairCols / 2) ? 0 : 1
        if sideBySide && !pairFits((pairCols - pairGap) / 2) { sideBySide = false }
        let buttonCols = look == .watch || sideBySide ? pairCols
            : look == .tv ? min(textCols, max(26, textCols * 7 / 10)) : textCols
        let iconRows = look.isMac ? 4 : 0
        var title = DisplayWidth.wrap(box.title, columns: textCols, maxLines: area.rows + 1)
        var message = box.message.isEmpty ? [] : DisplayWidth.wrap(box.message, columns: textCols, maxLines: area.rows + 1)
        var pill: [Text] = [], map: [String] = []
        for extra in box.extras {
            if case .preciseSwitch(let on) = extra {
                pill.append(Text(row: 0, col: 0, cols: textCols, text: AlertView.preciseText(box, on: on),
                                 style: AlertView.preciseStyle(on: on), centered: false))
            } else {
                map += DisplayWidth.wrap(extra.text, columns: textCols)
            }
        }
        let labelCols = (sideBySide ? (buttonCols - pairGap) / 2 : buttonCols) - 4
        var labels = box.buttons.map { Array(DisplayWidth.wrap($0, columns: max(2, labelCols)).prefix(2)) }
        func buttonRows() -> Int { sideBySide ? 1 : labels.reduce(0) { $0 + max(1, $1.count) } }
        func total(message lines: Int, map mapLines: Int) -> Int {
            (framed ? 2 : 0) + iconRows + title.count + lines + pill.count + mapLines + 1 + buttonRows()
        }
        if total(message: message.count, map: map.count) > area.rows { labels = labels.map { [$0.joined(separator: " ")] } }
        if total(message: min(1, message.count), map: map.count) > area.rows { map = [] }
        let titleRoom = area.rows - total(message: min(1, message.count), map: map.count) + title.count
        if title.count > max(1, titleRoom) {
            title = Array(title.prefix(max(1, titleRoom)))
            title[title.count - 1] = DisplayWidth.prefix(title[title.count - 1], columns: textCols - 1) + "…"
        }
        let messageRoom = max(0, area.rows - total(message: 0, map: map.count))
        if message.count > messageRoom {
            message = Array(message.prefix(messageRoom))
            if !message.isEmpty { message[message.count - 1] = DisplayWidth.prefix(message[message.count - 1], columns: textCols - 1) + "…" }
        }
        let rows = min(area.rows, total(message: message.count, map: map.count))
        // The watch's list starts at the top of its screen; the others are centred.
        let top = look == .watch ? area.row : area.row + max(0, (area.rows - rows) / 2)
        let panel = Rect(row: top, col: area.col + max(0, (area.cols - panelCols) / 2), rows: rows, cols: panelCols)
        let textCol = panel.col + (panel.cols - textCols) / 2
        var row = panel.row + (framed ? 1 : 0)
        var icon: (row: Int, col: Int)? = nil
        if look.isMac {
            icon = (row, panel.col + (panel.cols - 4) / 2)
            row += iconRows
        }
        var texts: [Text] = []
        for line in title { texts.append(Text(row: row, col: textCol, cols: textCols, text: line, style: .title, centered: true)); row += 1 }
        let messageStyle: Style = look == .watch || look == .tv ? .dim : .normal
        for line in message { texts.append(Text(row: row, col: textCol, cols: textCols, text: line, style: messageStyle, centered: true)); row += 1 }
        for var line in pill { line.row = row; line.col = textCol; texts.append(line); row += 1 }
        for line in map { texts.append(Text(row: row, col: textCol, cols: textCols, text: line, style: .dim, centered: true)); row += 1 }
        row += 1
        var buttons: [Button] = []
        let buttonCol = panel.col + (panel.cols - buttonCols) / 2
        if sideBySide {
            let half = (buttonCols - pairGap) / 2
            for index in 0..<2 {
                buttons.append(Button(rect: Rect(row: row, col: buttonCol + index * (half + pairGap), rows: 1,
                                                 cols: index == 0 ? half : buttonCols - half - pairGap),
                                      lines: [labels[index].joined(separator: " ")]))
            }
        } else {
            for label in labels {
                let lines = label.isEmpty ? [""] : label
                buttons.append(Button(rect: Rect(row: row, col: buttonCol, rows: lines.count, cols: buttonCols), lines: lines))
                row += lines.count
            }
        }
        return Geometry(frame: framed ? panel : nil, cover: framed ? panel : area, texts: texts,
                        buttons: buttons.filter { $0.rect.bottom <= area.bottom }, icon: icon)
    }

    /// macOS 10.15: the icon on the left, the title and message left-aligned beside it, the buttons at the bottom
    /// right, the last rightmost (`MacAlertLayout.drawClassic`).
    static func classicMac(_ box: AlertBox, area: Rect) -> Geometry {
        let panelCols = min(area.cols - 2, 44)
        let textCols = max(4, panelCols - 9)
        var title = DisplayWidth.wrap(box.title, columns: textCols, maxLines: area.rows)
        var message = box.message.isEmpty ? [] : DisplayWidth.wrap(box.message, columns: textCols, maxLines: area.rows)
        // The buttons right to left, onto a new row when the row is full.
        let widths = box.buttons.map { min(panelCols - 4, max(10, DisplayWidth.of($0) + 4)) }
        var buttonRows: [[Int]] = [[]]
        var used = 0
        for index in box.buttons.indices.reversed() {
            if !buttonRows[buttonRows.count - 1].isEmpty && used + 1 + widths[index] > panelCols - 4 {
                buttonRows.append([])
                used = 0
            }
            buttonRows[buttonRows.count - 1].insert(index, at: 0)
            used += widths[index] + (used > 0 ? 1 : 0)
        }
        buttonRows.reverse()
        let fixed = 2 + 1 + buttonRows.count
        if title.count > max(1, area.rows - fixed - 1) {
            title = Array(title.prefix(max(1, area.rows - fixed - 1)))
            title[title.count - 1] = DisplayWidth.prefix(title[title.count - 1], columns: textCols - 1) + "…"
        }
        let room = max(0, area.rows - fixed - title.count)
        if message.count > room {
            message = Array(message.prefix(room))
            if !message.isEmpty { message[message.count - 1] = DisplayWidth.prefix(message[message.count - 1], columns: textCols - 1) + "…" }
        }
        let textRows = max(3, title.count + message.count)
        let rows = min(area.rows, 2 + textRows + 1 + buttonRows.count)
        let panel = Rect(row: area.row + max(0, (area.rows - rows) / 2), col: area.col + max(0, (area.cols - panelCols) / 2), rows: rows, cols: panelCols)
        var texts: [Text] = []
        var row = panel.row + 1
        for line in title { texts.append(Text(row: row, col: panel.col + 7, cols: textCols, text: line, style: .title, centered: false)); row += 1 }
        for line in message { texts.append(Text(row: row, col: panel.col + 7, cols: textCols, text: line, style: .normal, centered: false)); row += 1 }
        row = panel.row + 1 + textRows + 1
        var buttons: [(Int, Button)] = []
        for indices in buttonRows {
            var col = panel.right - 2
            for index in indices.reversed() {
                col -= widths[index]
                buttons.append((index, Button(rect: Rect(row: row, col: col, rows: 1, cols: widths[index]), lines: [box.buttons[index]])))
                col -= 1
            }
            row += 1
        }
        return Geometry(frame: panel, cover: panel, texts: texts,
                        buttons: buttons.sorted { $0.0 < $1.0 }.map(\.1).filter { $0.rect.bottom <= area.bottom },
                        icon: (panel.row + 1, panel.col + 2))
    }

    static func draw(_ box: AlertBox, pane: Rect, on canvas: Canvas) {
        let geometry = geometry(box, pane: pane)
        canvas.fill(geometry.cover)
        if let frame = geometry.frame { canvas.box(frame, style: .rounded) }
        if let icon = geometry.icon {
            // A generic app icon with the location arrow (the real alert shows the app's own icon).
            canvas.put("╭──╮", row: icon.row, col: icon.col, style: .accent)
            canvas.put("│➤ │", row: icon.row + 1, col: icon.col, style: .accent)
            canvas.put("╰──╯", row: icon.row + 2, col: icon.col, style: .accent)
        }
        for text in geometry.texts {
            if text.centered {
                canvas.putCentered(text.text, row: text.row, col: text.col, columns: text.cols, style: text.style)
            } else {
                canvas.put(text.text, row: text.row, col: text.col, maxColumns: text.cols, style: text.style)
            }
        }
        let ends = box.look.isMac ? ("[", "]") : ("(", ")")
        for (index, button) in geometry.buttons.enumerated() {
            for (line, label) in button.lines.enumerated() {
                canvas.put(buttonText(label, width: button.rect.cols, focused: index == box.focus && line == 0, ends: ends),
                           row: button.rect.row + line, col: button.rect.col, style: box.buttonStyle(index))
            }
        }
        // The catalog's caveats on the edge: the panel's border, or the device's frame around a screen it fills.
        let edge = geometry.frame ?? Rect(row: geometry.cover.row - 1 - box.look.statusRows, col: geometry.cover.col - 1,
                                          rows: geometry.cover.rows + 2 + box.look.statusRows, cols: geometry.cover.cols + 2)
        if let mark = box.edgeMark, edge.cols > 16 {
            canvas.put(mark, row: edge.bottom - 1, col: edge.right - DisplayWidth.of(mark) - 2, style: .dim)
        }
        if let tag = box.languageTag, edge.cols > 8 {
            canvas.put(" " + DisplayWidth.prefix(tag, columns: edge.cols - 8) + " ", row: edge.row, col: edge.col + 2, style: .dim)
        }
    }

    static func button(at row: Int, col: Int, box: AlertBox, pane: Rect) -> Int? {
        geometry(box, pane: pane).buttons.firstIndex { $0.rect.contains(row: row, col: col) }
    }
}
