import LocPromptCore
@testable import LocPromptTerminal
import Testing

@Suite("Front-end model: keys become engine events and UI changes")
struct FrontEndModelTests {
    func launchedWithAlert() -> FrontEndModel {
        var model = Fixtures.model()
        model.handle(.char("l"))
        model.handle(.char("w"))
        return model
    }

    @Test("w asks the engine for When In Use; the alert comes from the engine state")
    func requestShowsAlert() {
        let model = launchedWithAlert()
        #expect(model.state.alert?.kind == .whenInUse)
        #expect(model.alertContent != nil)
        #expect(model.log.contains { $0.text == "› app calls requestWhenInUseAuthorization()" })
    }

    @Test("Esc never dismisses a system alert and says so")
    func escapeKeepsAlert() {
        var model = launchedWithAlert()
        let before = model.state
        #expect(model.handle(.escape) == .frame)
        #expect(model.state == before)
        #expect(model.message?.contains("cannot be dismissed") == true)
    }

    @Test("Arrows and Tab move the focus round the buttons; Enter taps the focused one")
    func focusAndEnter() throws {
        var model = launchedWithAlert()
        let content = try #require(model.alertContent)
        #expect(model.focusedButton == 0)
        model.handle(.down)
        #expect(model.focusedButton == 1)
        model.handle(.tab)
        model.handle(.tab)
        #expect(model.focusedButton == 0)
        model.handle(.backTab)
        #expect(model.focusedButton == content.buttons.count - 1)
        model.handle(.up)
        model.handle(.enter)
        // Whatever the button means is the engine's business: the state equals the engine's own answer.
        var expected = Fixtures.model()
        expected.send(.app(.launch))
        expected.send(.app(.requestWhenInUseAuthorization))
        expected.send(.tap(content.buttons[content.buttons.count - 2].answer))
        #expect(model.state == expected.state)
    }

    @Test("1–3 tap the button in that position", arguments: [0, 1, 2])
    func digitTaps(position: Int) throws {
        var model = launchedWithAlert()
        let content = try #require(model.alertContent)
        var expected = model
        model.handle(.char(Character("\(position + 1)")))
        expected.send(.tap(content.buttons[position].answer))
        #expect(model.state == expected.state)
        #expect(model.state.alert == nil)
    }

    @Test("Space sends togglePrecise")
    func spaceTogglesPrecise() {
        var model = launchedWithAlert()
        var expected = model
        model.handle(.space)
        expected.send(.togglePrecise)
        #expect(model.state == expected.state)
    }

