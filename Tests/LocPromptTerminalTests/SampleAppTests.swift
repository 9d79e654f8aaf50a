import Foundation
import LocPromptCore
import LocPromptTerminal
import Testing

/// The default app “Where Am I?” is the same wherever it appears (issue 16): the sample file the emulator and
/// the docs use, and the built-in copy the emulator falls back to (and the screen goldens draw).
@Suite("Default sample app")
struct SampleAppTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theSampleFileAndTheBuiltInCopyAreIdentical() throws {
        let file = try AppLoader.load(path: Self.root.appendingPathComponent("Assets/Apps/WhereAmI.plist").path, language: nil)
        let builtIn = try #require(AppChoice.builtIn.first)
        #expect(file.profile == builtIn.profile)
        #expect(file.profile.purpose(.whenInUse) != nil && file.profile.purpose(.alwaysAndWhenInUse) != nil)
    }

    @Test func theDefaultAppComesFirst() throws {
        // Found from the test executable's place in the repository's .build (the working directory is left alone:
        // other tests run at the same time).
        let samples = SampleApps.find(language: nil)
        #expect(samples.first?.origin.hasSuffix("/Assets/Apps/WhereAmI.plist") == true)
        #expect(samples.first?.profile.displayName == "Where Am I?")
    }
}
