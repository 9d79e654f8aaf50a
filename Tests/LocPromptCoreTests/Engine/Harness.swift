@testable import LocPromptCore

/// Test apps with distinct purpose strings, so a test can tell which key an alert used.
enum TestApps {
    static let allKeys = AppProfile(
        displayName: "Where Am I?", bundleIdentifier: "com.example.whereami",
        usageDescriptions: [.whenInUse: "WIU purpose", .alwaysAndWhenInUse: "ALWAYS+WIU purpose", .always: "ALWAYS purpose"],
        temporaryUsageDescriptions: ["Navigation": "Precise turn-by-turn"])
    static let whenInUseOnly = AppProfile(displayName: "Route", usageDescriptions: [.whenInUse: "WIU purpose"])
    static let noKeys = AppProfile(displayName: "Bare")
    static let legacyOnly = AppProfile(displayName: "Old", usageDescriptions: [.legacy: "legacy purpose"])
    static let ios10Always = AppProfile(displayName: "Ten", usageDescriptions: [.whenInUse: "WIU", .always: "ALWAYS"])
    static let background = AppProfile(
        displayName: "Fit", usageDescriptions: [.whenInUse: "WIU", .alwaysAndWhenInUse: "A+W", .always: "A"],
        backgroundLocation: true)
    static let reduced = AppProfile(
        displayName: "Weather", usageDescriptions: [.whenInUse: "WIU"],
        temporaryUsageDescriptions: ["Radar": "See rain at your street"], defaultAccuracyReduced: true)
}

/// A device under test: applies events and keeps every effect, like a scenario would.
struct Harness {
    var state: EngineState
    var effects: [Effect] = []
    /// Effects of the last event applied.
    var last: [Effect] = []

    init(_ platform: Platform = .iOS, _ version: String = "17.4", app: AppProfile = TestApps.allKeys) {
        let os = try! DeviceOS.resolve(platform: platform, versionText: version).get()
        state = EngineState(os: os, app: app)
    }

    /// An iOS 17.4 app launched already holding `authorization` (as if answered earlier; Settings lists it).
    static func launched(with authorization: StoredAuthorization = .whenInUse(temporary: false), app: AppProfile = TestApps.allKeys) -> Harness {
        var h = Harness(.iOS, "17.4", app: app)
        h.state.authorization = authorization
        h.state.askedPermission = true
        h.launch()
        return h
    }

    /// An app launched holding `authorization`, with a second manager: calls go to the newest (manager 2).
    static func withTwoManagers(_ authorization: StoredAuthorization = .whenInUse(temporary: false),
                                _ platform: Platform = .iOS, _ version: String = "17.4", app: AppProfile = TestApps.allKeys) -> Harness {
        var h = Harness(platform, version, app: app)
        h.state.authorization = authorization
        h.state.askedPermission = true
        h.launch()
        h.do(.app(.createManager))
        return h
    }

    @discardableResult
    mutating func `do`(_ events: Event...) -> [Effect] {
        for event in events {
            last = state.apply(event)
            effects += last
        }
        return last
    }

    mutating func launch() { self.do(.app(.launch)) }

    /// The running app uses location in the background and comes back: significant-change monitoring, the app
    /// leaves the foreground, a significant change reaches it there. With permanent Always on iOS this is the
    /// background use the background-use reminder needs (rules background-reminder-before-13, -from-13) [S53].
    mutating func useLocationInBackground() {
        self.do(.app(.startMonitoringSignificantLocationChanges), .app(.background), .world(.significantChange), .app(.foreground))
    }

    /// `manager N: <callback>` for each callback of the last call.
    var addressed: [String] {
        last.compactMap { if case .callback(let id, let callback) = $0.kind { return "manager \(id): \(callback.text)" } else { return nil } }
    }

    /// Callback texts of the last call.
    var callbacks: [String] {
        last.compactMap { if case .callback(_, let callback) = $0.kind { return callback.text } else { return nil } }
    }
    var queued: [String] {
        last.compactMap { if case .callbackQueued(_, let callback) = $0.kind { return callback.text } else { return nil } }
    }
    var consoleLines: [String] {
        last.compactMap { if case .console(let line) = $0.kind { return line } else { return nil } }
    }
    var presented: PresentedAlert? {
        last.lazy.compactMap { if case .alertPresented(let alert) = $0.kind { return alert } else { return nil } }.first
    }
    var rejected: Bool { last.contains { if case .rejected = $0.kind { return true } else { return false } } }
    var rules: [String] { last.map(\.rule.id) }
    var nothingHappened: Bool {
        presented == nil && callbacks.isEmpty && queued.isEmpty
            && last.allSatisfy { if case .nothing = $0.kind { return true } else { return false } }
    }
}
