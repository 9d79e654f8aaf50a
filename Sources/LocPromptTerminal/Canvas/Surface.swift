/// The background text is drawn on. `terminal` is the terminal's own background (every screen but the
/// presentation's phone); `light` and `dark` paint a phone's screen in iOS's light or dark appearance, whatever
/// the terminal's colours are, so a demo looks the same on a dark or a light terminal.
public enum Surface: String, Hashable, Sendable, CaseIterable {
    case terminal
    case light
    case dark
}

/// A canvas that draws everything on a given surface (and, while an alert is up, dims what is behind it): the
/// presentation's phone draws the existing screens (status bar, alerts, Settings) through it unchanged.
final class SurfaceCanvas: Canvas {
    let base: Canvas
    let surface: Surface
    /// Text in the normal, title and accent roles is drawn dimmed (the screen behind an alert).
    let dimmed: Bool

    init(_ base: Canvas, surface: Surface, dimmed: Bool = false) {
        self.base = base
        self.surface = surface
        self.dimmed = dimmed
    }

    var size: Size { base.size }

    @discardableResult
    func put(_ text: String, row: Int, col: Int, style: Style) -> Int {
        var style = style
        style.surface = surface
        if dimmed, [.normal, .title, .accent, .good].contains(style.role) {
            style.role = .dim
            style.bold = false
        }
        return base.put(text, row: row, col: col, style: style)
    }

    func clear() { base.clear() }
}
