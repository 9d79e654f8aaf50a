/// Buttons drawn as filled rounded shapes (macOS, watchOS, tvOS, visionOS), each label shrunk to fit its button.
enum PlatterButtons {
    struct Style {
        var height: Double
        var radius: Double
        var size: Double
        var fill: String
        var text: String
        /// The preferred (macOS default) or focused (tvOS) button.
        var accentFill: String
        var accentText: String
    }

    /// Draws `buttons` stacked from `top` in a column `width` wide at `x`, `gap` apart; returns the y below them.
    /// `accent` picks the accented buttons by index.
    static func stacked(_ c: inout PictureContext, x: Double, top: Double, width: Double, gap: Double, style: Style,
                        accent: (Int, Bool) -> Bool) -> Double {
        var y = top
        for (index, button) in c.buttons.enumerated() {
            one(&c, button.label, bold: button.preferred, accented: accent(index, button.preferred),
                x: x, y: y, width: width, style: style)
            y += style.height + gap
        }
        return y - (c.buttons.isEmpty ? 0 : gap)
    }

    static func one(_ c: inout PictureContext, _ label: String, bold: Bool, accented: Bool,
                    x: Double, y: Double, width: Double, style: Style) {
        c.svg.rect(x, y, width, style.height, radius: style.radius, fill: accented ? style.accentFill : style.fill)
        let size = c.fittingSize(label, size: style.size, bold: bold, width: width - 24)
        c.svg.text(label, x: x + width / 2, y: y + style.height / 2 + size * 0.35, size: size,
                   weight: bold ? 600 : 400, fill: accented ? style.accentText : style.text)
    }
}
