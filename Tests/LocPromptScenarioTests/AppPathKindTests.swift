import Foundation
import LocPromptScenario
import Testing

/// Audit 24f (D4, leftover): a scenario whose `app:` names a FIFO waited 5 s for a writer before its error, per
/// scenario of a folder run. It is refused at once, at the `app:` value.
@Suite struct AppPathKindTests {
    @Test("app: naming a FIFO is refused at its line and column, without waiting for a writer")
    func fifoApp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("Info.plist").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let yaml = "name: t\ndevice: { platform: ios, os: \"15.7\" }\napp: Info.plist\nsteps: [launch]\n"
        do {
            _ = try ScenarioParser.parse(yaml, file: "t.yaml", baseDirectory: folder.path)
            Issue.record("a FIFO app loaded")
        } catch {
            #expect(error.position.line == 3 && error.position.column == 6, "\(error)")
            // The message, not "nobody writes to (waited 5 s)": the FIFO was never opened.
            #expect(error.message == "cannot load the app: \(fifo): it is not a regular file or a folder (a FIFO, a device or a socket); "
                + "app: names an Info.plist, an .app bundle or a project folder")
        }
    }
}