    @Test("Settings rows are the engine's offered choices, and choosing one sends Event.settings")
    func settingsRows() {
        var model = Fixtures.model(events: [.app(.launch), .app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp)])
        model.handle(.char("S"))
        #expect(model.settingsOpen)
        let choices = model.settingsRows.compactMap { row -> SettingsChoice? in
            if case .choice(let c) = row { return c } else { return nil }
        }
        #expect(choices == model.state.offeredSettingsChoices)
        let never = model.settingsRows.firstIndex(of: .choice(.never)) ?? 0
        for _ in 0..<never { model.handle(.down) }
        model.handle(.enter)
        #expect(model.state.settingsChoice == .never)
        #expect(model.state.status == .denied)
        model.handle(.escape)
        #expect(!model.settingsOpen)
    }

    @Test("widget-location-grant: after the widget alert's Allow the Settings screen shows While Using the App or Widgets, checked, and picking it is refused by the engine")
    func settingsShowsWidgetRow() {
        var model = Fixtures.model(events: [.app(.launch), .app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp),
                                            .systemPrompt(.widget), .tap(.allow)])
        model.handle(.char("S"))
        let choices = model.settingsRows.compactMap { row -> SettingsChoice? in
            if case .choice(let c) = row { return c } else { return nil }
        }
        #expect(choices == model.state.listedSettingsChoices)
        #expect(choices.firstIndex(of: .whileUsingOrWidgets) == choices.firstIndex(of: .whileUsing).map { $0 + 1 })
        let screen = Fixtures.render(model, Size(rows: 40, cols: 120)).text
        #expect(screen.contains("✓ While Using the App or Widgets"), "\(screen)")
        let before = model.state
        model.send(.settings(.appAuthorization(.whileUsingOrWidgets)))
        #expect(model.state == before)
    }

    @Test("Turning Location Services off needs a confirmation with Cancel highlighted: Enter Enter leaves it on, Esc cancels, ← Enter confirms (audit 14 F9)")
    func locationServicesConfirmation() {
        var model = Fixtures.model()
        model.handle(.char("S"))
        model.handle(.enter)
        #expect(model.confirmation != nil)
        #expect(model.confirmFocus == 1)
        #expect(model.state.locationServicesEnabled)
        model.handle(.enter)
        #expect(model.confirmation == nil)
        #expect(model.state.locationServicesEnabled, "Enter Enter turned Location Services off")
        model.handle(.enter)
        model.handle(.escape)
        #expect(model.confirmation == nil)
        #expect(model.state.locationServicesEnabled)
        model.handle(.enter)
        model.handle(.left)
        model.handle(.enter)
        #expect(!model.state.locationServicesEnabled)
        model.handle(.enter) // turning it back on needs no confirmation
        #expect(model.state.locationServicesEnabled)
    }

    @Test("A confirmation's footer says Enter taps the highlighted button and names each button's digit, at 80 and 120 columns, for both confirmations")
    func confirmationFooterNamesTheKeys() {
        for size in [Size(rows: 24, cols: 80), Size(rows: 40, cols: 120)] {
            var model = Fixtures.model()
            model.handle(.char("S"))
            model.handle(.enter)
            let footer = Fixtures.render(model, size).text.split(separator: "\n").last.map(String.init) ?? ""
            #expect(!footer.contains("confirms"), "\(footer)")
            #expect(footer.contains("Enter taps the highlighted"), "\(footer)")
            #expect(footer.contains("1 Turn Off") && footer.contains("2 Cancel"), "\(footer)")
            // The digits do what the footer says.
            model.handle(.char("2"))
            #expect(model.state.locationServicesEnabled)
        }
        let reset = MainScreen.confirmationKeys(.resetLocationAndPrivacy, columns: 79)
        #expect(DisplayWidth.of(reset) <= 79)
        #expect(reset.contains("1 Reset Settings") && reset.contains("2 Cancel") && reset.contains("Enter taps the highlighted"))
    }

    @Test("Settings cannot open over a system alert")
    func settingsBlockedByAlert() {
        var model = launchedWithAlert()
        model.handle(.char("S"))
        #expect(!model.settingsOpen)
        #expect(model.message != nil)
    }

    @Test("Help toggles with ? and any key closes it; q quits")
    func helpAndQuit() {
        var model = Fixtures.model()
        model.handle(.char("?"))
        #expect(model.helpVisible)
        model.handle(.char("w"))
        #expect(!model.helpVisible)
        #expect(model.state.alert == nil, "the key that closes help does nothing else")
        #expect(model.handle(.char("q")) == .quit)
        #expect(model.handle(.resize) == .full)
    }

    @Test("Timers: nothing pending when idle; the Allow Once grace runs out through tick()")
    func timers() {
        var model = launchedWithAlert()
        #expect(model.nextTimer == nil)
        model.handle(.char("1")) // Allow Once in every iOS 13+ catalog
        model.handle(.char("b"))
        guard let deadline = model.state.allowOnceDeadline else {
            Issue.record("no Allow Once deadline after backgrounding")
            return
        }
        #expect(model.nextTimer == deadline)
        while model.nextTimer != nil { _ = model.tick() }
        #expect(model.state.clock == deadline)
        #expect(model.tick() == .none)
    }

    @Test("A click on an alert button taps it")
    func mouseClick() throws {
        var model = launchedWithAlert()
        let content = try #require(model.alertContent)
        let geometry = AlertView.geometry(AlertBox(content: content, focus: 0), in: Layout(model.size).deviceScreen)
        let target = geometry.buttonRects[1]
        var expected = model
        model.handle(.click(row: target.row, col: target.col + 3))
        expected.send(.tap(content.buttons[1].answer))
        #expect(model.state == expected.state)
    }

    @Test("Switching OS, platform and app resets the device")
    func switching() {
        var model = launchedWithAlert()
        model.handle(.char("1"))
        model.handle(.char("O"))
        #expect(model.state.os.band == OSBand.bands(for: .iOS).first)
        #expect(model.state.authorization == .notDetermined)
        model.handle(.char("P"))
        #expect(model.state.os.platform == .macOS)
        model.handle(.char("A"))
        #expect(model.app == AppChoice.builtIn[1])
    }

    @Test("The key table has no key bound twice in one table, and help lists every row")
    func keyTable() {
        for table in [KeyBindings.main, KeyBindings.alert, KeyBindings.settings] {
            let keys = table.flatMap(\.keys)
            #expect(Set(keys).count == keys.count)
        }
        let help = HelpOverlay.lines().map(\.0).joined(separator: "\n")
        for row in KeyBindings.helpRows { #expect(help.contains(row.summary)) }
        #expect(KeyBindings.markdown.contains("| `w` | request When In Use |"))
    }
}

@Suite("Front-end model: going to Settings leaves the app")
struct SettingsLeavesTheAppTests {
    @Test("Opening Settings sends a foreground app to the background (starting the Allow Once grace), and logs why")
    func openingSettingsBackgrounds() {
        var model = Fixtures.model()
        for key: Key in [.char("l"), .char("w"), .char("1")] { model.handle(key) }
        #expect(model.state.authorization.isTemporary)
        #expect(model.state.allowOnceDeadline == nil)
        model.handle(.char("S"))
        #expect(model.settingsOpen)
        #expect(model.state.lifecycle == .background)
        // The grace period is the engine's rule: the front end only sent .app(.background).
        var expected = Fixtures.model()
        for event: Event in [.app(.launch), .app(.requestWhenInUseAuthorization)] { expected.send(event) }
        expected.send(.tap(.allowOnce))
        expected.send(.app(.background))
        #expect(model.state.allowOnceDeadline != nil)
        #expect(model.state.allowOnceDeadline == expected.state.allowOnceDeadline)
        #expect(model.log.contains { $0.text.contains("Settings opens: the app leaves the foreground") })
        #expect(model.log.contains { $0.text == "› background the app" })
    }

    @Test("Leaving Settings brings the app it backgrounded back to the foreground")
    func leavingSettingsForegrounds() {
        var model = Fixtures.model()
        for key: Key in [.char("l"), .char("S")] { model.handle(key) }
        #expect(model.state.lifecycle == .background)
        model.handle(.escape)
        #expect(!model.settingsOpen)
        #expect(model.state.lifecycle == .foreground)
        #expect(model.log.last { $0.kind == .input }?.text == "› foreground the app")
    }

    @Test("With the app not running (or already in the background), Settings sends nothing")
    func notRunningSendsNothing() {
        var model = Fixtures.model()
        let before = model.state
        model.handle(.char("S"))
        #expect(model.settingsOpen)
        #expect(model.state == before)
        model.handle(.escape)
        #expect(model.state == before)

        var background = Fixtures.model()
        for key: Key in [.char("l"), .char("b")] { background.handle(key) }
        let state = background.state
        background.handle(.char("S"))
        background.handle(.escape)
        #expect(background.state == state)
        #expect(background.state.lifecycle == .background)
    }
}
