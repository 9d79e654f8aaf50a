import Foundation
import LocPromptCore
import LocPromptScenario
import Testing

/// "Where Am I?" is one app wherever it appears (issue 16): the default sample app, `Assets/Apps/WhereAmI.plist`,
/// with both keys. Every bundled scenario and every YAML example in the documentation that names an app
/// "Where Am I?" gets exactly that app, whether it refers to the file or writes the app inline.
@Suite("The default sample app")
struct DefaultAppTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The default app as a scenario loads it.
    static func defaultApp() throws -> AppProfile {
        let yaml = """
            name: default app
            device: { platform: ios, os: "17.4" }
            app: Assets/Apps/WhereAmI.plist
            steps: [launch]
            """
        return try ScenarioParser.parse(yaml, file: "default.yaml", baseDirectory: root.path).app.profile
    }

    @Test("The default app declares When In Use and Always (both keys), with its name and version")
    func bothKeys() throws {
        let app = try Self.defaultApp()
        #expect(app.displayName == "Where Am I?")
        #expect(app.has(.whenInUse) && app.has(.alwaysAndWhenInUse) && app.has(.always))
        #expect(app.version == "1.0 (1)")
    }

    @Test("Every bundled scenario whose app is named “Where Am I?” has exactly the default app")
    func bundledScenarios() throws {
        let expected = try Self.defaultApp()
        let folder = Self.root.appendingPathComponent("Assets/Scenarios")
        var named = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".yaml") }).sorted() {
            let scenario = try ScenarioParser.load(path: folder.appendingPathComponent(file).path)
            guard scenario.app.profile.displayName == "Where Am I?" else { continue }
            named += 1
            #expect(scenario.app.profile == expected, "\(file): \(scenario.app.source)")
        }
        #expect(named >= 19, "the bundled scenarios use the default app (\(named) do)")
    }

    @Test("Every YAML example in the documentation that names “Where Am I?” has exactly the default app")
    func documentationExamples() throws {
        let expected = try Self.defaultApp()
        let folder = Self.root.appendingPathComponent("Documentation")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
            .map { folder.appendingPathComponent($0) } + [Self.root.appendingPathComponent("README.md")]
        var parsed = 0
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            for block in text.components(separatedBy: "```yaml\n").dropFirst() {
                guard let end = block.range(of: "\n```") else { continue }
                let yaml = String(block[..<end.lowerBound])
                // Snippets that are not whole scenarios (a step list, a device line) are not apps.
                guard let scenario = try? ScenarioParser.parse(yaml, file: page.lastPathComponent, baseDirectory: Self.root.path) else {
                    #expect(!yaml.contains("name: Where Am I?"), "\(page.lastPathComponent): an example names Where Am I? but does not load")
                    continue
                }
                parsed += 1
                if scenario.app.profile.displayName == "Where Am I?" {
                    #expect(scenario.app.profile == expected, "\(page.lastPathComponent): \(scenario.name)")
                }
            }
        }
        #expect(parsed >= 2, "whole scenarios found in the documentation: \(parsed)")
    }
}
