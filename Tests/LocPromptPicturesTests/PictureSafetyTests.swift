import Foundation
import LocPromptCore
@testable import LocPromptPictures
import Testing

/// Untrusted text (the app's name and purpose) is drawn as text, never as markup, and the picture stays valid XML.
@Suite struct PictureSafetyTests {
    static let hostileName = "<script>alert(\"x\")</script> & 'Q' \u{1B}[31m \u{202E}evil\u{202C} \u{200B}\u{7}"
    static let hostilePurpose = "]]><!-- & <svg onload=alert(1)> \u{0}\u{FFFE} “quotes” مرحبا \u{2066}iso\u{2069}"

    static func picture(platform: Platform = .iOS, version: String = "17.4", kind: PromptKind = .whenInUse) throws -> AlertPicture {
        var usage: [UsageKey: String] = [:]
        for key in UsageKey.allCases { usage[key] = hostilePurpose }
        let app = AppProfile(displayName: hostileName, usageDescriptions: usage, temporaryUsageDescriptions: ["Purpose": hostilePurpose])
        let os = try DeviceOS.resolve(platform: platform, versionText: version).get()
        let content = try PromptCatalog.content(kind: kind, os: os, app: app).get()
        return AlertPictureRenderer.render(content, os: os, appearance: .dark, idPrefix: "x\"><script>")
    }

    @Test func hostileTextIsEscapedOnEveryLook() throws {
        for (platform, version) in [(Platform.iOS, "17.4"), (.iOS, "10.3"), (.macOS, "14.0"), (.macOS, "10.15"), (.watchOS, "10.0"), (.tvOS, "17.0"), (.visionOS, "1.0")] {
            let svg = try Self.picture(platform: platform, version: version).svg
            #expect(!svg.contains("<script"), "\(platform) \(version): raw <script")
            #expect(!svg.contains("<svg onload"), "\(platform) \(version): raw markup from the purpose")
            #expect(!svg.contains("<!--"), "\(platform) \(version): a comment opened by the purpose")
            #expect(svg.contains("&lt;script&gt;"), "\(platform) \(version): the name is not drawn as text")
            #expect(svg.contains("&amp;"))
            for scalar in ["\u{1B}", "\u{202E}", "\u{202C}", "\u{200B}", "\u{7}", "\u{0}", "\u{FFFE}", "\u{2066}", "\u{2069}"] {
                #expect(!svg.unicodeScalars.contains(scalar.unicodeScalars.first!), "\(platform) \(version): U+\(String(scalar.unicodeScalars.first!.value, radix: 16)) reached the SVG")
            }
            let lint = try XMLLint.check(svg)
            #expect(lint.status == 0, "\(platform) \(version): xmllint: \(lint.errors)")
        }
    }

    @Test func attributeQuotesInTheIdPrefixCannotEscape() throws {
        let svg = try Self.picture().svg
        #expect(svg.contains("clip-path=\"url(#xscript-panel)\""))
    }

    @Test func escapeCoversTheFiveXMLCharacters() {
        #expect(SVG.escape("<a href=\"x\">&'</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;")
    }
}
