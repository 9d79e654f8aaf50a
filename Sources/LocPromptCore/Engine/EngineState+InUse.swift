/// "In use" as Core Location decides it for delivering events to a When In Use app (WWDC 2019 705 [S18]):
/// from entering the foreground until entering the background "and then actually for a few seconds
/// more", or while a background location session keeps the app visible.
extension EngineState {
    /// In use, or still inside the short grace after leaving the foreground while the app runs in the
    /// background. The grace is the same undocumented "few seconds" as Allow Once's (`allowOnceGrace`, D2).
    /// Before iOS 13 there is no grace: "in use" was the foreground, and the iOS 8–12 headers say
    /// "-startUpdatingLocation will not succeed if invoked from the background" [S76]; the "few seconds more" is
    /// how WWDC 2019 705 defines in use for iOS 13 [S18] (rule background-start-needs-in-use; audit 19 headers D4).
    public var isInUseWithGrace: Bool {
        if isInUse { return true }
        if os.platform == .iOS && os.era < .ios13_0 { return false }
        guard lifecycle == .background, let since = outOfUseSince else { return false }
        return clock - since < allowOnceGrace
    }
}
