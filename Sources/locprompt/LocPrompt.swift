import ArgumentParser

@main
struct LocPrompt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locprompt",
        abstract: "Emulates Apple's Core Location permission alerts in the terminal.",
        discussion: """
            Show, check and teach how an iOS (also macOS, watchOS, tvOS, visionOS) app gets location access: \
            the real alert texts per OS version, the authorization state machine with every effect explained, \
            and scripted walkthroughs. Time is virtual, so every run is repeatable.

            Examples:
              locprompt                                        open the emulator (newest iOS, a sample app)
              locprompt --os 13.3 --app MyApp/Info.plist       your app on an iOS 13.3 device
              locprompt walk Assets/Scenarios/allow-once-expiry.yaml     present a lesson
              locprompt run Assets/Scenarios/*.yaml --report qa.md       QA: pass/fail and a report
              locprompt render --os 17.4 --prompt when-in-use --app MyApp/Info.plist
              locprompt check MyApp/Info.plist                 which requests would fail silently
              locprompt graph --os 17.4 --format mermaid       the state machine for a slide
            """,
        version: "0.1.0",
        subcommands: [InteractiveCommand.self, RunCommand.self, WalkCommand.self, CheckCommand.self, RenderCommand.self, GraphCommand.self,
                      DeviceCommand.self, PrivacyCLICommand.self],
        defaultSubcommand: InteractiveCommand.self
    )
}
