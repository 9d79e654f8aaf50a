import LocPromptCore
import LocPromptScenario

/// The walkthrough's panes: the phone on the left as in the emulator; on the right the caption (the step and
/// its narration), a shorter inspector and the log with the live checks.
public struct WalkLayout: Hashable, Sendable {
    /// The emulator's layout: header, footer, device and its screen are the same.
    public let base: Layout
    public let caption: Rect
    public let inspector: Rect
    public let log: Rect

    public init(_ size: Size) {
        base = Layout(size)
        let right = Rect(row: base.inspector.row, col: base.inspector.col, rows: base.inspector.rows + base.log.rows,
                         cols: base.inspector.cols)
        let captionRows = right.rows >= 30 ? 9 : 6
        let inspectorRows = min(17, max(8, (right.rows - captionRows) * 45 / 100))
        caption = Rect(row: right.row, col: right.col, rows: captionRows, cols: right.cols)
        inspector = Rect(row: caption.bottom, col: right.col, rows: inspectorRows, cols: right.cols)
        log = Rect(row: inspector.bottom, col: right.col, rows: max(0, right.bottom - inspector.bottom), cols: right.cols)
    }

    public var isTooSmall: Bool { base.isTooSmall }
}

/// Draws a walkthrough: header, device (with the alert), caption, inspector, log, footer.
public enum WalkScreen {
    public static func draw(_ walk: WalkModel, on canvas: Canvas) {
        canvas.clear()
        let layout = WalkLayout(canvas.size)
        if layout.isTooSmall {
            TooSmallScreen.draw(in: canvas.size, on: canvas)
            return
        }
        let model = walk.screen
        drawHeader(walk, in: layout.base.header, on: canvas)
        DeviceScreen.draw(model, layout: layout.base, keyHints: walk.freePlay != nil, on: canvas)
        if model.settingsOpen {
            // Only free play opens Settings (S).
            SettingsScreen.draw(model, in: layout.base.deviceScreen, on: canvas)
        } else if let content = model.alertContent {
            AlertView.draw(AlertBox(content: content, focus: model.focusedButton), in: layout.base.deviceScreen, on: canvas)
        }
        if model.whySelection != nil {
            // The why pane needs room for its sources: it covers the caption and the inspector until Esc.
            let rect = Rect(row: layout.caption.row, col: layout.caption.col, rows: layout.caption.rows + layout.inspector.rows,
                            cols: layout.caption.cols)
            WhyPane.draw(model, in: rect, on: canvas)
        } else {
            drawCaption(walk, in: layout.caption, on: canvas)
            InspectorPane.draw(model, in: layout.inspector, on: canvas)
        }
        LogPane.draw(model, in: layout.log, on: canvas)
        drawFooter(walk, in: layout.base.footer, on: canvas)
        if walk.helpVisible { HelpOverlay.draw(walk.helpRows, page: walk.helpPage, in: canvas.size, on: canvas) }
    }

    static func drawHeader(_ walk: WalkModel, in rect: Rect, on canvas: Canvas) {
        let style = Style(.title, bold: true, reverse: true)
        canvas.fill(rect, style: style)
        let os = walk.scenario.device.os
        let right = "step \(walk.stepInFocus)/\(walk.scenario.steps.count)  q quit "
        let left = " locprompt walk │ \(os) · \(os.band.label) │ \(SafeText.neutralize(walk.scenario.name))"
        canvas.putFitting(left, row: rect.row, col: rect.col, maxColumns: rect.cols - DisplayWidth.of(right) - 1, style: style)
        canvas.put(right, row: rect.row, col: rect.right - DisplayWidth.of(right), style: style)
    }

    /// `in 6 s` while the walk counts down to its next automatic step, else nothing.
    static func countdownText(_ walk: WalkModel) -> String? {
        walk.countdown.map { "in \($0) s" }
    }

