import LocPromptCore

/// The iPhone and iPad alert (UIAlertController): a 270 pt panel with rounded corners, the title and message
/// centred, the map where the alert has one, then the buttons under hairline separators, side by side when the
/// catalog says so, else stacked [S250][S252][S253].
enum IOSAlertLayout {
    static func draw(_ c: inout PictureContext) {
        typealias G = PictureGeometry
        let classic = c.look == .iOSClassic
        let width = G.alertWidth
        let padding = classic ? G.classicPadding : G.padding
        let radius = classic ? G.classicCornerRadius : G.cornerRadius
        let textWidth = width - 2 * padding.side
        let titleLines = c.title.isEmpty ? [] : GlyphWidths.lines(c.title, size: G.titleSize, bold: true, width: textWidth)
        let messageLines = c.message.isEmpty ? [] : GlyphWidths.lines(c.message, size: G.messageSize, width: textWidth)
        let mapHeight = MapPicture.height(for: c.content.extras, width: width)
        let buttons = c.buttons
        let sideBySide = c.content.layout == .sideBySide && buttons.count == 2
        let buttonRows = sideBySide ? 1 : buttons.count

        var textHeight = padding.top + Double(titleLines.count) * G.titleSize * G.titleLineHeight
        if !titleLines.isEmpty && !messageLines.isEmpty { textHeight += G.labelSpacing }
        textHeight += Double(messageLines.count) * G.messageSize * G.messageLineHeight + padding.bottom
        let height = textHeight + mapHeight + Double(buttonRows) * G.buttonHeight
        c.width = width
        c.height = height

        let panelFill = classic ? G.classicPanel : (c.dark ? G.panel.dark : G.panel.light)
        let clip = c.clip("panel", x: 0, y: 0, width: width, height: height, radius: radius)
        c.svg.group(clip: clip) { svg in svg.rect(0, 0, width, height, fill: panelFill) }
        var y = c.centredLines(titleLines, centre: width / 2, top: padding.top, size: G.titleSize,
                               lineHeight: G.titleLineHeight, weight: 600, fill: c.label)
        if !titleLines.isEmpty && !messageLines.isEmpty { y += G.labelSpacing }
        _ = c.centredLines(messageLines, centre: width / 2, top: y, size: G.messageSize,
                           lineHeight: G.messageLineHeight, fill: c.label)
        y = textHeight
        if mapHeight > 0 {
            var map = SVG()
            MapPicture.draw(into: &map, c, x: 0, y: y, width: width, height: mapHeight)
            c.svg.group(clip: clip) { svg in for element in map.body { svg.raw(element) } }
            y += mapHeight
        }
        drawButtons(&c, buttons, top: y, width: width, sideBySide: sideBySide)
        // A faint outline so the light panel reads on a white slide (the real alert sits on dimmed content).
        c.svg.rect(0.25, 0.25, width - 0.5, height - 0.5, radius: radius, fill: "none",
                   stroke: c.dark ? "rgba(255,255,255,0.12)" : "rgba(0,0,0,0.12)", strokeWidth: 0.5)
    }

    static func drawButtons(_ c: inout PictureContext, _ buttons: [(label: String, preferred: Bool)], top: Double,
                            width: Double, sideBySide: Bool) {
        typealias G = PictureGeometry
        let h = G.buttonHeight
        let inset = 8.0
        if sideBySide {
            c.svg.line(0, top + G.hairline / 2, width, top + G.hairline / 2, stroke: c.separator, width: G.hairline)
            c.svg.line(width / 2, top, width / 2, top + h, stroke: c.separator, width: G.hairline)
            for (index, button) in buttons.enumerated() {
                let centre = width / 4 + Double(index) * width / 2
                label(&c, button, centre: centre, top: top, room: width / 2 - 2 * inset)
            }
            return
        }
        for (index, button) in buttons.enumerated() {
            let rowTop = top + Double(index) * h
            c.svg.line(0, rowTop + G.hairline / 2, width, rowTop + G.hairline / 2, stroke: c.separator, width: G.hairline)
            label(&c, button, centre: width / 2, top: rowTop, room: width - 2 * inset)
        }
    }

    /// A button label centred in its 44 pt row, shrunk to fit one line as UIKit does [S250].
    static func label(_ c: inout PictureContext, _ button: (label: String, preferred: Bool), centre: Double, top: Double, room: Double) {
        typealias G = PictureGeometry
        let size = c.fittingSize(button.label, size: G.buttonSize, bold: button.preferred, width: room)
        c.svg.text(button.label, x: centre, y: top + G.buttonHeight / 2 + size * 0.35, size: size,
                   weight: button.preferred ? 600 : 400, fill: c.tint)
    }
}
