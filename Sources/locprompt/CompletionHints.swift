import ArgumentParser
import LocPromptCore

/// What the shell completions (`locprompt --generate-completion-script bash|zsh|fish`, installed by
/// `scripts/install`) offer for an option's value: files of the right kind, or the values locprompt accepts.
/// Taken from the model, so a new platform or OS band shows up in completions without another edit.
enum CompletionHints {
    /// An app: an Info.plist (a folder, e.g. an `.app` bundle or a project, is completed as a path too).
    static let plist = CompletionKind.file(extensions: ["plist"])
    /// A scenario file.
    static let yaml = CompletionKind.file(extensions: ["yaml", "yml"])
    /// A saved device file.
    static let deviceFile = CompletionKind.file(extensions: ["json"])
    /// A version for every OS band: the band's representative version (any real version is accepted).
    static let osVersion = CompletionKind.list(uniqued(OSBand.all.map { "\($0.representative)" }))
    /// `check --os` also takes band ids (`ios-11-12`).
    static let osVersionOrBand = CompletionKind.list(uniqued(OSBand.all.map { "\($0.representative)" } + OSBand.all.map(\.id)))
    // Closed lists (platforms, prompts, requests, formats) complete from their `ArgumentChoice` enum:
    // `Platform.completion`, `PromptKind.completion`, ….

    private static func uniqued(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
