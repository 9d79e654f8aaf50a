import Foundation
import LocPromptCore
import LocPromptScenario
import Testing

/// A delegate method's short name matches any call of that method (audit 19 friction: `exclude: [didVisit]`
/// was refused, only `didFailWithError` and `monitoringDidFailFor` had short forms).
@Suite("Callback lists: a method's short name")
struct CallbackMethodNameTests {
    /// When In Use granted on iOS 17.4, updates started: the launch's, the grant's and one location callback.
    static let updating = header + """
          - launch
          - call: requestWhenInUseAuthorization
          - tap: Allow While Using App
          - call: startUpdatingLocation

        """

    @Test("a short name matches the method whatever its status or accuracy, in exact lists, include and exclude")
    func matchesAnyCallOfTheMethod() {
        #expect(failures(Self.updating + "  - expect: { callbacks: [locationManagerDidChangeAuthorization, locationManagerDidChangeAuthorization, didUpdateLocations] }\n") == [])
        #expect(failures(Self.updating + "  - expect: { callbacks: { include: [didUpdateLocations], exclude: [didVisit, didEnterRegion, didExitRegion, didChangeAuthorization] } }\n") == [])
        #expect(failures(Self.updating + "  - expect: { callbacks: { include: [\"manager 1: didUpdateLocations\"] } }\n") == [])
    }

    @Test("a short name fails when the method did not run, and exclude names it")
    func failsWhenTheMethodDidNotRun() {
        let missing = failures(Self.updating + "  - expect: { callbacks: { include: [didVisit] } }\n")
        #expect(missing.count == 1)
        #expect(missing.first?.hasPrefix("invalid") == false)
        let excluded = failures(Self.updating + "  - expect: { callbacks: { exclude: [didUpdateLocations] } }\n")
        #expect(excluded.count == 1)
        #expect(excluded.first?.contains("didUpdateLocations") == true)
        #expect(excluded.first?.hasPrefix("invalid") == false)
        // Another manager's number does not match.
        #expect(failures(Self.updating + "  - expect: { callbacks: { include: [\"manager 2: didUpdateLocations\"] } }\n").count == 1)
    }

    @Test("reduced-accuracy batches match didUpdateLocations; the full text still matches exactly")
    func reducedAccuracy() {
        let reduced = header + """
              - launch
              - call: requestWhenInUseAuthorization
              - precise: off
              - tap: Allow While Using App
              - call: startUpdatingLocation
              - expect: { callbacks: { include: [didUpdateLocations], exclude: ["locationManager(_:didUpdateLocations:)"] } }

            """
        #expect(failures(reduced) == [])
    }

    @Test("before iOS 14 didChangeAuthorization matches the legacy callback and the iOS 14 name does not")
    func legacyCallback() {
        let ios13 = header.replacingOccurrences(of: "\"17.4\"", with: "\"13.7\"") + """
              - launch
              - call: requestWhenInUseAuthorization
              - tap: Don’t Allow
              - expect: { callbacks: { include: [didChangeAuthorization], exclude: [locationManagerDidChangeAuthorization] } }

            """
        #expect(failures(ios13) == [])
    }

    @Test("a short name locprompt does not model is still refused at parse time")
    func unknownShortName() throws {
        let error = try #require(parseError(header + "  - launch\n  - expect: { callbacks: { exclude: [didUpdateHeading] } }\n"))
        #expect(error.message.contains("didUpdateHeading"))
        #expect(error.message.contains("short name"))
    }
}
