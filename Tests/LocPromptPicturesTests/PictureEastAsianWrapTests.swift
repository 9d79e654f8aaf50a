import LocPromptCore
@testable import LocPromptPictures
import Testing

/// The SVG wraps by the shared routine, so a Japanese title breaks between kana and kanji, not inside the Latin
/// app name at the title's only space (audit 24e D3).
@Suite struct PictureEastAsianWrapTests {
    @Test func japaneseTitleKeepsTheAppName() {
        let width = PictureGeometry.alertWidth - 2 * PictureGeometry.padding.side
        let title = "“Where Am I?”に位置情報の使用を許可しますか?"
        let lines = GlyphWidths.lines(title, size: PictureGeometry.titleSize, bold: true, width: width)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasPrefix("“Where Am I?”に") == true, "\(lines)")
        #expect(lines.joined() == title)
        for line in lines { #expect(GlyphWidths.width(line, size: PictureGeometry.titleSize, bold: true) <= width + 0.01) }
    }
}
