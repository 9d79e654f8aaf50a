import Foundation
import LocPromptTestSupport
import Testing
@testable import LocPromptCore

/// The sample apps in Assets/Apps: they load (XML and binary), and `check` explains each of them.
@Suite struct SampleAppsTests {
    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("binary")

    static let plists = ["WhereAmI.plist", "CheckIn.plist", "FitTrack.plist", "Misspelled.plist", "LegacyOnly.plist",
                         "iOS10Always.plist", "ApproxWeather.plist", "Fernweh/Info.plist"]

    @Test(arguments: plists)
    func loadsInXMLAndBinaryFormWithTheSameProfile(name: String) throws {
        let xml = try AppTestSupport.load(AppTestSupport.sample(name))
        let folder = scratch.subfolder()
        let binaryPath = try AppTestSupport.binaryCopy(of: AppTestSupport.sample(name), in: folder, as: name)
        let header = try Data(contentsOf: URL(fileURLWithPath: binaryPath)).prefix(6)
        #expect(header == Data("bplist".utf8))
        if name.hasPrefix("Fernweh/") {
            for language in ["de", "en", "fr"] {
                let strings = try Data(contentsOf: AppTestSupport.samples.appendingPathComponent("Fernweh/\(language).lproj/InfoPlist.strings"))
                AppTestSupport.write(strings, to: folder, "Fernweh/\(language).lproj/InfoPlist.strings")
            }
        }
        let binary = try AppTestSupport.load(binaryPath)
        #expect(binary.profile == xml.profile)
        #expect(binary.findings.map(\.code) == xml.findings.map(\.code))
        #expect(!xml.profile.displayName.contains("$("))
        #expect(xml.nameSource != .fileName, "sample apps name themselves")
    }

    /// The default sample app (issue 16): “Where Am I?” declares both the When In Use and the Always purpose
    /// strings, so both alerts show on every iOS band (the same profile as the emulator's built-in copy, checked
    /// in LocPromptTerminalTests).
    @Test func whereAmIDeclaresBothKeysAndEveryBandShowsBothAlerts() throws {
        let app = try AppTestSupport.load(AppTestSupport.sample("WhereAmI.plist"))
        #expect(app.profile.displayName == "Where Am I?")
        #expect(app.profile.bundleIdentifier == "com.example.whereami")
        #expect(Set(app.profile.usageDescriptions.keys) == [.whenInUse, .alwaysAndWhenInUse, .always])
        let report = AppTestSupport.check(app)
        #expect(report.requests.map(\.request) == [.whenInUse, .always])
        #expect(report.bands.map(\.band) == AppTestSupport.iOSBands)
        for band in AppTestSupport.iOSBands {
            #expect(AppTestSupport.outcome(report, band, .whenInUse) == .alert)
            #expect(AppTestSupport.outcome(report, band, .always) == .alert)
        }
        #expect(report.bands.allSatisfy { $0.settings.last == "Always" }, "both keys, Always in Settings [S36]")
        // NSLocationAlwaysUsageDescription is kept for iOS 8–10 only: a note, not a warning.
        #expect(report.findings.map(\.code) == [.olderSystemsOnly])
        #expect(report.exitCode == 0)
    }

    @Test(arguments: ["CheckIn.plist", "FitTrack.plist", "Fernweh"])
    func appsWithEveryKeyGetBothAlertsAndAlwaysInSettingsEverywhere(name: String) throws {
        let app = try AppTestSupport.load(AppTestSupport.sample(name))
        let report = AppTestSupport.check(app)
        #expect(report.requests.map(\.request) == [.whenInUse, .always])
        for band in report.bands {
            #expect(band.results.allSatisfy { $0.outcome == .alert }, "\(band.band)")
            #expect(band.settings.last == "Always", "\(band.band)")
        }
        #expect(report.exitCode == 0)
        // NSLocationAlwaysUsageDescription is kept for iOS 8–10 only: worth a note, not a warning.
        #expect(report.findings.map(\.code) == [.olderSystemsOnly])
        #expect(report.findings.allSatisfy { $0.severity == .info })
    }

