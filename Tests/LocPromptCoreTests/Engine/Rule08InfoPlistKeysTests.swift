import Testing
@testable import LocPromptCore

/// Rule 8: Info.plist keys per platform and version; a missing key fails at once and silently with a console line.
/// Reference §3 "Required keys: iOS 8–10 / iOS 11+ SDK", "Missing keys → behaviour / console text" [S3][S13][S15][S17][S24],
/// "NSLocationUsageDescription on iOS" [S3][S13][S47].
@Suite("Rule 8: Info.plist keys")
struct Rule08InfoPlistKeysTests {
    @Test("When In Use without its key: the exact console line, no alert, no status change, no callback")
    func missingWhenInUseKey() {
        var h = Harness(.iOS, "17.4", app: TestApps.noKeys)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.consoleLines == [ConsoleText.missingWhenInUseKey])
        #expect(h.consoleLines.first?.contains("“NSLocationWhenInUseUsageDescription” key") == true)
        #expect(h.presented == nil && h.callbacks.isEmpty)
        #expect(h.state.status == .notDetermined)
    }

    @Test("iOS 11+ Always needs both keys; the console names both")
    func alwaysNeedsBothKeys() {
        var h = Harness(.iOS, "17.4", app: TestApps.ios10Always)
        h.launch()
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.consoleLines == [ConsoleText.missingAlwaysKeys])
        #expect(h.presented == nil && h.callbacks.isEmpty)
        #expect(!h.state.alwaysRequestUsed)
    }

    @Test("iOS 8–10 Always needs NSLocationAlwaysUsageDescription only")
    func ios10AlwaysKey() {
        var h = Harness(.iOS, "10.3", app: TestApps.ios10Always)
        h.launch()
        h.do(.app(.requestAlwaysAuthorization))
        #expect(h.presented?.kind == .always)
        var bare = Harness(.iOS, "10.3", app: TestApps.whenInUseOnly)
        bare.launch()
        bare.do(.app(.requestAlwaysAuthorization))
        #expect(bare.nothingHappened)
        #expect(bare.consoleLines.isEmpty) // no console text is documented for iOS 8–10
    }

    @Test("NSLocationUsageDescription alone never prompts on iOS 8+")
    func legacyKeyIgnoredOnIOS() {
        var h = Harness(.iOS, "8.4", app: TestApps.legacyOnly)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.presented == nil)
        #expect(h.rules.contains("legacy-key-ignored"))
    }

    @Test("macOS accepts NSLocationUsageDescription (§1.2 macOS key, D10)")
    func macOSLegacyKey() {
        var h = Harness(.macOS, "14.0", app: TestApps.legacyOnly)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization))
        #expect(h.presented?.kind == .whenInUse)
    }

    /// The alerts each request shows for `app` on a fresh device: When In Use, then (on another fresh device) Always.
    private static func alerts(_ platform: Platform, _ version: String, app: AppProfile) -> [PromptKind?] {
        [Event.app(.requestWhenInUseAuthorization), .app(.requestAlwaysAuthorization)].map { request in
            var h = Harness(platform, version, app: app)
            h.launch()
            h.do(request)
            return h.presented?.kind
        }
    }

    @Test("The keys read on a device are the ones whose absence stops a request there; the others change nothing",
          arguments: [(Platform.iOS, "10.3", [UsageKey.whenInUse, .always]), (.iOS, "12.2", [.whenInUse, .alwaysAndWhenInUse]),
                      (.iOS, "18.0", [.whenInUse, .alwaysAndWhenInUse]), (.watchOS, "10.0", [.whenInUse, .alwaysAndWhenInUse]),
                      (.tvOS, "17.0", [.whenInUse]), (.visionOS, "1.0", [.whenInUse]), (.macOS, "14.0", [.whenInUse, .legacy])])
    func keysRead(platform: Platform, version: String, expected: [UsageKey]) throws {
        let os = try DeviceOS.resolve(platform: platform, versionText: version).get()
        #expect(KeyRequirements.keysRead(on: os) == Set(expected))
        var every = TestApps.allKeys
        every.usageDescriptions[.legacy] = "legacy purpose"
        let all = Self.alerts(platform, version, app: every)
        #expect(all.contains { $0 != nil })
        for key in UsageKey.allCases {
            var app = every
            app.usageDescriptions[key] = nil
            let without = Self.alerts(platform, version, app: app)
            if !expected.contains(key) {
                #expect(without == all, "\(key.key) is not read on \(os), yet removing it changed \(all) to \(without)")
                #expect(KeyRequirements.missingKeys(os: os, app: app).isEmpty)
            } else if platform != .macOS {
                #expect(without != all, "\(key.key) is read on \(os), yet removing it changed nothing")
                #expect(KeyRequirements.missingKeys(os: os, app: app).contains(key))
            }
        }
        if platform == .macOS {
            // Either usage key opens the macOS alert (§6 D10): each alone is enough, neither is a failure.
            var app = every
            app.usageDescriptions[.legacy] = nil
            #expect(KeyRequirements.missingKeys(os: os, app: app).isEmpty)
            app.usageDescriptions[.whenInUse] = nil
            #expect(Self.alerts(platform, version, app: app) == [nil, nil])
            #expect(KeyRequirements.missingKeys(os: os, app: app) == [.whenInUse, .legacy])
        }
    }

    @Test("The keys an app misses on a band: the union over every alert the band has, for every band and app")
    func missingKeysAgreeWithEveryAlert() {
        var every = TestApps.allKeys
        every.usageDescriptions[.legacy] = "legacy purpose"
        let apps = [every, TestApps.allKeys, TestApps.noKeys, TestApps.whenInUseOnly, TestApps.legacyOnly, TestApps.ios10Always]
        for band in OSBand.all {
            let os = DeviceOS(band: band)
            for app in apps {
                let union = Set(PromptKind.allCases.filter { PromptCatalog.entry(kind: $0, band: band) != nil }
                    .flatMap { KeyRequirements.missingKeys(for: $0, os: os, app: app) })
                #expect(KeyRequirements.missingKeys(os: os, app: app) == union, "\(band.id), \(app.displayName)")
            }
        }
    }
}
