import Foundation
import LocPromptTerminal
import Testing

@Suite("Documentation: key bindings")
struct KeyTableDocTests {
    @Test("Documentation/Key-Bindings.md's key table is the key table (LOCPROMPT_RECORD=1 writes it to .build/keytable.md)")
    func keyTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        if Golden.recording {
            try KeyBindings.markdown.write(to: root.appendingPathComponent(".build/keytable.md"), atomically: true, encoding: .utf8)
        }
        let page = try String(contentsOf: root.appendingPathComponent("Documentation/Key-Bindings.md"), encoding: .utf8)
        #expect(page.contains(KeyBindings.markdown), "Documentation/Key-Bindings.md's key table differs from KeyBindings; regenerate it")
    }
}
