import Foundation
import LocPromptCore
import LocPromptScenario
import Testing

/// `call: { allowsBackgroundLocationUpdates: true | false }` and `call: { showsBackgroundLocationIndicator: true | false }`
/// (session 20): what parses, the errors with file:line:column, and the steps the device refuses (rule
/// background-location-properties-availability, allows-background-location-updates-needs-mode).
@Suite("Scenario parser: the background location properties")
struct BackgroundPropertyStepTests {
    /// An iOS 17.4 device and an Always app with UIBackgroundModes location.
    static func device(_ platform: String = "ios", _ os: String = "17.4", backgroundMode: Bool = true) -> String {
        """
        name: Test
        device: { platform: \(platform), os: "\(os)" }
        app: { name: Trailhead, plist: { NSLocationWhenInUseUsageDescription: "Trails near you.", NSLocationAlwaysAndWhenInUseUsageDescription: "Trails even in the background.", NSLocationUsageDescription: "Trails.", UIBackgroundModes: [\(backgroundMode ? "location" : "")] } }
        steps:

        """
    }

    @Test func bothPropertiesParseWithEitherValue() throws {
        let scenario = try parse(Self.device() + """
              - call: { allowsBackgroundLocationUpdates: false }
              - call: { allowsBackgroundLocationUpdates: true }
              - call: { showsBackgroundLocationIndicator: true }
              - call: { showsBackgroundLocationIndicator: no }

            """)
        let actions = scenario.steps.map(\.action)
        #expect(actions == [
            .setProperty(.allowsBackgroundLocationUpdates, false), .setProperty(.allowsBackgroundLocationUpdates, true),
            .setProperty(.showsBackgroundLocationIndicator, true), .setProperty(.showsBackgroundLocationIndicator, false),
        ])
        #expect(scenario.steps[0].text == "call: { allowsBackgroundLocationUpdates: false }")
        #expect(actions[2].engineEvents == [.setProperty(.showsBackgroundLocationIndicator, true)])
    }

    @Test func aBadValueIsAnErrorAtTheValue() throws {
        let error = try #require(parseError(Self.device() + "  - call: { showsBackgroundLocationIndicator: sometimes }\n"))
        #expect(error.position == SourcePosition(file: "test.yaml", line: 5, column: 47))
        #expect(error.message == "showsBackgroundLocationIndicator is true or false, found “sometimes”")
        let list = try #require(parseError(Self.device() + "  - call: { allowsBackgroundLocationUpdates: [true] }\n"))
        #expect(list.position == SourcePosition(file: "test.yaml", line: 5, column: 46))
        #expect(list.message.hasPrefix("allowsBackgroundLocationUpdates is true or false, found a list"))
    }

    @Test func theBareNameAsksForAValue() throws {
        let error = try #require(parseError(Self.device() + "  - call: allowsBackgroundLocationUpdates\n"))
        #expect(error.description == "test.yaml:5:11: allowsBackgroundLocationUpdates is a property the app sets, so it needs a value: write call: { allowsBackgroundLocationUpdates: true } (true or false)")
    }

    @Test func anUnknownKeyListsTheAcceptedOnes() throws {
        let error = try #require(parseError(Self.device() + "  - call: { showsBackgroundIndicator: true }\n"))
        #expect(error.position == SourcePosition(file: "test.yaml", line: 5, column: 13))
        #expect(error.message == "unknown key “showsBackgroundIndicator” in call (did you mean “showsBackgroundLocationIndicator”?); accepted: requestTemporaryFullAccuracyAuthorization, serviceSession, allowsBackgroundLocationUpdates, showsBackgroundLocationIndicator")
        let unknownCall = try #require(parseError(Self.device() + "  - call: allowBackgroundUpdates\n"))
        #expect(unknownCall.message.contains("allowsBackgroundLocationUpdates: <true | false>, showsBackgroundLocationIndicator: <true | false>"))
    }

    @Test func onePropertyACall() throws {
        let error = try #require(parseError(Self.device() + "  - call: { allowsBackgroundLocationUpdates: true, showsBackgroundLocationIndicator: true }\n"))
        #expect(error.position.line == 5 && error.position.column == 11)
        #expect(error.message.hasPrefix("call: takes one call"))
    }

    @Test func writtenAsAStepItPointsToCall() throws {
        let error = try #require(parseError(Self.device() + "  - showsBackgroundLocationIndicator: true\n"))
        #expect(error.position.line == 5 && error.position.column == 5)
        #expect(error.message == "“showsBackgroundLocationIndicator” is a property the app sets: write call: { showsBackgroundLocationIndicator: true } (true or false)")
    }

    @Test("background-location-properties-availability: refused on iOS 10 (showsBackgroundLocationIndicator) and tvOS (allowsBackgroundLocationUpdates), saying where it exists")
    func refusedWhereItDoesNotExist() {
        let ios10 = Self.device("ios", "10.3") + "  - launch\n  - call: { showsBackgroundLocationIndicator: true }\n"
        let failure = failures(ios10)
        #expect(failure.count == 1)
        #expect(failure.first?.contains("test.yaml:6:5: call: { showsBackgroundLocationIndicator: true }: the emulated system refuses this step: showsBackgroundLocationIndicator exists from iOS 11; this device runs iOS 10.3") == true)
        #expect(failures(Self.device("ios", "10.3") + "  - launch\n  - call: { showsBackgroundLocationIndicator: true }\n    rejected: exists from iOS 11\n").isEmpty)
        #expect(failures(Self.device("ios", "11.0") + "  - launch\n  - call: { showsBackgroundLocationIndicator: true }\n").isEmpty)
        let tvOS = Self.device("tvos", "17.0") + "  - launch\n  - call: { allowsBackgroundLocationUpdates: false }\n    rejected: does not exist on tvOS\n"
        #expect(failures(tvOS).isEmpty)
        #expect(failures(Self.device("ios", "8.4") + "  - launch\n  - call: { allowsBackgroundLocationUpdates: false }\n    rejected: exists from iOS 9\n").isEmpty)
        #expect(failures(Self.device("watchos", "3.2") + "  - launch\n  - call: { allowsBackgroundLocationUpdates: false }\n    rejected: exists from watchOS 4\n").isEmpty)
        #expect(failures(Self.device("watchos", "10.0") + "  - launch\n  - call: { showsBackgroundLocationIndicator: true }\n    rejected: does not exist on watchOS\n").isEmpty)
    }

    @Test("allows-background-location-updates-needs-mode: true in an app without the location background mode is refused")
    func refusedWithoutTheMode() {
        let noMode = Self.device(backgroundMode: false) + "  - launch\n  - call: { allowsBackgroundLocationUpdates: true }\n"
        #expect(failures(noMode).first?.contains("is a programmer error") == true)
        #expect(failures(noMode + "    rejected: fatal error\n").isEmpty)
        #expect(failures(Self.device(backgroundMode: false) + "  - launch\n  - call: { allowsBackgroundLocationUpdates: false }\n").isEmpty)
    }
}
