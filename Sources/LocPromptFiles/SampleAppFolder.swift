import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the sample apps' Info.plists are (`Assets/Apps`): in the working directory, next to the executable's
/// package (a build in `.build/…` of the repository), or where `scripts/install` puts them
/// (`PREFIX/share/locprompt/Assets/Apps` for `PREFIX/bin/locprompt`). Listing is bounded like every input.
public enum SampleAppFolder {
    /// At most this many entries of the folder are looked at: a folder of millions of files costs no more.
    public static let maximumEntries = 10_000

    public static func locate() -> String? {
        var candidates = [InputFile.currentDirectory]
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            var url = URL(fileURLWithPath: exe).deletingLastPathComponent()
            for _ in 0..<5 {
                candidates.append(url.path)
                candidates.append(url.path + "/share/locprompt")
                url = url.deletingLastPathComponent()
            }
        }
        for base in candidates {
            let path = base + "/Assets/Apps"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return path }
        }
        return nil
    }

    /// The names in `folder` ending in `suffix` (at most `maximumEntries` entries read), unsorted; empty when
    /// the folder cannot be read.
    public static func names(in folder: String, endingIn suffix: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        var seen = 0
        while seen < maximumEntries, let entry = readdir(directory) {
            seen += 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasSuffix(suffix) { names.append(name) }
        }
        return names
    }
}
