import Testing
@testable import LocPromptCore

/// The catalog and the engine describe the same device: the engine presents only catalogued alerts, every
/// catalogued alert can be brought up by the engine, and both apply the same Info.plist key rules.
@Suite struct CatalogEngineAgreementTests {
    /// Runs events from a fresh state and returns the alerts the engine presented.
    private func presented(_ band: OSBand, _ app: AppProfile, _ events: [Event]) -> [PresentedAlert] {
        var state = EngineState(os: DeviceOS(band: band), app: app)
        var alerts: [PresentedAlert] = []
        for event in events {
            for effect in state.apply(event) {
                if case .alertPresented(let alert) = effect.kind { alerts.append(alert) }
            }
        }
        return alerts
    }

    /// The first answer whose engine outcome is `outcome` on `alert` (nil when the alert has none).
    private func answer(giving outcome: AlertOutcome, on alert: PresentedAlert, _ band: OSBand) -> AlertAnswer? {
        AlertAnswer.allCases.first { AlertOutcome.of($0, on: alert, platform: band.platform, era: band.era) == outcome }
    }

    /// Every way locprompt's engine brings up an alert (reference §5), on one band.
    private func engineAlerts(_ band: OSBand) -> [PresentedAlert] {
        let start: [Event] = [.app(.launch), .app(.createManager)]
        let app = CatalogFixtures.app
        var alerts: [PresentedAlert] = []
        alerts += presented(band, app, start + [.app(.requestWhenInUseAuthorization)])
        alerts += presented(band, app, start + [.app(.requestAlwaysAuthorization)])
        alerts += presented(band, app, start + [.app(.startUpdatingLocation)]) // macOS prompts on start (D6)
        // Upgrade: permanent When In Use, then an Always request.
        if let first = presented(band, app, start + [.app(.requestWhenInUseAuthorization)]).first,
           let allow = answer(giving: .authorize(.whenInUse(temporary: false)), on: first, band) {
            alerts += presented(band, app, start + [.app(.requestWhenInUseAuthorization), .tap(allow), .app(.requestAlwaysAuthorization)])
        }
        // Deferred prompt: provisional Always, then the system's second prompt; reminder: permanent Always used in
        // the background (the reminder needs that use [S53]).
        let backgroundUse: [Event] = [.app(.startMonitoringSignificantLocationChanges), .app(.background), .world(.significantChange)]
        if let first = presented(band, app, start + [.app(.requestAlwaysAuthorization)]).first {
            if let provisional = answer(giving: .authorize(.always(provisional: true)), on: first, band) {
                alerts += presented(band, app, start + [.app(.requestAlwaysAuthorization), .tap(provisional), .systemPrompt(.deferredAlways)])
                alerts += presented(band, app, start + [.app(.requestAlwaysAuthorization), .tap(provisional), .systemPrompt(.deferredAlways),
                                                        .tap(.changeToAlwaysAllow)] + backgroundUse + [.systemPrompt(.backgroundReminder)])
            }
            if let always = answer(giving: .authorize(.always(provisional: false)), on: first, band) {
                alerts += presented(band, app, start + [.app(.requestAlwaysAuthorization), .tap(always)] + backgroundUse
                                        + [.systemPrompt(.backgroundReminder)])
            }
        }
        // Temporary full accuracy: authorized with reduced accuracy.
        let reduced = CatalogFixtures.reducedApp
        if let first = presented(band, reduced, start + [.app(.requestWhenInUseAuthorization)]).first,
           let allow = [AlertAnswer.allowWhileUsingApp, .allow].first(where: {
               if case .authorize(let stored)? = AlertOutcome.of($0, on: first, platform: band.platform, era: band.era) { return stored.status.isAuthorized }
               return false
           }) {
            alerts += presented(band, reduced, start + [.app(.requestWhenInUseAuthorization), .tap(allow),
                                                        .requestTemporaryFullAccuracy(purposeKey: CatalogFixtures.temporaryKey)])
        }
        // Location Services off, then a service starts.
        // tvOS has no startUpdatingLocation (tvos-unavailable-services): it asks with requestLocation().
        let startService = band.platform == .tvOS ? AppAction.requestLocation : .startUpdatingLocation
        alerts += presented(band, app, [.settings(.locationServices(false))] + start + [.app(startService)])
        // The widget alert extends When In Use (widget-alert-needs-authorization): While Using chosen in Settings first.
        alerts += presented(band, app, [.settings(.appAuthorization(.whileUsing)), .app(.launch), .systemPrompt(.widget)])
        alerts += presented(band, app, [.app(.launch), .app(.tapLocationButton)]) // CLLocationButton's first tap (iOS 15+)
        return alerts
    }

    @Test(arguments: OSBand.all.map(\.id))
    func engineShowsExactlyTheCataloguedAlerts(bandID: String) {
        let band = OSBand.band(id: bandID)!
        let alerts = engineAlerts(band)
        for alert in alerts {
            guard let entry = PromptCatalog.entry(kind: alert.kind, band: band) else {
                Issue.record("the engine presents \(alert.kind.rawValue) on \(band.id) but the catalog has no entry")
                continue
            }
            for button in entry.buttons {
                #expect(AlertOutcome.of(button.answer, on: alert, platform: band.platform, era: band.era) != nil,
                        "\(band.id) \(alert.kind.rawValue): “\(button.label)” has no outcome on the alert the engine presents")
            }
            let content = PromptCatalog.content(for: alert, os: DeviceOS(band: band), app: CatalogFixtures.reducedApp)
            #expect(content.kind == alert.kind)
            #expect(!content.caveats.contains { $0.hasPrefix("no catalog entry") })
        }
        let shown = Set(alerts.map(\.kind))
        for entry in PromptCatalog.entries(for: band) {
            #expect(shown.contains(entry.kind), "\(band.id) \(entry.kind.rawValue) is catalogued but the engine never presents it")
        }
    }

    // MARK: - Key rules

    private static let keySubsets: [[UsageKey]] = (0..<(1 << UsageKey.allCases.count)).map { mask in
        UsageKey.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
    }

    private func app(with keys: [UsageKey]) -> AppProfile {
        AppProfile(displayName: "Keys", usageDescriptions: Dictionary(uniqueKeysWithValues: keys.map { ($0, "purpose") }))
    }

    @Test(arguments: OSBand.all.map(\.id))
    func keyRulesMatchTheEngine(bandID: String) {
        let band = OSBand.band(id: bandID)!
        let os = DeviceOS(band: band)
        for keys in Self.keySubsets {
            let app = app(with: keys)
            for (kind, event) in [(PromptKind.whenInUse, AppAction.requestWhenInUseAuthorization), (.always, .requestAlwaysAuthorization)] {
                let engineShows = !presented(band, app, [.app(.launch), .app(.createManager), .app(event)]).isEmpty
                let catalogShows: Bool
                switch PromptCatalog.content(kind: kind, os: os, app: app) {
                case .success: catalogShows = true
                case .failure(.missingKeys): catalogShows = false
                case .failure(.noSuchPrompt):
                    // macOS / visionOS route the Always request to When In Use; tvOS has none.
                    catalogShows = KeyRequirements.missingKeys(for: kind, os: os, app: app).isEmpty && band.platform != .tvOS
                case .failure(let other):
                    Issue.record("unexpected \(other)"); continue
                }
                #expect(engineShows == catalogShows, "\(band.id) \(kind.rawValue) with \(keys.map(\.key))")
            }
        }
    }
}
