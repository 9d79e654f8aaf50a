/// watchOS, tvOS and visionOS alerts: simple, estimated looks (no public source gives their measurements, and
/// the catalog shows iOS wording on these platforms, marked unverified). Each stacks the title, the message,
/// the map where the catalog draws one, and full-width buttons.
enum WatchAlertLayout {
    /// Light text on a black 184-wide screen (the 44 mm watch), full-width buttons; always dark.
    static func draw(_ c: inout PictureContext) {
        SmallScreen.card(&c, SmallScreen.Card(
            width: 184, side: 8, top: 28, title: (16, 20), message: (14, 18), messageColour: "rgba(235,235,245,0.6)",
            mapHeight: 110, mapRadius: 9, mapGap: 10, buttonGap: 12, bottom: 16, minimumHeight: 224,
            buttons: PlatterButtons.Style(height: 44, radius: 9, size: 16, fill: "#262628", text: "#FFFFFF",
                                          accentFill: "#262628", accentText: "#FFFFFF"), spacing: 6)) { svg, width, height in
            svg.rect(0, 0, width, height, radius: 30, fill: "#000000")
        }
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
    /// A 320-wide glass panel with capsule buttons, drawn as dark glass so it reads on any slide.
    static func draw(_ c: inout PictureContext) {
        SmallScreen.card(&c, SmallScreen.Card(
            width: 320, side: 24, top: 28, title: (17, 22), message: (13, 18), messageColour: "rgba(255,255,255,0.72)",
            mapHeight: 150, mapRadius: 16, mapGap: 14, buttonGap: 20, bottom: 24, minimumHeight: 0,
            buttons: PlatterButtons.Style(height: 44, radius: 22, size: 17, fill: "rgba(255,255,255,0.14)", text: "#FFFFFF",
                                          accentFill: "rgba(255,255,255,0.14)", accentText: "#FFFFFF"), spacing: 8)) { svg, width, height in
            svg.rect(0, 0, width, height, radius: 32, fill: "#3A3A3F", stroke: "rgba(255,255,255,0.25)", strokeWidth: 1)
        }
    }
}

enum SmallScreen {
    /// A card of white text on a dark ground: title, message, the map where the catalog draws one, stacked buttons.
    struct Card {
        var width: Double, side: Double, top: Double
        var title: (size: Double, line: Double), message: (size: Double, line: Double)
        var messageColour: String
        var mapHeight: Double, mapRadius: Double, mapGap: Double
        var buttonGap: Double, bottom: Double, minimumHeight: Double
        var buttons: PlatterButtons.Style
        var spacing: Double
    }

    static func card(_ c: inout PictureContext, _ card: Card, background: (inout SVG, Double, Double) -> Void) {
        let textWidth = card.width - 2 * card.side
        let titleLines = GlyphWidths.lines(c.title, size: card.title.size, bold: true, width: textWidth)
        let messageLines = c.message.isEmpty ? [] : GlyphWidths.lines(c.message, size: card.message.size, width: textWidth)
        let mapHeight = MapPicture.height(for: c.content.extras, width: textWidth) > 0 ? card.mapHeight : 0
        var height = card.top + Double(titleLines.count) * card.title.line + 6 + Double(messageLines.count) * card.message.line
        if mapHeight > 0 { height += card.mapGap + mapHeight }
        height += card.buttonGap + Double(c.buttons.count) * (card.buttons.height + card.spacing) - card.spacing + card.bottom
        c.width = card.width
        c.height = max(height, card.minimumHeight)
        background(&c.svg, c.width, c.height)
        var y = c.centredLines(titleLines, centre: card.width / 2, top: card.top, size: card.title.size,
                               lineHeight: card.title.line / card.title.size, weight: 600, fill: "#FFFFFF")
        y = c.centredLines(messageLines, centre: card.width / 2, top: y + 6, size: card.message.size,
                           lineHeight: card.message.line / card.message.size, fill: card.messageColour)
        if mapHeight > 0 { y = map(&c, x: card.side, y: y + card.mapGap, width: textWidth, height: mapHeight, radius: card.mapRadius) }
        _ = PlatterButtons.stacked(&c, x: card.side, top: y + card.buttonGap, width: textWidth, gap: card.spacing,
                                   style: card.buttons) { _, _ in false }
    }

    /// The map in a rounded frame; returns the y below it.
    static func map(_ c: inout PictureContext, x: Double, y: Double, width: Double, height: Double, radius: Double) -> Double {
        let clip = c.clip("map", x: x, y: y, width: width, height: height, radius: radius)
        var map = SVG()
        MapPicture.draw(into: &map, c, x: x, y: y, width: width, height: height)
        c.svg.group(clip: clip) { svg in for element in map.body { svg.raw(element) } }
        return y + height
    }
}
