import LocPromptCore
@testable import LocPromptPictures
import Testing

@Suite struct PictureLayoutTests {
    static func content(_ version: String, _ kind: PromptKind, purpose: String, name: String = "Fernweh",
                        platform: Platform = .iOS) throws -> (AlertContent, DeviceOS) {
        var usage: [UsageKey: String] = [:]
        for key in UsageKey.allCases { usage[key] = purpose }
        let app = AppProfile(displayName: name, usageDescriptions: usage, temporaryUsageDescriptions: ["Purpose": purpose])
        let os = try DeviceOS.resolve(platform: platform, versionText: version).get()
        return (try PromptCatalog.content(kind: kind, os: os, app: app).get(), os)
    }

    /// Every wrapped line fits the alert's text width by the glyph model, a longer purpose makes a taller alert,
    /// and an unbreakable word is cut rather than overflowing.
    @Test func wrappedLinesFitTheTextWidth() throws {
        let width = PictureGeometry.alertWidth - 2 * PictureGeometry.padding.side
        let text = "Fernweh uses your location to show the trails near you, the weather where you are walking, and Supercalifragilisticexpialidociousandthensomemoreletters."
        let lines = GlyphWidths.lines(text, size: PictureGeometry.messageSize, width: width)
        #expect(lines.count >= 3)
        for line in lines { #expect(GlyphWidths.width(line, size: PictureGeometry.messageSize) <= width + 0.01, "\(line) overflows") }
        #expect(lines.joined(separator: " ").replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: ""))
    }

    @Test func aLongerPurposeMakesATallerAlert() throws {
        let (short, os) = try Self.content("17.4", .whenInUse, purpose: "Trails.")
        let (long, _) = try Self.content("17.4", .whenInUse, purpose: String(repeating: "Trails near you and the weather. ", count: 6))
        #expect(AlertPictureRenderer.render(long, os: os).height > AlertPictureRenderer.render(short, os: os).height + 50)
    }

    /// The picture draws what the catalog resolved: every button label, the title and the Precise label.
    @Test func drawsTheCatalogsWords() throws {
        let (content, os) = try Self.content("17.4", .whenInUse, purpose: "Trails.")
        let svg = AlertPictureRenderer.render(content, os: os).svg
        for button in content.buttons { #expect(svg.contains(">" + SVG.escape(button.label) + "</text>")) }
        #expect(svg.contains("Precise: On"))
        #expect(svg.contains("<title>" + SVG.escape(content.title) + "</title>"))
        // Stacked: one hairline per button; side by side: one row with a vertical divider.
        #expect(svg.components(separatedBy: "stroke-width=\"0.5\"/>").count - 1 >= content.buttons.count)
    }

    @Test func darkBeforeIOS13IsDrawnLightAndSaysSo() throws {
        let (content, os) = try Self.content("12.2", .whenInUse, purpose: "Trails.")
        let picture = AlertPictureRenderer.render(content, os: os, appearance: .dark)
        #expect(picture.appearance == .light)
        #expect(picture.notes.contains { $0.contains("S255") })
        let modern = try Self.content("13.3", .whenInUse, purpose: "Trails.")
        #expect(AlertPictureRenderer.render(modern.0, os: modern.1, appearance: .dark).appearance == .dark)
    }

    @Test func lightAndDarkDiffer() throws {
        let (content, os) = try Self.content("17.4", .whenInUse, purpose: "Trails.")
        let light = AlertPictureRenderer.render(content, os: os, appearance: .light).svg
        let dark = AlertPictureRenderer.render(content, os: os, appearance: .dark).svg
        #expect(light.contains(PictureGeometry.tint.light) && !light.contains(PictureGeometry.tint.dark))
        #expect(dark.contains(PictureGeometry.tint.dark) && !dark.contains(PictureGeometry.tint.light))
    }

    /// Long localized labels shrink to fit their button (down to 10 pt) instead of overflowing.
    @Test func longButtonLabelsShrink() throws {
        let (content, os) = try Self.content("17.4", .whenInUse, purpose: "Trails.")
        var context = PictureContext(content: content, os: os, look: .iOS, appearance: .light, idPrefix: "t")
        let room = 254.0
        let size = context.fittingSize(String(repeating: "Beim Verwenden der App erlauben ", count: 2), size: 17, bold: false, width: room)
        #expect(size < 17 && size >= PictureGeometry.minimumButtonSize)
        #expect(context.fittingSize("Allow", size: 17, bold: false, width: room) == 17)
        context.width = 1
    }

    /// Every source the geometry table cites is in the bibliography, and every picture source is cited.
    @Test func geometryTableCitesTheBibliography() {
        let cited = Set(PictureGeometry.table.flatMap(\.sources))
        for id in cited { #expect(Bibliography.source(id: id) != nil, "\(id) is not in the bibliography") }
        for id in ["S250", "S251", "S252", "S253", "S254", "S255", "S256"] { #expect(cited.contains(id), "\(id) is cited by no measure") }
        for measure in PictureGeometry.table where measure.sources.isEmpty {
            #expect(measure.estimated, "\(measure.looks) \(measure.name) has no source and is not marked estimated")
        }
    }
}
