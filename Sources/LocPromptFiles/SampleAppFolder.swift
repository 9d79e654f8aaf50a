import Foundation
import LocPromptCore
#if canImport(Glibc)
import Glibc
#endif

/// Where the sample apps' Info.plists are (`Assets/Apps`): in the working directory, next to the executable's
/// package (a build in `.build/…` of the repository), or where `scripts/install` puts them
/// (`PREFIX/share/locprompt/Assets/Apps` for `PREFIX/bin/locprompt`). Listing is bounded like every input.
public enum SampleAppFolder {
    /// At most this many entries of the folder are looked at: a folder of millions of files costs no more.
    public static let maximumEntries = DirectoryListing.maximumEntries

    public static func locate() -> String? { locateAssets("Apps") }

    /// `Assets/<name>` (`Apps`, `Scenarios`) in the first of the places above that has it.
    public static func locateAssets(_ name: String) -> String? {
        // Plain system calls rather than FileManager and URL: this runs on the way to the first frame, where
        // Foundation's path handling cost half a million instructions (issue 15).
        var candidates = [InputFile.currentDirectory]
        if let executable = executablePath() {
            var folder = PathText.folder(of: executable)
            for _ in 0..<5 {
                candidates.append(folder)
                candidates.append(folder + "/share/locprompt")
                folder = PathText.folder(of: folder)
            }
        }
        return candidates.map { $0 + "/Assets/" + name }.first(where: DirectoryListing.isDirectory)
    }

    /// The running executable's path (the target of /proc/self/exe), or nil where there is none.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The names in `folder` ending in `suffix` (at most `DirectoryListing.maximumEntries` entries read),
    /// unsorted; empty when the folder cannot be read.
    public static func names(in folder: String, endingIn suffix: String) -> [String] {
        (DirectoryListing.names(in: folder) ?? []).filter { $0.hasSuffix(suffix) }
    }
}
