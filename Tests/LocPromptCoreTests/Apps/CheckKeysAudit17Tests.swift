import Foundation
import LocPromptTestSupport
import Testing
@testable import LocPromptCore

/// Audit 17 (Info.plist keys and `locprompt check`), K1–K5: what check says about the usage keys, per platform, and
/// about Settings for an app that cannot ask.
@Suite("check: audit 17 (keys per platform, wording, Settings of an app that cannot ask)")
struct CheckKeysAudit17Tests {
    static func app(_ plist: [String: Any]) throws -> LoadedApp {
        var keys = plist
        keys["CFBundleDisplayName"] = keys["CFBundleDisplayName"] ?? "Audit17"
        // Loaded into memory: the folder can go once the app is read.
        return try withTemporaryFolder("audit17") { folder in
            try AppTestSupport.load(AppTestSupport.write(AppTestSupport.plist(keys), to: folder, "Info.plist"))
        }
    }

    static var macWhenInUseOnly: [String: Any] { ["NSLocationWhenInUseUsageDescription": "Shows the weather where you are."] }

    // MARK: K1: macOS without NSLocationUsageDescription

    @Test("K1: on macOS an app with only the When In Use key is prompted, check cites macos-when-in-use-key-accepted and warns with Apple's sentence")
    func macOSWhenInUseOnlyWarns() throws {
        let report = AppTestSupport.check(try Self.app(Self.macWhenInUseOnly), platform: .macOS)
        #expect(report.bands.allSatisfy { $0.platform == .macOS && $0.results.allSatisfy { $0.outcome == .alert } })
        #expect(report.bands.allSatisfy { $0.results.allSatisfy { $0.ruleIds.contains("macos-when-in-use-key-accepted") } })
        let finding = try #require(report.findings.first { $0.code == .macOSKeyMissing })
        #expect(finding.severity == .warning)
        #expect(finding.key == "NSLocationUsageDescription")
        #expect(finding.message.contains("“This key is required if your macOS app uses APIs that access the user’s location information.”"))
        #expect(finding.message.contains("locprompt accepts NSLocationWhenInUseUsageDescription instead"))
        #expect(finding.message.contains("not verified"))
        #expect(finding.sources.contains("S61") && finding.sources.contains("S47"))
        #expect(report.exitCode == 0, "a warning, not a failure: the prompt is kept")
        #expect(report.text().contains("rules: when-in-use-request, macos-when-in-use-key-accepted"))
    }

    @Test("K1: no macOS warning when no macOS band is checked, or when the app has NSLocationUsageDescription")
    func noMacOSWarningOtherwise() throws {
        let ios = AppTestSupport.check(try Self.app(Self.macWhenInUseOnly), platform: .iOS)
        #expect(!ios.findings.contains { $0.code == .macOSKeyMissing })
        var both = Self.macWhenInUseOnly
        both["NSLocationUsageDescription"] = "Shows the weather where you are."
        let mac = AppTestSupport.check(try Self.app(both), platform: .macOS)
        #expect(!mac.findings.contains { $0.code == .macOSKeyMissing })
        #expect(!mac.bands.contains { $0.results.contains { $0.ruleIds.contains("macos-when-in-use-key-accepted") } })
    }

    // MARK: K2: NSLocationUsageDescription in a macOS-only check

    @Test("K2: a macOS-only check of an app with only NSLocationUsageDescription says nothing about iOS")
    func legacyKeyOnMacOSOnlyIsNotAnIOSWarning() throws {
        let app = try AppTestSupport.load(AppTestSupport.sample("LegacyOnly.plist"))
        let mac = AppTestSupport.check(app, platform: .macOS)
        #expect(mac.findings.isEmpty, "\(mac.findings.map(\.message))")
        #expect(!mac.text().contains("iOS 8+ ignores it"))
        // With an iOS (or another iOS-ruled) band checked, the warning stays.
        let all = AppCheck.run(app, devices: [.newest(.macOS), .newest(.watchOS)])
        #expect(all.findings.map(\.code) == [.ignoredOnIOS])
        #expect(all.findings.first?.severity == .warning)
    }

    // MARK: K3, K4: wording

    @Test("K3: a non-String usage description's verdict is labelled as inferred and not verified")
    func nonStringIsLabelled() throws {
        let report = AppTestSupport.check(try Self.app(["NSLocationWhenInUseUsageDescription": true]))
        let finding = try #require(report.findings.first { $0.code == .wrongType && $0.key == "NSLocationWhenInUseUsageDescription" })
        #expect(finding.message.contains("is a Boolean, not a String"))
        #expect(finding.message.contains("(inferred from the console text; not verified on a device)"))
    }