    /// The caption's lines: the step in focus, its narration (or, without one, what the step did), then what
    /// comes next or the verdict. An earlier step's narration is never shown under a later step: it read as the
    /// caption of that step (audit 24h, trainer friction 2); the log keeps it.
    static func captionLines(_ walk: WalkModel, columns: Int, rows: Int) -> [(String, Style)] {
        guard rows > 0 else { return [] }
        let head: (String, Style)
        var say: (String, Style)?
        var tail: (String, Style)?
        let phase = walk.phase
        switch phase {
        case .awaitingTap(let label, let position):
            let who = walk.options.autoplay == nil ? "your turn (press \(position + 1))"
                : countdownText(walk).map { "autoplay \($0)" } ?? "autoplay"
            head = ("› tap: \(label) — \(who)", Style(.warn, bold: true))
            say = walk.session.nextStep?.say.map { ($0, .accent) }
        default:
            if let shown = walk.shown {
                head = ("› " + shown.text, .title)
                if let own = shown.say {
                    say = (own, .accent)
                } else if !walk.facts.isEmpty {
                    say = (walk.facts.joined(separator: " · "), .normal)
                }
            } else {
                head = (walk.scenario.name, .title)
                say = walk.scenario.summary.map { ($0.trimmingSpacesAndNewlines, .normal) }
            }
        }
        switch phase {
        case .finished:
            tail = ("✓ " + walk.verdict, Style(.good, bold: true))
            if walk.failedChecks > 0 { tail = ("✗ " + walk.verdict, .bad) }
        case .stopped(let error):
            tail = ("✗ stopped at line \(error.position.line): \(error.message)", .bad)
        case .running, .paused:
            if let next = walk.session.nextStep {
                // Counting down: the walk is not frozen, and says when it goes on (audit 24h, trainer friction 7).
                let when = countdownText(walk).map { "next \($0) › " } ?? "next › "
                tail = (when + next.text, .dim)
            }
        case .awaitingTap:
            tail = nil
        }
        var lines: [(String, Style)] = []
        for line in DisplayWidth.wrap(SafeText.neutralize(head.0), columns: columns).prefix(2) { lines.append((line, head.1)) }
        var tailLines: [(String, Style)] = []
        if let tail {
            tailLines = DisplayWidth.wrap(SafeText.neutralize(tail.0), columns: columns).map { ($0, tail.1) }
        }
        let room = max(0, rows - lines.count - min(tailLines.count, 2))
        if let say, room > 0 {
            let paragraph = say.0.split(whereSeparator: \.isNewline).joined(separator: " ")
            var wrapped = DisplayWidth.wrap(SafeText.neutralize(paragraph), columns: columns)
            if wrapped.count > room, say.1 == .normal, walk.shown?.say == nil, !walk.facts.isEmpty {
                wrapped = factLines(walk.facts, columns: columns, rows: room)
            }
            if wrapped.count > room {
                wrapped = Array(wrapped.prefix(room))
                wrapped[room - 1] = DisplayWidth.prefix(wrapped[room - 1], columns: columns - 1) + "…"
            }
            lines += wrapped.map { ($0, say.1) }
        }
        let tailRoom = max(0, rows - lines.count)
        lines += tailLines.prefix(tailRoom)
        return lines
    }

    /// A step's facts that do not fit joined: each from a line of its own, whole where it fits in the rows
    /// left, else cut to one line, so that every fact shown starts at a line's start (joined and wrapped,
    /// “The app hears:” ended a line and the callback's long name was cut away). Facts past the last row are
    /// left to the log, which has them all.
    static func factLines(_ facts: [String], columns: Int, rows: Int) -> [String] {
        var lines: [String] = []
        for fact in facts where lines.count < rows {
            let text = SafeText.neutralize(fact)
            let wrapped = DisplayWidth.wrap(text, columns: columns)
            if wrapped.count <= rows - lines.count {
                lines += wrapped
            } else {
                lines.append(DisplayWidth.of(text) <= columns ? text : DisplayWidth.prefix(text, columns: columns - 1) + "…")
            }
        }
        return lines
    }

