import Foundation
@testable import LocPromptScenario
import Testing

/// macOS calls the Always status `authorized` ("synonymous and preferred" in CLLocationManager.h): a scenario
/// written from the Mac's documentation can say so, in `status:` and in callback texts (audit 16, format friction).
@Suite("Scenario: macOS's authorized")
struct AuthorizedAliasTests {
    static func mac(_ expectation: String) -> String {
        """
        name: Mac
        device: { platform: macos, os: "14.0" }
        app: { name: Mac Maps, plist: { NSLocationUsageDescription: "Shows where you are." } }
        steps:
          - launch
          - call: requestAlwaysAuthorization
          - tap: Allow
          - expect: \(expectation)

        """
    }

    @Test func authorizedReadsAsAuthorizedAlways() {
        #expect(run(Self.mac("{ status: authorized }")).outcome == .passed)
        #expect(run(Self.mac(#"{ callbacks: { include: ["locationManagerDidChangeAuthorization(authorized)"] } }"#)).outcome == .passed)
    }

    @Test func authorizedIsStillChecked() {
        // Before the answer the status is notDetermined: `authorized` must not match it.
        let yaml = Self.mac("{ status: authorized }").replacingOccurrences(of: "  - tap: Allow\n", with: "")
        #expect(run(yaml).outcome != .passed)
        #expect(run(Self.mac(#"{ callbacks: [ "locationManagerDidChangeAuthorization(authorized)" ] }"#)
            .replacingOccurrences(of: "  - tap: Allow\n", with: "")).outcome != .passed)
    }

    @Test func onlyTheStatusIsRewritten() {
        #expect(Parser.statusAlias("x(authorized)") == "x(authorizedAlways)")
        #expect(Parser.statusAlias("locationManager(_:didChangeAuthorization: authorized)")
                == "locationManager(_:didChangeAuthorization: authorizedAlways)")
        #expect(Parser.statusAlias("x(unauthorized)") == "x(unauthorized)")
    }
}
