/// Light or dark, as the device's Appearance setting: one type for every drawing of the device (the presentation's
/// phone in `LocPromptTerminal`, SVG alerts and storyboards in `LocPromptPictures`). Not every look has both: dark
/// arrived on iPhone with iOS 13 [S255]; watchOS is dark only and visionOS draws glass, whatever is asked
/// (`PictureLook.resolved` says so in a picture's notes).
public enum Appearance: String, CaseIterable, Sendable, Hashable {
    case light
    case dark

    /// The other appearance (the presentation's `D` key switches to it).
    public var other: Appearance { self == .light ? .dark : .light }
}
