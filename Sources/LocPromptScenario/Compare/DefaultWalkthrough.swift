import LocPromptCore

extension ComparePlan {
    /// `locprompt compare` without a scenario: the everyday path a trainer explains first. The app launches,
    /// asks for When In Use, the person allows it, the app asks for Always and the person accepts the upgrade;
    /// then a region entry in the background shows what Always is for.
    /// Each `tap:` lists the label of every OS generation that has the button (from the catalog: iOS 13+
    /// “Allow While Using App”, iOS 8–12 “Allow”; “Change to Always Allow” from iOS 13.4, “Always Allow” on
    /// iOS 11–12, “Allow” on iOS 8–10), so the walkthrough plays on every iOS band.
    /// `app` replaces the built-in “Check In” (e.g. a real app's Info.plist: missing keys then show as requests
    /// that bring up no alert).
    public static func defaultWalkthrough(os: DeviceOS = .newest(.iOS), app given: AppProfile? = nil) -> ComparePlan {
        let app = given ?? AppProfile(
            displayName: "Check In",
            bundleIdentifier: "com.example.locprompt.CheckIn",
            usageDescriptions: [
                .whenInUse: "Your location finds the places near you, so you can check in.",
                .alwaysAndWhenInUse: "With Always, Check In can remind you to check in when you arrive at a place you like.",
                .always: "With Always, Check In can remind you to check in when you arrive at a place you like.",
            ])
        let file = "(built-in walkthrough)"
        func step(_ number: Int, _ action: StepAction, _ say: String, taps: [String] = []) -> CompareStep {
            CompareStep(step: ScenarioStep(action: action, say: say, position: SourcePosition(file: file, line: number, column: 1)),
                        number: number, tapLabels: taps)
        }
        let steps = [
            step(1, .lifecycle(.launch), "The app starts and creates its CLLocationManager, which reports the status once."),
            step(2, .call(.requestWhenInUseAuthorization), "The app asks for When In Use."),
            step(3, .tap(.label("Allow While Using App")), "The person allows it.", taps: ["Allow While Using App", "Allow"]),
            step(4, .call(.requestAlwaysAuthorization), "The app asks for Always."),
            step(5, .tap(.label("Change to Always Allow")), "The person accepts Always, where an alert asks.",
                 taps: ["Change to Always Allow", "Always Allow", "Allow"]),
            step(6, .call(.startMonitoringRegion), "The app monitors a region (a geofence)."),
            step(7, .lifecycle(.background), "The app goes to the background."),
            step(8, .event(.regionEntry), "The person enters the region: does the app hear it?"),
        ]
        return ComparePlan(name: "Default walkthrough: When In Use, then Always", file: nil,
                           device: ScenarioDevice(os: os), app: app, steps: steps)
    }
}
