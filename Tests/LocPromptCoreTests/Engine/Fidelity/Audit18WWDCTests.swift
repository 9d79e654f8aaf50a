import Testing
@testable import LocPromptCore

/// Audit 18 (WWDC sessions) D2: with NSLocationDefaultAccuracyReduced "there is no Precise:On pill in the Map this
/// time", and Settings' switch "is still going to be available" (WWDC 2020 10660 [S19]; rule default-accuracy-reduced).
@Suite("Audit 18 WWDC D2: no Precise switch with NSLocationDefaultAccuracyReduced")
struct DefaultAccuracyReducedNoSwitchTests {
    func refusal(_ h: Harness) -> String {
        h.last.compactMap { if case .rejected(let why) = $0.kind { return why } else { return nil } }.joined(separator: " | ")
    }

    @Test("default-accuracy-reduced: the first prompt has no switch and an approximate map; toggling is refused; the answer is reduced; Settings' switch still works",
          arguments: [("14.0", PromptKind.whenInUse), ("17.4", .whenInUse), ("18.0", .always)])
    func reducedApp(version: String, request: PromptKind) throws {
        var app = TestApps.reduced
        app.usageDescriptions[.alwaysAndWhenInUse] = "A+W"
        var h = Harness(.iOS, version, app: app)
        h.launch()
        h.do(.app(request == .always ? .requestAlwaysAuthorization : .requestWhenInUseAuthorization))
        let alert = try #require(h.presented)
        #expect(alert.precise == nil)
        #expect(h.state.preciseSwitchWithheld(on: alert))
        let content = PromptCatalog.content(for: alert, os: h.state.os, app: h.state.app)
        #expect(content.extras == [.map(approximate: true)])
        h.do(.togglePrecise)
        #expect(h.rejected)
        #expect(refusal(h).contains("there is no Precise switch on this alert: the app sets NSLocationDefaultAccuracyReduced"))
        #expect(h.rules == [Rule.defaultAccuracyReduced.id])
        #expect(h.state.alert?.precise == nil)
        h.do(.tap(.allowWhileUsingApp))
        #expect(h.state.status.isAuthorized)
        #expect(h.state.accuracy == .reduced)
        // The provisional-Always answer cites its own rule; the When In Use answer cites the key's.
        if request == .whenInUse { #expect(h.rules.contains(Rule.defaultAccuracyReduced.id)) }
        h.do(.settings(.preciseLocation(true)))
        #expect(h.state.accuracy == .full)
    }

    @Test("default-accuracy-reduced: on watchOS 7+ and visionOS the engine offers no switch to such an app either")
    func otherPlatforms() throws {
        for (platform, version) in [(Platform.watchOS, "7.0"), (.visionOS, "1.0")] {
            var h = Harness(platform, version, app: TestApps.reduced)
            h.launch()
            h.do(.app(.requestWhenInUseAuthorization))
            let alert = try #require(h.presented, "\(platform)")
            #expect(alert.precise == nil, "\(platform)")
            h.do(.togglePrecise)
            #expect(refusal(h).contains("NSLocationDefaultAccuracyReduced"), "\(platform)")
        }
    }

    @Test("precise-switch: an app without the key keeps the switch, starting On, and turning it Off gives reduced accuracy")
    func appWithoutKeyUnchanged() throws {
        var h = Harness(.iOS, "17.4", app: TestApps.whenInUseOnly)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        let alert = try #require(h.presented)
        #expect(alert.precise == true)
        #expect(!h.state.preciseSwitchWithheld(on: alert))
        #expect(PromptCatalog.content(for: alert, os: h.state.os, app: h.state.app).extras
                == [.map(approximate: false), .preciseSwitch(on: true)])
        h.do(.togglePrecise)
        #expect(!h.rejected)
        #expect(h.state.alert?.precise == false)
        h.do(.tap(.allowWhileUsingApp))
        #expect(h.state.accuracy == .reduced)
    }