    @Test func fitTrackDeclaresBackgroundLocation() throws {
        let app = try AppTestSupport.load(AppTestSupport.sample("FitTrack.plist"))
        #expect(app.profile.backgroundLocation)
        let checkIn = try AppTestSupport.load(AppTestSupport.sample("CheckIn.plist"))
        #expect(!checkIn.profile.backgroundLocation)
    }

    @Test func misspelledKeyFailsSilentlyEverywhereAndNamesTheRealKey() throws {
        let app = try AppTestSupport.load(AppTestSupport.sample("Misspelled.plist"))
        #expect(app.profile.usageDescriptions.isEmpty)
        let report = AppTestSupport.check(app)
        #expect(report.requests.map(\.request) == [.whenInUse])
        for band in report.bands {
            let result = try #require(band.results.first)
            #expect(result.outcome == .failsSilently, "\(band.band)")
            if band.band == "ios-8-10" {
                // iOS 8–10 write no console line (missing-key-silent-before-ios11).
                #expect(result.console == nil, "\(band.band)")
            } else {
                #expect(result.console?.contains("“NSLocationWhenInUseUsageDescription” key") == true, "\(band.band)")
            }
        }
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(finding.code == .misspelledKey)
        #expect(finding.severity == .error)
        #expect(finding.key == "NSLocationWhileInUseUsageDescription")
        #expect(finding.suggestion == "NSLocationWhenInUseUsageDescription")
        #expect(report.exitCode == 1)
        #expect(report.text().contains("did you mean “NSLocationWhenInUseUsageDescription”?"))
    }

