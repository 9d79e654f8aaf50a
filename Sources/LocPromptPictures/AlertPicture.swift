import LocPromptCore

/// One alert drawn as an SVG picture in the look of its OS version.
public struct AlertPicture: Sendable, Hashable {
    /// A complete SVG document (UTF-8 text, ends with a newline).
    public let svg: String
    public let width: Double
    public let height: Double
    public let look: PictureLook
    public let appearance: Appearance
    /// What the picture could not honour or does not know, one sentence each (e.g. a dark iOS 12 alert).
    public let notes: [String]
}

/// Draws the catalog's resolved alert (`AlertContent`: its words, buttons, layout and extras) as SVG. No
/// authorization logic: which alert, which words and which buttons are the catalog's; this only lays them out
/// with the geometry of `PictureGeometry` (sources S250–S256, estimated parts marked there).
public enum AlertPictureRenderer {
    /// - Parameter idPrefix: prefixes the ids inside the SVG (the clip path), so several pictures can be inlined
    ///   in one HTML page.
    public static func render(_ content: AlertContent, os: DeviceOS, appearance: Appearance = .light,
                              idPrefix: String = "lp") -> AlertPicture {
        let look = PictureLook.of(os)
        let (drawn, note) = look.resolved(appearance, os: os)
        var context = PictureContext(content: content, os: os, look: look, appearance: drawn, idPrefix: safeID(idPrefix))
        switch look {
        case .iOSClassic, .iOS: IOSAlertLayout.draw(&context)
        case .macOS: MacAlertLayout.draw(&context)
        case .macOSClassic: MacAlertLayout.drawClassic(&context)
        case .watchOS: WatchAlertLayout.draw(&context)
        case .tvOS: TVAlertLayout.draw(&context)
        case .visionOS: VisionAlertLayout.draw(&context)
        }
        var notes = note.map { [$0] } ?? []
        if content.unverified { notes.append("the catalog rates this alert unverified (confidence L): \(content.caveats.first ?? "its wording is not confirmed")") }
        let svg = context.svg.document(width: context.width, height: context.height,
                                       title: content.title,
                                       description: description(content, os: os, look: look, appearance: drawn),
                                       defs: context.defs)
        return AlertPicture(svg: svg, width: context.width, height: context.height, look: look, appearance: drawn, notes: notes)
    }

    /// The `<desc>`: where the picture comes from, in the words of the text renderer's footer.
    static func description(_ content: AlertContent, os: DeviceOS, look: PictureLook, appearance: Appearance) -> String {
        var parts = ["locprompt · \(os.platform.displayName) \(os.version) · \(content.kind.rawValue) · \(appearance.rawValue)",
                     "confidence \(content.confidence.rawValue)" + (content.unverified ? " (unverified)" : ""),
                     "text sources: " + (content.sources.isEmpty ? "none" : content.sources.joined(separator: " ")),
                     "geometry: S250–S256, partly estimated (look \(look.rawValue); line breaks use estimated glyph widths)"]
        if !content.message.isEmpty { parts.append("message: " + content.message) }
        return parts.joined(separator: " · ")
    }

    /// Ids are made of letters, digits and `-` only.
    static func safeID(_ text: String) -> String {
        let kept = text.unicodeScalars.filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        let id = String(String.UnicodeScalarView(kept))
        return id.first?.isLetter == true ? id : "lp" + id
    }
}

/// What every look draws into: the content, the colours of the appearance, the SVG body and its size.
struct PictureContext {
    let content: AlertContent
    let os: DeviceOS
    let look: PictureLook
    let appearance: Appearance
    let idPrefix: String
    var svg = SVG()
    var defs: [String] = []
    var width = 0.0
    var height = 0.0

    init(content: AlertContent, os: DeviceOS, look: PictureLook, appearance: Appearance, idPrefix: String) {
        self.content = content
        self.os = os
        self.look = look
        self.appearance = appearance
        self.idPrefix = idPrefix
    }

    var dark: Bool { appearance == .dark }
    var tint: String { dark ? PictureGeometry.tint.dark : PictureGeometry.tint.light }
    var label: String { dark ? PictureGeometry.label.dark : PictureGeometry.label.light }
    var secondaryLabel: String { dark ? PictureGeometry.secondaryLabel.dark : PictureGeometry.secondaryLabel.light }
    var separator: String { dark ? PictureGeometry.separator.dark : PictureGeometry.separator.light }

    /// Title and message made safe before they are measured (a control character is measured as the visible
    /// picture that replaces it).
    var title: String { SafeText.neutralize(content.title) }
    var message: String { SafeText.neutralize(content.message, keepNewlines: true) }

    /// Buttons as drawn: label and whether it is the preferred (bold) one.
    var buttons: [(label: String, preferred: Bool)] {
        content.buttons.map { (SafeText.neutralize($0.label), $0.answer == content.preferred) }
    }

    /// Adds a rounded-rectangle clip path and returns its id.
    mutating func clip(_ name: String, x: Double, y: Double, width: Double, height: Double, radius: Double) -> String {
        let id = "\(idPrefix)-\(name)"
        defs.append("<clipPath id=\"\(id)\"><rect x=\"\(SVG.number(x))\" y=\"\(SVG.number(y))\" width=\"\(SVG.number(width))\" height=\"\(SVG.number(height))\" rx=\"\(SVG.number(radius))\"/></clipPath>")
        return id
    }

    /// Draws centred lines of text from `top`; returns the y below the last line.
    mutating func centredLines(_ lines: [String], centre: Double, top: Double, size: Double, lineHeight: Double,
                               weight: Int = 400, fill: String) -> Double {
        var y = top
        for line in lines {
            svg.text(line, x: centre, y: y + baseline(size: size, lineHeight: lineHeight), size: size, weight: weight, fill: fill)
            y += size * lineHeight
        }
        return y
    }

    /// Where the baseline of a line box of `size` × `lineHeight` falls below its top (cap height about 0.72 em,
    /// centred in the line box; estimated).
    func baseline(size: Double, lineHeight: Double) -> Double {
        (size * lineHeight - size) / 2 + size * 0.86
    }

    /// The largest font size ≤ `size` (≥ the minimum) at which `text` fits `width` on one line [S250].
    func fittingSize(_ text: String, size: Double, bold: Bool, width: Double) -> Double {
        let natural = GlyphWidths.width(text, size: size, bold: bold)
        guard natural > width, natural > 0 else { return size }
        return max(PictureGeometry.minimumButtonSize, (size * width / natural * 10).rounded(.down) / 10)
    }
}
