import Testing
@testable import LocPromptCore

@Suite struct OSVersionTests {
    @Test func parsesRealVersions() {
        #expect(OSVersion(parsing: "17.4") == OSVersion(17, 4))
        #expect(OSVersion(parsing: "13.3.1") == OSVersion(13, 3, 1))
        #expect(OSVersion(parsing: "8") == OSVersion(8, 0))
    }

    @Test(arguments: ["", "17.", ".4", "17.4.1.2", "-3", "17a", "1e3", "99999.1", "17..4", " "])
    func rejectsNonVersions(text: String) {
        #expect(OSVersion(parsing: text) == nil)
    }

    @Test func mapsVersionsToBands() throws {
        let cases: [(String, String)] = [
            ("8.0", "ios-8-10"), ("10.3", "ios-8-10"), ("11.0", "ios-11-12"), ("12.2", "ios-11-12"),
            ("13.0", "ios-13.0-13.3"), ("13.3.1", "ios-13.0-13.3"), ("13.4", "ios-13.4-13.7"), ("13.7", "ios-13.4-13.7"),
            ("14.0", "ios-14-17"), ("17.4", "ios-14-17"), ("18.0", "ios-18+"), ("26.1", "ios-18+"),
        ]
        for (text, band) in cases {
            let os = try DeviceOS.resolve(platform: .iOS, versionText: text).get()
            #expect(os.band.id == band, "\(text)")
        }
    }

    @Test func unknownVersionListsWhatIsSupported() {
        guard case .failure(let error) = DeviceOS.resolve(platform: .iOS, versionText: "21.0") else {
            Issue.record("iOS 21 should not resolve"); return
        }
        #expect(error.message.contains("iOS 8–18 and 26–27"))
        #expect(error.message.contains("iOS 13.4–13.7"))
        guard case .failure = DeviceOS.resolve(platform: .iOS, versionText: "7.1") else {
            Issue.record("iOS 7 predates the modelled API"); return
        }
    }

    @Test("the supported-majors summary groups consecutive majors, per platform (27 shipped in September 2026)")
    func supportedSummaries() {
        #expect(KnownVersions.summary(for: .iOS) == "iOS 8–18 and 26–27")
        #expect(KnownVersions.summary(for: .macOS) == "macOS 10.15, 11–15 and 26–27")
        #expect(KnownVersions.summary(for: .watchOS) == "watchOS 2–11 and 26–27")
        #expect(KnownVersions.summary(for: .tvOS) == "tvOS 9–18 and 26–27")
        #expect(KnownVersions.summary(for: .visionOS) == "visionOS 1–2 and 26–27")
        for platform in Platform.allCases {
            // Every major the summary names resolves (x.0 released), and 28 does not.
            #expect((try? DeviceOS.resolve(platform: platform, versionText: "27.0").get()) != nil, "\(platform) 27.0")
            #expect((try? DeviceOS.resolve(platform: platform, versionText: "28.0").get()) == nil, "\(platform) 28.0")
        }
    }

    @Test func durationsParseAndPrint() {
        #expect(VirtualDuration(parsing: "500ms")?.milliseconds == 500)
        #expect(VirtualDuration(parsing: "10s")?.milliseconds == 10_000)
        #expect(VirtualDuration(parsing: "5m")?.milliseconds == 300_000)
        #expect(VirtualDuration(parsing: "2h")?.milliseconds == 7_200_000)
        #expect(VirtualDuration(parsing: "1.5s")?.milliseconds == 1500)
        #expect(VirtualDuration(parsing: "5") == nil)
        #expect(VirtualDuration(parsing: "s") == nil)
        #expect(VirtualDuration(parsing: "-5s") == nil)
        #expect(VirtualDuration.seconds(65).description == "1m05s")
        #expect(VirtualDuration(milliseconds: 1250).description == "1.25s")
    }
}
