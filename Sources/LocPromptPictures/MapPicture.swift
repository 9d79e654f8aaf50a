import LocPromptCore

/// The map area of the iOS 14+ alert (with the Precise pill) and of the background reminder: a drawn street
/// pattern, not a real map (estimated). Precise location is the blue dot, approximate a shaded circle [S256].
enum MapPicture {
    /// The map's height for these extras, or 0 when the alert has no map.
    static func height(for extras: [AlertExtra], width: Double) -> Double {
        for extra in extras {
            switch extra {
            case .map: return PictureGeometry.preciseMapHeight
            case .locationsMap: return PictureGeometry.reminderMapHeight
            case .preciseSwitch: continue
            }
        }
        return 0
    }

    static func draw(into svg: inout SVG, _ c: PictureContext, x: Double, y: Double, width: Double, height: Double) {
        let dark = c.dark
        let land = dark ? "#2B2B2E" : "#F3F0E8"
        let park = dark ? "#24382A" : "#CFE8C2"
        let water = dark ? "#1D3550" : "#A9D3F2"
        let road = dark ? "#4A4A4F" : "#FFFFFF"
        let casing = dark ? "#1C1C1E" : "#DAD5C9"
        svg.rect(x, y, width, height, fill: land)
        // Water in the lower left, a park on the right, two main roads and a few streets.
        svg.path("M\(n(x)) \(n(y + height * 0.62)) C\(n(x + width * 0.2)) \(n(y + height * 0.55)) \(n(x + width * 0.3)) \(n(y + height * 0.8)) \(n(x + width * 0.42)) \(n(y + height)) L\(n(x)) \(n(y + height)) Z", fill: water)
        svg.rect(x + width * 0.68, y + height * 0.12, width * 0.22, height * 0.28, radius: 4, fill: park)
        for fraction in [0.18, 0.55, 0.82] {
            svg.line(x + width * fraction, y, x + width * (fraction + 0.06), y + height, stroke: casing, width: 3.5)
            svg.line(x + width * fraction, y, x + width * (fraction + 0.06), y + height, stroke: road, width: 2.5)
        }
        for fraction in [0.3, 0.72] {
            svg.line(x, y + height * fraction, x + width, y + height * (fraction - 0.08), stroke: casing, width: 6)
            svg.line(x, y + height * fraction, x + width, y + height * (fraction - 0.08), stroke: road, width: 5)
        }
        let centre = (x: x + width * 0.5, y: y + height * 0.56)
        var precise: Bool? = nil
        var approximate = false
        var reminder = false
        for extra in c.content.extras {
            switch extra {
            case .preciseSwitch(let on): precise = on
            case .map(let isApproximate): approximate = isApproximate
            case .locationsMap: reminder = true
            }
        }
        if precise == false { approximate = true }
        if reminder {
            // Places the app used in the background.
            for (dx, dy) in [(-0.28, -0.2), (-0.1, 0.12), (0.12, -0.05), (0.3, 0.18), (0.05, 0.3)] {
                svg.circle(centre.x + dx * width, centre.y + dy * height, 5, fill: c.tint, stroke: "#FFFFFF", strokeWidth: 1.5)
            }
        } else if approximate {
            svg.circle(centre.x, centre.y, height * 0.36, fill: dark ? "rgba(10,132,255,0.22)" : "rgba(0,122,255,0.16)",
                       stroke: dark ? "rgba(10,132,255,0.5)" : "rgba(0,122,255,0.35)", strokeWidth: 1)
        } else {
            svg.circle(centre.x, centre.y, 18, fill: dark ? "rgba(10,132,255,0.2)" : "rgba(0,122,255,0.15)")
            svg.circle(centre.x, centre.y, 7.5, fill: c.tint, stroke: "#FFFFFF", strokeWidth: 2.5)
        }
        if let on = precise { pill(into: &svg, c, on: on, x: x + 8, y: y + 8) }
    }

    /// The `Precise: On` pill, top left of the map (as the text renderer places it [S32]); label from the catalog.
    static func pill(into svg: inout SVG, _ c: PictureContext, on: Bool, x: Double, y: Double) {
        let text = SafeText.neutralize(c.content.text(of: .preciseSwitch(on: on)))
        let size = 13.0
        let width = 30 + GlyphWidths.width(text, size: size, bold: true)
        let height = 26.0
        let color = on ? c.tint : c.secondaryLabel
        svg.rect(x, y, width, height, radius: height / 2, fill: c.dark ? "rgba(72,72,74,0.95)" : "rgba(255,255,255,0.92)")
        // The location arrow.
        let ax = x + 11, ay = y + height / 2
        svg.path("M\(n(ax - 5)) \(n(ay)) L\(n(ax + 5)) \(n(ay - 5)) L\(n(ax + 1)) \(n(ay + 5)) L\(n(ax)) \(n(ay + 1)) Z", fill: color)
        svg.text(text, x: x + 21, y: y + height / 2 + size * 0.35, size: size, weight: 600, fill: color, anchor: .start)
    }

    private static func n(_ value: Double) -> String { SVG.number(value) }
}
