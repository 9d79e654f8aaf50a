import Testing
@testable import LocPromptCore

/// Each rule of the registry, driven through the engine: the effect that the rule explains carries that rule's
/// id. These are the rules no other test named (issue 13 §2); each case says which effect it looks at.
@Suite("Rules: the engine cites each rule on the effect it explains")
struct RuleCitationTests {
    /// The ids of the last event's effects whose kind matches.
    func ids(_ h: Harness, _ match: (EffectKind) -> Bool) -> [String] { h.last.filter { match($0.kind) }.map(\.rule.id) }

    func isAlert(_ kind: EffectKind) -> Bool { if case .alertPresented = kind { return true } else { return false } }
    func isCallback(_ kind: EffectKind) -> Bool { if case .callback = kind { return true } else { return false } }
    func isNothing(_ kind: EffectKind) -> Bool { if case .nothing = kind { return true } else { return false } }
    func isRejected(_ kind: EffectKind) -> Bool { if case .rejected = kind { return true } else { return false } }
    func isStored(_ kind: EffectKind) -> Bool { if case .authorizationStored = kind { return true } else { return false } }
    func isConsole(_ kind: EffectKind) -> Bool { if case .console = kind { return true } else { return false } }

    func launched(_ version: String = "17.4", app: AppProfile = TestApps.allKeys, _ platform: Platform = .iOS) -> Harness {
        var h = Harness(platform, version, app: app)
        h.launch()
        return h
    }

    // MARK: Prompting

    @Test func whenInUseRequestPresentsTheAlert() {
        var h = launched()
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(ids(h, isAlert) == ["when-in-use-request"])
    }

