/// A scenario told as pictures: what `run SCENARIO --storyboard out.html` writes. Built by the command line
/// from a scenario run (the engine decided every alert, status and callback); this type only holds the story.
public struct Storyboard: Sendable {
    /// One meaningful step: it showed an alert or changed the authorization status.
    public struct Figure: Sendable {
        public let step: Int
        /// The step as written in the scenario, e.g. `tap: Allow Once`.
        public let action: String
        /// The step's `say:` narration.
        public let narration: String?
        /// The alerts the step showed, drawn in the device's look.
        public let pictures: [AlertPicture]
        /// The authorization status after the step, e.g. `authorizedWhenInUse · accuracy full`.
        public let status: String
        public let statusChanged: Bool
        /// The delegate callbacks the app received in this step.
        public let callbacks: [String]

        public init(step: Int, action: String, narration: String?, pictures: [AlertPicture], status: String,
                    statusChanged: Bool, callbacks: [String]) {
            self.step = step
            self.action = action
            self.narration = narration
            self.pictures = pictures
            self.status = status
            self.statusChanged = statusChanged
            self.callbacks = callbacks
        }
    }

    public let name: String
    public let file: String
    /// The device, e.g. `iOS 17.4`.
    public let os: String
    public let app: String
    public let summary: String?
    /// `passed`, `failed` or `invalid: why`.
    public let result: String
    public let figures: [Figure]

    public init(name: String, file: String, os: String, app: String, summary: String?, result: String, figures: [Figure]) {
        self.name = name
        self.file = file
        self.os = os
        self.app = app
        self.summary = summary
        self.result = result
        self.figures = figures
    }
}
