import Foundation
import LocPromptCore
import LocPromptScenario
import Testing

/// The expectation forms that say what the sources say and no more (issue 13 §2): "the callbacks include X",
/// "some error", "the buttons include X".
@Suite("Expectation forms: include, some error")
struct ExpectationFormsTests {
    static let denied = deniedSteps

    @Test("callbacks: { include: [...] } and includes: pass when each appears, in any order, among others")
    func callbacksInclude() {
        let yaml = Self.denied + """
              - expect:
                  callbacks: { include: ["locationManager(_:didFailWithError: kCLErrorDenied)", locationManagerDidChangeAuthorization(notDetermined)] }
              - call: startUpdatingLocation
              - expect: { callbacks: { includes: [didFailWithError] } }

            """
        #expect(failures(yaml) == [])
        let missing = Self.denied + "  - expect: { callbacks: { include: [\"locationManager(_:didVisit:)\"] } }\n"
        #expect(failures(missing).count == 1)
        #expect(failures(missing).first?.contains("callbacks: expected to include locationManager(_:didVisit:)") == true)
    }

    @Test("an error callback written without a code matches any error, in exact lists too")
    func anyError() {
        let yaml = Self.denied + """
              - expect:
                  callbacks:
                    - locationManagerDidChangeAuthorization(notDetermined)
                    - "locationManager(_:didChangeAuthorization: denied)"
                    - locationManager(_:didFailWithError:)

            """
        // iOS 17 reports with the new callback, so the second line does not match: exactly one failure.
        #expect(failures(yaml).count == 1)
        let right = Self.denied + """
              - expect:
                  callbacks: [locationManagerDidChangeAuthorization(notDetermined), locationManagerDidChangeAuthorization(denied), didFailWithError]

            """
        #expect(failures(right) == [])
    }

    @Test("completion(error) matches a completion with any error, a named code only that code, in exact and include lists")
    func completionErrors() {
        // No such purpose key (and full accuracy already): "always fails with a CLError.Code.promptDeclined error" [S163].
        let declined = header + """
              - launch
              - call: requestWhenInUseAuthorization
              - tap: Allow While Using App
              - expect: { status: authorizedWhenInUse }
              - call: { requestTemporaryFullAccuracyAuthorization: Navigation }

            """
        let callbacks = "requestTemporaryFullAccuracyAuthorization completion"
        #expect(failures(declined + "  - expect: { callbacks: [\"\(callbacks)(error)\"] }\n") == [])
        #expect(failures(declined + "  - expect: { callbacks: [\"manager 1: \(callbacks)(error)\"] }\n") == [])
        #expect(failures(declined + "  - expect: { callbacks: [\"\(callbacks)(kCLErrorPromptDeclined)\"] }\n") == [])
        #expect(failures(declined + "  - expect: { callbacks: { include: [\"\(callbacks)(error)\"] } }\n") == [])
        #expect(failures(declined + "  - expect: { callbacks: [\"\(callbacks)(kCLErrorDenied)\"] }\n").count == 1)
        #expect(failures(declined + "  - expect: { callbacks: [\"\(callbacks)(nil)\"] }\n").count == 1)
        // Not authorized: not one of the method page's three cases, but promptDeclined's page covers it ("if an
        // error prevented the prompt from being displayed"): completion(error) matches it, another code does not.
        let generic = """
            name: Test
            device: { platform: ios, os: "17.4" }
            app:
              name: Radar
              plist:
                NSLocationWhenInUseUsageDescription: "Radar shows rain near you."
                NSLocationTemporaryUsageDescriptionDictionary: { StreetRain: "See rain at your street." }
            steps:
              - launch
              - call: { requestTemporaryFullAccuracyAuthorization: StreetRain }

            """
        #expect(failures(generic + "  - expect: { callbacks: [locationManagerDidChangeAuthorization(notDetermined), \"\(callbacks)(error)\"] }\n") == [])
        #expect(failures(generic + "  - expect: { callbacks: { include: [\"\(callbacks)(kCLErrorPromptDeclined)\"] } }\n") == [])
        #expect(failures(generic + "  - expect: { callbacks: { include: [\"\(callbacks)(kCLErrorDenied)\"] } }\n").count == 1)
    }

    @Test("error: true | false | a code checks the didFailWithError callbacks since the previous expect")
    func errorField() {
        #expect(failures(Self.denied + "  - expect: { error: true }\n") == [])
        #expect(failures(Self.denied + "  - expect: { error: kCLErrorDenied }\n") == [])
        #expect(failures(Self.denied + "  - expect: { error: kCLErrorLocationUnknown }\n").count == 1)
        #expect(failures(Self.denied + "  - expect: { error: false }\n").count == 1)
        #expect(failures(header + "  - launch\n  - expect: { error: false }\n") == [])
        #expect(failures(header + "  - launch\n  - expect: { error: true }\n").first?.contains("got no didFailWithError") == true)
    }

    @Test("alert: { buttons: { include: [...] } } and buttonsInclude: check labels in any order")
    func buttonsInclude() {
        let yaml = header + """
              - launch
              - call: requestWhenInUseAuthorization
              - expect:
                  alert: { buttons: { include: [Don't Allow, Allow Once] }, buttonsInclude: [Allow While Using App] }

            """
        #expect(failures(yaml) == [])
        let wrong = header + "  - launch\n  - call: requestWhenInUseAuthorization\n  - expect: { alert: { buttonsInclude: [Allow] } }\n"
        #expect(failures(wrong).first?.contains("alert.buttons: expected to include Allow") == true)
    }

    @Test("malformed forms are errors at file:line:column")
    func malformed() throws {
        let unknownKey = try #require(parseError(header + "  - expect: { callbacks: { inclde: [x] } }\n"))
        #expect(unknownKey.position.line == 5 && unknownKey.position.column == 28)
        #expect(unknownKey.message.contains("include, includes"))
        let empty = try #require(parseError(header + "  - expect: { alert: { buttons: { include: [] } } }\n"))
        #expect(empty.position.line == 5)
        #expect(empty.message.contains("at least one"))
        let badError = try #require(parseError(header + "  - expect: { error: maybe }\n"))
        #expect(badError.description == "test.yaml:5:22: error: is true (some error), false (no error) or an error code such as kCLErrorDenied; found “maybe”")
        let twoLists = try #require(parseError(header + "  - expect: { callbacks: { include: [a], includes: [b] } }\n"))
        #expect(twoLists.position.line == 5 && twoLists.position.column == 26)
    }
}

/// Audit 24h, QA friction 2: a title typed with ASCII quotes failed as `expected Allow "Where Am I?" …, got
/// Allow “Where Am I?” …`, two texts that look alike; the failure now says only the quotes differ.
@Suite("Expectation failures: quotes")
struct QuoteDifferenceTests {
    @Test("A title that differs only in its quotes says so; another difference does not")
    func onlyQuotesDiffer() {
        let steps = header + """
              - launch
              - call: requestWhenInUseAuthorization
              - expect: { alert: { title: Allow "Where Am I?" to use your location? } }
              - expect: { alert: { title: Allow “Where Are We?” to use your location? } }

            """
        let messages = failures(steps)
        #expect(messages.count == 2)
        #expect(messages.first?.hasSuffix("(only the quotes differ: the system writes “ ” and ’, not \" and ')") == true, "\(messages)")
        #expect(messages.last?.contains("only the quotes differ") == false)
    }
}
