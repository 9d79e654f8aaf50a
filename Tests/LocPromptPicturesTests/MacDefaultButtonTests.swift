import LocPromptCore
@testable import LocPromptPictures
import Testing

/// A macOS picture fills a button as the default (Return) button only where the catalog names the preferred one;
/// for the location alerts it names none (`"preferred": null`), so no button is filled (audit 24e D6).
@Suite struct MacDefaultButtonTests {
    /// The fills of the SVG's rounded rectangles, in order.
    static func rectFills(_ svg: String) -> [String] {
        svg.components(separatedBy: "<rect ").dropFirst().compactMap { rect in
            guard let start = rect.range(of: "fill=\"") else { return nil }
            return String(rect[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test(arguments: ["14.0", "10.15"])
    func noDefaultWithoutASource(version: String) throws {
        let (content, os) = try PictureLayoutTests.content(version, .whenInUse, purpose: "Trails.", platform: .macOS)
        #expect(content.preferred == nil, "the catalog names no preferred button for this alert")
        let svg = AlertPictureRenderer.render(content, os: os).svg
        let tint = "#007AFF"
        // The app icon is the only thing drawn in the tint: no button is filled as the default.
        #expect(Self.rectFills(svg).filter { $0 == tint }.count == 1, "\(Self.rectFills(svg))")
        #expect(!svg.contains("fill=\"#FFFFFF\">" + SVG.escape(content.buttons.last!.label) + "</text>"))
    }

    @Test("where the catalog names a preferred button, that one is filled")
    func preferredIsFilled() throws {
        var (content, os) = try PictureLayoutTests.content("14.0", .whenInUse, purpose: "Trails.", platform: .macOS)
        content.preferred = content.buttons.first?.answer
        let svg = AlertPictureRenderer.render(content, os: os).svg
        #expect(Self.rectFills(svg).filter { $0 == "#007AFF" }.count == 2)
    }
}
