/// The device's Appearance setting, light or dark: how `present` draws the phone and how `render --format svg`
/// and `run --storyboard` draw alerts. One type for both front ends (they used to define one each). Dark Mode
/// came to iPhone with iOS 13 [S255]; the pictures say so when asked for dark before it.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light
    case dark

    /// The other appearance (what `D` switches to in `present`).
    public var other: Appearance { self == .light ? .dark : .light }
}
