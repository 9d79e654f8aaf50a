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
        // A sum from the largest unit down, each unit once (audit 21e: `18h18m` was refused although transcripts
        // print durations that way).
        #expect(VirtualDuration(parsing: "18h18m") == VirtualDuration(milliseconds: 65_880_000))
        #expect(VirtualDuration(parsing: "1h02m03.5s")?.milliseconds == 3_723_500)
        #expect(VirtualDuration(parsing: "1s500ms")?.milliseconds == 1500)
        #expect(VirtualDuration(parsing: "2m30s")?.milliseconds == 150_000)
        // Days (audit 22b), largest first like the other units.
        #expect(VirtualDuration(parsing: "3d")?.milliseconds == 259_200_000)
        #expect(VirtualDuration(parsing: "1d18h") == VirtualDuration(parsing: "42h"))
        #expect(VirtualDuration(parsing: "366d") == VirtualDuration.longestParsed)
        #expect(VirtualDuration.parse("367d") == .failure(.tooLong))
        #expect(VirtualDuration(parsing: "2h1d") == nil)
        for wrong in ["30s2m", "1h1h", "5m5", "1h 30m", "1ms5s", "h1", "1x", "5 minutes"] {
            #expect(VirtualDuration(parsing: wrong) == nil, "\(wrong)")
        }
        #expect(VirtualDuration.parse("8783h60m") == .success(VirtualDuration.longestParsed))
        #expect(VirtualDuration.parse("8784h1ms") == .failure(.tooLong))
    }

    @Test("every duration reads back from the text that prints it")
    func durationsRoundTrip() {
        var generator = SystemRandomNumberGenerator()
        let samples: [Int64] = [0, 1, 999, 1000, 1001, 59_999, 60_000, 3_599_999, 3_600_000, VirtualDuration.longestParsed.milliseconds]
            + (0..<2_000).map { _ in Int64.random(in: 0...VirtualDuration.longestParsed.milliseconds, using: &generator) }
        for milliseconds in samples {
            let duration = VirtualDuration(milliseconds: milliseconds)
            #expect(VirtualDuration(parsing: duration.description) == duration, "\(duration.description)")
        }
    }
}
