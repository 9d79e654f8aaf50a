import Foundation
import LocPromptCore
import LocPromptTerminal
import Testing

/// An asciicast v2 file read back and checked line by line with `JSONSerialization`.
struct ParsedCast {
    struct Event {
        var time: Double
        var code: String
        var data: String
    }

    var header: [String: Any]
    var events: [Event]

    var width: Int { header["width"] as? Int ?? 0 }
    var height: Int { header["height"] as? Int ?? 0 }
    var markers: [String] { events.filter { $0.code == "m" }.map(\.data) }
    var output: String { events.filter { $0.code == "o" }.map(\.data).joined() }

    /// Parses `data`; records an issue for every deviation from the format and returns nil if unreadable.
    static func parse(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) -> ParsedCast? {
        guard let text = String(data: data, encoding: .utf8) else {
            Issue.record("the recording is not valid UTF-8", sourceLocation: sourceLocation)
            return nil
        }
        var lines = text.components(separatedBy: "\n")
        guard lines.last == "" else {
            Issue.record("the recording does not end with a newline", sourceLocation: sourceLocation)
            return nil
        }
        lines.removeLast()
        guard let first = lines.first,
              let header = try? JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any] else {
            Issue.record("the first line is not a JSON object", sourceLocation: sourceLocation)
            return nil
        }
        #expect(header["version"] as? Int == 2, sourceLocation: sourceLocation)
        for key in ["width", "height", "timestamp"] {
            #expect(header[key] is Int, "header \(key) must be an integer", sourceLocation: sourceLocation)
        }
        if let title = header["title"] { #expect(title is String, sourceLocation: sourceLocation) }
        if let env = header["env"] { #expect(env is [String: String], sourceLocation: sourceLocation) }
        var events: [Event] = []
        var last = 0.0
        for (number, line) in lines.enumerated().dropFirst() {
            guard let array = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], array.count == 3,
                  let time = (array[0] as? NSNumber)?.doubleValue, let code = array[1] as? String,
                  let data = array[2] as? String, ["o", "r", "m", "i"].contains(code) else {
                Issue.record("line \(number + 1) is not an event [time, code, data]: \(line.prefix(100))", sourceLocation: sourceLocation)
                return nil
            }
            #expect(time >= last, "line \(number + 1): time goes backwards", sourceLocation: sourceLocation)
            last = time
            if code == "r" {
                #expect(data.range(of: #"^\d+x\d+$"#, options: .regularExpression) != nil, sourceLocation: sourceLocation)
            }
            events.append(Event(time: time, code: code, data: data))
        }
        return ParsedCast(header: header, events: events)
    }

    /// The screen after every event, replayed by `MiniTerminal`.
    func replay() -> MiniTerminal {
        var terminal = MiniTerminal(cols: width, rows: height)
        for event in events {
            switch event.code {
            case "o": terminal.feed(event.data)
            case "r":
                let parts = event.data.split(separator: "x").compactMap { Int($0) }
                terminal.resize(cols: parts[0], rows: parts[1])
            default: break
            }
        }
        return terminal
    }
}

/// A small terminal for the sequences `AnsiFrameEncoder` emits (CUP, ED 2, EL, SGR ignored, cursor visibility);
/// anything else is recorded as an issue, so the encoder cannot drift outside the subset without a failing test.
struct MiniTerminal {
    var cols: Int
    var rows: Int
    var cells: [[String]]
    var row = 0
    var col = 0

    init(cols: Int, rows: Int) {
        self.cols = cols
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: cols), count: rows)
    }

    mutating func resize(cols: Int, rows: Int) {
        var resized = Array(repeating: Array(repeating: " ", count: cols), count: rows)
        for r in 0..<min(rows, self.rows) {
            for c in 0..<min(cols, self.cols) { resized[r][c] = cells[r][c] }
        }
        (self.cols, self.rows, cells) = (cols, rows, resized)
        row = min(row, rows - 1)
        col = min(col, cols - 1)
    }

    mutating func feed(_ text: String) {
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if character == "\u{1B}" {
                guard characters.popFirst() == "[" else {
                    Issue.record("unexpected escape sequence")
                    continue
                }
                var parameters = ""
                while let next = characters.popFirst() {
                    if next.isLetter {
                        apply(parameters, next)
                        break
                    }
                    parameters.append(next)
                }
                continue
            }
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if col + width > cols {
                Issue.record("text runs past the right edge at row \(row)")
                continue
            }
            // Like xterm: overwriting either half of a wide character blanks the other half.
            if cells[row][col] == "", col > 0 { cells[row][col - 1] = " " }
            if col + width < cols, cells[row][col + width] == "" { cells[row][col + width] = " " }
            cells[row][col] = String(character)
            if width == 2 { cells[row][col + 1] = "" }
            // col == cols is xterm's pending-wrap state after the last column.
            col += width
        }
    }

    private mutating func apply(_ parameters: String, _ final: Character) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        switch (final, parameters) {
        case ("H", _):
            row = max(0, (numbers.first ?? 1) - 1)
            col = max(0, (numbers.count > 1 ? numbers[1] : 1) - 1)
        case ("J", "2"):
            cells = Array(repeating: Array(repeating: " ", count: cols), count: rows)
        case ("K", ""):
            // In the pending-wrap state xterm erases the last column: the encoder must not send EL there.
            if col >= cols { Issue.record("EL after the last column of row \(row) would erase its last character") }
            for c in min(col, cols - 1)..<cols { cells[row][c] = " " }
        case ("m", _), ("l", "?25"), ("h", "?25"):
            break
        default:
            Issue.record("unexpected sequence ESC[\(parameters)\(final)")
        }
    }

    /// The screen, one line per row, trailing blanks removed (like `GridCanvas.text`).
    var text: String {
        cells.map { line in
            var text = line.joined()
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }
}

/// A fresh temporary file path ending in `.cast`.
func temporaryCastPath(_ name: String = "test") -> String {
    NSTemporaryDirectory() + "locprompt-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).cast"
}
