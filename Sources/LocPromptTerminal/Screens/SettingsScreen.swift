import LocPromptCore

/// Settings › Privacy › Location Services, drawn on the phone's screen: the global switch, the app's row with
/// the choices this OS offers, Precise Location, restrictions and Reset Location & Privacy.
public enum SettingsScreen {
    /// Screen rows of each Settings row (same order as `model.settingsRows`).
    static func rowPositions(_ model: FrontEndModel, in screen: Rect) -> [Int] {
        var positions: [Int] = []
        var row = screen.row + 2
        for item in model.settingsRows {
            switch item {
            case .choice(.never): row += 2   // a blank line and the app's heading before the choices
            case .restricted: row += 1
            default: break
            }
            positions.append(row)
            row += 1
        }
        return positions
    }

    static func label(_ row: SettingsRow, state: EngineState) -> (String, String) {
        switch row {
        case .locationServices: return ("Location Services", state.locationServicesEnabled ? "On ●" : "Off ○")
        case .choice(let choice):
            return ((state.settingsChoice == choice ? "✓ " : "  ") + choice.label(on: state.os), "")
        case .precise: return ("Precise Location", state.preciseLocation ? "On ●" : "Off ○")
        case .restricted: return ("Restricted (Screen Time)", state.restricted ? "On ●" : "Off ○")
        case .reset: return ("Reset Location & Privacy", "›")
        }
    }

    public static func draw(_ model: FrontEndModel, in screen: Rect, on canvas: Canvas) {
        let state = model.state
        canvas.fill(screen)
        let inner = Rect(row: screen.row, col: screen.col + 1, rows: screen.rows, cols: screen.cols - 2)
        let privacy = state.os.platform == .iOS && state.os.version.major >= 16 ? "Privacy & Security" : "Privacy"
        canvas.put("‹ \(privacy)", row: inner.row, col: inner.col, style: .accent)
        canvas.putCentered("Location Services", row: inner.row + 1, col: inner.col, columns: inner.cols, style: .title)
        let rows = model.settingsRows
        let positions = rowPositions(model, in: screen)
        for (index, item) in rows.enumerated() where positions[index] < inner.bottom {
            let row = positions[index]
            if case .choice(.never) = item, row - 1 >= inner.row {
                let heading = SafeText.neutralize(state.app.displayName).uppercased()
                canvas.put(heading, row: row - 1, col: inner.col, maxColumns: inner.cols, style: .dim)
            }
            let (text, value) = label(item, state: state)
            let focused = index == model.settingsCursor
            let style: Style = focused ? .focus : .normal
            let padded = DisplayWidth.prefix(text, columns: inner.cols - DisplayWidth.of(value) - 1)
            let gap = max(1, inner.cols - DisplayWidth.of(padded) - DisplayWidth.of(value))
            canvas.put(padded + RepeatedText.make(" ", count: gap) + value, row: row, col: inner.col, style: style)
        }
        if let last = positions.last, last + 2 < inner.bottom, state.offersPreciseLocationSetting {
            // Settings' footer as the reference quotes it (§4.1 "14+ Precise Location", footer M) [S7][S34].
            let footer = "Allow apps to use your specific location. With this setting off, apps can only determine your approximate location."
            var row = last + 2
            for line in DisplayWidth.wrap(footer, columns: inner.cols) where row < inner.bottom {
                canvas.put(line, row: row, col: inner.col, style: .dim)
                row += 1
            }
        }
        if let confirmation = model.confirmation {
            AlertView.draw(AlertBox(confirmation: confirmation, focus: model.confirmFocus), in: screen, on: canvas)
        }
    }

    /// The Settings row under a click.
    public static func row(at row: Int, col: Int, model: FrontEndModel, in screen: Rect) -> Int? {
        guard col >= screen.col, col < screen.right else { return nil }
        return rowPositions(model, in: screen).firstIndex(of: row)
    }
}
