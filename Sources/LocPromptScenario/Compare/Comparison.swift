import Foundation
import LocPromptCore

/// What a comparison row shows about a step.
public enum CompareAspect: String, CaseIterable, Hashable, Sendable {
    /// Which alert appeared (its title), the alert still on screen from an earlier step (`still up: title`), or
    /// why the step could not play.
    case alert
    case buttons
    /// The status the app reads after the step.
    case status
    /// What the app heard: delegate callbacks.
    case callbacks
    /// Why nothing happened, where the engine says so.
    case note
}

/// One aspect of one step across the columns.
public struct CompareLine: Hashable, Sendable {
    public let aspect: CompareAspect
    /// One text per column, in column order.
    public let texts: [String]
    /// The columns do not all say the same (compared without the version each cell may name).
    public let differs: Bool

    public init(aspect: CompareAspect, texts: [String], differs: Bool) {
        self.aspect = aspect
        self.texts = texts
        self.differs = differs
    }
}

/// One step across the columns: its cells and the lines shown for it.
public struct CompareRow: Hashable, Sendable {
    public let step: CompareStep
    public let cells: [CompareCell]
    public let lines: [CompareLine]

    /// True when any of its lines differs.
    public var differs: Bool { lines.contains(where: \.differs) }
}

/// The same steps on several OS versions, aligned step by step: the result of `locprompt compare` and of the
/// `walk --compare` screen, before any formatting. Pure: the same plan and versions give the same comparison.
public struct Comparison: Hashable, Sendable {
    public let plan: ComparePlan
    public let columns: [DeviceOS]
    public let rows: [CompareRow]

    /// Plays the plan on every version and lines the steps up.
    public init(plan: ComparePlan, columns: [DeviceOS]) {
        self.plan = plan
        self.columns = columns
        let perColumn = columns.map { CompareRunner.cells(plan, on: $0) }
        rows = plan.steps.enumerated().map { index, step in
            let cells = perColumn.map { $0[index] }
            return CompareRow(step: step, cells: cells, lines: Self.lines(cells, columns: columns))
        }
    }

    /// The lines of a step: alert and buttons when any column saw an alert or could not play the step; status
    /// and callbacks always.
    static func lines(_ cells: [CompareCell], columns: [DeviceOS]) -> [CompareLine] {
        let all = CompareAspect.allCases.map { aspect in
            CompareLine(aspect: aspect, texts: zip(cells, columns).map { text(of: $0, aspect, on: $1) },
                        differs: Set(cells.map { text(of: $0, aspect, on: nil) }).count > 1)
        }
        return all.filter { line in
            switch line.aspect {
            case .alert, .buttons: return line.texts.contains { $0 != none }
            case .note: return line.texts.contains { !$0.isEmpty && $0 != none }
            case .status, .callbacks: return true
            }
        }
    }

    /// What a cell shows when there is nothing.
    public static let none = "—"
    /// The start of an alert cell whose alert came up at an earlier step and is still on screen.
    public static let stillUpPrefix = "still up: "

    /// The text of one aspect of one cell; `os` names the version in the cells that explain a step that could not
    /// play (nil: the same text without it, to compare cells).
    public static func text(of cell: CompareCell, _ aspect: CompareAspect, on os: DeviceOS?) -> String {
        let on = os.map { " on \($0)" } ?? ""
        switch cell {
        case .played(let observation):
            switch aspect {
            case .alert:
                if let refusal = observation.refusal { return "refused: " + refusal }
                if observation.alerts.isEmpty {
                    // An alert from an earlier step that is still on screen is not “no alert” (audit 14 F5).
                    return observation.stillUp.map { stillUpPrefix + $0.title } ?? none
                }
                return observation.alerts.map(\.title).joined(separator: " / ")
            case .buttons:
                return observation.alerts.isEmpty ? none : observation.alerts.map { $0.buttons.joined(separator: " · ") }.joined(separator: " / ")
            case .status: return observation.status
            case .callbacks: return observation.callbacks.isEmpty ? "none" : observation.callbacks.joined(separator: "; ")
            case .note: return observation.nothing.isEmpty ? none : observation.nothing.joined(separator: "; ")
            }
        case .noAlert(let status):
            switch aspect {
            case .alert: return "no alert to tap\(on): nothing happens"
            case .buttons: return none
            case .status: return status
            case .callbacks: return "none"
            case .note: return none
            }
        case .noPreciseSwitch(let status):
            switch aspect {
            case .alert: return "no Precise switch\(on)"
            case .buttons: return none
            case .status: return status
            case .callbacks: return "none"
            case .note: return none
            }
        case .noSuchButton(let buttons, let status):
            switch aspect {
            case .alert: return "no such button\(on): this column stops here"
            case .buttons: return buttons.joined(separator: " · ")
            case .status: return status
            case .callbacks, .note: return none
            }
        case .notReached(let stoppedAt):
            return aspect == .alert ? "not played (stopped at step \(stoppedAt))" : ""
        }
    }

    /// Steps where any aspect differs.
    public var differingSteps: Int { rows.filter(\.differs).count }
}

/// `--os 12.4,13.4,14.5,17.0`: versions of one platform, each resolved to its band.
public enum CompareVersions {
    /// The most columns a comparison takes (each needs room to be read).
    public static let maximum = 6

    /// The default columns: one version before iOS 13, the 13.4 upgrade alert, iOS 14's Allow Once era, and a
    /// current one; on other platforms, every band's representative version.
    public static func defaults(for platform: Platform) -> [DeviceOS] {
        if platform == .iOS {
            return ["12.4", "13.4", "14.5", "17.0"].compactMap { try? DeviceOS.resolve(platform: .iOS, versionText: $0).get() }
        }
        return OSBand.bands(for: platform).map(DeviceOS.init(band:))
    }

    /// Parses a comma-separated list; the message names the first bad entry (not the option, which the caller
    /// names: `compare --os`, `walk --compare`).
    public static func parse(_ text: String, platform: Platform) -> Result<[DeviceOS], CompareError> {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) }
        var versions: [DeviceOS] = []
        for part in parts {
            guard !part.isEmpty else { return .failure(CompareError(message: "an empty version in “\(text)” (write e.g. 12.4,13.4,17.0)")) }
            switch DeviceOS.resolve(platform: platform, versionText: part) {
            case .success(let os):
                guard !versions.contains(os) else { return .failure(CompareError(message: "\(os) is given twice")) }
                versions.append(os)
            case .failure(let error): return .failure(CompareError(message: error.message))
            }
        }
        guard versions.count <= maximum else {
            return .failure(CompareError(message: "at most \(maximum) versions side by side (got \(versions.count))"))
        }
        return .success(versions)
    }
}
