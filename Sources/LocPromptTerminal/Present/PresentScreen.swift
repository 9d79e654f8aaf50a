import LocPromptCore
import LocPromptScenario

/// Draws a presentation: the phone, the narration as a caption under it, a one-line footer (where the
/// presentation is, or a note), the panes with `I`, and the `?` help generated from the key table.
public enum PresentScreen {
    public static func draw(_ model: PresentModel, on canvas: Canvas) {
        canvas.clear()
        let layout = PresentLayout(canvas.size, panes: model.panesVisible)
        if layout.isTooSmall {
            TooSmallScreen.draw(in: canvas.size, minimum: PresentLayout.minimum, on: canvas)
            return
        }
        LargePhone.draw(model, layout: layout, on: canvas)
        if let inspector = layout.inspector, let log = layout.log {
            InspectorPane.draw(model.screen, in: inspector, on: canvas)
            LogPane.draw(model.screen, in: log, on: canvas)
        }
        drawCaption(model, in: layout.caption, on: canvas)
        drawFooter(model, in: layout.footer, on: canvas)
        if model.helpVisible { HelpOverlay.draw(model.helpRows, page: model.helpPage, in: canvas.size, on: canvas) }
    }

    /// The caption's lines: the narration (or, for a step without one, the step itself, dimmed); an invalid step's
    /// error. Wrapped to the caption's width; a narration longer than the caption ends with “…”.
    static func captionLines(_ model: PresentModel, columns: Int, rows: Int) -> [(String, Style)] {
        guard rows > 0, columns > 1 else { return [] }
        var text: String
        var style = Style.title
        if let script = model.script {
            if let error = script.session.error, script.isAtEnd {
                text = "✗ stopped at line \(error.position.line): \(error.message)"
                style = .bad
            } else if let narration = script.narration {
                text = narration
            } else if let shown = script.shown {
                text = shown.text
                style = .dim
            } else {
                text = script.scenario.name
            }
        } else {
            // The keys of what is on screen: Settings, an alert as the catalog words it, or the device (audit 14 F2, F15).
            let screen = model.screen
            if let confirmation = screen.confirmation {
                text = "Free play: " + MainScreen.confirmationKeys(confirmation)
            } else if screen.settingsOpen {
                text = "Free play · Settings: " + MainScreen.settingsShortKeys(screen.settingsPage.kind)
            } else if let content = screen.alertContent {
                text = "Free play: " + MainScreen.alertKeys(content) + " · ↑/↓ Enter · ? every key"
            } else {
                text = "Free play: l launch · w / a request · S Settings · ? every key"
            }
            style = .dim
        }
        text = SafeText.neutralize(text.split(whereSeparator: \.isNewline).joined(separator: " "))
        var lines = DisplayWidth.wrap(text, columns: columns)
        if lines.count > rows {
            lines = Array(lines.prefix(rows))
            lines[rows - 1] = DisplayWidth.prefix(lines[rows - 1], columns: columns - 1) + "…"
        }
        return lines.map { ($0, style) }
    }

    static func drawCaption(_ model: PresentModel, in rect: Rect, on canvas: Canvas) {
        // One blank row between the phone and the narration when there is room.
        let top = rect.rows >= 4 ? 1 : 0
        let lines = captionLines(model, columns: rect.cols, rows: rect.rows - top)
        for (offset, line) in lines.enumerated() {
            canvas.putCentered(line.0, row: rect.row + top + offset, col: rect.col, columns: rect.cols, style: line.1)
        }
    }

    /// Where the presentation is: `‹ step 3 of 7 ›` and what comes next, or the free play's device.
    static func footerText(_ model: PresentModel) -> String {
        guard let script = model.script else {
            let state = model.state
            return "free play · \(state.os) · \(SafeText.neutralize(state.app.displayName)) · ? keys · q quit"
        }
        let count = script.stops.count - 1
        var text = "step \(script.stop) of \(count)"
        if script.stop > 0 { text = "‹ " + text }
        if let next = script.session.nextStep, script.session.error == nil {
            text += " › next: \(SafeText.neutralize(next.text))"
        } else {
            text += " · end"
        }
        return text
    }

    static func drawFooter(_ model: PresentModel, in rect: Rect, on canvas: Canvas) {
        if let message = model.screen.message {
            canvas.putCentered(message, row: rect.row, col: rect.col, columns: rect.cols, style: .warn)
            return
        }
        canvas.putCentered(footerText(model), row: rect.row, col: rect.col, columns: rect.cols, style: .dim)
    }
}
