import Foundation
import LocPromptTestSupport
import Testing
@testable import LocPromptCore

/// Audit 22e of `locprompt check`: App Clips before iOS 14, tvOS Always, script-aware language matching, bands the
/// app cannot be installed on, repeated requests and versions, and findings it used to miss or word wrongly.
@Suite("check: audit 22e")
struct CheckAudit22eTests {
    /// This test's own folder, removed when the test ends.
    let scratch = TemporaryFolder("audit22e")

    func app(_ plist: [String: Any], strings: [String: Data] = [:], language: String? = nil) throws -> LoadedApp {
        var keys = plist
        keys["CFBundleDisplayName"] = keys["CFBundleDisplayName"] ?? "Audit"
        let folder = scratch.subfolder().appendingPathComponent("Audit.app")
        AppTestSupport.write(AppTestSupport.plist(keys), to: folder, "Info.plist")
        for (lproj, data) in strings { AppTestSupport.write(data, to: folder, "\(lproj).lproj/InfoPlist.strings") }
        return try AppTestSupport.load(folder.path, language: language)
    }

    static let whenInUse = "NSLocationWhenInUseUsageDescription"
    static var both: [String: Any] { [whenInUse: "w", "NSLocationAlwaysAndWhenInUseUsageDescription": "a"] }

    static func device(_ version: String, _ platform: Platform = .iOS) -> DeviceOS {
        guard case .success(let os) = DeviceOS.resolve(platform: platform, versionText: version) else { fatalError(version) }
        return os
    }

    // MARK: W1: App Clips exist from iOS 14

    @Test("W1: an App Clip without MinimumOSVersion is checked from iOS 14 only, with a note that it was read as an App Clip")
    func appClipStartsAtIOS14() throws {
        var keys = Self.both
        keys["NSAppClip"] = ["NSAppClipRequestLocationConfirmation": false]
        let loaded = try app(keys)
        let report = AppTestSupport.check(loaded)
        #expect(report.bands.map(\.band) == OSBand.bands(for: .iOS).filter { $0.end.map { $0 > OSVersion(14) } ?? true }.map(\.id))
        #expect(report.bands.allSatisfy { $0.notInstallable == nil })
        #expect(report.notes.contains { $0.contains("NSAppClip") && $0.contains("App Clip") })
        #expect(AppCheck.defaultDevices(for: loaded, platform: nil).notes.contains { $0.contains("App Clips exist from iOS 14") })
        // Always still fails silently on the bands an App Clip runs on, and nowhere else.
        #expect(report.failures == report.bands.count)
        #expect(report.text().contains("note: the Info.plist declares NSAppClip"))
    }

    @Test("W1: --os 10.3 for an App Clip: not installable there, neither a pass nor a failure")
    func appClipOnIOS10IsNotInstallable() throws {
        var keys = Self.both
        keys["NSAppClip"] = [String: Any]()
        let report = AppCheck.run(try app(keys), devices: [Self.device("10.3")], requests: [.always])
        let band = try #require(report.bands.first)
        #expect(band.results.isEmpty)
        #expect(band.notInstallable?.contains("App Clips exist from iOS 14") == true)
        #expect(report.failures == 0 && report.checked == 0 && report.exitCode == 0)
        #expect(report.text().contains("Result: nothing checked: the app cannot be installed on any band asked for (exit 0)"))
    }

    // MARK: U6: below MinimumOSVersion

    @Test("U6: --os below MinimumOSVersion: the band says the app cannot be installed there and is not counted")
    func belowMinimumOSIsNotCounted() throws {
        var keys = Self.both
        keys["MinimumOSVersion"] = "12.0"
        let report = AppCheck.run(try app(keys), devices: [Self.device("10.3"), Self.device("17.4")])
        #expect(report.bands[0].notInstallable?.contains("MinimumOSVersion") == true)
        #expect(report.bands[0].results.isEmpty)
        #expect(report.bands[1].notInstallable == nil && report.bands[1].failures == 0)
        #expect(report.exitCode == 0)
        let text = report.text()
        #expect(text.contains("not checked: the app cannot be installed on iOS 10.3: the Info.plist's minimum OS is iOS 12.0 (MinimumOSVersion)"))
        #expect(text.contains("Result: every request shows its alert on the 1 band checked; the app cannot be installed on 1 band asked for (not counted) (exit 0)"))
    }

    // MARK: W2: tvOS Always

