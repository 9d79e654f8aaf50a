#if canImport(Glibc)
import Glibc
#endif
import LocPromptCore
import LocPromptFiles

/// `locprompt run qa/`: a folder given to `run` stands for the `.yaml` and `.yml` files directly in it, in name
/// order (byte order, so the same on every machine); hidden files and subfolders are left out. (Thousands of
/// files named one by one are as quick since `RunFileArguments`; before it, swift-argument-parser 1.8.2 took time
/// quadratic in the number of arguments: 14,400 files, 14 s before the first scenario on the release build.)
enum ScenarioFolders {
    /// More files than this in one folder is refused rather than cut silently.
    static let maximumFiles = 100_000

    /// The arguments with each folder replaced by its scenario files; files and `-` stay as given.
    static func expand(_ arguments: [String]) throws -> [String] {
        var files: [String] = []
        for argument in arguments {
            guard argument != "-", DirectoryListing.isDirectory(argument) else {
                files.append(argument)
                continue
            }
            let shown = SafeText.neutralize(argument)
            switch DirectoryListing.allNames(in: argument, limit: maximumFiles) {
            case nil:
                throw CommandFailure("\(shown): the folder cannot be read (\(String(cString: strerror(errno))))")
            case .tooMany?:
                throw CommandFailure("\(shown): more than \(maximumFiles) entries; give fewer scenarios per folder")
            case .names(let names)?:
                let scenarios = names.filter { name in
                    !name.hasPrefix(".") && (name.hasSuffix(".yaml") || name.hasSuffix(".yml"))
                        && DirectoryListing.isFile(PathText.join(argument, name))
                }
                guard !scenarios.isEmpty else {
                    throw CommandFailure("\(shown): a folder with no .yaml or .yml scenario files in it")
                }
                files += scenarios.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { PathText.join(argument, $0) }
            }
        }
        return files
    }
}
