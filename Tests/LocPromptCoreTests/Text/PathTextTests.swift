import Foundation
import Testing
@testable import LocPromptCore

/// `PathText` replaces `NSString.deletingLastPathComponent` and `appendingPathComponent`: the same answers where
/// Foundation answers, and no trap where Foundation traps.
@Suite("Path text")
struct PathTextTests {
    /// Paths Foundation on Linux answers for (it traps on one-character paths and on `a/`-style ones).
    static let paths = ["a/b/c", "a/b/c/", "/c", "cc", "", "/", "a//b", "a/b//", "/a/b.lproj/InfoPlist.strings",
                        "./x", "../y/z", "Assets/Apps/WhereAmI.plist", "地图/文件.plist", "a/ b /c ", "ab/", "/ab/"]

    @Test("folder(of:) is NSString's deletingLastPathComponent")
    func folderOf() {
        for path in Self.paths {
            #expect(PathText.folder(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
    }

    @Test("The paths on which Foundation traps get the folder by the same rule")
    func whereFoundationTraps() {
        // By analogy with `cc` → "" and `ab/` → "" (both answered by Foundation above).
        for path in ["x", "c", "1", "é", "地"] { #expect(PathText.folder(of: path) == "") }
        #expect(PathText.folder(of: "a/") == "")
        #expect(PathText.folder(of: "/a/") == "/")
        #expect(PathText.folder(of: "b/a/") == "b")
        // Foundation answers "" for `//` (and "/" for `/`); the root's folder is the root.
        #expect(PathText.folder(of: "//") == "/")
    }

    @Test("join is NSString's appendingPathComponent for a folder and a plain name")
    func join() {
        for folder in ["a", "a/", "/", "", "/x/y", "地图", "ab"] {
            for name in ["b", "InfoPlist.strings", "en.lproj", "文件"] {
                #expect(PathText.join(folder, name) == (folder as NSString).appendingPathComponent(name), "\(folder) + \(name)")
            }
        }
    }
}
