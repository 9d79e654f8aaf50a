import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptFiles
import LocPromptScenario

/// `locprompt plan APP`: a QA test plan from an app's Info.plist (issue 17): every distinct path through the
/// location alerts on every OS band the app supports, as a Markdown checklist, a CSV and one scenario per path.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Write a QA test plan for an app: every path through its location alerts, per OS band.",
        discussion: """
        APP is an Info.plist, an .app bundle or a project folder. The paths come from exploring the emulator's \
        model on every band from the app's minimum OS (MinimumOSVersion / LSMinimumSystemVersion, or --min-os); \
        paths that behave the same on several bands are merged. Without --out the Markdown checklist goes to \
        standard output; with --out DIR, DIR/plan.md, DIR/plan.csv and DIR/scenarios/P01.yaml… are written \
        (DIR is created when its parent exists), and `locprompt run DIR/scenarios/*.yaml` plays every path.

        Examples:
          locprompt plan Info.plist > plan.md
          locprompt plan MyApp.app --min-os 15.0 --out qa-plan
          locprompt run qa-plan/scenarios/*.yaml --report qa.md
        """
    )

    @Argument(help: "An Info.plist, an .app bundle or a project folder.", completion: CompletionHints.plist)
    var app: String

    @Option(name: .customLong("min-os"), help: "The app's deployment target (default: the Info.plist's; else every band).", completion: CompletionHints.osVersion)
    var minOS: String?

    @Option(help: ArgumentHelp("\(Platform.valueList) (default: the platform the Info.plist is for).", valueName: "platform"),
            completion: Platform.completion, transform: Platform.parse)
    var platform: Platform?

    @Option(help: "Write plan.md, plan.csv and scenarios/*.yaml into this folder (created if missing).", completion: .directory)
    var out: String?

    @OptionGroup var language: LanguageOption

    @Option(name: .customLong("max-depth"), parsing: .unconditional, help: "Cut a path after this many actions.",
            transform: { try OptionValue.integer($0, option: "--max-depth", example: "8") })
    var maxDepth: Int = 8

    @Option(name: .customLong("max-paths"), parsing: .unconditional, help: "Stop exploring a band after this many paths.",
            transform: { try OptionValue.integer($0, option: "--max-paths", example: "200") })
    var maxPaths: Int = 200

    func run() throws {
        try Self.reportingFailures(body)
    }

    private func body() throws {
        guard (1...50).contains(maxDepth) else { throw CommandFailure("--max-depth: “\(maxDepth)” is not between 1 and 50; write e.g. --max-depth 8") }
        guard (1...10_000).contains(maxPaths) else { throw CommandFailure("--max-paths: “\(maxPaths)” is not between 1 and 10000; write e.g. --max-paths 200") }
        // No --app-name: a scenario names a file app by its path alone, so a renamed app could not be replayed.
        let loaded: LoadedApp
        do { loaded = try AppLoader.load(path: app, language: language.language) } catch { throw CommandFailure(error.description) }
        let chosen = platform ?? loaded.platformHint
        let (minimum, note) = try minimumOS(loaded, platform: chosen)
        let plan = TestPlanBuilder.build(app: loaded.profile, appFile: app, platform: chosen,
                                         bands: TestPlanBuilder.bands(platform: chosen, minimum: minimum), minimumOSNote: note,
                                         language: try language.deviceLanguage(),
                                         explorer: PathExplorer(maxDepth: maxDepth, maxPaths: maxPaths))
        for cut in plan.cuts { StandardStreams.writeError("locprompt: bound reached: \(SafeText.neutralize(cut))\n") }
        guard let out else {
            StandardStreams.writeOut(plan.markdown())
            return
        }
        let scenarios = (out as NSString).appendingPathComponent("scenarios")
        let markdownFile = (out as NSString).appendingPathComponent("plan.md")
        let csvFile = (out as NSString).appendingPathComponent("plan.csv")
        let scenarioFiles = plan.paths.map { (path: $0, file: (scenarios as NSString).appendingPathComponent("\($0.id).yaml")) }
        // A FIFO or device among the outputs, opened before anything is written and held until written.
        var streams: [String: Int32] = [:]
        defer { for fd in streams.values { close(fd) } }
        do {
            // Every output is checked before the first is written: a folder where P05.yaml goes must not leave
            // plan.md, plan.csv and P01–P04 behind as if the plan were whole. A FIFO is opened now (nobody
            // reading it is found only by opening it), so one nobody reads at P05.yaml leaves nothing behind either.
            if try OutputFolder.check(out) {
                for file in [markdownFile, csvFile] {
                    try OutputFile.check(file)
                    if let fd = try OutputFile.openIfStream(file) { streams[file] = fd }
                }
                if try OutputFolder.check(scenarios) {
                    for item in scenarioFiles {
                        try OutputFile.check(item.file)
                        if let fd = try OutputFile.openIfStream(item.file) { streams[item.file] = fd }
                    }
                }
            }
            func write(_ text: String, to file: String) throws(OutputFileError) {
                guard let fd = streams.removeValue(forKey: file) else { return try OutputFile.write(Array(text.utf8), to: file) }
                defer { close(fd) }
                if let code = OutputFile.writeAll(fd, Array(text.utf8)) { throw OutputFileError(path: file, reason: OutputFile.describe(code)) }
            }
            // plan.md first, then the scenarios folder: a FIFO nobody reads (found only by writing to it) then
            // leaves no empty scenarios/ behind.
            try OutputFolder.prepare(out)
            try write(plan.markdown(), to: markdownFile)
            try write(plan.csv(), to: csvFile)
            try OutputFolder.prepare(scenarios)
            let appPath = PlanPaths.relative(to: app, from: scenarios)
            for item in scenarioFiles {
                try write(item.path.scenarioYAML(appPath: appPath, language: loaded.language, appName: plan.appName), to: item.file)
            }
        } catch {
            throw CommandFailure(error.description)
        }
        let silent = plan.paths.filter { !$0.fixes.isEmpty }.count
        StandardStreams.writeError("locprompt: wrote \(plan.paths.count) paths to \(SafeText.neutralize(out)): plan.md, plan.csv, scenarios/P01.yaml…"
            + (silent > 0 ? "; \(silent) paths fail silently for missing keys (see plan.md)" : "") + "\n")
    }

    /// `--min-os`, else the Info.plist's minimum for its own platform, else none; with the header's note.
    private func minimumOS(_ loaded: LoadedApp, platform: Platform) throws -> (OSVersion?, String) {
        if let minOS {
            // The same check as every --os: a released version of the platform planned for (13.99 and 27 are refused).
            switch DeviceOS.resolve(platform: platform, versionText: minOS) {
            case .success(let os): return (os.version, "--min-os \(os.version)")
            case .failure(let error): throw CommandFailure("--min-os: \(error.message)")
            }
        }
        if let version = loaded.minimumOSVersion, platform == loaded.platformHint {
            return (version, "\(platform == .macOS ? "LSMinimumSystemVersion" : "MinimumOSVersion") \(version)")
        }
        return (nil, "no minimum OS in the Info.plist: every band")
    }
}
