import LocPromptCore

/// Selecting a log line to see why it happened (the why pane). The selection is an index into `log`, which
/// only grows, so it stays on its line while new lines arrive.
extension FrontEndModel {
    /// The selected log entry, if the why pane is open.
    public var whyEntry: LogEntry? {
        guard let index = whySelection, log.indices.contains(index) else { return nil }
        return log[index]
    }

    /// Moves the selection `delta` entries (negative: older). With nothing selected, `[` starts at the newest
    /// line that has a rule (what a trainer usually asks about), `]` at the newest line.
    mutating func selectLog(by delta: Int, in pane: Rect) {
        guard !log.isEmpty else {
            setMessage("The log is empty: nothing to explain yet")
            return
        }
        let index: Int
        if let current = whySelection, log.indices.contains(current) {
            index = min(max(0, current + delta), log.count - 1)
        } else if delta < 0 {
            index = log.lastIndex { $0.rule != nil } ?? log.count - 1
        } else {
            index = log.count - 1
        }
        selectLog(index, in: pane)
    }

    /// Selects a log entry and scrolls the log (drawn in `pane`) so that it is visible.
    mutating func selectLog(_ index: Int, in pane: Rect) {
        guard log.indices.contains(index) else { return }
        whySelection = index
        let inner = LogPane.inner(pane)
        guard inner.rows > 0 else { return }
        let lines = LogPane.wrapped(self, in: pane)
        guard lines.starts.indices.contains(index) else { return }
        let first = lines.starts[index]
        let last = (index + 1 < lines.starts.count ? lines.starts[index + 1] : lines.lines.count) - 1
        let visible = LogPane.window(lines.lines.count, scroll: logScroll, rows: inner.rows).range
        let (start, end) = (visible.lowerBound, visible.upperBound)
        let count = lines.lines.count
        if first < start {
            logScroll = max(0, count - (first + inner.rows))
        } else if last >= end {
            logScroll = max(0, count - (last + 1))
        }
    }
}
