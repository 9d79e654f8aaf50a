import LocPromptCore
import PropertyBased
@testable import LocPromptTerminal
import Testing

/// The log pane wraps each entry once per width (issue 15): the cached lines must always be the lines a fresh
/// wrap of the kept entries gives, whatever was appended, dropped or resized in between.
@Suite("Log wrapped once per width")
struct WrappedLogTests {
    static let pieces = ["› app calls ", "requestWhenInUseAuthorization()", " ", "地图", "🗺️", "e\u{301}", "\u{1B}[2J",
                         "locationManagerDidChangeAuthorization(authorizedAlways)", "\n", "a", "—", "Ｗ"]
    static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...12).map { $0.map { pieces[$0] }.joined() }
    static let columns = Gen.int(in: 80...160)

    /// Each kept entry wrapped on its own: what the pane showed before the cache.
    static func freshLines(_ log: [LogEntry], columns: Int) -> [WrappedLog.Line] {
        log.flatMap { entry in
            DisplayWidth.wrap(SafeText.neutralize(entry.text), columns: columns).enumerated().map {
                WrappedLog.Line(time: $0.offset == 0 ? entry.at.description : "", text: $0.element, style: entry.style)
            }
        }
    }

    @Test("Cached lines equal a fresh wrap for random texts and widths, across a resize")
    func cachedEqualsFresh() async {
        await propertyCheck(count: 100, input: Self.text.array(of: 0...30), Self.columns, Self.columns,
                            Gen.int(in: 24...50)) { texts, firstColumns, secondColumns, rows in
            let first = Size(rows: rows, cols: firstColumns)
            let second = Size(rows: rows + 3, cols: secondColumns)
            var model = FrontEndModel(os: .newest(.iOS), apps: AppChoice.builtIn, size: first)
            model.append(texts.map { LogEntry(at: .zero, text: $0, kind: .note, style: .dim) })
            let columns = FrontEndModel.logColumns(first)
            #expect(model.wrappedLog.lines == Self.freshLines(model.log, columns: columns))
            model.size = second
            let resized = FrontEndModel.logColumns(second)
            #expect(model.wrappedLog.columns == resized)
            #expect(model.wrappedLog == WrappedLog(model.log, columns: resized))
            #expect(model.wrappedLog.lines == Self.freshLines(model.log, columns: resized))
        }
    }

    @Test("The screen keeps the newest entries, says how many it dropped, and stays equal to a fresh wrap")
    func boundedLog() {
        var model = FrontEndModel(os: .newest(.iOS), apps: AppChoice.builtIn, size: Size(rows: 30, cols: 100))
        for index in 0..<3_000 {
            model.append([LogEntry(at: .zero, text: "entry \(index) " + String(repeating: "word ", count: index % 20),
                                   kind: .note, style: .normal)])
        }
        #expect(model.logTotal == 3_001)
        #expect(model.log.count >= FrontEndModel.logLimit && model.log.count <= FrontEndModel.logLimit * 5 / 4)
        #expect(model.droppedLogEntries == model.logTotal - model.log.count)
        #expect(model.log.last?.text.hasPrefix("entry 2999 ") == true)
        #expect(model.wrappedLog == WrappedLog(model.log, columns: model.wrappedLog.columns))
        let canvas = GridCanvas(model.size)
        MainScreen.draw(model, on: canvas)
        #expect(canvas.text.contains("Log (newest \(model.log.count) of 3001 entries)"))
    }

    @Test("The pane reports which entry is drawn at a screen row, scrolled or not")
    func entryAtRow() {
        var model = FrontEndModel(os: .newest(.iOS), apps: AppChoice.builtIn, size: Size(rows: 30, cols: 100))
        model.append((0..<40).map { LogEntry(at: .zero, text: "entry \($0) " + String(repeating: "long ", count: $0 % 15),
                                             kind: .note, style: .normal) })
        for scroll in [0, 7] {
            if scroll > 0 { _ = model.perform(.ui(.scrollLog(-scroll))) }
            let layout = Layout(model.size)
            let canvas = GridCanvas(model.size)
            MainScreen.draw(model, on: canvas)
            let inner = LogPane.inner(layout.log)
            var found = 0
            for row in inner.row..<inner.bottom {
                guard let index = LogPane.entry(atRow: row, model: model, in: layout.log) else { continue }
                found += 1
                // The row shows part of that entry's text: its first line starts with "entry N ".
                let drawn = canvas.line(row)
                if drawn.contains("entry ") {
                    #expect(drawn.contains(model.log[index].text.prefix(8)))
                }
            }
            #expect(found == inner.rows)
            #expect(LogPane.entry(atRow: layout.log.row, model: model, in: layout.log) == nil)
        }
    }
}
