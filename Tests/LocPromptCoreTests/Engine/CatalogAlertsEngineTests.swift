import Testing
@testable import LocPromptCore

/// The alerts the catalog added in issue 13 §1, as the engine plays them: the reminder before iOS 13
/// [S120][S121][S122], CLLocationButton [S37][S123][S124], App Clips [S130][S125], and tvOS alerts [S4].
@Suite struct CatalogAlertsEngineTests {
    /// An app with Always on `version` (iOS 8–12: the Always alert's Allow / Always Allow) that has used location
    /// in the background since, as the reminder needs [S53].
    private func alwaysApp(_ version: String) -> Harness {
        var h = Harness(.iOS, version)
        h.launch()
        h.do(.app(.requestAlwaysAuthorization))
        h.do(.tap(version.hasPrefix("1") && !version.hasPrefix("10") ? .alwaysAllow : .allow))
        #expect(h.state.status == .authorizedAlways)
        h.useLocationInBackground()
        #expect(h.state.usedLocationInBackground)
        return h
    }

    @Test("background-reminder-before-13: iOS 8–12 remind an Always app; Continue keeps Always with no callback",
          arguments: ["9.3", "10.3", "11.4", "12.2"])
    func reminderBefore13Continue(version: String) {
        var h = alwaysApp(version)
        h.do(.systemPrompt(.backgroundReminder))
        #expect(h.presented?.kind == .backgroundReminder)
        #expect(h.rules.contains("background-reminder-before-13"))
        let content = PromptCatalog.content(for: h.state.alert!, os: h.state.os, app: h.state.app)
        #expect(content.buttons.map(\.label) == ["Don\u{2019}t Allow", "Continue"])
        #expect(content.title == "\u{201C}Where Am I?\u{201D} has been using your location in the background. Do you want to continue allowing this?")
        #expect(content.extras.isEmpty, "no map before iOS 13")
        #expect(content.unverified, "wording from one app's help text: L")
        h.do(.tap(.continueAllowing))
        #expect(h.state.status == .authorizedAlways)
        #expect(h.callbacks.isEmpty)
        #expect(h.rules.contains("background-reminder-before-13"))
    }

    @Test("background-reminder-before-13: Don’t Allow turns the app's location off (Never) and notifies the app")
    func reminderBefore13DontAllow() {
        var h = alwaysApp("10.3")
        h.do(.systemPrompt(.backgroundReminder), .tap(.dontAllow))
        #expect(h.state.status == .denied)
        // The app's significant-change monitoring (its background use) is told it lost access [S11].
        #expect(h.callbacks == ["locationManager(_:didChangeAuthorization: denied)", "locationManager(_:didFailWithError: kCLErrorDenied)"])
        #expect(h.rules.contains("background-reminder-before-13"))
        // The iOS 13 answers do not exist on the old reminder.
        var again = alwaysApp("12.2")
        again.do(.systemPrompt(.backgroundReminder), .tap(.changeToOnlyWhileUsing))
        #expect(again.rejected)
    }

