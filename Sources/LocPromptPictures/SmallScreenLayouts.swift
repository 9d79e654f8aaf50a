/// watchOS, tvOS and visionOS alerts: simple, estimated looks (no public source gives their measurements, and
/// the catalog shows iOS wording on these platforms, marked unverified). Each stacks the title, the message,
/// the map where the catalog draws one, and full-width buttons.
enum WatchAlertLayout {
    static func draw(_ c: inout PictureContext) {
        let width = 184.0, side = 8.0
        let textWidth = width - 2 * side
        let titleLines = GlyphWidths.lines(c.title, size: 16, bold: true, width: textWidth)
        let messageLines = c.message.isEmpty ? [] : GlyphWidths.lines(c.message, size: 14, width: textWidth)
        let mapHeight = MapPicture.height(for: c.content.extras, width: textWidth) > 0 ? 110.0 : 0
        let style = PlatterButtons.Style(height: 44, radius: 9, size: 16, fill: "#262628", text: "#FFFFFF",
                                         accentFill: "#262628", accentText: "#FFFFFF")
        var height = 28 + Double(titleLines.count) * 20 + 6 + Double(messageLines.count) * 18
        if mapHeight > 0 { height += 10 + mapHeight }
        height += 12 + Double(c.buttons.count) * 50 + 10
        c.width = width
        c.height = max(height, 224)
        c.svg.rect(0, 0, width, c.height, radius: 30, fill: "#000000")
        var y = c.centredLines(titleLines, centre: width / 2, top: 28, size: 16, lineHeight: 20 / 16, weight: 600, fill: "#FFFFFF")
        y = c.centredLines(messageLines, centre: width / 2, top: y + 6, size: 14, lineHeight: 18 / 14, fill: "rgba(235,235,245,0.6)")
        if mapHeight > 0 {
            y = SmallScreen.map(&c, x: side, y: y + 10, width: textWidth, height: mapHeight, radius: 9)
        }
        _ = PlatterButtons.stacked(&c, x: side, top: y + 12, width: textWidth, gap: 6, style: style) { _, _ in false }
    }
}

enum TVAlertLayout {
    /// A 1920 × 1080 screen drawn at half size: the alert fills the screen, the focused (first) button is white.
    static func draw(_ c: inout PictureContext) {
        let width = 960.0, height = 540.0, column = 400.0
        c.width = width
        c.height = height
        c.svg.rect(0, 0, width, height, fill: c.dark ? "#141416" : "#E6E6EB")
        let titleLines = GlyphWidths.lines(c.title, size: 24, bold: true, width: 640)
        let messageLines = c.message.isEmpty ? [] : GlyphWidths.lines(c.message, size: 16, width: 560)
        let fill = c.dark ? "rgba(255,255,255,0.12)" : "rgba(0,0,0,0.08)"
        let style = PlatterButtons.Style(height: 40, radius: 8, size: 16, fill: fill, text: c.label,
                                         accentFill: "#FFFFFF", accentText: "#000000")
        let buttonsHeight = Double(c.buttons.count) * 50 - 10
        let textHeight = Double(titleLines.count) * 30 + 12 + Double(messageLines.count) * 22
        var y = max(24, (height - textHeight - 36 - buttonsHeight) / 2)
        y = c.centredLines(titleLines, centre: width / 2, top: y, size: 24, lineHeight: 30 / 24, weight: 600, fill: c.label)
        y = c.centredLines(messageLines, centre: width / 2, top: y + 12, size: 16, lineHeight: 22 / 16, fill: c.secondaryLabel)
        _ = PlatterButtons.stacked(&c, x: (width - column) / 2, top: y + 36, width: column, gap: 10, style: style) { index, _ in index == 0 }
    }
}

enum VisionAlertLayout {
    /// A glass panel with capsule buttons, over a dark backdrop so the glass reads.
    static func draw(_ c: inout PictureContext) {
        let width = 320.0, side = 24.0
        let textWidth = width - 2 * side
        let titleLines = GlyphWidths.lines(c.title, size: 17, bold: true, width: textWidth)
        let messageLines = c.message.isEmpty ? [] : GlyphWidths.lines(c.message, size: 13, width: textWidth)
        let mapHeight = MapPicture.height(for: c.content.extras, width: textWidth) > 0 ? 150.0 : 0
        let style = PlatterButtons.Style(height: 44, radius: 22, size: 17, fill: "rgba(255,255,255,0.14)", text: "#FFFFFF",
                                         accentFill: "rgba(255,255,255,0.14)", accentText: "#FFFFFF")
        var height = 28 + Double(titleLines.count) * 22 + 6 + Double(messageLines.count) * 18
        if mapHeight > 0 { height += 14 + mapHeight }
        height += 20 + Double(c.buttons.count) * 52 - 8 + 24
        c.width = width
        c.height = height
        c.svg.rect(0, 0, width, height, radius: 32, fill: "#3A3A3F", stroke: "rgba(255,255,255,0.25)", strokeWidth: 1)
        var y = c.centredLines(titleLines, centre: width / 2, top: 28, size: 17, lineHeight: 22 / 17, weight: 600, fill: "#FFFFFF")
        y = c.centredLines(messageLines, centre: width / 2, top: y + 6, size: 13, lineHeight: 18 / 13, fill: "rgba(255,255,255,0.72)")
        if mapHeight > 0 { y = SmallScreen.map(&c, x: side, y: y + 14, width: textWidth, height: mapHeight, radius: 16) }
        _ = PlatterButtons.stacked(&c, x: side, top: y + 20, width: textWidth, gap: 8, style: style) { _, _ in false }
    }
}

enum SmallScreen {
    /// The map in a rounded frame; returns the y below it.
    static func map(_ c: inout PictureContext, x: Double, y: Double, width: Double, height: Double, radius: Double) -> Double {
        let clip = c.clip("map", x: x, y: y, width: width, height: height, radius: radius)
        var map = SVG()
        MapPicture.draw(into: &map, c, x: x, y: y, width: width, height: height)
        c.svg.group(clip: clip) { svg in for element in map.body { svg.raw(element) } }
        return y + height
    }
}
