import LocPromptCore

/// The presentation's phone: a bezel, the screen painted in the light or dark appearance, the status bar, the
/// app (or the Home Screen), and over it the alert or Settings, drawn by the emulator's own views through a
/// `SurfaceCanvas`. The app's view shows only what the app itself can read (its status and accuracy), so the
/// audience sees the result of each answer without the inspector.
enum LargePhone {
    /// The alert as the presentation shows it: the catalog's confidence (“unverified”, the language note) only
    /// when asked for (`C`, `--show-confidence`).
    static func alertBox(_ content: AlertContent, model: PresentModel) -> AlertBox {
        var box = AlertBox(content: content, focus: model.screen.focusedButton)
        if !model.showConfidence {
            box.unverified = false
            box.languageTag = nil
        }
        return box
    }

    static func draw(_ model: PresentModel, layout: PresentLayout, on canvas: Canvas) {
        let screen = model.screen
        let state = screen.state
        let phone = layout.phone
        guard phone.rows >= 6, phone.cols >= 8 else { return }
        let look = DeviceLook(state.os)
        if look != .phone { return drawOther(look, model, layout: layout, on: canvas) }
        canvas.box(phone, style: .rounded)
        let paint = SurfaceCanvas(canvas, surface: model.appearance.surface)
        paint.fill(Rect(row: phone.row + 1, col: phone.col + 1, rows: phone.rows - 2, cols: phone.cols - 2))
        DeviceScreen.drawStatusBar(state, in: layout.statusBar, on: paint)
        if state.os.platform == .iOS, state.os.version >= OSVersion(16), layout.statusBar.cols >= 38 {
            // The Dynamic Island, between the clock and the battery: the iPhones that have it came with iOS 16
            // (before, a notch from iOS 11, and no cut-out at all before: DeviceScreen.notchedStatusBar).
            paint.putCentered("▄▄▄▄▄▄", row: layout.statusBar.row, col: layout.statusBar.col,
                              columns: layout.statusBar.cols, style: .title)
        }
        paint.putCentered(RepeatedText.make("━", count: max(4, phone.cols / 4)), row: phone.bottom - 2, col: phone.col + 1,
                          columns: phone.cols - 2, style: .title)
        let content = screen.alertContent
        let behind = SurfaceCanvas(canvas, surface: model.appearance.surface, dimmed: content != nil || screen.confirmation != nil)
        if screen.settingsOpen {
            SettingsScreen.draw(screen, in: layout.phoneScreen, on: paint)
            return
        }
        drawApp(state, in: layout.phoneScreen, on: behind)
        if let content {
            AlertView.draw(alertBox(content, model: model), in: layout.phoneScreen, maxCols: layout.alertColumns, on: paint)
        }
    }

    /// A watch, a Mac, a TV or a visionOS room instead of the phone, as the emulator draws them (audit 24e D5): the
    /// device's frame around its screen, the app in it, the alert or Settings over it.
    static func drawOther(_ look: DeviceLook, _ model: PresentModel, layout: PresentLayout, on canvas: Canvas) {
        let screen = model.screen
        let state = screen.state
        let paint = SurfaceCanvas(canvas, surface: model.appearance.surface)
        let content = screen.alertContent
        let behind = SurfaceCanvas(canvas, surface: model.appearance.surface, dimmed: content != nil || screen.confirmation != nil)
        paint.fill(look.screen(in: layout.phoneScreen))
        let running = state.lifecycle == .foreground
        let app = DeviceScreen.appScreen(look, name: running ? SafeText.neutralize(state.app.displayName) : nil,
                                         pane: layout.phoneScreen, on: paint)
        DeviceLook.drawFrame(look, state: state, pane: layout.phoneScreen, settingsOpen: screen.settingsOpen, on: paint)
        if screen.settingsOpen {
            SettingsScreen.draw(screen, in: layout.phoneScreen, on: paint)
            return
        }
        drawApp(state, in: app, on: behind)
        if let content {
            AlertView.draw(alertBox(content, model: model), in: layout.phoneScreen, on: paint)
        }
    }

    /// The app in the foreground, or the Home Screen with its icon.
    static func drawApp(_ state: EngineState, in rect: Rect, on canvas: Canvas) {
        let inner = Rect(row: rect.row, col: rect.col + 2, rows: rect.rows, cols: max(0, rect.cols - 4))
        guard inner.rows >= 4, inner.cols > 0 else { return }
        let name = SafeText.neutralize(state.app.displayName)
        guard state.lifecycle == .foreground else {
            let top = inner.row + max(1, inner.rows / 4)
            canvas.putCentered("╭──────╮", row: top, col: inner.col, columns: inner.cols, style: .accent)
            canvas.putCentered("│  ➤   │", row: top + 1, col: inner.col, columns: inner.cols, style: .accent)
            canvas.putCentered("╰──────╯", row: top + 2, col: inner.col, columns: inner.cols, style: .accent)
            canvas.putCentered(name, row: top + 3, col: inner.col, columns: inner.cols)
            let where_ = state.lifecycle == .notRunning ? "" : state.lifecycle == .suspended ? "suspended" : "in the background"
            if !where_.isEmpty { canvas.putCentered(where_, row: top + 4, col: inner.col, columns: inner.cols, style: .dim) }
            return
        }
        var row = inner.row + 1
        canvas.putCentered(name, row: row, col: inner.col, columns: inner.cols, style: .title)
        row += 1
        canvas.put(RepeatedText.make("─", count: inner.cols), row: row, col: inner.col, style: .frame)
        row += 2
        // What the app reads from Core Location: the result of each answer, in its own words.
        var lines: [(String, String, Style)] = [("Location", state.status.name, .accent)]
        if let accuracy = state.accuracy { lines.append(("Accuracy", accuracy.name, .normal)) }
        lines.append(("Updates", state.standardUpdatesLabel, .normal))
        for (label, value, style) in lines where row < inner.bottom - 1 {
            canvas.put(label, row: row, col: inner.col, style: .dim)
            canvas.put(value, row: row, col: inner.col + 10, maxColumns: inner.cols - 10, style: style)
            row += 1
        }
    }
}