    @Test("default-accuracy-reduced: the catalog draws no switch for such an app, whatever `precise` says; before iOS 14 the key does nothing (precise map)")
    func catalog() throws {
        let os17 = try DeviceOS.resolve(platform: .iOS, versionText: "17.4").get()
        for precise in [nil, true, false] as [Bool?] {
            let content = try PromptCatalog.content(kind: .whenInUse, os: os17, app: CatalogFixtures.reducedApp, precise: precise).get()
            #expect(content.extras == [.map(approximate: true)])
            #expect(!content.caveats.contains { $0.contains("Precise switch") })
            let text = AlertTextRenderer.render(content, os: os17)
            #expect(!text.contains("Precise"))
            #expect(text.contains("[map: approximate location]"))
        }
        let os13 = try DeviceOS.resolve(platform: .iOS, versionText: "13.7").get()
        let old = try PromptCatalog.content(kind: .whenInUse, os: os13, app: CatalogFixtures.reducedApp).get()
        #expect(!old.extras.contains(.map(approximate: true)))
    }
}

/// Audit 18 (WWDC sessions) D4: "If someone, who has chosen "Don't Allow" authorization on your app in the past taps
/// our new Location Button, they will see this button introduction prompt and have the opportunity to move your app
/// back to NotDetermined" (WWDC 2021 10102 [S71]; rule location-button-after-never).
@Suite("Audit 18 WWDC D4: the location button after Don't Allow")
struct LocationButtonAfterDontAllowTests {
    static func denied(_ version: String = "17.4") -> Harness {
        var h = Harness(.iOS, version)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.dontAllow))
        #expect(h.state.status == .denied)
        return h
    }

    @Test("location-button-after-never: a denied app's tap shows the introduction alert; Allow Once approves the button, grants temporary When In Use, then notDetermined",
          arguments: ["15.0", "17.4"])
    func agree(version: String) {
        var h = Self.denied(version)
        h.do(.app(.tapLocationButton))
        #expect(h.presented?.kind == .locationButton)
        #expect(h.rules.contains(Rule.locationButtonAfterNever.id))
        h.do(.tap(.allowOnce))
        #expect(h.state.status == .authorizedWhenInUse)
        #expect(h.state.authorization.isTemporary)
        #expect(h.state.locationButtonApproved)
        #expect(h.callbacks == ["locationManagerDidChangeAuthorization(authorizedWhenInUse)"])
        #expect(h.rules.contains(Rule.locationButtonAfterNever.id))
        // iOS 16+: “Ask Next Time Or When I Share”; iOS 15: “Ask Next Time”.
        #expect(h.state.settingsChoice?.label(on: h.state.os) == "Ask Next Time Or When I Share")
        h.do(.app(.background), .advance(.minutes(1)))
        #expect(h.state.status == .notDetermined)
        // From then on the button works as an approved one: no alert.
        h.do(.app(.foreground), .app(.tapLocationButton))
        #expect(h.presented == nil)
        #expect(h.state.status == .authorizedWhenInUse && h.state.authorization.isTemporary)
    }

    @Test("location-button-after-never: Don't Allow on it changes nothing (still denied, no callback); the next tap asks again")
    func decline() {
        var h = Self.denied()
        h.do(.app(.tapLocationButton), .tap(.dontAllow))
        #expect(h.state.status == .denied)
        #expect(h.state.authorization == .denied)
        #expect(h.callbacks.isEmpty)
        #expect(!h.state.locationButtonApproved)
        #expect(h.rules.contains(Rule.locationButtonAfterNever.id))
        h.do(.app(.tapLocationButton))
        #expect(h.presented?.kind == .locationButton)
    }

    @Test("location-button-after-never: an app set to Never in Settings after approving the button gets the alert again")
    func neverAfterApproval() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.tapLocationButton), .tap(.allowOnce), .settings(.appAuthorization(.never)))
        #expect(h.state.status == .denied)
        h.do(.app(.tapLocationButton))
        #expect(h.presented?.kind == .locationButton)
    }

    @Test("location-button-restricted: a restricted app, or any app while Location Services is off, gets nothing")
    func restrictedAndServicesOff() {
        var restricted = Harness(.iOS, "17.4")
        restricted.launch()
        restricted.do(.settings(.restricted(true)), .app(.tapLocationButton))
        #expect(restricted.nothingHappened)
        #expect(restricted.state.status == .restricted)
        #expect(restricted.rules == [Rule.locationButtonRestricted.id])
        var off = Self.denied()
        off.do(.settings(.locationServices(false)), .app(.tapLocationButton))
        #expect(off.nothingHappened)
        #expect(off.rules == [Rule.locationButtonRestricted.id])
        var deniedRestricted = Self.denied()
        deniedRestricted.do(.settings(.restricted(true)), .app(.tapLocationButton))
        #expect(deniedRestricted.nothingHappened)
    }
}
