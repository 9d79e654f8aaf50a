#if canImport(Glibc)
import Glibc
#endif
import LocPromptCore
import LocPromptFiles

/// `locprompt run qa/`: a folder given to `run` stands for the `.yaml` and `.yml` files directly in it, in name
/// order (byte order, so the same on every machine); hidden files, subfolders and anything that is not a regular
/// file (or a link to one) are left out. (Thousands of files named one by one are as quick since
/// `RunFileArguments`; before it, swift-argument-parser 1.8.2 took time quadratic in the number of arguments:
/// 14,400 files, 14 s before the first scenario on the release build.)
enum ScenarioFolders {
    /// More files than this in one folder is refused rather than cut silently.
    static let maximumFiles = 100_000

    /// Why a folder given to `run` is played as one invalid scenario.
    static let emptyMessage = "a folder with no .yaml or .yml scenario files in it"

    /// The arguments with each folder replaced by its scenario files; files and `-` stay as given. A folder with
    /// no scenario in it stays too, and is named in `empty`: `run` counts it as one invalid scenario (exit 2) and
    /// still writes --report and --junit, where CI looks for them (audit 24h, QA friction 4: no JUnit file was
    /// written, so the CI test view failed a second time, with "no report found").
    static func expand(_ arguments: [String]) throws -> (files: [String], empty: Set<String>) {
        var files: [String] = []
        var empty: Set<String> = []
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
                let named = names.filter { name in
                    !name.hasPrefix(".") && (name.hasSuffix(".yaml") || name.hasSuffix(".yml"))
                }
                // Regular files (or links to one) only, as the Info.plist search takes them: a FIFO found here
                // made each read wait 5 s for a writer, so a folder of N FIFOs blocked 5·N s (audit 24f D4). A
                // FIFO named on the command line (`run <(generate)`) is still read: the user chose it.
                let scenarios = named.filter { DirectoryListing.isRegularFile(PathText.join(argument, $0)) }
                let special = named.filter {
                    DirectoryListing.status(of: PathText.join(argument, $0)).map { $0.kind == .other } ?? false
                }
                if !special.isEmpty {
                    let first = SafeText.neutralize(PathText.join(argument, special.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }[0]))
                    StandardStreams.writeError("locprompt: \(shown): " + (special.count == 1
                        ? "\(first) is not a regular file (a FIFO, device or socket) and is not read from a folder; name it"
                        : "\(special.count) entries (\(first), …) are not regular files (FIFOs, devices or sockets) and are not "
                            + "read from a folder; name one") + " on the command line to read it\n")
                }
                guard !scenarios.isEmpty else {
                    files.append(argument)
                    empty.insert(argument)
                    continue
                }
                files += scenarios.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { PathText.join(argument, $0) }
            }
        }
        return (files, empty)
    }
}
