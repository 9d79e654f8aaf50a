/// `CLLocationManager.isAuthorizedForWidgetUpdates`: whether the app's widgets may receive location [S133]. The
/// value is `EngineState.isAuthorizedForWidgetUpdates`; this only reads it on a live manager, where it exists.
extension Transition {
    mutating func readWidgetUpdatesProperty() {
        guard requireRunning("read isAuthorizedForWidgetUpdates") else { return }
        guard callingManagerID != nil else {
            reject("the app has no live CLLocationManager (createManager first)", .managerLifetime)
            return
        }
        guard state.hasWidgetUpdatesProperty else {
            let platform = state.os.platform
            reject(platform == .iOS || platform == .macOS
                   ? "isAuthorizedForWidgetUpdates exists from iOS 14 and macOS 11 (API_AVAILABLE(ios(14.0), macos(11.0)))"
                   : "isAuthorizedForWidgetUpdates does not exist on \(platform.displayName) (its availability: iOS 14+, macOS 11+, visionOS)",
                   .widgetUpdatesProperty)
            return
        }
        emit(.returned(call: "CLLocationManager.isAuthorizedForWidgetUpdates",
                       value: state.isAuthorizedForWidgetUpdates ? "true" : "false"), .widgetUpdatesProperty)
    }
}
