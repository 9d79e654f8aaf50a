import Testing
@testable import LocPromptCore

/// Audit 17 R3: while the app is restricted, its Settings page says that its choices cannot be changed, and marks
/// those rows locked. The engine already refuses them (rule restricted: "the user cannot change this status"
/// [S9][S13]); the page now shows it, from the same fact (`EngineState.settingsChoicesLocked`). How iOS draws a
/// locked row is not sourced (a recreation's footer says the settings are "locked", an iOS 7 guide says "greyed
/// out" [S293][S297]): the note and the dimmed rows are locprompt's.
@Suite("Settings: a restricted app's choices are shown locked (restricted)")
struct SettingsLockedRowsTests {
    /// A listed app with an answer (the last row Settings offers, set as simctl's grant would), with restrictions
    /// turned on or not.
    func answered(_ platform: Platform = .iOS, _ version: String = "17.4", restricted: Bool) -> Harness {
        var h = Harness(platform, version)
        h.launch()
        if let choice = h.state.offeredSettingsChoices.last { h.do(.settings(.appAuthorization(choice))) }
        if restricted { h.do(.settings(.restricted(true))) }
        return h
    }

    func lockNotes(_ page: SettingsPage) -> [String] {
        page.lines.compactMap { if case .locked(let text) = $0 { text } else { nil } }
    }

    @Test("restricted: the page says the choices cannot be changed, right under them, and the choice rows are locked")
    func restrictedPageShowsTheLock() throws {
        let h = answered(restricted: true)
        let page = h.state.settingsPage
        #expect(h.state.settingsChoicesLocked)
        #expect(lockNotes(page) == ["Restricted (Screen Time): these choices cannot be changed."])
        // The note follows the last choice.
        let note = try #require(page.lines.firstIndex { if case .locked = $0 { true } else { false } })
        #expect(page.lines[note - 1] == .row(.choice(.always)))
        for row in page.rows {
            if case .choice = row { #expect(row.isLocked(in: h.state), "\(row) is not locked") }
            else { #expect(!row.isLocked(in: h.state), "\(row) is locked, but the engine accepts its change") }
        }
        #expect(page.rules.contains { $0.id == "restricted" })
        // The lock the page shows is the engine's: choosing a locked row is refused.
        var tried = h
        tried.do(.settings(.appAuthorization(.never)))
        #expect(tried.rejected && tried.state.status == .restricted)
    }

    @Test("not restricted: no note, no locked row")
    func unrestrictedPageHasNoLock() {
        let h = answered(restricted: false)
        #expect(!h.state.settingsChoicesLocked)
        #expect(lockNotes(h.state.settingsPage).isEmpty)
        #expect(h.state.settingsPage.rows.allSatisfy { !$0.isLocked(in: h.state) })
        var lifted = answered(restricted: true)
        lifted.do(.settings(.restricted(false)))
        #expect(lockNotes(lifted.state.settingsPage).isEmpty)
    }

    @Test("the note names where the restriction lives: Screen Time from iOS 12, Restrictions before; other platforms and the Mac's checkbox or switch",
          arguments: [
            (Platform.iOS, "11.4", "Restricted (General › Restrictions): these choices cannot be changed."),
            (.watchOS, "10.0", "Restricted: these choices cannot be changed."),
            (.macOS, "12.0", "Restricted: this checkbox cannot be changed."),
            (.macOS, "14.0", "Restricted: this switch cannot be changed."),
          ])
    func noteByPlatform(platform: Platform, version: String, note: String) {
        let h = answered(platform, version, restricted: true)
        #expect(h.state.isListedInSettings)
        #expect(lockNotes(h.state.settingsPage) == [note])
        let locked = h.state.settingsPage.rows.filter { $0.isLocked(in: h.state) }
        #expect(!locked.isEmpty && locked.allSatisfy { if case .choice = $0 { true } else { if case .macApp = $0 { true } else { false } } })
    }
}
