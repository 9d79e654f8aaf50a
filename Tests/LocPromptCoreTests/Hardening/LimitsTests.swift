import Foundation
import Testing
@testable import LocPromptCore

/// Hardening (issue 8 "Limits"): very long untrusted text stays bounded and inert. These tests check
/// behaviour, not time: `locprompt-bench` measures speed.
@Suite("Limits")
struct LimitsTests {
    static let hostile = "Tap\u{1B}[2J\u{1B}]0;owned\u{07}\u{08}\r\u{202E}evil\u{200F} \u{9B}31m ok"

    @Test("a 100 kB purpose string renders within the box width, every line the same width, nothing raw")
    func hugePurposeString() throws {
        let purpose = String(repeating: "Location helps us find you. " + Self.hostile + " 位置情報 🗺️ ", count: 1_300)
        #expect(purpose.utf8.count > 100_000)
        let app = AppProfile(displayName: "Huge" + Self.hostile, usageDescriptions: [.whenInUse: purpose])
        let os = DeviceOS.newest(.iOS)
        let content = try PromptCatalog.content(kind: .whenInUse, os: os, app: app).get()
        let text = AlertTextRenderer.render(content, width: 44, os: os)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("│") || $0.hasPrefix("╭") || $0.hasPrefix("╰") }
        #expect(lines.count > 1_000)
        let widths = Set(lines.map { DisplayWidth.of(String($0)) })
        #expect(widths.count == 1, "box lines have widths \(widths.sorted())")
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E })
    }

    @Test("SafeText leaves no byte a terminal would interpret", arguments: [
        "\u{1B}[31m", "\u{1B}]8;;http://x\u{07}link", "\u{9B}2J", "a\u{08}b", "line\rover", "\u{202E}rtl", "\u{2066}iso\u{2069}",
        "\u{0}nul", "\u{7F}", "\u{FEFF}bom", "\u{E0041}tag",
    ])
    func safeTextIsInert(input: String) {
        let safe = SafeText.neutralize(input)
        #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(!safe.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
        #expect(SafeText.isInert(safe))
    }

    @Test("invalid UTF-8 in an Info.plist string never reaches output as raw bytes")
    func invalidUTF8() throws {
        // A binary plist whose string holds bytes that are not valid UTF-8 in the ASCII string object.
        let text = String(decoding: [0x41, 0xFF, 0xFE, 0x1B, 0x42], as: UTF8.self)
        #expect(text.unicodeScalars.contains("\u{FFFD}"))
        let safe = SafeText.neutralize(text)
        #expect(!safe.utf8.contains(0x1B) && !safe.utf8.contains(0xFF))
    }

    @Test("thousands of events keep the engine state bounded")
    func thousandsOfEvents() {
        var state = EngineState(os: DeviceOS.newest(.iOS), app: EventAlphabet.exploringApp)
        state.apply(.app(.launch))
        state.apply(.app(.requestWhenInUseAuthorization))
        state.apply(.tap(.allowWhileUsingApp))
        var callbacks = 0
        for _ in 0..<5_000 {
            state.apply(.settings(.locationServices(false)))
            state.apply(.app(.suspend))
            state.apply(.settings(.locationServices(true)))
            callbacks += state.apply(.app(.foreground)).filter { if case .callback = $0.kind { return true } else { return false } }.count
            state.apply(.advance(.seconds(1)))
        }
        // Each round: denied arrives at once (the app still runs), authorizedWhenInUse is queued while
        // suspended and arrives on resume.
        #expect(callbacks == 5_000)
        #expect(state.managers.count == 1)
        #expect(state.managers.allSatisfy { $0.queued.isEmpty })
        #expect(state.heldEvents.count <= 1)
    }
}