    @Test func firstAnswerIsStoredOnce() {
        var h = launched()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        #expect(ids(h, isStored) == ["button-outcome"])
        // Allow Once is temporary, not the stored answer of the one-time prompt.
        var once = launched()
        once.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce))
        #expect(ids(once, isStored) == ["allow-once"])
        #expect(ids(once, isCallback) == ["allow-once"])
    }

    @Test func alwaysRequestPresentsTheAlert() {
        var h = launched("12.2")
        h.do(.app(.requestAlwaysAuthorization))
        #expect(ids(h, isAlert) == ["always-request"])
    }

    @Test func alwaysFromDeniedDoesNothing() {
        var h = launched()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow))
        #expect(ids(h, isCallback) == ["dont-allow-final"])
        h.do(.app(.requestAlwaysAuthorization))
        #expect(ids(h, isNothing) == ["always-only-from-not-determined-or-when-in-use"])
        #expect(h.presented == nil)
    }

    @Test func upgradeAndItsSilentVariant() {
        var h = launched("13.4")
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.requestAlwaysAuthorization))
        #expect(ids(h, isAlert) == ["upgrade-prompt"])
        var early = launched("13.2")
        early.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.requestAlwaysAuthorization))
        #expect(early.presented == nil)
        #expect(early.state.authorization == .always(provisional: true))
        #expect(early.last.contains { $0.rule.id == "silent-provisional-upgrade" })
    }

    @Test func provisionalAlwaysFromTheFirstPrompt() {
        var h = launched("15.7")
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp))
        #expect(h.state.authorization == .always(provisional: true))
        #expect(ids(h, isCallback) == ["provisional-always"])
    }

    @Test func everyAnswerIsExplainedByTheButtonTable() {
        var h = launched("12.2")
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allow))
        let dismissed = h.last.first { if case .alertDismissed = $0.kind { return true } else { return false } }
        #expect(dismissed?.rule.id == "button-outcome")
    }

    @Test func keepingTheCurrentStatusIsSilentAndSaysWhy() {
        // The background reminder's Always Allow keeps Always: no change, no callback, and a request has no
        // completion [S43][S5].
        var h = launched("15.7")
        h.do(.settings(.appAuthorization(.always)))
        h.useLocationInBackground()
        h.do(.systemPrompt(.backgroundReminder))
        #expect(h.presented?.kind == .backgroundReminder)
        h.do(.tap(.alwaysAllow))
        #expect(h.callbacks.isEmpty)
        #expect(ids(h, isNothing) == ["no-completion"])
        // The iOS 13.4+ upgrade alert's "keep" answer has its own rule [S1]; before iOS 13.4 it is out of that
        // rule's range, and the general one explains the silence (audit 14 F2).
        var upgrade = launched("13.4")
        upgrade.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.requestAlwaysAuthorization), .tap(.keepOnlyWhileUsing))
        #expect(ids(upgrade, isNothing) == ["upgrade-keep-no-callback"])
        var old = launched("12.2")
        old.do(.app(.requestWhenInUseAuthorization), .tap(.allow), .app(.requestAlwaysAuthorization), .tap(.onlyWhileUsingApp))
        #expect(old.callbacks.isEmpty)
        #expect(ids(old, isNothing) == ["no-completion"])
    }

    // MARK: Rules cited only where they apply (audit 14 F2)

    @Test("settings-always-needs-always-key-before-ios11: on iOS 8–10 Settings offers no Always without NSLocationAlwaysUsageDescription; tvOS and visionOS cite their own no-Always rules")
    func noAlwaysInSettingsCitesTheRuleOfThatDevice() {
        var old = launched("10.3", app: TestApps.whenInUseOnly)
        old.do(.settings(.appAuthorization(.always)))
        #expect(ids(old, isRejected) == ["settings-always-needs-always-key-before-ios11"])
        var eleven = launched("12.2", app: TestApps.whenInUseOnly)
        eleven.do(.settings(.appAuthorization(.always)))
        #expect(ids(eleven, isRejected) == ["settings-always-needs-key"])
        var tv = launched("17.0", app: TestApps.whenInUseOnly, .tvOS)
        tv.do(.settings(.appAuthorization(.always)))
        #expect(ids(tv, isRejected) == ["tvos-no-always"])
        var vision = launched("2.0", app: TestApps.allKeys, .visionOS)
        vision.do(.settings(.appAuthorization(.always)))
        #expect(ids(vision, isRejected) == ["visionos-always-becomes-when-in-use"])
    }

    @Test("ios-rule-on-other-platform: Allow Once on watchOS 10 (behaviour inferred from iOS) cites it instead of the iOS-only allow-once")
    func iOSRuleOnAnotherPlatform() {
        var watch = launched("10.0", app: TestApps.allKeys, .watchOS)
        watch.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce))
        #expect(watch.state.authorization == .whenInUse(temporary: true))
        #expect(ids(watch, isStored) == ["ios-rule-on-other-platform"])
        #expect(watch.last.filter { isStored($0.kind) }.map(\.appliedIOSRule?.id) == ["allow-once"])
        var phone = launched("17.4")
        phone.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce))
        #expect(ids(phone, isStored) == ["allow-once"])
        #expect(phone.last.allSatisfy { $0.appliedIOSRule == nil })
    }

    @Test("ios-rule-on-other-platform names the iOS rule it applied: Allow Once expiring on watchOS 10 is allow-once-expiry")
    func iOSRuleOnAnotherPlatformNamesTheIOSRule() throws {
        var watch = launched("10.0", app: TestApps.allKeys, .watchOS)
        watch.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .app(.background), .advance(.seconds(10)))
        #expect(watch.state.authorization == .notDetermined)
        let callback = try #require(watch.last.first { isCallback($0.kind) })
        #expect(callback.rule == .iOSRuleOnOtherPlatform)
        #expect(callback.rule.range.contains(watch.state.os))
        #expect(callback.appliedIOSRule?.id == "allow-once-expiry")
        #expect(callback.ruleIds == ["ios-rule-on-other-platform", "allow-once-expiry"])
        #expect(callback.names(.allowOnceExpiry) && callback.names(.iOSRuleOnOtherPlatform) && !callback.names(.allowOnce))
        #expect(callback.names(ruleId: "allow-once-expiry"))
        // The same expiry on iOS cites allow-once-expiry itself and applies no other rule.
        var phone = launched("17.4")
        phone.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce), .app(.background), .advance(.seconds(10)))
        let own = try #require(phone.last.first { isCallback($0.kind) })
        #expect(own.rule == .allowOnceExpiry && own.appliedIOSRule == nil && own.ruleIds == ["allow-once-expiry"])
        // One place decides: Rule.citation(on:).
        let watchOS = watch.state.os
        #expect(Rule.allowOnceExpiry.citation(on: watchOS).rule == .iOSRuleOnOtherPlatform)
        #expect(Rule.allowOnceExpiry.citation(on: watchOS).appliedIOSRule == .allowOnceExpiry)
        #expect(Rule.allowOnceExpiry.citation(on: phone.state.os).appliedIOSRule == nil)
        #expect(Rule.lifecycle.citation(on: watchOS).appliedIOSRule == nil)
        // `locprompt rules allow-once-expiry` says how it is named elsewhere.
        #expect(RuleDocument.detail(.allowOnceExpiry).contains("elsewhere:  applied on macOS, watchOS, tvOS or visionOS, an effect cites ios-rule-on-other-platform"))
        #expect(!RuleDocument.detail(.lifecycle).contains("elsewhere:"))
    }

    // MARK: Provisional Always and the deferred prompt

    func provisional() -> Harness {
        var h = launched("15.7")
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp), .app(.startMonitoringVisits), .app(.background),
             .advance(.seconds(30)))
        return h
    }

    @Test func heldEventBringsTheDeferredPrompt() {
        var h = provisional()
        h.do(.world(.visit))
        #expect(h.last.contains { if case .eventHeld = $0.kind { return $0.rule.id == "provisional-hold" } else { return false } })
        #expect(ids(h, isAlert) == ["deferred-prompt"])
    }

    @Test func heldEventsAreDroppedWhenAlwaysIsRefused() {
        var h = provisional()
        h.do(.world(.visit), .tap(.keepOnlyWhileUsing))
        #expect(h.last.contains { if case .eventDropped = $0.kind { return $0.rule.id == "held-events-outcome" } else { return false } })
    }

    // MARK: Allow Once

    func allowedOnce(app: AppProfile = TestApps.allKeys) -> Harness {
        var h = launched("15.7", app: app)
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowOnce))
        return h
    }

    @Test func allowOnceLapsesAfterTheGrace() {
        var h = allowedOnce()
        h.do(.app(.background), .advance(.minutes(1)))
        #expect(h.state.status == .notDetermined)
        #expect(ids(h, isCallback) == ["allow-once-expiry"])
    }

    @Test func aBackgroundSessionKeepsAllowOnce() {
        var h = allowedOnce(app: TestApps.background)
        h.do(.app(.startUpdatingLocation), .app(.background))
        #expect(ids(h, isNothing) == ["allow-once-background-session"])
        #expect(h.state.allowOnceDeadline == nil)
    }

    @Test func comingBackInTimeKeepsAllowOnce() {
        var h = allowedOnce()
        h.do(.app(.background), .advance(.seconds(1)), .app(.foreground))
        #expect(ids(h, isNothing) == ["allow-once-back-in-use"])
    }

    // MARK: Callbacks

    @Test func aNewManagerReportsTheStatus() {
        var h = launched()
        h.do(.app(.createManager))
        #expect(ids(h, isCallback) == ["callback-on-create"])
    }

    @Test func anUnchangedStatusRunsNoCallback() {
        // Settings › While Using for an app already When In Use: stored again, the app sees no change.
        var h = launched()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .settings(.preciseLocation(true)))
        #expect(h.callbacks.isEmpty)
        #expect(ids(h, isNothing).allSatisfy { $0 == "callback-on-change" })
        var temporary = allowedOnce()
        temporary.do(.settings(.appAuthorization(.whileUsing)))
        // Allow Once → While Using: the stored authorization changes, the reported status does not.
        #expect(temporary.callbacks.isEmpty)
        #expect(ids(temporary, isNothing) == ["callback-on-change"])
    }

    @Test func aSuspendedAppGetsItsCallbackLater() {
        var h = launched()
        h.do(.app(.suspend), .settings(.appAuthorization(.never)))
        #expect(h.last.contains { if case .callbackQueued = $0.kind { return $0.rule.id == "queued-while-suspended" } else { return false } })
    }

    // MARK: Keys

    @Test func missingKeysFailWithAConsoleLine() {
        var h = launched(app: TestApps.noKeys)
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(ids(h, isConsole) == ["missing-when-in-use-key"])
        var always = launched(app: TestApps.whenInUseOnly)
        always.do(.app(.requestAlwaysAuthorization))
        #expect(ids(always, isConsole) == ["missing-always-keys"])
        #expect(always.presented == nil)
    }

    @Test func mapKitWarnsBeforeAnyRequest() {
        var h = launched()
        h.do(.app(.showUserLocationOnMap))
        #expect(ids(h, isConsole) == ["mapkit-warning"])
    }

    // MARK: Settings

    @Test func globalSwitchDeniesEveryApp() {
        var h = launched()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .settings(.locationServices(false)))
        #expect(h.state.status == .denied)
        #expect(ids(h, isCallback) == ["global-switch"])
    }

    @Test func restrictionsCannotBeChangedByTheUser() {
        var h = launched()
        h.do(.settings(.restricted(true)))
        #expect(h.state.status == .restricted)
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(ids(h, isRejected) == ["restricted"])
    }

    @Test func settingsChangesNotifyTheApp() {
        var h = launched()
        h.do(.settings(.appAuthorization(.whileUsing)))
        #expect(ids(h, isCallback) == ["settings-change"])
        h.do(.settings(.resetLocationAndPrivacy))
        #expect(h.state.status == .notDetermined)
        #expect(ids(h, isCallback) == ["reset-location-privacy"])
    }

    @Test func preciseSwitchAndDefaultReducedAccuracy() {
        var h = launched()
        h.do(.app(.requestWhenInUseAuthorization), .togglePrecise)
        #expect(ids(h, isNothing) == ["precise-switch"])
        var reduced = launched(app: TestApps.reduced)
        reduced.do(.app(.requestWhenInUseAuthorization))
        #expect(reduced.presented?.precise == nil, "NSLocationDefaultAccuracyReduced: no Precise switch (WWDC 2020 10660)")
        reduced.do(.tap(.allowWhileUsingApp))
        #expect(reduced.state.accuracy == .reduced)
        #expect(ids(reduced, isCallback) == ["default-accuracy-reduced"])
    }

    // MARK: Accuracy

    @Test func temporaryFullAccuracyPromptsAndLapses() {
        var h = launched(app: TestApps.reduced)
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .requestTemporaryFullAccuracy(purposeKey: "Radar"))
        #expect(ids(h, isAlert) == ["temporary-full-accuracy"])
        h.do(.tap(.allowOnce), .app(.background), .advance(.minutes(1)))
        #expect(h.state.accuracy == .reduced)
        #expect(ids(h, isCallback) == ["temporary-full-accuracy-expiry"])
    }

    // MARK: Delivery

    @Test func deliveryNeedsAuthorizationAndAService() {
        var h = launched()
        h.do(.world(.locationUpdate))
        #expect(ids(h, isNothing) == ["delivery-gate"])
        h.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow), .app(.startUpdatingLocation))
        #expect(ids(h, isCallback) == ["denied-error"])
    }

    @Test func servicesOffBringsItsAlert() {
        var h = launched()
        h.do(.settings(.locationServices(false)), .app(.startUpdatingLocation))
        #expect(ids(h, isAlert) == ["services-off-alert"])
    }

    @Test func backgroundMonitoringNeedsAlways() {
        var h = launched("15.7")
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.startMonitoringSignificantLocationChanges),
             .app(.background), .advance(.seconds(30)), .world(.significantChange))
        #expect(ids(h, isNothing) == ["needs-always"])
    }

    @Test func alwaysAppsAreRelaunched() {
        var h = launched("12.2")
        h.do(.app(.requestAlwaysAuthorization), .tap(.alwaysAllow), .app(.startMonitoringVisits), .app(.terminate), .world(.visit))
        #expect(h.last.contains { if case .relaunched = $0.kind { return $0.rule.id == "relaunch-always" } else { return false } })
    }

    @Test func releasingTheManagerDropsItsAlert() {
        var h = launched()
        h.do(.app(.requestWhenInUseAuthorization), .app(.releaseManager))
        #expect(h.state.alert == nil)
        #expect(h.last.contains { if case .alertDismissed(_, nil) = $0.kind { return $0.rule.id == "manager-lifetime" } else { return false } })
    }

    @Test func lifecycleChangesAreTheAppsOwn() {
        var h = launched()
        h.do(.app(.background))
        #expect(h.last.contains { if case .lifecycle(.background) = $0.kind { return $0.rule.id == "lifecycle" } else { return false } })
        var stopped = Harness(.iOS, "17.4")
        stopped.do(.app(.requestWhenInUseAuthorization))
        #expect(ids(stopped, isRejected) == ["lifecycle"])
    }

    @Test func theIndicatorFollowsUse() {
        var h = launched()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp), .app(.startUpdatingLocation))
        #expect(h.last.contains { if case .indicator = $0.kind { return $0.rule.id == "location-indicator" } else { return false } })
    }

    @Test func locationServicesEnabledReturnsTheSwitch() {
        var h = launched()
        h.do(.app(.locationServicesEnabled))
        #expect(h.last.contains { if case .returned(_, "true") = $0.kind { return $0.rule.id == "location-services-enabled" } else { return false } })
    }

    // MARK: Platforms

    @Test func macOSTellsAnAllowedAppAuthorized() {
        var h = launched("14.0", .macOS)
        h.do(.app(.requestAlwaysAuthorization))
        #expect(ids(h, isAlert) == ["macos-when-in-use-equals-always"])
        h.do(.tap(.allow))
        #expect(h.state.status == .authorizedAlways)
        #expect(ids(h, isCallback) == ["macos-when-in-use-equals-always"])
    }

    // MARK: Audit 22f: the rule that describes the effect

    @Test("audit 22f R: the accuracy APIs refused before iOS 14 (and watchOS 7) cite accuracy-api-availability")
    func accuracyAPIsBeforeTheirRelease() {
        for (platform, version, since) in [(Platform.iOS, "13.7", "iOS 14.0"), (.watchOS, "6.2", "watchOS 7.0")] {
            var h = launched(version, platform)
            h.do(.requestTemporaryFullAccuracy(purposeKey: "Radar"))
            #expect(ids(h, isRejected) == ["accuracy-api-availability"])
            // The refusal names the device's own first version, not iOS's (it said "before iOS 14" on watchOS).
            #expect(h.last.contains { $0.kind == .rejected("requestTemporaryFullAccuracyAuthorization(withPurposeKey:) exists from \(since)") },
                    "\(h.last)")
            h.do(.settings(.preciseLocation(true)))
            #expect(ids(h, isRejected) == ["accuracy-api-availability"])
        }
    }

    @Test("audit 22f G: a Settings row the device lacks cites the rule of its rows: settings-ask-next-time-from-ios13, settings-macos-app-checkbox")
    func settingsRowsTheDeviceLacks() {
        var ios12 = launched("12.4")
        ios12.do(.settings(.appAuthorization(.askNextTime)))
        #expect(ids(ios12, isRejected) == ["settings-ask-next-time-from-ios13"])
        for choice in [SettingsChoice.askNextTime, .whileUsing] {
            var mac = launched("14.5", .macOS)
            mac.do(.settings(.appAuthorization(choice)))
            #expect(ids(mac, isRejected) == ["settings-macos-app-checkbox"])
        }
    }

    @Test("audit 22f U: a region event on watchOS cites watchos-unavailable-monitoring, not \"startMonitoring(for:) first\"")
    func regionEventOnWatchOS() {
        var h = launched("10.0", .watchOS)
        h.do(.world(.regionEntry))
        #expect(ids(h, isNothing) == ["watchos-unavailable-monitoring"])
    }

    // MARK: Emulator mechanics

    @Test func mechanicsAreNamedToo() {
        var h = launched()
        h.do(.advance(VirtualDuration(milliseconds: -1)))
        #expect(ids(h, isRejected) == ["virtual-time"])
        h.do(.tap(.allow))
        #expect(ids(h, isRejected) == ["no-such-alert"])
        h.do(.app(.requestWhenInUseAuthorization), .app(.requestAlwaysAuthorization))
        #expect(ids(h, isNothing) == ["one-alert-at-a-time"])
        h.do(.settings(.locationServices(false)))
        #expect(ids(h, isRejected) == ["alert-is-modal"])
        h.do(.tap(.allowWhileUsingApp), .systemPrompt(.widget))
        #expect(ids(h, isAlert) == ["system-alert"])
    }
}
