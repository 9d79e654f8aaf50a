import LocPromptCore

/// SVG elements as strings. Every piece of text goes through `text(_:)`: neutralized like every other output of
/// untrusted text (`SafeText`: control, bidi and invisible characters become visible), then XML-escaped, so an app
/// name such as `<script>` or `"&` is drawn as those characters and can never become markup.
struct SVG {
    private(set) var body: [String] = []

    /// Text safe inside an element or an attribute value.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in SafeText.neutralize(text).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            // Not characters in XML 1.0; SafeText leaves them alone because terminals ignore them.
            case "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A coordinate with at most two decimals and no trailing zeros (`12`, `12.5`, `12.25`): the same numbers give
    /// the same bytes on every machine.
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return sign + "\(whole)" }
        if fraction % 10 == 0 { return sign + "\(whole).\(fraction / 10)" }
        return sign + "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    private func n(_ value: Double) -> String { Self.number(value) }
    private static func n(_ value: Double) -> String { number(value) }

    mutating func raw(_ element: String) { body.append(element) }

    mutating func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double = 0, fill: String,
                       stroke: String? = nil, strokeWidth: Double = 1, extra: String = "") {
        var element = "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\""
        if radius > 0 { element += " rx=\"\(n(radius))\"" }
        element += " fill=\"\(fill)\""
        if let stroke { element += " stroke=\"\(stroke)\" stroke-width=\"\(n(strokeWidth))\"" }
        body.append(element + extra + "/>")
    }

    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double, cap: Bool = false) {
        body.append("<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\""
                    + (cap ? " stroke-linecap=\"round\"" : "") + "/>")
    }

    mutating func circle(_ cx: Double, _ cy: Double, _ r: Double, fill: String, stroke: String? = nil, strokeWidth: Double = 1) {
        var element = "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r))\" fill=\"\(fill)\""
        if let stroke { element += " stroke=\"\(stroke)\" stroke-width=\"\(n(strokeWidth))\"" }
        body.append(element + "/>")
    }

    mutating func path(_ d: String, fill: String, stroke: String? = nil, strokeWidth: Double = 1) {
        var element = "<path d=\"\(d)\" fill=\"\(fill)\""
        if let stroke { element += " stroke=\"\(stroke)\" stroke-width=\"\(n(strokeWidth))\" stroke-linejoin=\"round\" stroke-linecap=\"round\"" }
        body.append(element + "/>")
    }

    enum Anchor: String { case start, middle, end }

    /// One line of text with its baseline at `y`.
    mutating func text(_ content: String, x: Double, y: Double, size: Double, weight: Int = 400, fill: String, anchor: Anchor = .middle) {
        var element = "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\""
        if weight != 400 { element += " font-weight=\"\(weight)\"" }
        if anchor != .start { element += " text-anchor=\"\(anchor.rawValue)\"" }
        body.append(element + " fill=\"\(fill)\">" + Self.escape(content) + "</text>")
    }

    /// Opens a group clipped to `clip` (an id in `defs`).
    mutating func group(clip: String, _ draw: (inout SVG) -> Void) {
        body.append("<g clip-path=\"url(#\(clip))\">")
        draw(&self)
        body.append("</g>")
    }

    /// The whole document: `width` × `height` points, a title and description for assistive technology and
    /// search, definitions, and the body.
    func document(width: Double, height: Double, title: String, description: String, defs: [String]) -> String {
        var lines = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\">"]
        lines.append("<title>" + Self.escape(title) + "</title>")
        lines.append("<desc>" + Self.escape(description) + "</desc>")
        lines.append("<style>text{font-family:" + Self.escape(PictureGeometry.fontStack) + "}</style>")
        if !defs.isEmpty { lines.append("<defs>" + defs.joined() + "</defs>") }
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
