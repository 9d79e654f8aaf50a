import Foundation
import LocPromptTerminal
import Testing

@Suite("Documentation: the presentation's keys")
struct PresentKeyTableDocTests {
    @Test("Documentation/Present.md's key table is PresentKeyBindings (LOCPROMPT_RECORD=1 writes it to .build/present-keys.md)")
    func keyTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        if Golden.recording {
            try PresentKeyBindings.markdown.write(to: root.appendingPathComponent(".build/present-keys.md"), atomically: true, encoding: .utf8)
        }
        let page = try String(contentsOf: root.appendingPathComponent("Documentation/Present.md"), encoding: .utf8)
        #expect(page.contains(PresentKeyBindings.markdown), "Documentation/Present.md's key table differs from PresentKeyBindings; regenerate it")
    }
}
