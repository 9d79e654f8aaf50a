import ArgumentParser
import Foundation
import LocPromptCore
import LocPromptFiles
import LocPromptPictures

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

            When the app's Info.plist lacks the key a prompt needs, render says which
            key is missing and that a real device shows nothing (stderr, exit 0).
            """
    )

    @Option(help: "Platform: \(Platform.allCases.map(\.rawValue).joined(separator: ", ")) (ipados = ios). Default: ios.", completion: CompletionHints.platform)
    var platform: String?

    @Option(help: "OS version, e.g. 17.4 or 13.3.1. Default: the newest band's representative version.", completion: CompletionHints.osVersion)
    var os: String?

    @Option(help: "Prompt: \(PromptKind.allCases.map(\.rawValue).joined(separator: ", ")).", completion: CompletionHints.prompt)
    var prompt: String?

    @Flag(help: "Render every alert of every band (of --platform, --os and --prompt when given), one after another.")
    var all = false

    @Option(help: "The app's Info.plist.", completion: CompletionHints.plist)
    var app: String?

    @Option(help: "The app's display name (with --purpose, instead of --app).")
    var appName: String?

    @Option(help: "Purpose text used for every usage-description key and the temporary purpose (with --app-name).")
    var purpose: String?

    @Option(help: "NSLocationTemporaryUsageDescriptionDictionary key for --prompt full-accuracy.")
    var purposeKey: String?

    @Option(help: "The device language, e.g. de, fr, ja, zh-Hans, pt-BR: system titles and buttons in it where sources give them (each with its confidence and sources), and the app's InfoPlist.strings localization (with --app). Default: English.")
    var language: String?

    @Option(help: "The Precise switch on alerts that have one: on or off. Default: the app's setting.")
    var precise: String?

    @Option(help: "Columns inside the alert frame (\(AlertTextRenderer.minimumWidth)–\(AlertTextRenderer.maximumWidth)).")
    var width: Int = AlertTextRenderer.defaultWidth

    @Option(help: "Output format: text, json, or svg (one alert as a picture in the look of that OS version; Documentation/Pictures.md).", completion: .list(["text", "json", "svg"]))
    var format: String = "text"

    @Option(help: "With --format svg: light or dark. Default: light.", completion: .list(Appearance.allCases.map(\.rawValue)))
    var appearance: String?

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
        var svg = false
        var appearance: Appearance = .light
    }

    func validated() throws -> Options {
        var options = Options(json: false)
        do {
            if let text = platform { options.platform = try DeviceSelection.platform(text) }
            if let text = os { options.device = try DeviceSelection.os(options.platform ?? .iOS, version: text) }
        } catch let failure as CommandFailure {
            throw fail(failure.message)
        }
        if let text = prompt {
            guard let kind = PromptKind(rawValue: text.lowercased()) else {
                throw fail("unknown prompt “\(text)”; expected one of: \(PromptKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.kind = kind
        } else if !all {
            throw fail("give --prompt (\(PromptKind.allCases.map(\.rawValue).joined(separator: ", "))) or --all")
        }
        if let text = language {
            guard let value = DeviceLanguage(text) else {
                throw fail("--language takes a language tag such as de, fr-FR, pt-BR or zh-Hans, not “\(text)”")
            }
            options.language = value
        }
        if let text = precise {
            switch text.lowercased() {
            case "on", "true", "yes": options.precise = true
            case "off", "false", "no": options.precise = false
            default: throw fail("--precise takes on or off, not “\(text)”")
            }
        }
        switch format.lowercased() {
        case "text": options.json = false
        case "json": options.json = true
        case "svg": options.svg = true
        default: throw fail("--format takes text, json or svg, not “\(format)”")
        }
        if let text = appearance {
            guard options.svg else { throw fail("--appearance goes with --format svg") }
            guard let value = Appearance(rawValue: text.lowercased()) else { throw fail("--appearance takes light or dark, not “\(text)”") }
            options.appearance = value
        }
        if options.svg && all { throw fail("--format svg draws one alert: give --prompt without --all") }
        guard (AlertTextRenderer.minimumWidth...AlertTextRenderer.maximumWidth).contains(width) else {
            throw fail("--width must be between \(AlertTextRenderer.minimumWidth) and \(AlertTextRenderer.maximumWidth) columns (got \(width))")
        }
        return options
    }

    func loadApp() throws -> AppProfile {
        switch (app, appName) {
        case (.some, .some):
            throw fail("give either --app PLIST or --app-name NAME --purpose TEXT, not both")
        case (.some(let path), nil):
            if purpose != nil { throw fail("--purpose goes with --app-name; with --app the purposes come from the Info.plist") }
            do {
                let loaded = try AppLoader.load(path: path, language: language)
                for note in loaded.notes { warn("note: \(note)") }
                return loaded.profile
            } catch {
                throw fail(error.description)
            }
        case (nil, .some(let name)):
            guard let text = purpose else { throw fail("--app-name needs --purpose TEXT") }
            var usage: [UsageKey: String] = [:]
            for key in UsageKey.allCases { usage[key] = text }
            return AppProfile(displayName: name, usageDescriptions: usage,
                              temporaryUsageDescriptions: [purposeKey ?? "Purpose": text])
        case (nil, nil):
            throw fail("give the app: --app PLIST, or --app-name NAME --purpose TEXT")
        }
    }

    // MARK: - Rendering

    func renderOne(_ options: Options, app: AppProfile) throws {
        let device = (options.device ?? DeviceOS.newest(options.platform ?? .iOS)).speaking(options.language)
        let kind = options.kind!
        switch PromptCatalog.content(kind: kind, os: device, app: app, purposeKey: purposeKey, precise: options.precise) {
        case .success(let content) where options.svg:
            let picture = AlertPictureRenderer.render(content, os: device, appearance: options.appearance)
            for note in picture.notes { warn("note: \(note)") }
            print(picture.svg, terminator: "")
        case .success(let content):
            print(options.json ? AlertJSON.object(content, os: device) : AlertTextRenderer.render(content, width: width, os: device),
                  terminator: options.json ? "\n" : "")
        case .failure(let error):
            if case .noSuchPrompt = error {
                let available = PromptCatalog.entries(for: device.band).map(\.kind.rawValue).joined(separator: ", ")
                throw fail("\(device): \(error.description). Alerts on \(device.band.label): \(available)")
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
                switch PromptCatalog.content(kind: entry.kind, os: device, app: app, purposeKey: purposeKey, precise: options.precise) {
                case .success(let content):
                    if options.json {
                        rendered.append((content, device))
                    } else {
                        if !first { print("") }
                        first = false
                        print("== \(band.label) · \(entry.kind.rawValue) ==")
                        print(AlertTextRenderer.render(content, width: width, os: device), terminator: "")
                    }
                case .failure(let error):
                    warn("\(band.label) · \(entry.kind.rawValue): \(error.description)")
                }
            }
        }
        if options.json { print(AlertJSON.array(rendered)) }
    }

    // MARK: - Errors

    /// Prints `locprompt: message` on stderr and returns the exit code for bad arguments (2).
    func fail(_ message: String) -> ExitCode { CommandFailure.printed(message) }

    func warn(_ message: String) {
        FileHandle.standardError.write(Data("locprompt: \(SafeText.neutralize(message))\n".utf8))
    }
}
