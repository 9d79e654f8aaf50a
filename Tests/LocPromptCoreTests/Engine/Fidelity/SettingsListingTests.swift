import Testing
@testable import LocPromptCore

/// Which apps Settings lists, and what their page shows (audit 14: D1, D2, D3, D4, D5, D11). "An app won’t appear
/// on the list until it asks permission" [S290][S291][S292]: one rule for every platform and version.
@Suite("Settings lists an app once it asked (settings-lists-apps-that-asked)")
struct SettingsListingTests {
    static let everyPlatform: [(Platform, String)] = [
        (.iOS, "8.4"), (.iOS, "12.2"), (.iOS, "13.0"), (.iOS, "15.0"), (.iOS, "17.4"), (.iOS, "18.0"),
        (.macOS, "14.0"), (.watchOS, "10.0"), (.tvOS, "17.0"), (.visionOS, "1.0"),
    ]

    @Test("settings-lists-apps-that-asked: an app that never asked is not listed, on every platform and version",
          arguments: everyPlatform)
    func neverAskedIsNotListed(platform: Platform, version: String) {
        var h = Harness(platform, version)
        #expect(h.state.settingsChoice == nil && !h.state.isListedInSettings)
        h.launch()
        #expect(h.state.settingsChoice == nil)
        #expect(!h.state.isListedInSettings && !h.state.hasSettingsRecord)
        #expect(!h.state.settingsPage.rows.contains { if case .choice = $0 { true } else { $0 == .macApp(.checkbox) || $0 == .macApp(.toggleSwitch) || $0 == .precise } },
                "the Settings screen has no row of the app to reach")
        // The device's own switches are not the app's page: they work, and list nothing.
        h.do(.settings(.restricted(true)))
        #expect(!h.rejected && h.state.status == .restricted)
        #expect(h.state.settingsChoice == nil, "restrictions do not list an app that never asked")
    }

    @Test("settings-unlisted-app-applied-as-grant: a Settings change for an app that never asked is applied as simctl's grant, with a console line, and lists it",
          arguments: everyPlatform)
    func unlistedChangeAppliedAsGrant(platform: Platform, version: String) {
        for choice in Harness(platform, version).state.offeredSettingsChoices {
            var h = Harness(platform, version)
            h.launch()
            h.do(.settings(.appAuthorization(choice)))
            #expect(!h.rejected, "\(platform) \(version): \(choice) was refused")
            #expect(h.consoleLines == [Transition.grantedWithoutAskingNote], "\(platform) \(version) \(choice): \(h.consoleLines)")
            #expect(h.last.first?.rule.id == "settings-unlisted-app-applied-as-grant", "the note comes first, then the change")
            #expect(h.consoleLines.first?.contains("`xcrun simctl privacy grant`") == true)
            // The change took effect, as a row chosen in Settings does (a listed app's change, rule settings-change).
            #expect(h.state.settingsChoice == choice, "\(platform) \(version): \(choice) shows \(String(describing: h.state.settingsChoice))")
            #expect(h.state.isListedInSettings)
            // Honest about where the record came from: granted, not asked.
            #expect(h.state.grantedWithoutAsking && !h.state.askedPermission)
            // Once listed, the next change is an ordinary one: no note.
            if let other = h.state.offeredSettingsChoices.first(where: { $0 != choice }) {
                h.do(.settings(.appAuthorization(other)))
                #expect(!h.rejected && h.consoleLines.isEmpty && !h.rules.contains("settings-unlisted-app-applied-as-grant"))
            }
        }
        if Harness(platform, version).state.offersPreciseLocationSetting && platform != .macOS {
            var h = Harness(platform, version)
            h.launch()
            h.do(.settings(.preciseLocation(false)))
            #expect(!h.rejected && !h.state.preciseLocation)
            #expect(h.rules.first == "settings-unlisted-app-applied-as-grant" && h.consoleLines.count == 1)
            #expect(h.state.grantedWithoutAsking && h.state.settingsChoice == .askNextTime)
        }
    }

    @Test("settings-unlisted-app-applied-as-grant: a refused change stays refused for its own reason, and records nothing")
    func unlistedRefusalsKeepTheirReasons() {
        var h = Harness(.iOS, "17.4", app: TestApps.whenInUseOnly)
        h.launch()
        h.do(.settings(.appAuthorization(.always)))
        #expect(h.rejected && h.rules == ["settings-always-needs-key"])
        #expect(!h.state.hasSettingsRecord && h.consoleLines.isEmpty)
        h.do(.settings(.restricted(true)), .settings(.appAuthorization(.never)))
        #expect(h.rejected && h.rules == ["restricted"], "\(h.rules)")
        #expect(!h.state.hasSettingsRecord)
        // The Mac has no Precise switch at all: a scripted change there says so, and is no grant of the app's row.
        var mac = Harness(.macOS, "14.0")
        mac.launch()
        mac.do(.settings(.preciseLocation(false)))
        #expect(!mac.rejected && mac.rules.first == "settings-precise-hidden-when-never" && !mac.state.hasSettingsRecord)
    }

    @Test("settings-unlisted-app-applied-as-grant: an app that asked but is notDetermined where Settings has no Ask Next Time gets the other note")
    func undeterminedWithoutRow() {
        var h = Harness(.iOS, "12.2")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .app(.terminate))
        #expect(h.state.askedPermission && h.state.authorization == .notDetermined && !h.state.isListedInSettings)
        h.do(.app(.launch), .settings(.appAuthorization(.never)))
        #expect(!h.rejected && h.consoleLines == [Transition.grantedUndeterminedNote])
        #expect(h.state.settingsChoice == .never && !h.state.grantedWithoutAsking, "it asked: its record is not a grant")
    }

    @Test("(a)(b)(c): not listed before asking; a settings change is applied with the note; an app that asks is listed as asked")
    func beforeGrantAndAfterAsking() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        #expect(h.state.settingsChoice == nil)
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(h.state.status == .authorizedWhenInUse && h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)"])
        #expect(h.consoleLines == [Transition.grantedWithoutAskingNote])
        // Reset takes the record away: not listed again, until the app asks.
        h.do(.settings(.resetLocationAndPrivacy))
        #expect(!h.state.hasSettingsRecord && h.state.settingsChoice == nil)
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.state.askedPermission && !h.state.grantedWithoutAsking && h.state.settingsChoice == .askNextTime)
        h.do(.tap(.dontAllow), .settings(.appAuthorization(.whileUsing)))
        #expect(!h.rejected && h.consoleLines.isEmpty)
    }

    @Test("a request that reaches its alert lists the app: Ask Next Time on iOS 13+, nothing to show before an answer on iOS 8–12")
    func alertLists() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.state.askedPermission && h.state.settingsChoice == .askNextTime)
        var old = Harness(.iOS, "12.2")
        old.launch()
        old.do(.app(.requestWhenInUseAuthorization))
        #expect(old.state.askedPermission && old.state.settingsChoice == nil)
        old.do(.tap(.allow))
        #expect(old.state.settingsChoice == .whileUsing)
        // The app quits with the alert up: it asked, so iOS 13+ lists it as Ask Next Time.
        h.do(.app(.terminate))
        #expect(h.state.alert == nil && h.state.settingsChoice == .askNextTime)
    }

    @Test("a request that fails for a missing key asks nothing: not listed")
    func missingKeyDoesNotList() {
        var h = Harness(.iOS, "17.4", app: TestApps.noKeys)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.state.alert == nil && !h.state.isListedInSettings)
    }

    @Test("Allow Once lapsing back to notDetermined stays listed as Ask Next Time; Reset takes the app off the list until it asks again")
    func allowOnceAndReset() {
        var h = Harness(.iOS, "15.0")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .app(.background), .advance(.minutes(1)))
        #expect(h.state.authorization == .notDetermined)
        #expect(h.state.settingsChoice == .askNextTime)
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(!h.rejected && h.state.status == .authorizedWhenInUse)
        h.do(.settings(.resetLocationAndPrivacy))
        #expect(h.rules.contains("settings-lists-apps-that-asked"))
        #expect(!h.state.askedPermission && h.state.settingsChoice == nil)
        h.do(.app(.foreground), .app(.requestWhenInUseAuthorization))
        #expect(h.state.settingsChoice == .askNextTime)
    }

    @Test("Ask Next Time chosen in Settings keeps the app listed")
    func askNextTimeKeepsListed() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow), .settings(.appAuthorization(.askNextTime)))
        #expect(h.state.authorization == .notDetermined && h.state.settingsChoice == .askNextTime)
    }

    @Test("provisional Always asked: listed as While Using the App")
    func provisionalAlways() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp))
        #expect(h.state.authorization.isProvisional && h.state.settingsChoice == .whileUsing)
    }

    @Test("the location button's alert asks: listed even when declined (Ask Next Time Or When I Share)")
    func locationButton() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.tapLocationButton))
        #expect(h.state.alert?.kind == .locationButton)
        h.do(.tap(.dontAllow))
        #expect(h.state.authorization == .notDetermined)
        #expect(h.state.settingsChoice?.label(on: h.state.os) == "Ask Next Time Or When I Share")
    }

    @Test("the widget alert and the Turn On Location Services alert are the system's: they list nothing")
    func systemAlertsDoNotList() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        // An app that has not asked gets no widget alert (widget-alert-needs-authorization) and stays unlisted.
        h.do(.systemPrompt(.widget))
        #expect(h.state.alert == nil)
        #expect(!h.state.isListedInSettings)
        h.do(.settings(.locationServices(false)), .app(.startUpdatingLocation))
        #expect(h.state.alert?.kind == .locationServicesOff)
        #expect(!h.state.isListedInSettings)
    }

    @Test("an iOS 18 implicit request (liveUpdates) that reaches its alert lists the app")
    func modernImplicitRequest() {
        var h = Harness(.iOS, "18.0")
        h.launch()
        h.do(.modern(.startLiveUpdates))
        #expect(h.state.alert?.kind == .whenInUse)
        #expect(h.state.settingsChoice == .askNextTime)
    }

    @Test("an App Clip's 4 a.m. reset keeps it listed (it asked)")
    func appClipReset() {
        var app = TestApps.allKeys
        app.isAppClip = true
        var h = Harness(.iOS, "17.4", app: app)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .advance(.minutes(20 * 60)))
        #expect(h.state.authorization == .notDetermined)
        #expect(h.state.settingsChoice == .askNextTime)
    }

    @Test("macOS lists an app once answered; on iOS 8–12 a notDetermined app that asked has no row to show")
    func noAskNextTimeRow() {
        var mac = Harness(.macOS, "14.0")
        mac.launch()
        mac.do(.app(.startUpdatingLocation))
        #expect(mac.state.askedPermission && mac.state.settingsChoice == nil)
        mac.do(.tap(.dontAllow))
        #expect(mac.state.settingsChoice == .never)
    }

    @Test("the invariant: a stored answer always comes with a Settings record, asked or granted (settings-lists-apps-that-asked)")
    func invariant() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        let before = h.state
        var broken = before
        broken.authorization = .denied
        #expect(EngineInvariants.violations(before: before, event: .app(.launch), after: broken, effects: [])
            .contains { $0.contains("has no record of") })
        let effects = h.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow))
        #expect(!EngineInvariants.violations(before: before, event: .tap(.dontAllow), after: h.state, effects: effects)
            .contains { $0.contains("has no record of") })
        var granted = Harness(.iOS, "17.4")
        granted.launch()
        let grant = granted.do(.settings(.appAuthorization(.never)))
        #expect(!EngineInvariants.violations(before: before, event: .settings(.appAuthorization(.never)), after: granted.state, effects: grant)
            .contains { $0.contains("has no record of") })
    }

    // MARK: The app's page

    @Test("settings-precise-hidden-when-never: no Precise switch while the row is Never, none on the Mac; a scripted change is applied with a console line")
    func preciseHiddenWhenNever() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        #expect(h.state.showsPreciseLocationSetting)
        h.do(.settings(.appAuthorization(.never)))
        #expect(!h.state.showsPreciseLocationSetting)
        #expect(!h.state.settingsPage.rows.contains(.precise))
        #expect(h.state.settingsPage.rules.contains(.settingsPreciseHiddenWhenNever))
        // Scenarios changed Precise for a denied app before the page hid it (main's
        // denied-precise-toggle-no-new-error.yaml does): applied, with the note.
        h.do(.settings(.preciseLocation(false)))
        #expect(!h.rejected && !h.state.preciseLocation)
        #expect(h.consoleLines == [Transition.preciseHiddenWhenNeverNote])
        #expect(h.last.first?.rule.id == "settings-precise-hidden-when-never")
        h.do(.settings(.appAuthorization(.whileUsing)), .settings(.preciseLocation(true)))
        #expect(!h.rejected && h.state.preciseLocation && h.consoleLines.isEmpty, "a switch on the page: no note")
        var mac = Harness(.macOS, "14.0")
        mac.launch()
        mac.do(.app(.startUpdatingLocation), .tap(.allow))
        #expect(mac.state.settingsChoice == .always && !mac.state.showsPreciseLocationSetting)
        mac.do(.settings(.preciseLocation(false)))
        #expect(!mac.rejected && mac.state.accuracy == .reduced)
        #expect(mac.consoleLines == [Transition.preciseNotOnTheMacNote])
        // The Mac's screen has no Reset row either (audit 23h): applied, with the note, citing the Mac's screen rule.
        mac.do(.settings(.resetLocationAndPrivacy))
        #expect(!mac.rejected && mac.state.status == .notDetermined)
        #expect(mac.consoleLines == [Transition.resetNotOnTheMacNote])
        #expect(mac.rules.contains("settings-macos-app-checkbox"))
        var phone = Harness(.iOS, "17.4")
        phone.launch()
        phone.do(.settings(.resetLocationAndPrivacy))
        #expect(phone.consoleLines.isEmpty, "iOS has the row: no note")
    }

    @Test("settings-app-explanation: the When In Use purpose from iOS 11, the only key before; neutralised and cut")
    func appExplanation() {
        var h = Harness(.iOS, "17.4")
        #expect(h.state.settingsExplanation == "App explanation: “WIU purpose”")
        h = Harness(.iOS, "9.3", app: AppProfile(displayName: "Nine", usageDescriptions: [.always: "ALWAYS only"]))
        #expect(h.state.settingsExplanation == "App explanation: “ALWAYS only”")
        h = Harness(.iOS, "10.3", app: TestApps.ios10Always)
        #expect(h.state.settingsExplanation == "App explanation: “WIU”")
        #expect(Harness(.macOS, "14.0").state.settingsExplanation == nil)
        #expect(Harness(.iOS, "17.4", app: TestApps.noKeys).state.settingsExplanation == nil)
        let hostile = "\u{1B}[2J" + String(repeating: "x", count: 200_000)
        let long = Harness(.iOS, "17.4", app: AppProfile(displayName: "Long", usageDescriptions: [.whenInUse: hostile]))
        let text = long.state.settingsExplanation ?? ""
        #expect(SafeText.isInert(text))
        #expect(text.count < SettingsPage.explanationLimit + 40 && text.hasSuffix("…”"))
        // A line break stays one, as on the alert; the other control characters do not.
        let twoLines = Harness(.iOS, "17.4", app: AppProfile(displayName: "Two", usageDescriptions: [.whenInUse: "First line.\nSecond\u{1B}[2J line."]))
        let explanation = twoLines.state.settingsExplanation ?? ""
        #expect(explanation.hasPrefix("App explanation: “First line.\nSecond"))
        #expect(SafeText.isInert(explanation, allowNewlines: true) && !explanation.contains("\u{1B}"))
    }

    @Test("the page: iOS 13+ the app's own page (ALLOW LOCATION ACCESS, the app's name as title); before, Location Services with the app's name as header")
    func pages() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        #expect(h.state.settingsPage.kind == .locationServices)
        #expect(h.state.settingsPage.lines.contains(.footer("“Where Am I?” is not in the list yet: an app appears once it asks for your location.")))
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        let page = h.state.settingsPage
        #expect(page.kind == .appPage && page.title == "Where Am I?" && page.back == "Location Services")
        #expect(page.lines.first == .header("ALLOW LOCATION ACCESS"))
        #expect(page.rows == [.choice(.never), .choice(.askNextTime), .choice(.whileUsing), .choice(.always), .precise,
                              .locationServices, .restricted, .reset])
        // The Precise footer sits right under the switch [S293].
        let precise = page.lines.firstIndex(of: .row(.precise))!
        #expect(page.lines[precise + 1] == .footer(SettingsPage.preciseFooter))
        #expect(page.lines.contains(.path("Screen Time › Content & Privacy Restrictions › Location Services")))
        #expect(page.lines.contains(.path("General › Transfer or Reset iPhone › Reset")))
        #expect(page.lines.contains(.path("Privacy & Security › Location Services")))
        var old = Harness(.iOS, "12.2")
        old.launch()
        old.do(.app(.requestWhenInUseAuthorization), .tap(.allow))
        let oldPage = old.state.settingsPage
        #expect(oldPage.kind == .locationServices && oldPage.title == "Location Services" && oldPage.back == "Privacy")
        #expect(oldPage.lines.contains(.header("WHERE AM I?")))
        #expect(oldPage.lines.contains(.path("General › Reset")))
        #expect(oldPage.lines.contains(.path("Screen Time › Content & Privacy Restrictions › Location Services")))
        #expect(Harness(.iOS, "11.4").state.restrictionsPath == "General › Restrictions › Location Services")
        #expect(Harness(.iOS, "14.8").state.resetPath == "General › Reset")
    }

    @Test("settings-macos-app-checkbox: one checkbox per app, Security & Privacy before macOS 13, Privacy & Security from 13")
    func macOSList() throws {
        var mac = Harness(.macOS, "12.0")
        mac.launch()
        #expect(mac.state.settingsPage.kind == .macOSList && mac.state.settingsPage.back == "Security & Privacy")
        #expect(mac.state.settingsPage.rows == [.locationServices])
        mac.do(.app(.startUpdatingLocation), .tap(.dontAllow))
        let page = mac.state.settingsPage
        #expect(page.rows == [.locationServices, .macApp(.checkbox)])
        #expect(page.rules.contains(.settingsMacAppCheckbox) && !page.rules.contains(.settingsMacAppSwitch))
        let row = SettingsRow.macApp(.checkbox)
        #expect(row.label(in: mac.state).text == "[ ] Where Am I?")
        #expect(row.event(in: mac.state) == .settings(.appAuthorization(.always)))
        mac.do(try #require(row.event(in: mac.state)))
        #expect(mac.state.status == .authorizedAlways)
        #expect(row.label(in: mac.state).text == "[✓] Where Am I?")
        #expect(row.event(in: mac.state) == .settings(.appAuthorization(.never)))
        #expect(Harness(.macOS, "13.0").state.settingsPage.back == "Privacy & Security")
    }
}

