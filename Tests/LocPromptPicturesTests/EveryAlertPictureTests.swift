import LocPromptCore
@testable import LocPromptPictures
import Testing

/// Every alert of every band, in both appearances, is a well-formed picture of a sensible size.
@Suite struct EveryAlertPictureTests {
    @Test func everyCatalogAlertDrawsWellFormed() throws {
        var documents: [String] = []
        for band in OSBand.all {
            let os = DeviceOS(band: band)
            for entry in PromptCatalog.entries(for: band) {
                guard case .success(let content) = PromptCatalog.content(kind: entry.kind, os: os, app: PictureGoldenTests.app) else { continue }
                for appearance in Appearance.allCases {
                    let picture = AlertPictureRenderer.render(content, os: os, appearance: appearance, idPrefix: "a\(documents.count)")
                    #expect(picture.width >= 184 && picture.height >= 80 && picture.height < 1200, "\(band.id) \(entry.kind.rawValue): \(picture.width)×\(picture.height)")
                    for button in content.buttons { #expect(picture.svg.contains(SVG.escape(button.label)), "\(band.id) \(entry.kind.rawValue) lacks \(button.label)") }
                    documents.append(picture.svg)
                }
            }
        }
        #expect(documents.count > 40)
        // One xmllint run over all of them: each SVG is an element of one wrapper document.
        let result = try XMLLint.check("<pictures>\n" + documents.joined() + "</pictures>\n")
        #expect(result.status == 0, "xmllint: \(result.errors.prefix(2000))")
    }
}
