import LocPromptCore
import LocPromptScenario

/// `walk --compare` without a terminal: a scenario's steps one at a time, each shown on every compared OS
/// version side by side (the `Comparison` the `compare` command prints, computed once: moving back and forth
/// replays nothing).
public struct CompareWalkModel: Sendable {
    public let comparison: Comparison
    /// The row shown (an index into `comparison.rows`).
    public private(set) var current = 0
    public private(set) var helpVisible = false
    public private(set) var helpPage = 0
    public private(set) var message: String?
    public var size: Size

    public init(comparison: Comparison, size: Size = Size(rows: 24, cols: 80)) {
        self.comparison = comparison
        self.size = size
    }

    public var row: CompareRow? { comparison.rows.indices.contains(current) ? comparison.rows[current] : nil }

    public var keyTable: [KeyBinding] { CompareKeyBindings.all }

    @discardableResult
    public mutating func handle(_ key: Key) -> Redraw {
        message = nil
        if key == .resize { return .full }
        if helpVisible {
            let pages = HelpOverlay.pageCount(CompareKeyBindings.helpRows, in: size)
            if key == .space, pages > 1 {
                helpPage = (helpPage + 1) % pages
                return .frame
            }
            helpVisible = false
            return key == .char("q") ? .quit : .frame
        }
        guard let binding = KeyBindings.lookup(key, in: keyTable), case .compare(let action) = binding.action else {
            message = "Space/→ next step · ← previous · ? keys · q quit"
            return .frame
        }
        let last = max(0, comparison.rows.count - 1)
        switch action {
        case .quit: return .quit
        case .redraw: return .full
        case .toggleHelp: helpVisible = true; helpPage = 0
        case .next:
            if current < last { current += 1 } else { message = "That was the last step: ← goes back, q quits" }
        case .previous:
            if current > 0 { current -= 1 } else { message = "This is the first step" }
        case .first: current = 0
        case .last: current = last
        }
        return .frame
    }

    /// A one-line notice of the run loop (the ASCII fallback), shown as the status message.
    mutating func note(_ text: String) { message = text }
}