    /// Each verdict names its rules by id, as `run --format json` does, so that `locprompt rules <id>` works from
    /// it: the text prints `rule: <id>` under the verdict, the JSON adds `ruleIds` beside the prose `rules` (audit 14 F4).
    @Test func verdictsNameTheirRuleIds() throws {
        let app = try AppTestSupport.load(AppTestSupport.sample("Misspelled.plist"))
        let ios17 = try DeviceOS.resolve(platform: .iOS, versionText: "17.4").get()
        let report = AppCheck.run(app, devices: [ios17])
        let result = try #require(report.bands.first?.results.first)
        #expect(result.ruleIds == ["missing-when-in-use-key"])
        #expect(result.rules.count == result.ruleIds.count)
        #expect(report.text().contains("rule: missing-when-in-use-key"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        let first = try #require(((json["bands"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect(first["ruleIds"] as? [String] == ["missing-when-in-use-key"])
        #expect((first["rules"] as? [String])?.first?.hasPrefix("A When In Use request without") == true)
        // Every id of every verdict of every sample app is a registered rule.
        let known = Set(RuleRegistry.all.map(\.id))
        for name in ["WhereAmI.plist", "CheckIn.plist", "Misspelled.plist", "iOS10Always.plist", "LegacyOnly.plist"] {
            let report = AppTestSupport.check(try AppTestSupport.load(AppTestSupport.sample(name)))
            for band in report.bands { for result in band.results { #expect(Set(result.ruleIds).isSubset(of: known), "\(name) \(band.band)") } }
        }
    }

    /// Off iOS an iOS rule the engine applies is cited as ios-rule-on-other-platform; the verdict still names the
    /// iOS rules applied, in `ruleIds` right after it and in `appliedIOSRuleIds`, and the text says which.
    @Test func verdictsOnWatchOSNameTheIOSRulesApplied() throws {
        let app = try AppTestSupport.load(AppTestSupport.sample("LegacyOnly.plist"))
        let watch = try DeviceOS.resolve(platform: .watchOS, versionText: "10.0").get()
        let report = AppCheck.run(app, devices: [watch])
        let result = try #require(report.bands.first?.results.first)
        #expect(result.outcome == .failsSilently)
        #expect(result.ruleIds == ["ios-rule-on-other-platform", "missing-when-in-use-key", "legacy-key-ignored"])
        #expect(result.appliedIOSRuleIds == ["missing-when-in-use-key", "legacy-key-ignored"])
        #expect(result.rules.count == result.ruleIds.count)
        #expect(report.text().contains("rule: ios-rule-on-other-platform; iOS rules applied: missing-when-in-use-key, legacy-key-ignored"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        let first = try #require(((json["bands"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect(first["ruleIds"] as? [String] == ["ios-rule-on-other-platform", "missing-when-in-use-key", "legacy-key-ignored"])
        #expect(first["appliedIOSRuleIds"] as? [String] == ["missing-when-in-use-key", "legacy-key-ignored"])
        // On iOS nothing is applied in another platform's place.
        let ios = AppCheck.run(app, devices: [try DeviceOS.resolve(platform: .iOS, versionText: "17.4").get()])
        #expect(ios.bands.first?.results.first?.appliedIOSRuleIds == [])
    }

    @Test func legacyOnlyNeverPromptsOnIOSButDoesOnMacOS() throws {
        let app = try AppTestSupport.load(AppTestSupport.sample("LegacyOnly.plist"))
        #expect(app.profile.has(.legacy) && !app.profile.has(.whenInUse))
        let report = AppTestSupport.check(app)
        #expect(report.requests.map(\.request) == [.whenInUse])
        for band in AppTestSupport.iOSBands { #expect(AppTestSupport.outcome(report, band, .whenInUse) == .failsSilently) }
        #expect(report.bands.first?.results.first?.explanation.contains { $0.contains("iOS 8+ ignores it") } == true)
        #expect(report.findings.map(\.code) == [.ignoredOnIOS])
        #expect(report.findings.first?.severity == .warning)
        #expect(report.exitCode == 1)
        // NSLocationUsageDescription is the macOS key (§1.2, D10) [S3][S47].
        let mac = AppTestSupport.check(app, platform: .macOS)
        #expect(mac.bands.allSatisfy { $0.platform == .macOS })
        #expect(mac.bands.allSatisfy { $0.results.allSatisfy { $0.outcome == .alert } })
        #expect(mac.exitCode == 0)
    }

    @Test func iOS10AlwaysWorksOnIOS8To10OnlyAndSettingsLosesAlways() throws {
        let app = try AppTestSupport.load(AppTestSupport.sample("iOS10Always.plist"))
        #expect(app.profile.displayName == "Geofencer")
        let report = AppTestSupport.check(app)
        #expect(report.requests.map(\.request) == [.whenInUse, .always])
        for band in AppTestSupport.iOSBands {
            #expect(AppTestSupport.outcome(report, band, .whenInUse) == .alert)
            #expect(AppTestSupport.outcome(report, band, .always) == (band == "ios-8-10" ? .alert : .failsSilently), "\(band)")
        }
        let old = try #require(report.bands.first { $0.band == "ios-8-10" })
        #expect(old.settings == ["Never", "While Using the App", "Always"])
        let eleven = try #require(report.bands.first { $0.band == "ios-11-12" })
        #expect(eleven.settings == ["Never", "While Using the App"])
        #expect(eleven.settingsNote?.contains("NSLocationAlwaysAndWhenInUseUsageDescription") == true)
        #expect(report.findings.map(\.code) == [.olderSystemsOnly])
        #expect(report.findings.first?.severity == .warning)
        #expect(report.exitCode == 1)
        // Asked only about iOS 10, everything works.
        let ten = try DeviceOS.resolve(platform: .iOS, versionText: "10.3").get()
        #expect(AppCheck.run(app, devices: [ten]).exitCode == 0)
    }

    @Test func approxWeatherStartsReducedAndHasATemporaryPurpose() throws {
        let app = try AppTestSupport.load(AppTestSupport.sample("ApproxWeather.plist"))
        #expect(app.profile.defaultAccuracyReduced)
        #expect(app.profile.temporaryUsageDescriptions["StreetForecast"]?.hasPrefix("Your precise location") == true)
        #expect(EngineState(os: .newest(.iOS), app: app.profile).accuracy == .reduced)
        let report = AppTestSupport.check(app)
        #expect(report.requests.map(\.request) == [.whenInUse])
        #expect(report.exitCode == 0)
        #expect(report.findings.isEmpty)
    }

    @Test func textAndJSONAgree() throws {
        let app = try AppTestSupport.load(AppTestSupport.sample("iOS10Always.plist"))
        let report = AppTestSupport.check(app)
        let json = try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any]
        #expect(json?["passed"] as? Bool == false)
        #expect(json?["failures"] as? Int == 5)
        let bands = json?["bands"] as? [[String: Any]]
        #expect(bands?.count == 6)
        #expect(report.text().contains("Result: 5 requests fail silently"))
    }
}
