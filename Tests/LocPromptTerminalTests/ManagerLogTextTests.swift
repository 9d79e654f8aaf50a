import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// A call a scenario addresses to one manager (`manager: N`, `Event.onManager`) reads in the log as that manager's
/// call; an unaddressed call reads as before.
@Suite struct ManagerLogTextTests {
    @Test func anAddressedCallNamesTheManager() {
        #expect(Event.onManager(1, .app(.stopUpdatingLocation)).logText == "› manager 1 calls stopUpdatingLocation()")
        #expect(Event.onManager(2, .app(.isAuthorizedForWidgetUpdates)).logText == "› manager 2 reads isAuthorizedForWidgetUpdates")
        #expect(Event.onManager(3, .app(.releaseManager)).logText == "› app releases CLLocationManager 3")
        #expect(Event.onManager(1, .requestTemporaryFullAccuracy(purposeKey: "Trail")).logText
                == "› manager 1 calls requestTemporaryFullAccuracyAuthorization(withPurposeKey: \"Trail\")")
        #expect(Event.app(.stopUpdatingLocation).logText == "› app calls stopUpdatingLocation()")
    }
}
