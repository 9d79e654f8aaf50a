import LocPromptCore

/// The log pane's lines, wrapped once per width: an entry is wrapped when it is appended (or when the pane's
/// width changes, which rewraps every kept entry once), so a frame draws the visible window without touching the
/// rest of the log and a key costs the same after ten thousand entries as after ten (issue 15).
struct WrappedLog: Hashable, Sendable {
    struct Line: Hashable, Sendable {
        /// The entry's virtual time on its first line, empty on its continuation lines.
        var time: String
        var text: String
        var style: Style
    }

    /// The text columns the lines are wrapped to.
    private(set) var columns: Int
    private(set) var lines: [Line] = []
    /// For each entry, the index in `lines` of its first line (ascending).
    private(set) var starts: [Int] = []

    init(columns: Int) {
        self.columns = columns
    }

    /// The lines of `entries` wrapped fresh to `columns` (what the cache must always equal).
    init(_ entries: some Sequence<LogEntry>, columns: Int) {
        self.init(columns: columns)
        for entry in entries { append(entry) }
    }

    /// The columns of log text in a pane `paneColumns` wide: the frame and its margins (4) and the time (9) off.
    static func textColumns(paneColumns: Int) -> Int { max(10, paneColumns - 4 - LogPane.timeColumns) }

    mutating func append(_ entry: LogEntry) {
        starts.append(lines.count)
        let wrapped = DisplayWidth.wrap(SafeText.neutralize(entry.text), columns: columns)
        for (index, text) in wrapped.enumerated() {
            lines.append(Line(time: index == 0 ? entry.at.description : "", text: text, style: entry.style))
        }
    }

    /// Forgets the oldest `count` entries' lines.
    mutating func dropFirst(_ count: Int) {
        guard count > 0 else { return }
        guard count < starts.count else {
            self = WrappedLog(columns: columns)
            return
        }
        let cut = starts[count]
        lines.removeFirst(cut)
        starts.removeFirst(count)
        for index in starts.indices { starts[index] -= cut }
    }

    /// The entry (index among the kept entries) a line belongs to.
    func entry(atLine line: Int) -> Int? {
        guard line >= 0, line < lines.count else { return nil }
        // The last entry starting at or before the line (binary search: the log may hold thousands).
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= line { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