    @Test("K4: a whitespace-only purpose string is blank (whitespace only), an empty one empty")
    func blankIsNotEmpty() throws {
        let blank = AppTestSupport.check(try Self.app(["NSLocationWhenInUseUsageDescription": "   "]))
        let finding = try #require(blank.findings.first { $0.code == .emptyPurpose })
        #expect(finding.message.hasPrefix("NSLocationWhenInUseUsageDescription is blank (whitespace only):"))
        let empty = AppTestSupport.check(try Self.app(["NSLocationWhenInUseUsageDescription": ""]))
        #expect(empty.findings.first { $0.code == .emptyPurpose }?.message.hasPrefix("NSLocationWhenInUseUsageDescription is empty:") == true)
    }

    // MARK: K5: Settings of an app that cannot ask

    /// The audit's plists that can never ask: no location key, the combined key alone, a widget extension's.
    static var unasking: [String: [String: Any]] {
        ["no keys": ["CFBundleDisplayName": "NoKeys"],
         "combined key only": ["NSLocationAlwaysAndWhenInUseUsageDescription": "Tracks trips."],
         "widget extension": ["NSWidgetWantsLocation": true]]
    }

    @Test("K5: an app that cannot ask on a band is not listed in Settings there",
          arguments: ["no keys", "combined key only", "widget extension"])
    func unaskingAppIsNotListed(_ name: String) throws {
        let report = AppTestSupport.check(try Self.app(try #require(Self.unasking[name])))
        #expect(report.bands.allSatisfy { !$0.listed && $0.settings.isEmpty })
        #expect(report.bands.allSatisfy { $0.settingsNote?.contains("settings-lists-apps-that-asked") == true })
        let text = report.text()
        #expect(!text.contains("Settings offers"))
        #expect(text.contains("  Settings: not listed (the app cannot ask"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        #expect((json["bands"] as? [[String: Any]])?.allSatisfy { $0["listed"] as? Bool == false } == true)
    }

    @Test("K5: listed only where a request shows its alert (iOS 10 Always-only app: listed on iOS 8–10 only)")
    func listedWhereItAsks() throws {
        let report = AppTestSupport.check(try AppTestSupport.load(AppTestSupport.sample("iOS10Always.plist")),
                                          platform: .iOS)
        // Its When In Use request prompts everywhere, so it is listed on every band.
        #expect(report.bands.allSatisfy { $0.listed })
        let alwaysOnly = try Self.app(["NSLocationAlwaysUsageDescription": "Geofences."])
        let only = AppTestSupport.check(alwaysOnly, platform: .iOS)
        #expect(only.bands.map(\.listed) == only.bands.map { $0.band == "ios-8-10" })
    }

    @Test("K5: a widget extension's plist is told that the containing app's Info.plist needs the purpose strings")
    func widgetExtensionNote() throws {
        let report = AppTestSupport.check(try Self.app(["NSWidgetWantsLocation": true]))
        let finding = try #require(report.findings.first { $0.code == .widgetExtension })
        #expect(finding.severity == .info)
        #expect(finding.message.contains("“Before a widget can access location information, the containing app must request authorization from the user. The containing app’s Info.plist file must also contain relevant purpose strings.”"))
        #expect(finding.sources.contains("S63"))
        // An app's own plist with purpose strings gets no such note.
        let app = AppTestSupport.check(try Self.app(["NSWidgetWantsLocation": true, "NSLocationWhenInUseUsageDescription": "Near you."]))
        #expect(!app.findings.contains { $0.code == .widgetExtension })
    }

    @Test("K5: an App Clip's Always in Settings is marked unverified (Apple: App Clips can't request continuous location access)")
    func appClipAlwaysIsUnverified() throws {
        let clip = try Self.app([
            "NSAppClip": ["NSAppClipRequestLocationConfirmation": true],
            "NSLocationWhenInUseUsageDescription": "Finds the scooter next to you.",
            "NSLocationAlwaysAndWhenInUseUsageDescription": "Tracks your ride.",
        ])
        #expect(clip.profile.isAppClip)
        let report = AppCheck.run(clip, devices: [.newest(.iOS)])
        let band = try #require(report.bands.first)
        #expect(band.listed)
        #expect(band.settings.last == "Always", "what the engine's Settings offers")
        #expect(band.settingsNote?.contains("Always is not verified for an App Clip") == true)
        #expect(band.settingsNote?.contains("can’t request continuous location access") == true)
        // Not an App Clip: no such note.
        let full = AppCheck.run(try AppTestSupport.load(AppTestSupport.sample("WhereAmI.plist")), devices: [.newest(.iOS)])
        #expect(full.bands.first?.settingsNote == nil)
    }
}
