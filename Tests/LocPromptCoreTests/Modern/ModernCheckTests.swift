import Testing
@testable import LocPromptCore

/// `check` knows NSLocationRequireExplicitServiceSession and says what it changes (issue 19).
@Suite("check: NSLocationRequireExplicitServiceSession")
struct ModernCheckTests {
    func findings(_ plist: [String: Any]) -> [AppFinding] {
        InfoPlistLint.findings(infoPlist: plist, infoPlistPath: "Info.plist", localizations: [:], stringsFiles: [:])
    }

    @Test func trueExplainsWhatChanges() throws {
        let found = findings(["NSLocationWhenInUseUsageDescription": "x", "NSLocationRequireExplicitServiceSession": true])
        let finding = try #require(found.first { $0.code == .explicitServiceSession })
        #expect(finding.severity == .info)
        #expect(finding.message.contains("serviceSessionRequired"))
        #expect(finding.message.contains("no longer asks for When In Use"))
        #expect(AppProfile(infoPlist: ["NSLocationRequireExplicitServiceSession": true], fallbackName: "A").requireExplicitServiceSession)
    }

    @Test func wrongTypeIsAWarning() {
        let found = findings(["NSLocationRequireExplicitServiceSession": "YES"])
        #expect(found.contains { $0.code == .wrongType && $0.key == "NSLocationRequireExplicitServiceSession" })
        #expect(AppProfile(infoPlist: ["NSLocationRequireExplicitServiceSession": "YES"], fallbackName: "A").requireExplicitServiceSession)
    }

    @Test func absentKeySaysNothing() {
        #expect(!findings(["NSLocationWhenInUseUsageDescription": "x"]).contains { $0.key == "NSLocationRequireExplicitServiceSession" })
        #expect(!AppProfile(infoPlist: [:], fallbackName: "A").requireExplicitServiceSession)
    }

    /// The header's and the "Suspending authorization requests" article's spelling is not the key locprompt reads:
    /// `check` says so, and the app keeps implicit sessions.
    @Test func headerSpellingIsNamedWithTheKeyThatIsRead() throws {
        let found = findings(["NSLocationWhenInUseUsageDescription": "x", "CLRequireExplicitServiceSession": true])
        let finding = try #require(found.first { $0.key == "CLRequireExplicitServiceSession" })
        #expect(finding.severity == .warning)
        #expect(finding.code == .misspelledKey)
        #expect(finding.suggestion == "NSLocationRequireExplicitServiceSession")
        #expect(finding.message.contains("keeps implicit service sessions"))
        #expect(finding.sources.contains("S190"))
        #expect(!AppProfile(infoPlist: ["CLRequireExplicitServiceSession": true], fallbackName: "A").requireExplicitServiceSession)
        let both = findings(["CLRequireExplicitServiceSession": true, "NSLocationRequireExplicitServiceSession": true])
        #expect(both.first { $0.key == "CLRequireExplicitServiceSession" }?.message.contains("simply unused") == true)
    }
}