    @Test("W2: tvOS, --request always: the result says the request does not exist there, not that every request shows its alert")
    func tvOSAlwaysDoesNotExist() throws {
        let loaded = try app([Self.whenInUse: "w", "CFBundleSupportedPlatforms": ["AppleTVOS"]])
        let devices = AppCheck.defaultDevices(for: loaded, platform: nil).devices
        let report = AppCheck.run(loaded, devices: devices, requests: [.always])
        #expect(report.bands.allSatisfy { $0.results.allSatisfy { $0.outcome == .unavailable } })
        #expect(report.failures == 0 && report.checked == 0 && report.unavailable == devices.count)
        #expect(report.exitCode == 0)
        let text = report.text()
        #expect(!text.contains("every request shows its alert"))
        #expect(text.contains("Result: nothing checked: requestAlwaysAuthorization() does not exist on tvOS, so the app cannot make it: no alert and no silent failure (exit 0)"))
        let json = report.json()
        #expect(json.contains("\"checked\" : 0") && json.contains("\"unavailable\" : \(devices.count)"))
        // Both requests: When In Use is checked, Always is named as not existing, not counted.
        let mixed = AppCheck.run(loaded, devices: devices, requests: [.whenInUse, .always]).text()
        #expect(mixed.contains("Result: every request the app can make shows its alert on the \(devices.count) bands checked; requestAlwaysAuthorization() does not exist on tvOS (not counted) (exit 0)"))
    }

    // MARK: W3: scripts

    @Test("W3: script subtags and the scripts regions imply are never crossed", arguments: [
        ("zh-Hant-TW", ["fr", "pt", "pt-BR", "zh-Hans"], nil),
        ("zh-Hant", ["zh-Hans"], nil),
        ("zh-TW", ["zh-Hans"], nil),
        ("zh-HK", ["zh-Hans", "zh-Hant"], "zh-Hant"),
        ("zh-Hant-TW", ["zh-Hans", "zh-Hant"], "zh-Hant"),
        ("zh-Hans-CN", ["zh-Hans", "zh-Hant"], "zh-Hans"),
        ("zh", ["zh-Hans", "zh-Hant"], "zh-Hans"),
        ("zh-Hant", ["zh-TW"], "zh-TW"),
        ("zh-Hans", ["zh-TW"], nil),
        ("sr-Latn", ["sr"], nil),
        ("sr-Latn-RS", ["sr-Cyrl", "sr-Latn"], "sr-Latn"),
        ("sr", ["sr-Latn"], nil),
        ("pt-PT", ["pt", "pt-BR"], "pt"),
        ("fr-CA", ["fr"], "fr"),
    ] as [(String, [String], String?)])
    func scriptsMatch(language: String, available: [String], expected: String?) {
        #expect(AppLocalization.match(language, in: available) == expected)
    }

    @Test("W3: --language zh-Hant-TW with only zh-Hans falls back to the development region, with a note")
    func traditionalChineseDoesNotUseSimplified() throws {
        let strings = ["zh-Hans": Data("\"\(Self.whenInUse)\" = \"简体\";".utf8), "fr": Data("\"\(Self.whenInUse)\" = \"fr\";".utf8)]
        let loaded = try app([Self.whenInUse: "English", "CFBundleDevelopmentRegion": "en"], strings: strings, language: "zh-Hant-TW")
        #expect(loaded.language == nil)
        #expect(loaded.profile.purpose(.whenInUse) == "English")
        #expect(loaded.notes.contains { $0.contains("no zh-Hant-TW localization") })
    }

    // MARK: U5: repeated values

    @Test("U5: a request or an OS version named twice is checked once, in the counts and the JSON too")
    func repeatsAreMerged() throws {
        let loaded = try app([Self.whenInUse: "w"])
        let report = AppCheck.run(loaded, devices: [Self.device("17.4"), Self.device("17.4"), Self.device("10.3")],
                                  requests: [.always, .always])
        #expect(report.requests.count == 1)
        #expect(report.bands.map(\.os) == ["17.4", "10.3"])
        #expect(report.bands.allSatisfy { $0.results.count == 1 })
        #expect(report.failures == 2)
    }

    // MARK: U2, U4, U7, U8, U9: findings

    @Test("U2: an empty translation's finding says the alert shows an empty message in that language")
    func emptyTranslationWording() throws {
        let loaded = try app([Self.whenInUse: "English text"], strings: ["de": Data("\"\(Self.whenInUse)\" = \"\";".utf8)], language: "de")
        #expect(loaded.profile.purpose(.whenInUse) == "")
        let finding = try #require(loaded.findings.first { $0.code == .emptyPurpose })
        #expect(finding.message.contains("shows the alert with an empty message"))
        #expect(!finding.message.contains("shows the Info.plist's text instead"))
    }

