import ArgumentParser

@main
struct LocPrompt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locprompt",
        abstract: "Emulates Apple's Core Location permission alerts in the terminal.",
        version: "0.1.0",
        subcommands: [InteractiveCommand.self, RunCommand.self, WalkCommand.self, CheckCommand.self, RenderCommand.self, GraphCommand.self,
                      DeviceCommand.self, PrivacyCLICommand.self],
        defaultSubcommand: InteractiveCommand.self
    )
}
