import LocPromptCore
import Testing

/// `DelegateCallback.every` is what the scenario parser accepts in `callbacks:`: it must hold every shape the
/// engine can send, or a scenario checking a real callback would be refused.
@Suite struct DelegateCallbackTextsTests {
    /// One number per case: a new case fails to compile here until it is added to `every` and counted.
    static func shape(_ callback: DelegateCallback) -> Int {
        switch callback {
        case .didChangeAuthorization: return 0
        case .legacyDidChangeAuthorization: return 1
        case .didFailWithDenied: return 2
        case .monitoringDidFailDenied: return 3
        case .didUpdateLocations: return 4
        case .didEnterRegion: return 5
        case .didVisit: return 6
        case .temporaryFullAccuracyCompletion: return 7
        case .didExitRegion: return 8
        }
    }

    @Test func everyShapeIsListed() {
        #expect(Set(DelegateCallback.every.map(Self.shape)) == Set(0...8))
    }

    @Test func everyStatusAndAccuracyIsListed() {
        for status in AuthorizationStatus.allCases {
            #expect(DelegateCallback.everyText.contains(DelegateCallback.didChangeAuthorization(status, accuracy: .reduced).text))
            #expect(DelegateCallback.everyText.contains(DelegateCallback.legacyDidChangeAuthorization(status).text))
        }
        #expect(DelegateCallback.everyText.contains("locationManager(_:didUpdateLocations: reduced accuracy)"))
        #expect(DelegateCallback.everyText.contains("requestTemporaryFullAccuracyAuthorization completion(kCLErrorPromptDeclined)"))
        #expect(!DelegateCallback.everyText.contains("locationManagerDidPauseLocationUpdates(_:)"))
    }

    @Test func shapesNameEachAuthorizationCallbackOnceWithAPlaceholder() {
        #expect(DelegateCallback.shapes.filter { $0.contains("<status>") }
            == ["locationManagerDidChangeAuthorization(<status>)", "locationManager(_:didChangeAuthorization: <status>)"])
        #expect(DelegateCallback.shapes.count == DelegateCallback.every.count - 2 * (AuthorizationStatus.allCases.count - 1))
    }
}