    static func drawCaption(_ walk: WalkModel, in rect: Rect, on canvas: Canvas) {
        if let mark = walk.freePlay {
            canvas.box(rect, title: "Free play · left the script at step \(mark.step) of \(walk.scenario.steps.count)")
            let inner = Rect(row: rect.row + 1, col: rect.col + 2, rows: rect.rows - 2, cols: rect.cols - 4)
            let text = [("The emulator's keys act on this device: l launch · w/a request · 1–3 tap · S Settings · . time · ? keys", Style.normal),
                        ("T returns to step \(mark.step): the device as it was there, and the script goes on", Style.accent)]
            var row = inner.row
            for (paragraph, style) in text {
                for line in DisplayWidth.wrap(paragraph, columns: inner.cols) where row < inner.bottom {
                    canvas.put(line, row: row, col: inner.col, maxColumns: inner.cols, style: style)
                    row += 1
                }
            }
            return
        }
        let state: String
        switch walk.phase {
        case .running: state = "running"
        case .paused: state = "paused"
        case .awaitingTap: state = walk.options.autoplay == nil ? "your turn" : "autoplay"
        case .stopped: state = "stopped"
        case .finished(let outcome): state = outcome == .passed ? "passed" : "failed"
        }
        canvas.box(rect, title: "Walkthrough · step \(walk.stepInFocus) of \(walk.scenario.steps.count) · \(state)")
        let inner = Rect(row: rect.row + 1, col: rect.col + 2, rows: rect.rows - 2, cols: rect.cols - 4)
        for (offset, line) in captionLines(walk, columns: inner.cols, rows: inner.rows).enumerated() {
            canvas.put(line.0, row: inner.row + offset, col: inner.col, maxColumns: inner.cols, style: line.1)
        }
    }

    static func footerHint(_ walk: WalkModel) -> String {
        if let mark = walk.freePlay {
            // What the device on screen answers to: Settings' keys, the alert's, or the emulator's (audit 14 F15).
            let screen = walk.screen
            let keys: String
            if let confirmation = screen.confirmation {
                keys = MainScreen.confirmationKeys(confirmation, columns: 0)
            } else if screen.settingsOpen {
                keys = "Settings: " + MainScreen.settingsShortKeys(screen.settingsPage.kind)
            } else if let content = screen.alertContent {
                keys = MainScreen.alertKeys(content) + " · ↑/↓ Enter"
            } else {
                keys = "the emulator's keys"
            }
            return "Free play · \(keys) · ? keys · T back to step \(mark.step) · q quit"
        }
        switch walk.phase {
        case .running:
            if let seconds = walk.countdown { return "Running · next step in \(seconds) s · Space to go on now · p pause · r restart · q quit" }
            return "Running · p pause · Space next now · PgUp/PgDn log · r restart · q quit"
        case .paused: return "Paused · Space/→/Enter next step · p run by itself · r restart · q quit"
        case .awaitingTap(let label, let position):
            if walk.options.autoplay != nil {
                let when = countdownText(walk).map { " \($0)" } ?? ""
                return "Autoplay taps “\(label)”\(when) · Space now · p pause · q quit"
            }
            return "Tap “\(label)”: press \(position + 1) (or ↑/↓ Enter, click) · p pause · q quit"
        case .stopped: return "Stopped at an invalid step · r restart · q quit"
        case .finished: return "Done · \(walk.verdict) · r restart · q quit"
        }
    }

    static func drawFooter(_ walk: WalkModel, in rect: Rect, on canvas: Canvas) {
        if let message = walk.screen.message {
            canvas.put(" " + message, row: rect.row, col: rect.col, maxColumns: rect.cols, style: .warn)
            return
        }
        canvas.put(" " + footerHint(walk), row: rect.row, col: rect.col, maxColumns: rect.cols, style: .dim)
    }
}

extension String {
    var trimmingSpacesAndNewlines: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\n" || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\n" || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