    @Test("U4: NSLocationUsageDescription without When In Use: the warning names iOS 11+ and what iOS 8–10 need")
    func legacyWarningNamesVersions() throws {
        let loaded = try app(["NSLocationUsageDescription": "l", "NSLocationAlwaysUsageDescription": "a"])
        let report = AppTestSupport.check(loaded)
        let finding = try #require(report.findings.first { $0.code == .ignoredOnIOS })
        #expect(finding.message.contains("on iOS 11+ every request needs NSLocationWhenInUseUsageDescription"))
        #expect(finding.message.contains("on iOS 8–10 requestWhenInUseAuthorization() needs it and requestAlwaysAuthorization() needs NSLocationAlwaysUsageDescription"))
        // The engine agrees: Always shows its alert on iOS 8–10.
        #expect(AppTestSupport.outcome(report, "ios-8-10", .always) == .alert)
    }

    @Test("U7: an unreadable MinimumOSVersion is a finding that says it was ignored", arguments: [false, true])
    func unreadableMinimumOS(integer: Bool) throws {
        let value: Any = integer ? 12 : "twelve"
        let wording = integer ? "is a Number (12), not a String" : "is “twelve”, not a version number"
        let loaded = try app([Self.whenInUse: "w", "MinimumOSVersion": value])
        let finding = try #require(loaded.findings.first { $0.code == .unreadableValue })
        #expect(finding.key == "MinimumOSVersion" && finding.severity == .warning)
        #expect(finding.message.contains(wording), "\(finding.message)")
        #expect(finding.message.contains("ignores it"))
        #expect(AppTestSupport.check(loaded).bands.count == OSBand.bands(for: .iOS).count)
    }

    @Test("U8: an empty NSLocationTemporaryUsageDescriptionDictionary: the temporary prompt can never show")
    func emptyTemporaryDictionary() throws {
        let loaded = try app([Self.whenInUse: "w", "NSLocationTemporaryUsageDescriptionDictionary": [String: Any]()])
        let finding = try #require(loaded.findings.first { $0.key == "NSLocationTemporaryUsageDescriptionDictionary" })
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("empty Dictionary") && finding.message.contains("can never show"))
    }

    @Test("U8: a binary InfoPlist.strings whose purpose string is a Number is reported, not silently ignored")
    func nonStringTranslation() throws {
        let binary = try PropertyListSerialization.data(fromPropertyList: [Self.whenInUse: 5, "CFBundleDisplayName": "Bündel"],
                                                        format: .binary, options: 0)
        let loaded = try app([Self.whenInUse: "English"], strings: ["de": binary], language: "de")
        #expect(loaded.profile.purpose(.whenInUse) == "English")
        let finding = try #require(loaded.findings.first { $0.code == .wrongType && $0.key == Self.whenInUse })
        #expect(finding.file.hasSuffix("de.lproj/InfoPlist.strings"))
        #expect(finding.message.contains("a Number, not a String"))
    }

    @Test("U9: the keys in “Requests checked” are quoted, so a trailing space shows, and a misspelled one says so")
    func requestKeysAreQuoted() throws {
        let loaded = try app(["\(Self.whenInUse) ": "w"])
        let text = AppTestSupport.check(loaded).text()
        #expect(text.contains("requestWhenInUseAuthorization(): the app declares “\(Self.whenInUse) ” (not a key Core Location reads: see Findings)"), "\(text)")
        let good = AppTestSupport.check(try app([Self.whenInUse: "w"])).text()
        #expect(good.contains("requestWhenInUseAuthorization(): the app declares “\(Self.whenInUse)”\n"))
    }

    // MARK: B1

    @Test("B1: a damaged binary InfoPlist.strings is called malformed or truncated, not a root that is not a dictionary")
    func damagedBinaryStrings() throws {
        #expect(throws: StringsFileError(line: nil, message: "malformed or truncated binary property list")) {
            try StringsFileParser.parse(Data("bplist00garbage".utf8))
        }
        do {
            _ = try app([Self.whenInUse: "w"], strings: ["en": Data("bplist00garbage".utf8)])
            Issue.record("loaded")
        } catch {
            #expect((error as? AppLoadError)?.message == "malformed or truncated binary property list")
        }
    }
}
