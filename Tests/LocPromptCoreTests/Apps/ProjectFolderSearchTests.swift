import Foundation
import Glibc
import LocPromptTestSupport
import Testing
@testable import LocPromptCore
@testable import LocPromptFiles

/// The project-folder search of `--app FOLDER` (`AppBundleLocator.searchInfoPlists`) on hostile trees
/// (hostile-input audit, session 12, F1 and F2): folders that link back into themselves end at once, the
/// search is capped, and only regular files named `*-Info.plist` are candidates.
@Suite("Abuse: the project-folder search")
struct ProjectFolderSearchTests {
    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("search")

    static let info = AppTestSupport.plist(["CFBundleName": "Linked", "NSLocationWhenInUseUsageDescription": "To show you on the map."])

    @Test("a folder of 40 links to itself is listed once: no Info.plist found, 40 entries looked at")
    func selfLoop() throws {
        let folder = scratch.subfolder()
        for i in 1...40 { #expect(symlink(".", folder.appendingPathComponent("l\(i)").path) == 0) }
        let search = AppBundleLocator.searchInfoPlists(in: folder.path, depth: AppBundleLocator.searchDepth)
        #expect(search == .init(found: [], entriesListed: 40, foldersListed: 1, stoppedAtLimit: false))
        do {
            _ = try AppBundleLocator.locate(path: folder.path)
            Issue.record("a folder of links to itself has no Info.plist")
        } catch {
            #expect(error.message.contains("no Info.plist (or *-Info.plist) in this folder"), "\(error)")
        }
    }

    @Test("an app path that is a link loop says so, not 'no such file'; a missing one and a file used as a folder say what they are")
    func whyAnAppPathIsMissing() throws {
        let folder = scratch.subfolder()
        let a = folder.appendingPathComponent("a").path, b = folder.appendingPathComponent("b").path
        #expect(symlink(b, a) == 0 && symlink(a, b) == 0)
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let cases = [(a, "too many levels of symbolic links (a link loop?)"),
                     (folder.appendingPathComponent("nothing").path, "no such file or folder"),
                     (file.appendingPathComponent("Info.plist").path, "a part of the path is not a folder")]
        for (path, message) in cases {
            do {
                _ = try AppBundleLocator.locate(path: path)
                Issue.record("\(path) cannot be an app")
            } catch {
                #expect(error.message == message, "\(error)")
            }
        }
    }

    @Test("links to a parent folder and two links to one folder: each folder is listed once, its Info.plist found once")
    func parentLinksAndDiamonds() throws {
        let folder = scratch.subfolder()
        AppTestSupport.write(Self.info, to: folder, "App/Info.plist")
        for name in ["a", "b"] {
            #expect(symlink("..", folder.appendingPathComponent("App/up-\(name)").path) == 0)
            #expect(symlink("App", folder.appendingPathComponent("link-\(name)").path) == 0)
        }
        let search = AppBundleLocator.searchInfoPlists(in: folder.path, depth: AppBundleLocator.searchDepth)
        #expect(search.found == [folder.appendingPathComponent("App/Info.plist").path])
        #expect(search.foldersListed == 2)
        #expect(!search.stoppedAtLimit)
        let location = try AppBundleLocator.locate(path: folder.path)
        #expect(location.infoPlistPath == folder.appendingPathComponent("App/Info.plist").path)
    }

    @Test("a linked folder outside the project is still searched; a link given as the argument itself still works")
    func linkedFoldersStillWork() throws {
        let outside = scratch.subfolder()
        let project = scratch.subfolder()
        AppTestSupport.write(Self.info, to: outside, "Sources/App-Info.plist")
        #expect(symlink(outside.path, project.appendingPathComponent("Shared").path) == 0)
        let location = try AppBundleLocator.locate(path: project.path)
        #expect(location.infoPlistPath == project.appendingPathComponent("Shared/Sources/App-Info.plist").path)

        // `--app LINK`, the link naming the project folder: followed, as any path the user gives.
        let link = project.appendingPathComponent("../" + project.lastPathComponent + "-link").standardized.path
        #expect(symlink(outside.path, link) == 0)
        defer { unlink(link) }
        let viaLink = try AppBundleLocator.locate(path: link)
        #expect(viaLink.infoPlistPath == link + "/Sources/App-Info.plist")
        #expect(try AppTestSupport.load(link).profile.displayName == "Linked")
    }

    @Test("the search stops at its entry limit with a message saying so, not with a wrong 'no Info.plist'")
    func entryLimit() throws {
        let folder = scratch.subfolder()
        for i in 0..<30 { AppTestSupport.write("x", to: folder, "Sub\(i)/file.txt") }
        AppTestSupport.write(Self.info, to: folder, "Sub29/Info.plist")
        let capped = AppBundleLocator.searchInfoPlists(in: folder.path, depth: 4, entryLimit: 20)
        #expect(capped.stoppedAtLimit)
        #expect(capped.entriesListed == 20)
        #expect(capped.found.isEmpty)
        do {
            _ = try AppBundleLocator.locate(path: folder.path, searchEntryLimit: 20)
            Issue.record("a capped search must not choose an app")
        } catch {
            #expect(error.message.contains("stopped searching this folder for an Info.plist after 20 entries"), "\(error)")
            #expect(error.message.contains("pass the Info.plist file itself"))
        }
        // Under the limit the same tree is searched to the end.
        let whole = AppBundleLocator.searchInfoPlists(in: folder.path, depth: 4)
        #expect(!whole.stoppedAtLimit)
        #expect(whole.entriesListed == 30 + 30 + 1)
        #expect(try AppBundleLocator.locate(path: folder.path).infoPlistPath == folder.appendingPathComponent("Sub29/Info.plist").path)
    }

    @Test("FIFOs named *-Info.plist are not candidates (never read); a link to a regular Info.plist still is")
    func fifosIgnored() throws {
        let folder = scratch.subfolder()
        for i in 1...10 { #expect(mkfifo(folder.appendingPathComponent("a\(i)-Info.plist").path, 0o644) == 0) }
        let search = AppBundleLocator.searchInfoPlists(in: folder.path, depth: AppBundleLocator.searchDepth)
        #expect(search.found.isEmpty)
        #expect(search.entriesListed == 10)
        do {
            _ = try AppBundleLocator.locate(path: folder.path)
            Issue.record("a folder of FIFOs has no Info.plist")
        } catch {
            #expect(error.message.contains("no Info.plist (or *-Info.plist) in this folder"), "\(error)")
        }

        // Beside a real one, the FIFOs do not make it ambiguous (and are not read to find location keys).
        let real = AppTestSupport.write(Self.info, to: folder, "App/App-Info.plist")
        #expect(symlink("App/App-Info.plist", folder.appendingPathComponent("Linked-Info.plist").path) == 0)
        #expect(AppBundleLocator.searchInfoPlists(in: folder.path, depth: AppBundleLocator.searchDepth).found
                == [folder.appendingPathComponent("Linked-Info.plist").path, real])
        unlink(folder.appendingPathComponent("Linked-Info.plist").path)
        let location = try AppBundleLocator.locate(path: folder.path)
        #expect(location.infoPlistPath == real)
        #expect(location.notes.isEmpty)
    }

    @Test("an Info.plist in a folder of many subfolders (Downloads, /tmp) uses its own .lproj folders and lists no subfolder; an app folder's Resources/ is still looked into")
    func stringsSearchOfACrowdedFolder() throws {
        let app = scratch.subfolder()
        _ = AppTestSupport.write(Self.info, to: app, "Info.plist")
        for path in ["fr.lproj", "Resources/de.lproj", "Sample/es.lproj"] {
            try FileManager.default.createDirectory(at: app.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        for path in ["fr.lproj/InfoPlist.strings", "Resources/de.lproj/InfoPlist.strings", "Sample/es.lproj/InfoPlist.strings"] {
            try Data("\"k\" = \"v\";".utf8).write(to: app.appendingPathComponent(path))
        }
        // A subfolder with an Info.plist of its own is another app: its texts are not this app's.
        _ = AppTestSupport.write(Self.info, to: app.appendingPathComponent("Sample"), "Info.plist")
        #expect(AppBundleLocator.stringsFiles(near: app.path).keys.sorted() == ["de", "fr"])

        // The same app beside more folders than the limit: the nearer fr stays, Resources/ is not listed.
        for index in 0..<AppBundleLocator.stringsSubfolderLimit {
            try FileManager.default.createDirectory(at: app.appendingPathComponent("folder\(index)"), withIntermediateDirectories: true)
        }
        #expect(AppBundleLocator.stringsFiles(near: app.path).keys.sorted() == ["fr"])
    }

    @Test("FIFOs named <lang>.lproj/InfoPlist.strings or X.app/Info.plist found in a folder are not read (each load waited 5 s for a writer); regular ones and links to one are (audit 24f D4)")
    func fifoStringsIgnored() throws {
        let folder = scratch.subfolder()
        _ = AppTestSupport.write(Self.info, to: folder, "Info.plist")
        for language in ["fr", "de"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
            #expect(mkfifo(folder.appendingPathComponent("\(language).lproj/InfoPlist.strings").path, 0o644) == 0)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Resources/es.lproj"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("Resources/es.lproj/InfoPlist.strings").path, 0o644) == 0)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data("\"k\" = \"v\";".utf8).write(to: folder.appendingPathComponent("en.lproj/InfoPlist.strings"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("it.lproj"), withIntermediateDirectories: true)
        #expect(symlink("../en.lproj/InfoPlist.strings", folder.appendingPathComponent("it.lproj/InfoPlist.strings").path) == 0)
        #expect(AppBundleLocator.stringsFiles(near: folder.path) == [
            "en": folder.appendingPathComponent("en.lproj/InfoPlist.strings").path,
            "it": folder.appendingPathComponent("it.lproj/InfoPlist.strings").path,
        ])
        #expect(try AppBundleLocator.locate(path: folder.path).stringsFiles.keys.sorted() == ["en", "it"])

        // A built bundle whose Info.plist is a FIFO: not taken (the search then finds nothing to read either).
        let bundle = scratch.subfolder().appendingPathComponent("X.app")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        #expect(mkfifo(bundle.appendingPathComponent("Info.plist").path, 0o644) == 0)
        do {
            _ = try AppBundleLocator.locate(path: bundle.path)
            Issue.record("a bundle whose Info.plist is a FIFO has no Info.plist to read")
        } catch {
            #expect(error.message.contains("no Info.plist (or *-Info.plist) in this folder"), "\(error)")
        }
    }
}
