import ArgumentParser
import LocPromptCore
import LocPromptFiles
import LocPromptTerminal

/// `--app`, `--app-name`, `--purpose`, `--purpose-key`: the app on the emulated device, shared by `ui`,
/// `render` and `graph` (`check` takes the app as its argument and `--app-name` alone).
struct AppOptions: ParsableArguments {
    @Option(help: "An app: its Info.plist (XML or binary), an .app bundle or a project folder, with its <lang>.lproj/InfoPlist.strings.",
            completion: CompletionHints.plist)
    var app: String?

    @Option(name: .customLong("app-name"),
            help: "The app's name in alert titles: instead of the Info.plist's (with --app), or for an app described by --purpose.")
    var appName: String?

    @Option(help: "Purpose text for every usage-description key and the temporary purpose: an app without an Info.plist (with --app-name).")
    var purpose: String?

    @Option(name: .customLong("purpose-key"), help: "NSLocationTemporaryUsageDescriptionDictionary key of the temporary full-accuracy purpose.")
    var purposeKey: String?

    /// The values given, for code that needs no parser (`EmulatorLaunch`).
    var arguments: AppArguments { AppArguments(app: app, appName: appName, purpose: purpose, purposeKey: purposeKey) }

    typealias Given = AppArguments.Given

    func validate() throws { try arguments.validate() }

    /// True when any of the options is given.
    var isSet: Bool { arguments.isSet }

    /// The app given, read in `language`; nil when no app option is given (`AppArguments.load`).
    func load(language: String?) throws -> Given? { try arguments.load(language: language) }

    /// The apps a full-screen device switches between (`AppArguments.choices`).
    func choices(language: String?) throws -> [AppChoice] { try arguments.choices(language: language) }

    /// `--app-name` over an Info.plist's name (its notes about the name no longer apply).
    static func rename(_ loaded: inout LoadedApp, to name: String) { AppArguments.rename(&loaded, to: name) }
}
