import LocPromptCore

/// Draws the whole interface for a model: header, device (with alert or Settings), inspector, log, footer,
/// and the help overlay or the too-small message.
public enum MainScreen {
    public static func draw(_ model: FrontEndModel, on canvas: Canvas) {
        canvas.clear()
        let layout = Layout(canvas.size)
        if layout.isTooSmall {
            TooSmallScreen.draw(in: canvas.size, on: canvas)
            return
        }
        drawHeader(model, in: layout.header, on: canvas)
        DeviceScreen.draw(model, layout: layout, on: canvas)
        if model.settingsOpen {
            SettingsScreen.draw(model, in: layout.deviceScreen, on: canvas)
        } else if let content = model.alertContent {
            AlertView.draw(AlertBox(content: content, focus: model.focusedButton), in: layout.deviceScreen, on: canvas)
        }
        if model.whySelection != nil {
            WhyPane.draw(model, in: layout.inspector, on: canvas)
        } else {
            InspectorPane.draw(model, in: layout.inspector, on: canvas)
        }
        LogPane.draw(model, in: layout.log, on: canvas)
        drawFooter(model, in: layout.footer, on: canvas)
        if model.helpVisible { HelpOverlay.draw(page: model.helpPage, in: canvas.size, on: canvas) }
    }

    static func drawHeader(_ model: FrontEndModel, in rect: Rect, on canvas: Canvas) {
        let style = Style(.title, bold: true, reverse: true)
        canvas.fill(rect, style: style)
        let state = model.state
        let left = " locprompt │ \(state.os) · \(state.os.band.label) │ \(SafeText.neutralize(state.app.displayName))"
        // An app name cut short ends with “…”, as the walk's scenario name does.
        canvas.putFitting(left, row: rect.row, col: rect.col, maxColumns: rect.cols - 18, style: style)
        canvas.put("? help  q quit ", row: rect.row, col: rect.right - 15, style: style)
    }

    static func drawFooter(_ model: FrontEndModel, in rect: Rect, on canvas: Canvas) {
        if let message = model.message {
            canvas.put(" " + message, row: rect.row, col: rect.col, maxColumns: rect.cols, style: .warn)
            return
        }
        let hint: String
        if let confirmation = model.confirmation {
            hint = confirmationKeys(confirmation, columns: rect.cols - 1)
        } else if model.settingsOpen {
            hint = "Settings: " + settingsKeys(model.settingsPage.kind, columns: rect.cols - 1 - 10)
        } else if model.whySelection != nil && model.state.alert == nil {
            hint = "Why: [ older line · ] newer line · click a log line · Esc closes"
        } else if model.state.alert != nil {
            hint = "Alert: ↑/↓/Tab move · Enter taps · " + (model.alertContent.map(alertKeys) ?? "1–3 tap")
        } else {
            hint = idleHint(columns: rect.cols - 1)
        }
        canvas.put(" " + hint, row: rect.row, col: rect.col, maxColumns: rect.cols, style: .dim)
    }

    /// The footer with nothing on screen to answer: the main keys, the least needed left out first when they do
    /// not fit, so that `? keys` always ends it (at 80 columns it was cut to `… S Settings ·`).
    static func idleHint(columns: Int) -> String {
        var items = ["w When In Use", "a Always", "b/f background/foreground", ". > time", "S Settings", "? keys"]
        for dropped in ["b/f background/foreground", ". > time", "a Always", "w When In Use"] {
            if DisplayWidth.of(items.joined(separator: " · ")) <= columns { break }
            items.removeAll { $0 == dropped }
        }
        return items.joined(separator: " · ")
    }

    /// The keys of a Settings confirmation on screen. Enter taps the highlighted button, which is Cancel until the
    /// person moves, so the footer says “taps the highlighted” rather than “confirms” and names each button's digit
    /// (the UX pass of session 21 found “Enter confirms” over a highlighted Cancel). Where the whole line does not
    /// fit, the arrows go first: the digits and Enter still say everything.
    static func confirmationKeys(_ confirmation: Confirmation, columns: Int = .max) -> String {
        let digits = confirmation.buttons.enumerated().map { "\($0.offset + 1) \($0.element)" }
        let full = (["←/→ choose", "Enter taps the highlighted"] + digits + ["Esc cancels"]).joined(separator: " · ")
        if DisplayWidth.of(full) <= columns { return full }
        return (digits + ["Enter taps the highlighted", "Esc cancels"]).joined(separator: " · ")
    }

    /// The keys of the alert on screen, as the catalog words it: `1–N tap` for its N buttons, and `Space Precise`
    /// only when it has the Precise switch (a macOS, tvOS or pre-iOS 14 alert has none; audit 14 F2).
    static func alertKeys(_ content: AlertContent) -> String {
        let count = content.buttons.count
        var hint = count == 1 ? "1 taps" : "1–\(count) tap"
        if content.extras.contains(where: { if case .preciseSwitch = $0 { return true } else { return false } }) {
            hint += " · Space Precise"
        }
        return hint
    }

    /// The Settings screen's keys on the page on screen (`KeyBindings.settings`), for the footers that show them:
    /// `←` goes up to the Location Services list from the app's page and back to the app from any other page
    /// (`FrontEndModel.settingsBack`), so each page names where it leads (session 25: the list's footer left `←`
    /// out). Home/End go first where the line does not fit, so that `? keys` always ends it.
    static func settingsKeys(_ kind: SettingsPage.Kind, columns: Int = .max) -> String {
        var items = ["↑/↓ move", "Home/End first/last", "Enter chooses"] + settingsBackKeys(kind) + ["? keys"]
        if DisplayWidth.of(items.joined(separator: " · ")) > columns { items.removeAll { $0.hasPrefix("Home/End") } }
        return items.joined(separator: " · ")
    }

    /// The same keys in short, for the walk's and `present`'s free play, whose line says more besides.
    static func settingsShortKeys(_ kind: SettingsPage.Kind) -> String {
        (["↑/↓ Enter"] + settingsBackKeys(kind)).joined(separator: " · ")
    }

    /// Where `←` and `Esc` lead from a Settings page: from the app's page `←` goes to the list above it; from the
    /// list (or the only page there is) both go back to the app.
    static func settingsBackKeys(_ kind: SettingsPage.Kind) -> [String] {
        kind == .appPage ? ["← list", "Esc back to the app"] : ["←/Esc back to the app"]
    }
}
