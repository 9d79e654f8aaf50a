import LocPromptCore

/// The Settings screen's part of the front end: opening and leaving it (the app leaves the foreground as on a
/// device), acting on a row of the page the engine derives (`EngineState.settingsPage`), and the confirmations
/// Settings asks for first (`Confirmation`). The rules themselves are the engine's.
extension FrontEndModel {
    /// Opens the Settings screen. As on a device, going to Settings leaves the app: a foreground app is sent
    /// to the background first (what that starts, e.g. the Allow Once grace period, is the engine's business).
    mutating func openSettingsScreen() {
        if state.lifecycle == .foreground {
            note("Settings opens: the app leaves the foreground, as on a device")
            send(.app(.background))
            backgroundedForSettings = true
        }
        settingsOpen = true
        // What the page shows in English or unverified on a device set to another language, as the log says it of
        // an alert (the engine's words, `EngineState.settingsLanguageNote`).
        if let language = state.settingsLanguageNote(at: settingsLevel) { note(language) }
    }

    /// Leaves Settings. "Back to the app": an app that opening Settings sent to the background (and that is
    /// still there) comes back to the foreground.
    mutating func closeSettingsScreen() {
        settingsOpen = false
        settingsLevel = .app
        if backgroundedForSettings && state.lifecycle == .background {
            note("back to the app from Settings")
            send(.app(.foreground))
        }
        backgroundedForSettings = false
    }

    /// The back label (“‹ Location Services”, “‹ Privacy”): from the app's page to the list, with the app's row
    /// highlighted, as on a device; from a page with nothing above it here, back to the app.
    mutating func settingsBack() {
        if settingsPage.kind == .appPage {
            settingsLevel = .list
            settingsScroll = 0
            settingsCursor = settingsRows.firstIndex(of: .app) ?? 0
        } else {
            closeSettingsScreen()
        }
    }

    mutating func activateSettingsRow(_ index: Int) {
        let rows = settingsRows
        guard rows.indices.contains(index) else { return }
        settingsCursor = index
        guard let event = rows[index].event(in: state) else {
            // The list's app row opens the app's page (the engine's `SettingsRow.app`).
            settingsLevel = .app
            settingsScroll = 0
            settingsCursor = 0
            return
        }
        if let asked = Confirmation.before(rows[index], in: state) {
            confirmation = asked
            // Cancel is highlighted, so Enter Enter does not act: Apple's guidelines for alerts keep a destructive
            // button from being the default and make Cancel the safe one (iOS draws “Turn Off” in red, “Cancel”
            // bold). Not checked on a device here. The first button takes ← then Enter, or 1 (audit 14 F9).
            confirmFocus = asked.buttons.count - 1
            // Off iOS the engine marks the confirmation unsourced: the log says so, with the rule for the why pane.
            if let caveat = asked.caveat {
                appendLog(LogEntry(at: state.clock, text: "Settings asks “\(asked.title)”: " + caveat, kind: .note,
                                   style: .warn, rule: asked.rule, platform: state.os.platform))
            }
            return
        }
        send(event)
        settingsCursorFollows(rows[index], was: index)
    }

    /// The page may change after a row acts (Never hides Precise Location; a reset takes the app off the list):
    /// the highlight stays on the same row where it still exists.
    mutating func settingsCursorFollows(_ row: SettingsRow, was index: Int) {
        let after = settingsRows
        settingsCursor = after.firstIndex(of: row) ?? min(index, max(0, after.count - 1))
    }

    mutating func handleConfirmation(_ key: Key, _ confirmation: Confirmation) -> Redraw {
        switch key {
        case .left, .up, .backTab: confirmFocus = max(0, confirmFocus - 1)
        case .right, .down, .tab: confirmFocus = min(confirmation.buttons.count - 1, confirmFocus + 1)
        case .char("1"): answerConfirmation(0)
        case .char("2"): answerConfirmation(1)
        case .enter, .char(" "): answerConfirmation(confirmFocus)
        case .escape: answerConfirmation(confirmation.buttons.count - 1)
        case .char("q"): return .quit
        case .click(let row, let col):
            if let hit = Layout(size).confirmationButton(at: row, col: col, confirmation) { answerConfirmation(hit) }
        default:
            setMessage("Choose “\(confirmation.buttons[0])” or “\(confirmation.buttons.last!)” (←/→, Enter; Esc cancels)")
        }
        return .frame
    }

    mutating func answerConfirmation(_ index: Int) {
        guard let confirmation else { return }
        self.confirmation = nil
        if index == 0 {
            let rows = settingsRows
            send(confirmation.event)
            if rows.indices.contains(settingsCursor) { settingsCursorFollows(rows[settingsCursor], was: settingsCursor) }
        } else {
            note(confirmation.cancelledNote)
        }
    }
}
