import ArgumentParser
import LocPromptCore

/// `--language`: the device language (system alert text where sources give it) and the app's `.lproj`
/// localization; shared by `ui`, `present`, `render`, `check` and `plan`, so its help names no one command.
struct LanguageOption: ParsableArguments {
    @Option(help: ArgumentHelp("The device language, e.g. de, fr, ja, zh-Hans, pt-BR: system alert text where sources give it, and the "
                               + "app's InfoPlist.strings localization. Default: the app's texts in the language of the system language "
                               + "variables (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else the app's development region; the system text in "
                               + "English unless the command's description above says otherwise.",
                               valueName: "language"))
    var language: String?

    func validate() throws {
        _ = try deviceLanguage()
    }

    /// The language given, else English.
    func deviceLanguage() throws -> DeviceLanguage { try Self.deviceLanguage(language) }

    /// `language` (a `--language` value), else English.
    static func deviceLanguage(_ language: String?) throws -> DeviceLanguage {
        guard let language else { return .english }
        guard let value = DeviceLanguage(language) else {
            throw CommandFailure("--language: “\(SafeText.excerpt(language))” is not a language tag; write e.g. --language de (or fr-FR, pt-BR, zh-Hans)")
        }
        return value
    }
}