/// Audit 23l friction: a Mac (macOS 11+, which has widgets and isAuthorizedForWidgetUpdates) asked for the widget
/// alert was told "location widgets exist from iOS 14"; the alert is the iPhone's and iPad's.
@Suite("The widget alert off iOS")
struct WidgetAlertOffIOSTests {
    @Test("macOS 14 and watchOS 10: no alert, and the line names the platform; iOS 13: from iOS 14")
    func namesThePlatform() {
        for (platform, version) in [(Platform.macOS, "14.0"), (.watchOS, "10.0")] {
            var h = Harness(platform, version)
            h.launch()
            h.do(.systemPrompt(.widget))
            #expect(h.state.alert == nil)
            #expect(h.last.contains { $0.kind == .nothing("the widget location alert is an iOS alert (iOS 14+); \(platform.displayName) shows none") })
        }
        var old = Harness(.iOS, "13.7")
        old.launch()
        old.do(.systemPrompt(.widget))
        #expect(old.last.contains { $0.kind == .nothing("location widgets exist from iOS 14") })
    }

    /// Session 26: the Mac's list drew a checkbox on every version; Mac Help's macOS 13+ wording is a switch's
    /// [S350], High Sierra's a checkbox's [S351].
    @Test("settings-macos-app-switch: the page carries the control per version: 12.x a checkbox, 13.0 on a switch, same semantics",
          arguments: [("10.15", SettingsToggleStyle.checkbox), ("12.7", .checkbox), ("13.0", .toggleSwitch), ("14.0", .toggleSwitch)])
    func macOSControlPerVersion(version: String, style: SettingsToggleStyle) throws {
        var mac = Harness(.macOS, version)
        mac.launch()
        mac.do(.app(.startUpdatingLocation), .tap(.dontAllow))
        let page = mac.state.settingsPage
        #expect(mac.state.macAppToggleStyle == style)
        #expect(page.rows == [.locationServices, .macApp(style)])
        #expect(page.rules.contains(.settingsMacAppSwitch) == (style == .toggleSwitch))
        #expect(page.rules.contains(.settingsMacAppCheckbox))
        let row = SettingsRow.macApp(style)
        // Off (unchecked) is Never; the row's event allows the app, and on (checked) is Always.
        #expect(row.label(in: mac.state) == (style == .checkbox ? ("[ ] Where Am I?", "") : ("Where Am I?", "Off ○")))
        mac.do(try #require(row.event(in: mac.state)))
        #expect(mac.state.status == .authorizedAlways)
        #expect(row.label(in: mac.state) == (style == .checkbox ? ("[✓] Where Am I?", "") : ("Where Am I?", "On ●")))
        #expect(row.event(in: mac.state) == .settings(.appAuthorization(.never)))
    }
}
