import Foundation
import LocPromptTerminal
import Testing

@Suite("README")
struct ReadmeKeyTableTests {
    @Test("The README's key table is the key table (LOCPROMPT_RECORD=1 writes it to .build/keytable.md)")
    func keyTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        if Golden.recording {
            try KeyBindings.markdown.write(to: root.appendingPathComponent(".build/keytable.md"), atomically: true, encoding: .utf8)
        }
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(KeyBindings.markdown), "README.md's key table differs from KeyBindings; regenerate it")
    }
}
