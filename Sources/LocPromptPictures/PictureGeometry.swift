/// One measurement of the pictures: its value, where it comes from, and whether it is estimated. The renderer
/// reads its numbers from here, so the table in Documentation/Pictures.md is the geometry actually drawn.
public struct PictureMeasure: Sendable, Hashable {
    public let looks: String
    public let name: String
    public let value: String
    public let sources: [String]
    /// True where no source gives the value: it is read off screenshots or chosen to look right.
    public let estimated: Bool

    init(_ looks: String, _ name: String, _ value: String, _ sources: [String], estimated: Bool = false) {
        self.looks = looks
        self.name = name
        self.value = value
        self.sources = sources
        self.estimated = estimated
    }
}

/// The geometry and colours of the alert pictures, in points (1 SVG unit = 1 pt). Sources S250–S256
/// (Bibliography+Pictures); Apple publishes none of these numbers for its permission alerts.
public enum PictureGeometry {
    // iOS (UIAlertController) [S250][S252][S253].
    public static let alertWidth = 270.0
    public static let classicCornerRadius = 13.0
    public static let cornerRadius = 14.0
    public static let titleSize = 17.0
    public static let titleLineHeight = 1.3
    public static let messageSize = 13.0
    public static let messageLineHeight = 1.35
    public static let buttonSize = 17.0
    public static let minimumButtonSize = 10.0
    public static let buttonHeight = 44.0
    public static let classicPadding = (top: 19.0, side: 15.0, bottom: 18.5)
    public static let padding = (top: 20.0, side: 16.0, bottom: 20.0)
    public static let labelSpacing = 4.0
    /// One device pixel on a 2× screen: 1 px / scale [S250][S252].
    public static let hairline = 0.5
    public static let preciseMapHeight = 176.0
    public static let reminderMapHeight = 150.0

    // Colours [S250][S251].
    public static let tint = (light: "#007AFF", dark: "#0A84FF")
    public static let separator = (light: "rgba(60,60,67,0.29)", dark: "rgba(84,84,88,0.6)")
    public static let panel = (light: "#F2F2F2", dark: "#1E1E1E")
    public static let classicPanel = "#F7F7F7"
    public static let label = (light: "#000000", dark: "#FFFFFF")
    public static let secondaryLabel = (light: "rgba(60,60,67,0.6)", dark: "rgba(235,235,245,0.6)")

    /// The font stack: San Francisco where the viewer has it, then the fonts iOS used before it.
    public static let fontStack = "-apple-system, \"SF Pro Text\", \"Helvetica Neue\", Arial, sans-serif"

    /// Every measurement with its sources, for the documentation and the tests.
    public static let table: [PictureMeasure] = [
        PictureMeasure("iOS", "alert width", "\(points(alertWidth))", ["S250", "S252", "S253"]),
        PictureMeasure("iOS 8–12", "corner radius", "\(points(classicCornerRadius))", ["S252"]),
        PictureMeasure("iOS 13+", "corner radius", "\(points(cornerRadius))", ["S250"]),
        PictureMeasure("iOS", "title", "\(points(titleSize)) semibold, line height \(titleLineHeight)", ["S250", "S254"]),
        PictureMeasure("iOS", "message", "\(points(messageSize)) regular, line height \(messageLineHeight)", ["S250", "S254"]),
        PictureMeasure("iOS", "button label", "\(points(buttonSize)) regular (the preferred button semibold), shrunk to fit down to \(points(minimumButtonSize))", ["S250", "S254"]),
        PictureMeasure("iOS", "button height", "\(points(buttonHeight))", ["S252", "S253"]),
        PictureMeasure("iOS 8–12", "padding top / sides / bottom, title–message gap",
                       "\(points(classicPadding.top)) / \(points(classicPadding.side)) / \(points(classicPadding.bottom)), \(points(labelSpacing))", ["S253"]),
        PictureMeasure("iOS 13+", "padding top / sides / bottom", "\(points(padding.top)) / \(points(padding.side)) / \(points(padding.bottom))", ["S250"], estimated: true),
        PictureMeasure("iOS", "separators", "\(points(hairline)) (one pixel at 2×)", ["S250", "S252"]),
        PictureMeasure("iOS", "tint (buttons, Precise)", "\(tint.light) light, \(tint.dark) dark", ["S251"]),
        PictureMeasure("iOS", "separator colour", "\(separator.light) light, \(separator.dark) dark", ["S251"]),
        PictureMeasure("iOS 13+", "panel", "\(panel.light) light, \(panel.dark) dark, drawn opaque (the real panel is translucent over a blur)", ["S250"], estimated: true),
        PictureMeasure("iOS 8–12", "panel", "\(classicPanel), light only", ["S255"], estimated: true),
        PictureMeasure("iOS 14+", "map", "full alert width × \(points(preciseMapHeight)), Precise pill top left; a drawn street pattern, not a real map", [], estimated: true),
        PictureMeasure("iOS 14+", "location on the map", "precise: the blue dot; approximate: a shaded circle", ["S256"]),
        PictureMeasure("iOS 13+", "background-reminder map", "full alert width × \(points(reminderMapHeight)), dots for the places used", [], estimated: true),
        PictureMeasure("all", "line breaks", "the project's wrapping routine with estimated glyph widths (SF Pro is not measured)", [], estimated: true),
        PictureMeasure("macOS 11+", "alert", "260 wide, 64 app icon on top, title 13 bold, message 11, buttons 24 high", ["S254"], estimated: true),
        PictureMeasure("macOS 10.15", "alert", "420 wide, 64 icon on the left, buttons bottom right", [], estimated: true),
        PictureMeasure("watchOS", "alert", "a 184-wide black screen, full-width buttons 44 high", [], estimated: true),
        PictureMeasure("tvOS", "alert", "960 × 540 (a 1080p screen at half size), focused button white", [], estimated: true),
        PictureMeasure("visionOS", "alert", "a 320-wide glass panel, capsule buttons", [], estimated: true),
    ]

    static func points(_ value: Double) -> String {
        SVG.number(value) + " pt"
    }
}

extension PictureGeometry {
    /// The table as Markdown, for Documentation/Pictures.md (a test keeps the page in step with it).
    public static var markdownTable: String {
        var lines = ["| Look | Measure | Value | Sources | Estimated |", "|---|---|---|---|---|"]
        for measure in table {
            let cells = [measure.looks, measure.name, measure.value.replacingOccurrences(of: "|", with: "\\|"),
                         measure.sources.isEmpty ? "—" : measure.sources.joined(separator: " "),
                         measure.estimated ? "**estimated**" : "no"]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
