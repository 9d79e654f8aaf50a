import Foundation
import LocPromptTestSupport
import Testing
@testable import LocPromptFiles

/// `DirectoryListing` replaced Foundation's FileManager and URL on the way to the first frame (issue 15); each
/// function must answer as the Foundation call it replaced.
@Suite("Directory listing by system calls")
struct DirectoryListingTests {
    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("listing")

    @Test("names, isFile, isDirectory: as FileManager answers")
    func listing() throws {
        let folder = scratch.path
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/Info.plist"))
        try Data().write(to: URL(fileURLWithPath: folder + "/.hidden"))
        symlink(folder + "/en.lproj", folder + "/link-to-folder")
        symlink(folder + "/nowhere", folder + "/dangling")

        #expect(DirectoryListing.names(in: folder)?.sorted() == (try FileManager.default.contentsOfDirectory(atPath: folder)).sorted())
        #expect(DirectoryListing.names(in: folder + "/Info.plist") == nil)
        #expect(DirectoryListing.names(in: folder + "/missing") == nil)
        for name in ["en.lproj", "Info.plist", ".hidden", "link-to-folder", "dangling", "missing"] {
            let path = folder + "/" + name
            var directory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &directory)
            #expect(DirectoryListing.exists(path) == exists, "\(name)")
            #expect(DirectoryListing.isDirectory(path) == (exists && directory.boolValue), "\(name)")
            #expect(DirectoryListing.isFile(path) == (exists && !directory.boolValue), "\(name)")
        }
    }
}