    @Test("the iOS 13+ reminder keeps its map and its own buttons")
    func reminderFrom13() {
        var h = Harness(.iOS, "13.5")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.requestAlwaysAuthorization),
             .tap(.changeToAlwaysAllow))
        h.useLocationInBackground()
        h.do(.systemPrompt(.backgroundReminder))
        #expect(h.rules == ["background-reminder-from-13"])
        let content = PromptCatalog.content(for: h.state.alert!, os: h.state.os, app: h.state.app)
        #expect(content.extras == [.locationsMap])
        #expect(content.buttons.map(\.label) == ["Change to Only While Using", "Always Allow"])
        #expect(content.titleVariants.count == 2, "the “once” and “N times” variants")
        h.do(.tap(.continueAllowing))
        #expect(h.rejected)
    }

    @Test("the Precise switch before it exists is refused naming the platform's own first version")
    func preciseSwitchRefusalNamesThePlatform() {
        for (platform, version, since) in [(Platform.iOS, "13.7", "iOS 14.0"), (.watchOS, "6.0", "watchOS 7.0"), (.macOS, "10.15", "macOS 11.0"),
                                           (.tvOS, "13.0", "tvOS 14.0")] {
            var h = Harness(platform, version)
            h.launch()
            h.do(.settings(.preciseLocation(false)))
            let reasons = h.last.compactMap { if case .rejected(let reason) = $0.kind { return reason } else { return nil } }
            #expect(reasons == ["Precise Location exists from \(since)"], "\(platform) \(version)")
        }
    }

    // MARK: - CLLocationButton

    @Test("location-button: the first tap asks; agreeing grants one-time When In Use; later taps need no alert")
    func locationButtonFirstAndLaterTaps() {
        var h = Harness(.iOS, "16.4")
        h.launch()
        h.do(.app(.tapLocationButton))
        #expect(h.presented?.kind == .locationButton)
        #expect(h.rules.contains("location-button"))
        h.do(.tap(.allowOnce))
        #expect(h.state.status == .authorizedWhenInUse)
        #expect(h.state.authorization.isTemporary)
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)"])
        #expect(h.state.settingsChoice?.label(on: h.state.os) == "Ask Next Time Or When I Share")
        // It lapses like Allow Once; the next tap grants again with no alert [S124].
        h.do(.app(.background), .advance(.minutes(1)), .app(.foreground))
        #expect(h.state.status == .notDetermined)
        h.do(.app(.tapLocationButton))
        #expect(h.presented == nil)
        #expect(h.state.status == .authorizedWhenInUse)
        #expect(h.rules.contains("location-button"))
        // Reset Location & Privacy forgets the approval: the confirmation comes back.
        h.do(.settings(.resetLocationAndPrivacy), .app(.tapLocationButton))
        #expect(h.presented?.kind == .locationButton)
    }

    @Test("location-button-decline: declining changes nothing and the next tap asks again")
    func locationButtonDecline() {
        var h = Harness(.iOS, "15.0")
        h.launch()
        h.do(.app(.tapLocationButton), .tap(.dontAllow))
        #expect(h.state.status == .notDetermined)
        #expect(h.callbacks.isEmpty)
        #expect(h.rules.contains("location-button-decline"))
        h.do(.app(.tapLocationButton))
        #expect(h.presented?.kind == .locationButton)
    }

    @Test("location-button-after-never: a denied app's button shows the introduction alert (WWDC 2021 10102); before iOS 15 there is no button")
    func locationButtonLimits() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow), .app(.tapLocationButton))
        #expect(h.presented?.kind == .locationButton)
        #expect(h.rules.contains("location-button-after-never"))
        var old = Harness(.iOS, "14.8")
        old.launch()
        old.do(.app(.tapLocationButton))
        #expect(old.nothingHappened)
        #expect(old.rules == ["location-button"])
        var background = Harness(.iOS, "17.4")
        background.launch()
        background.do(.app(.background), .app(.tapLocationButton))
        #expect(background.rejected)
    }

    // MARK: - App Clips

    private var appClip: AppProfile {
        var app = TestApps.allKeys
        app.isAppClip = true
        return app
    }

    @Test("app-clip-no-always: an App Clip's Always request does nothing")
    func appClipNoAlways() {
        var h = Harness(.iOS, "17.4", app: appClip)
        h.launch()
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.nothingHappened)
        #expect(h.rules.contains("app-clip-no-always"))
    }

    @Test("app-clip-when-in-use-until-tomorrow: When In Use resets at 4:00 a.m. the next day")
    func appClipUntilTomorrow() {
        var h = Harness(.iOS, "17.4", app: appClip)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        let content = PromptCatalog.content(for: h.state.alert!, os: h.state.os, app: h.state.app)
        #expect(content.unverified && content.caveats.contains { $0.hasPrefix("App Clip") })
        h.do(.tap(.allowWhileUsingApp))
        #expect(h.rules.contains("app-clip-when-in-use-until-tomorrow"))
        let reset = VirtualTime(milliseconds: (18 * 60 + 19) * 60_000)
        #expect(h.state.appClipResetAt == reset, "the clock starts at 9:41: the next day's 4:00 is t+18h19m")
        #expect(reset.clockText == "4:00:00")
        h.do(.advance(.minutes(18 * 60 + 18)))
        #expect(h.state.status == .authorizedWhenInUse)
        h.do(.advance(.minutes(1)))
        #expect(h.state.status == .notDetermined)
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(notDetermined)"])
        #expect(h.rules.contains("app-clip-when-in-use-until-tomorrow"))
        #expect(Transition.nextAppClipReset(after: reset) == reset + VirtualTime.day)
    }

    @Test("an Info.plist with NSAppClip is an App Clip")
    func appClipFromInfoPlist() {
        let app = AppProfile(infoPlist: ["CFBundleDisplayName": "Clip", "NSAppClip": ["NSAppClipRequestLocationConfirmation": true]],
                             fallbackName: "App")
        #expect(app.isAppClip)
        #expect(!AppProfile(infoPlist: ["CFBundleDisplayName": "Full"], fallbackName: "App").isAppClip)
    }

    // MARK: - tvOS

    @Test("tvOS alerts have no map and no Precise switch")
    func tvOSAlertLook() {
        var h = Harness(.tvOS, "17.0")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.presented?.precise == nil)
        let content = PromptCatalog.content(for: h.state.alert!, os: h.state.os, app: h.state.app)
        #expect(content.extras.isEmpty)
        #expect(!content.caveats.contains { $0.contains("Precise switch") && !$0.contains("tvOS") })
        for entry in PromptCatalog.entries where entry.band.platform == .tvOS {
            #expect(entry.extras.isEmpty, "\(entry.bandID) \(entry.kind)")
        }
    }

    // MARK: - watchOS before 4

    @Test("watchos-prompt-on-phone: before watchOS 4 the request's alert is the paired iPhone's (iOS 9–10 wording)")
    func watchOSPromptOnPhone() {
        var h = Harness(.watchOS, "3.2")
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.presented?.kind == .whenInUse)
        #expect(h.rules == ["watchos-prompt-on-phone"])
        let content = PromptCatalog.content(for: h.state.alert!, os: h.state.os, app: h.state.app)
        #expect(content.title == "Allow \u{201C}Where Am I?\u{201D} to access your location while you use the app?")
        #expect(content.buttons.map(\.label) == ["Don\u{2019}t Allow", "Allow"])
        #expect(content.unverified && content.caveats.first?.contains("paired iPhone") == true)
        h.do(.tap(.allow))
        #expect(h.state.status == .authorizedWhenInUse)
        // From watchOS 4 the prompt is on the watch: the ordinary request rule.
        var four = Harness(.watchOS, "4.0")
        four.launch()
        four.do(.app(.requestWhenInUseAuthorization))
        #expect(four.rules == ["when-in-use-request"])
        #expect(DeviceOS.resolve(platform: .watchOS, versionText: "2.0").map(\.band.id) == .success("watchos-2-3"))
    }
}
