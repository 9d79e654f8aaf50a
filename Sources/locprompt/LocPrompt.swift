import ArgumentParser
import LocPromptCore
import LocPromptFiles
import LocPromptTerminal

@main
struct LocPrompt: ParsableCommand {
    static func main() {
        // Before any file is opened: a closed standard output must not be taken by an output file (audit 24f D1).
        StandardStreams.openClosedDescriptors()
        StartupTrace.mark("start-up to main")
        EarlySignals.install()
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            try ArgumentEncoding.check()
        } catch {
            ErrorReport.exit(with: error)
        }
        QuickLaunch.runIfPlain(arguments)
        do {
            try CommandNames.check(arguments, root: Self.self)
            // `run` with many files: without handing each file to the parser (audit 24f D5).
            // `check` with one --os value given thousands of times: each copy once (audit 24f D5 leftover).
            var command = try RunFileArguments.command(arguments) ?? parseAsRoot(RepeatedOptionArguments.deduplicated(arguments))
            try command.run()
        } catch {
            ErrorReport.exit(with: error)
        }
        ErrorReport.exitIfOutputFailed()
    }

    static let configuration = CommandConfiguration(
        commandName: "locprompt",
        abstract: "Emulates Apple's Core Location permission alerts in the terminal.",
        discussion: """
            Show, check and teach how an iOS (also macOS, watchOS, tvOS, visionOS) app gets location access: \
            the real alert texts per OS version, the authorization state machine with every effect explained, \
            and scripted walkthroughs. Time is virtual, so every run is repeatable.

            Examples:
              locprompt                              # the emulator: iOS 18.0, sample app
              locprompt --os 13.3 --app Info.plist   # your app on an iOS 13.3 device
              locprompt walk lesson.yaml             # present a scripted lesson
              locprompt run *.yaml --report qa.md    # QA: pass/fail and a report
              locprompt render --prompt always --app Info.plist
              locprompt check Info.plist             # which requests fail silently
              locprompt graph --format mermaid       # the state machine, for a slide
            """,
        version: LocPromptVersion.current,
        // One subcommand per line: each new command adds one line here.
        subcommands: [
            InteractiveCommand.self,
            RunCommand.self,
            WalkCommand.self,
            PresentCommand.self,
            CheckCommand.self,
            RenderCommand.self,
            GraphCommand.self,
            DeviceCommand.self,
            PrivacyCLICommand.self,
            RulesCommand.self,
            SourcesCommand.self,
            PlanCommand.self,
            CompareCommand.self,
        ],
        defaultSubcommand: InteractiveCommand.self
    )
}
