import LocPromptCore

/// A QA test plan for one app (issue 17, `locprompt plan`): every distinct path a person can take through
/// the app's location alerts on every OS band it supports, as the engine plays it. Paths that behave the
/// same on several bands are one path listing those bands. Everything here is a value: `TestPlanBuilder`
/// makes it, the Markdown, CSV and scenario writers render it.
public struct TestPlan: Sendable {
    /// The app's display name (untrusted: escape before printing).
    public let appName: String
    /// The app file as the user named it (untrusted).
    public let appFile: String
    public let platform: Platform
    /// The bands explored, oldest first.
    public let bands: [OSBand]
    /// Where the lowest band comes from, for the header (e.g. `MinimumOSVersion 15.0`).
    public let minimumOSNote: String
    public let paths: [PlanPath]
    /// How many paths the explorer found before merging.
    public let exploredPaths: Int
    /// Sentences about bounds that cut the exploration (empty when none did).
    public let cuts: [String]
}

/// One path: the steps, the bands it behaves so on, and the device its scenario runs on.
public struct PlanPath: Hashable, Sendable {
    /// `P01`, in plan order.
    public let id: String
    /// Oldest first.
    public let bands: [OSBand]
    public let steps: [PlanStep]
    /// The device the path's scenario names (the newest of `bands`, at its representative version).
    public let device: DeviceOS

    /// `When In Use → Allow Once → leave and return`.
    public var title: String { steps.dropFirst().map(\.shortName).joined(separator: " → ") }

    /// The silent failures on this path (missing keys), with their fixes.
    public var fixes: [String] { steps.compactMap(\.expected.fix) }

    /// `iOS 14–17, iOS 18+`. Pieces of one band explored apart (`OSBand.behaviourPieces`) that the path covers
    /// together are named as the band again: `iOS 8–10`, not `iOS 8–9, iOS 10`.
    public var bandsText: String { Self.joined(bands).map(\.label).joined(separator: ", ") }

    /// Consecutive pieces of one band joined back into that band (cut at the first piece's start, as a minimum OS
    /// cuts it); everything else as it is.
    static func joined(_ bands: [OSBand]) -> [OSBand] {
        var result: [OSBand] = []
        var run: [OSBand] = []
        func flush() {
            guard let first = run.first, let last = run.last else { return }
            if run.count > 1, let whole = OSBand.band(id: first.id), last.end == whole.end {
                result.append(whole.clipped(from: first.first))
            } else {
                result += run
            }
            run = []
        }
        for band in bands {
            if let previous = run.last, previous.id == band.id, previous.end == band.first {
                run.append(band)
            } else {
                flush()
                run = [band]
            }
        }
        flush()
        return result
    }
}

/// One action of a path: what the tester does, the scenario steps that do it, and what must be seen after.
public struct PlanStep: Hashable, Sendable {
    public let action: PlanAction
    /// What the tester does, in words (may contain the app's name and button labels: untrusted).
    public let instruction: String
    /// A few words for titles: `Allow Once`, `leave and return`.
    public let shortName: String
    /// The scenario steps, in order.
    public let scenarioSteps: [PlanScenarioStep]
    public let expected: PlanExpectation
}

/// A scenario step as the scenario format writes it.
public enum PlanScenarioStep: Hashable, Sendable {
    /// `- launch`, `- background`, `- foreground`.
    case word(String)
    /// `- call: requestWhenInUseAuthorization`.
    case call(String)
    /// `- tap: <label>`.
    case tap(String)
    /// `- advance: 1m`.
    case advance(String)
    /// `- settings: { key: value }`.
    case settings(key: String, value: String)
    /// `- systemPrompt: deferredAlways`.
    case systemPrompt(String)
}

/// What the tester must see after a step, read from the engine's state and effects.
public struct PlanExpectation: Hashable, Sendable {
    /// The alert on screen after the step, nil when none.
    public struct Alert: Hashable, Sendable {
        public let kind: String
        public let title: String
        public let message: String
        public let buttons: [String]
    }

    public let alert: Alert?
    public let status: String
    public let temporary: Bool
    public let provisional: Bool
    /// What the app's row in Settings shows (nil: not listed yet).
    public let settings: String?
    /// The delegate callbacks and completions that ran, in order.
    public let callbacks: [String]
    /// Console lines the system wrote.
    public let console: [String]
    /// A request that failed silently for a missing key: what it does and the fix.
    public let fix: String?
}
