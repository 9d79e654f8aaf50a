import Foundation
import LocPromptCore
import LocPromptScenario
import Testing

/// Negative checks (audit 19 friction: "no way to say indicator is not bluePill", "callbacks do not include
/// didFailWithError"): `callbacks: { exclude: [...] }` and `indicator: { not: … }`.
@Suite("Expectation forms: exclude, not")
struct NegativeExpectationTests {
    static let denied = deniedSteps

    @Test("callbacks: { exclude: [...] } passes when none ran and fails, naming it, when one did")
    func exclude() {
        #expect(failures(Self.denied + "  - expect: { callbacks: { exclude: [\"locationManager(_:didUpdateLocations:)\", \"locationManager(_:didVisit:)\"] } }\n") == [])
        let ran = failures(Self.denied + "  - expect: { callbacks: { excludes: [didFailWithError] } }\n")
        #expect(ran.count == 1)
        #expect(ran.first?.contains("not to include didFailWithError") == true)
    }

    @Test("include and exclude together: both halves are checked")
    func includeAndExclude() {
        let yaml = Self.denied + "  - expect: { callbacks: { include: [didFailWithError], exclude: [\"locationManager(_:didVisit:)\"] } }\n"
        #expect(failures(yaml) == [])
        let wrong = Self.denied + "  - expect: { callbacks: { include: [\"locationManager(_:didVisit:)\"], exclude: [didFailWithError] } }\n"
        #expect(failures(wrong).count == 2)
    }

    @Test("an excluded text locprompt never sends is refused at parse time, like an included one")
    func excludeIsStrict() throws {
        let error = try #require(parseError(header + "  - launch\n  - expect: { callbacks: { exclude: [locationManagerDidPauseLocationUpdates] } }\n"))
        #expect(error.message.contains("locationManagerDidPauseLocationUpdates"))
        #expect(parseError(header + "  - launch\n  - expect: { callbacks: { exclude: [] } }\n") != nil)
        #expect(parseError(header + "  - launch\n  - expect: { callbacks: { only: [didVisit] } }\n") != nil)
    }

    @Test("indicator: { not: … } passes for any other indicator and fails for that one")
    func indicatorNot() {
        let updating = header + """
              - launch
              - call: requestWhenInUseAuthorization
              - tap: Allow While Using App
              - call: startUpdatingLocation

            """
        #expect(failures(updating + "  - expect: { indicator: { not: bluePill } }\n") == [])
        let shown = failures(updating + "  - expect: { indicator: { not: solidArrow } }\n")
        #expect(shown.count == 1)
        #expect(shown.first?.contains("not solidArrow") == true)
        #expect(parseError(header + "  - launch\n  - expect: { indicator: { not: purpleArrow } }\n") != nil)
        #expect(parseError(header + "  - launch\n  - expect: { indicator: { is: none } }\n") != nil)
    }
}
