import Foundation
import LocPromptCore
@testable import LocPromptPictures
import Testing

/// One golden SVG per look and appearance (Tests/Golden/Pictures), each also checked well-formed by `xmllint`.
/// Re-record with `LOCPROMPT_RECORD=1 swift test --skip-build --filter PictureGoldenTests` and look at the
/// pictures (Documentation/Pictures.md says how to render them to PNG) before committing.
@Suite struct PictureGoldenTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let platform: Platform
        let version: String
        let kind: PromptKind
        let appearance: Appearance
        var precise: Bool? = nil
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "ios-10.3__when-in-use__light", platform: .iOS, version: "10.3", kind: .whenInUse, appearance: .light),
        Case(name: "ios-12.2__always__light", platform: .iOS, version: "12.2", kind: .always, appearance: .light),
        Case(name: "ios-13.3__when-in-use__dark", platform: .iOS, version: "13.3", kind: .whenInUse, appearance: .dark),
        Case(name: "ios-13.7__background-reminder__light", platform: .iOS, version: "13.7", kind: .backgroundReminder, appearance: .light),
        Case(name: "ios-17.4__when-in-use__light", platform: .iOS, version: "17.4", kind: .whenInUse, appearance: .light),
        Case(name: "ios-17.4__when-in-use__dark", platform: .iOS, version: "17.4", kind: .whenInUse, appearance: .dark),
        Case(name: "ios-17.4__when-in-use__approximate__light", platform: .iOS, version: "17.4", kind: .whenInUse, appearance: .light, precise: false),
        Case(name: "ios-18.0__location-services-off__dark", platform: .iOS, version: "18.0", kind: .locationServicesOff, appearance: .dark),
        Case(name: "macos-14.0__when-in-use__light", platform: .macOS, version: "14.0", kind: .whenInUse, appearance: .light),
        Case(name: "macos-14.0__when-in-use__dark", platform: .macOS, version: "14.0", kind: .whenInUse, appearance: .dark),
        Case(name: "macos-10.15__when-in-use__light", platform: .macOS, version: "10.15", kind: .whenInUse, appearance: .light),
        Case(name: "watchos-10.0__when-in-use__dark", platform: .watchOS, version: "10.0", kind: .whenInUse, appearance: .dark),
        Case(name: "tvos-17.0__when-in-use__dark", platform: .tvOS, version: "17.0", kind: .whenInUse, appearance: .dark),
        Case(name: "visionos-1.0__when-in-use__dark", platform: .visionOS, version: "1.0", kind: .whenInUse, appearance: .dark),
    ]

    static let app: AppProfile = {
        let purpose = "Fernweh shows the trails near you and the weather where you are walking."
        var usage: [UsageKey: String] = [:]
        for key in UsageKey.allCases { usage[key] = purpose }
        return AppProfile(displayName: "Fernweh", usageDescriptions: usage, temporaryUsageDescriptions: ["Purpose": purpose])
    }()

    static func picture(_ c: Case) throws -> AlertPicture {
        let os = try DeviceOS.resolve(platform: c.platform, versionText: c.version).get()
        let content = try PromptCatalog.content(kind: c.kind, os: os, app: app, precise: c.precise).get()
        return AlertPictureRenderer.render(content, os: os, appearance: c.appearance)
    }

    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/Pictures", isDirectory: true)

    @Test(arguments: cases) func golden(_ c: Case) throws {
        let svg = try Self.picture(c).svg
        let url = Self.goldenDirectory.appendingPathComponent(c.name + ".svg")
        if ProcessInfo.processInfo.environment["LOCPROMPT_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
            try svg.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(url.lastPathComponent); run again without LOCPROMPT_RECORD to check it")
            return
        }
        guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(url.path); record it with LOCPROMPT_RECORD=1")
            return
        }
        #expect(svg == golden, "\(c.name) differs from its golden file")
    }

    @Test(arguments: cases) func wellFormed(_ c: Case) throws {
        let result = try XMLLint.check(try Self.picture(c).svg)
        #expect(result.status == 0, "xmllint: \(result.errors)")
    }

    @Test func everyLookHasAGolden() {
        let looks = Set(Self.cases.compactMap { c in
            (try? DeviceOS.resolve(platform: c.platform, versionText: c.version).get()).map(PictureLook.of)
        })
        #expect(looks == Set(PictureLook.allCases))
    }
}
