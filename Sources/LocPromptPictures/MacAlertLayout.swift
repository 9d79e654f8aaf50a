/// macOS alerts (NSAlert), estimated from screenshots: no public source gives their measurements. macOS 11+:
/// a narrow centred alert with the app icon on top and full-width buttons; macOS 10.15: the icon on the left,
/// text left-aligned and the buttons at the bottom right. Type sizes follow the macOS scale (headline 13 bold,
/// body 11 for the informative text) [S254 gives iOS; macOS is estimated].
enum MacAlertLayout {
    static func panelColours(_ c: PictureContext) -> (fill: String, stroke: String) {
        c.dark ? ("#323234", "rgba(255,255,255,0.18)") : ("#ECECEC", "rgba(0,0,0,0.18)")
    }

    static func buttonStyle(_ c: PictureContext, height: Double) -> PlatterButtons.Style {
        PlatterButtons.Style(height: height, radius: 6, size: 13,
                             fill: c.dark ? "#5A5A5E" : "#FFFFFF", text: c.label,
                             accentFill: c.tint, accentText: "#FFFFFF")
    }

    /// A generic app icon: a rounded square with the location arrow (the real alert shows the app's icon).
    static func icon(_ c: inout PictureContext, x: Double, y: Double, size: Double) {
        c.svg.rect(x, y, size, size, radius: size * 0.22, fill: c.tint)
        let cx = x + size / 2, cy = y + size / 2, s = size * 0.28
        c.svg.path("M\(SVG.number(cx - s)) \(SVG.number(cy)) L\(SVG.number(cx + s)) \(SVG.number(cy - s)) L\(SVG.number(cx + s * 0.2)) \(SVG.number(cy + s)) L\(SVG.number(cx)) \(SVG.number(cy + s * 0.1)) Z", fill: "#FFFFFF")
    }

    /// The button filled as the Mac's default (Return) button: the catalog's preferred one, and none where no
    /// source shows it (`preferred` nil, as for every location alert so far: Catalog.md “No source found so far
    /// shows which location-alert button is bold”). Filling the last button by habit drew a default no source
    /// supports, which `--format json` (`"preferred": null`) and the terminal did not show (audit 24e D6).
    static func defaultButton(_ c: PictureContext) -> Int? {
        c.buttons.firstIndex(where: \.preferred)
    }

    static func draw(_ c: inout PictureContext) {
        let width = 260.0, side = 16.0, iconSize = 64.0
        let textWidth = width - 2 * side
        let titleLines = GlyphWidths.lines(c.title, size: 13, bold: true, width: textWidth)
        let messageLines = c.message.isEmpty ? [] : GlyphWidths.lines(c.message, size: 11, width: textWidth)
        let mapHeight = MapPicture.height(for: c.content.extras, width: textWidth) * 0.8
        let sideBySide = c.content.layout == .sideBySide && c.buttons.count == 2
        let buttonHeight = 24.0, gap = 8.0
        let buttonsHeight = sideBySide ? buttonHeight : Double(c.buttons.count) * (buttonHeight + gap) - gap
        var height = 20 + iconSize + 12 + Double(titleLines.count) * 16
        if !messageLines.isEmpty { height += 6 + Double(messageLines.count) * 14 }
        if mapHeight > 0 { height += 12 + mapHeight }
        height += 18 + buttonsHeight + 16
        c.width = width
        c.height = height
        let colours = panelColours(c)
        c.svg.rect(0.5, 0.5, width - 1, height - 1, radius: 12, fill: colours.fill, stroke: colours.stroke, strokeWidth: 0.5)
        icon(&c, x: (width - iconSize) / 2, y: 20, size: iconSize)
        var y = c.centredLines(titleLines, centre: width / 2, top: 20 + iconSize + 12, size: 13, lineHeight: 16 / 13, weight: 700, fill: c.label)
        if !messageLines.isEmpty {
            y = c.centredLines(messageLines, centre: width / 2, top: y + 6, size: 11, lineHeight: 14 / 11, fill: c.label)
        }
        if mapHeight > 0 {
            y = SmallScreen.map(&c, x: side, y: y + 12, width: textWidth, height: mapHeight, radius: 6)
        }
        y += 18
        let style = buttonStyle(c, height: buttonHeight)
        let accentIndex = defaultButton(c)
        if sideBySide {
            let half = (textWidth - gap) / 2
            for (index, button) in c.buttons.enumerated() {
                PlatterButtons.one(&c, button.label, bold: false, accented: index == accentIndex,
                                   x: side + Double(index) * (half + gap), y: y, width: half, style: style)
            }
        } else {
            _ = PlatterButtons.stacked(&c, x: side, top: y, width: textWidth, gap: gap, style: style) { index, _ in index == accentIndex }
        }
    }

    static func drawClassic(_ c: inout PictureContext) {
        let width = 420.0, iconSize = 64.0, textX = 104.0, right = 20.0
        let textWidth = width - textX - right
        let titleLines = GlyphWidths.lines(c.title, size: 13, bold: true, width: textWidth)
        let messageLines = c.message.isEmpty ? [] : GlyphWidths.lines(c.message, size: 11, width: textWidth)
        var textBottom = 16 + Double(titleLines.count) * 16
        if !messageLines.isEmpty { textBottom += 8 + Double(messageLines.count) * 14 }
        let buttonTop = max(textBottom, 16 + iconSize) + 20
        let height = buttonTop + 21 + 20
        c.width = width
        c.height = height
        let colours = panelColours(c)
        c.svg.rect(0.5, 0.5, width - 1, height - 1, radius: 6, fill: colours.fill, stroke: colours.stroke, strokeWidth: 0.5)
        icon(&c, x: 24, y: 16, size: iconSize)
        var y = 16.0
        for line in titleLines {
            c.svg.text(line, x: textX, y: y + 13, size: 13, weight: 700, fill: c.label, anchor: .start)
            y += 16
        }
        y += 8
        for line in messageLines {
            c.svg.text(line, x: textX, y: y + 11, size: 11, fill: c.label, anchor: .start)
            y += 14
        }
        // Buttons right to left from the right edge, the last rightmost (where a Mac puts its default button).
        let style = buttonStyle(c, height: 21)
        let accentIndex = defaultButton(c)
        var x = width - right
        for (index, button) in c.buttons.enumerated().reversed() {
            let w = max(82, GlyphWidths.width(button.label, size: 13) + 28)
            x -= w
            PlatterButtons.one(&c, button.label, bold: false, accented: index == accentIndex, x: x, y: buttonTop, width: w, style: style)
            x -= 12
        }
    }
}
