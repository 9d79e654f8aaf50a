import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptFiles
import LocPromptPictures
import LocPromptTerminal

/// `locprompt render`: one alert (or all of them) as plain UTF-8 text or JSON.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print a permission alert as plain text (or JSON), exactly as the device words it.",
        discussion: """
            Examples:
              locprompt render --os 17.4 --prompt when-in-use --app Info.plist
              locprompt render --os 12.2 --prompt always \\
                --app-name "Where Am I?" --purpose "…"
              locprompt render --all --app Info.plist
              locprompt render --prompt when-in-use --language de --format json \\
                --app Assets/Apps/Fernweh
              locprompt render --os 17.4 --prompt when-in-use --app Info.plist \\
                --format svg --appearance dark > alert.svg

            Without --app (or --app-name and --purpose) it draws the sample app
            “Where Am I?”, the emulator's default, and says so on stderr.

            When the app's Info.plist lacks the key a prompt needs, render says which
            key is missing and that a real device shows nothing (stderr, exit 0).
            """
    )

    @OptionGroup var device: DeviceOptions

    @Option(help: ArgumentHelp("Prompt: \(PromptKind.valueList).", valueName: "prompt"), completion: PromptKind.completion, transform: PromptKind.parse)
    var prompt: PromptKind?

    @Flag(help: "Render every alert of every band (of --platform, --os and --prompt when given), one after another.")
    var all = false

    @OptionGroup var app: AppOptions

    @OptionGroup var language: LanguageOption

    @Option(help: "The Precise switch on alerts that have one: on or off. Default: on. An app that sets NSLocationDefaultAccuracyReduced has no switch (ignored, with a note).")
    var precise: String?

    @Option(parsing: .unconditional, help: "Columns inside the alert frame (\(AlertTextRenderer.minimumWidth)–\(AlertTextRenderer.maximumWidth)).",
            transform: { try OptionValue.integer($0, option: "--width", example: "\(AlertTextRenderer.defaultWidth)") })
    var width: Int = AlertTextRenderer.defaultWidth

    @OptionGroup var output: FormatOption<Format>

    enum Format: String, OutputFormat {
        case text
        case json
        /// One alert as an SVG picture in the look of that OS version (Documentation/Pictures.md).
        case svg
        static let defaultFormat = Format.text
    }

    @Option(help: ArgumentHelp("With --format svg: \(Appearance.valueList). Default: light.", valueName: "appearance"),
            completion: Appearance.completion, transform: Appearance.parse)
    var appearance: Appearance?

    func run() throws {
        let options = try validated()
        let profile = try loadApp()
        if all {
            renderAll(options, app: profile)
        } else {
            try renderOne(options, app: profile)
        }
    }

    // MARK: - Arguments

    struct Options {
        var platform: Platform?
        var device: DeviceOS?
        var kind: PromptKind?
        var precise: Bool?
        var json: Bool
        var language: DeviceLanguage = .english
    }

    func validated() throws -> Options {
        var options = Options(json: output.format == .json)
        options.platform = device.platform
        if device.os != nil { options.device = try device.resolved() }
        options.kind = prompt
        if prompt == nil && !all {
            throw CommandFailure("give --prompt (\(PromptKind.valueList)) or --all")
        }
        options.language = try language.deviceLanguage()
        if let text = precise {
            switch text.lowercased() {
            case "on", "true", "yes": options.precise = true
            case "off", "false", "no": options.precise = false
            default: throw CommandFailure("--precise: “\(SafeText.excerpt(text))” is neither on nor off; write --precise on or --precise off")
            }
        }
        if appearance != nil && output.format != .svg { throw CommandFailure("--appearance goes with --format svg") }
        if output.format == .svg && all { throw CommandFailure("--format svg draws one alert: give --prompt without --all") }
        guard (AlertTextRenderer.minimumWidth...AlertTextRenderer.maximumWidth).contains(width) else {
            throw CommandFailure("--width: “\(width)” is not between \(AlertTextRenderer.minimumWidth) and \(AlertTextRenderer.maximumWidth) columns; write e.g. --width 44")
        }
        return options
    }

    func loadApp() throws -> AppProfile {
        guard let given = try app.load(language: language.language) else {
            // No app given: the emulator's default app, as `locprompt` opens with it (audit 24e friction 2: a
            // designer had to look up the sample's path first). Said on standard error, so that a JSON or SVG on
            // standard output stays the picture alone.
            if let folder = SampleAppFolder.locate(), DirectoryListing.isRegularFile(folder + "/WhereAmI.plist"),
               let loaded = try? AppLoader.load(path: folder + "/WhereAmI.plist", language: language.language) {
                warn("note: no --app given: the sample app “Where Am I?” (\(folder)/WhereAmI.plist)")
                return loaded.profile
            }
            warn("note: no --app given: the built-in sample app “Where Am I?”")
            return AppChoice.builtIn[0].profile
        }
        if case .file(let loaded, _) = given {
            for note in loaded.notes { warn("note: \(note)") }
        }
        return given.profile
    }

    // MARK: - Rendering

    /// `--precise` for an app with NSLocationDefaultAccuracyReduced: its first prompt has no Precise switch (WWDC 2020
    /// 10660, rule default-accuracy-reduced), so the option is ignored with a note rather than refused (a `--all`
    /// listing with --precise still draws every other alert).
    static func preciseIgnoredNote(_ options: Options, kind: PromptKind, os: DeviceOS, app: AppProfile) -> String? {
        guard options.precise != nil, PromptCatalog.defaultAccuracyReducedActs(os: os, app: app),
              PromptCatalog.entry(kind: kind, band: os.band)?.extras.contains(.preciseSwitch) == true else { return nil }
        return "note: --precise ignored: there is no Precise switch on this alert: the app sets NSLocationDefaultAccuracyReduced (the map is approximate)"
    }

    func renderOne(_ options: Options, app: AppProfile) throws {
        let device = (options.device ?? DeviceOS.newest(options.platform ?? .iOS)).speaking(options.language)
        let kind = options.kind!
        if let note = Self.preciseIgnoredNote(options, kind: kind, os: device, app: app) { warn(note) }
        switch PromptCatalog.content(kind: kind, os: device, app: app, purposeKey: self.app.purposeKey, precise: options.precise) {
        case .success(let content) where output.format == .svg:
            let picture = AlertPictureRenderer.render(content, os: device, appearance: appearance ?? .light)
            for note in picture.notes { warn("note: \(note)") }
            StandardStreams.writeOut(picture.svg)
        case .success(let content):
            StandardStreams.writeOut(options.json ? AlertJSON.object(content, os: device) + "\n" : AlertTextRenderer.render(content, width: width, os: device))
        case .failure(let error):
            if case .noSuchPrompt = error {
                let available = PromptCatalog.entries(for: device.band).filter { PromptCatalog.versionAbsence($0.kind, os: device) == nil }
                    .map(\.kind.rawValue).joined(separator: ", ")
                throw CommandFailure("\(device): \(error.description). Alerts on \(device): \(available)")
            }
            // The real system shows nothing: say why, draw nothing, succeed.
            warn("\(device): \(error.description)")
        }
    }

    func renderAll(_ options: Options, app: AppProfile) {
        let bands = options.device.map { [$0.band] } ?? OSBand.all.filter { options.platform == nil || $0.platform == options.platform }
        var rendered: [(AlertContent, DeviceOS?)] = []
        var first = true
        for band in bands {
            let device = (options.device ?? DeviceOS(band: band)).speaking(options.language)
            for entry in PromptCatalog.entries(for: band) where options.kind == nil || entry.kind == options.kind {
                if let note = Self.preciseIgnoredNote(options, kind: entry.kind, os: device, app: app) { warn("\(band.label) · \(note)") }
                switch PromptCatalog.content(kind: entry.kind, os: device, app: app, purposeKey: self.app.purposeKey, precise: options.precise) {
                case .success(let content):
                    if options.json {
                        rendered.append((content, device))
                    } else {
                        if !first { StandardStreams.writeOut("\n") }
                        first = false
                        StandardStreams.writeOut("== \(band.label) · \(entry.kind.rawValue) ==\n")
                        StandardStreams.writeOut(AlertTextRenderer.render(content, width: width, os: device))
                    }
                case .failure(let error):
                    warn("\(band.label) · \(entry.kind.rawValue): \(error.description)")
                }
            }
        }
        if options.json { StandardStreams.writeOut(AlertJSON.array(rendered) + "\n") }
    }

    // MARK: - Errors

    func warn(_ message: String) {
        StandardStreams.writeError("locprompt: \(SafeText.neutralize(message))\n")
    }
}
