import Foundation
import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import LocPromptTestSupport
import Testing

@Suite("Recordings: the asciicast writer")
struct AsciicastWriterTests {
    /// Writes a cast with `body` and returns its bytes.
    static func cast(_ header: AsciicastHeader = AsciicastHeader(width: 80, height: 24, timestamp: 0),
                     _ body: (AsciicastWriter) -> Void) throws -> Data {
        let path = temporaryCastPath("writer")
        defer { unlink(path) }
        let writer = try AsciicastWriter(path: path)
        writer.begin(header)
        body(writer)
        writer.close()
        #expect(writer.failure == nil)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test("The header comes first, with version 2, width, height, timestamp, title and env")
    func header() throws {
        let header = AsciicastHeader(width: 100, height: 30, timestamp: 1_700_000_000, title: "locprompt · “demo”",
                                     env: [("TERM", "xterm-256color"), ("SHELL", "/bin/bash")])
        let data = try Self.cast(header) { $0.output("hi", at: 0.5) }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(#"{"version": 2, "width": 100, "height": 30, "timestamp": 1700000000, "title": "locprompt · “demo”", "env": {"TERM": "xterm-256color", "SHELL": "/bin/bash"}}"# + "\n"))
        let cast = try #require(ParsedCast.parse(data))
        #expect(cast.header["title"] as? String == "locprompt · “demo”")
        #expect(cast.events.count == 1)
        #expect(text.hasSuffix("[0.500000, \"o\", \"hi\"]\n"))
    }

    @Test("Times are written with microseconds and never go backwards")
    func times() throws {
        let data = try Self.cast { writer in
            writer.output("a", at: 1.25)
            writer.marker("earlier", at: 0.5)
            writer.resize(width: 120, height: 40, at: 2)
        }
        let cast = try #require(ParsedCast.parse(data))
        #expect(cast.events.map(\.time) == [1.25, 1.25, 2])
        #expect(cast.events.map(\.code) == ["o", "m", "r"])
        #expect(cast.events[2].data == "120x40")
        #expect(AsciicastWriter.formatTime(0) == "0.000000")
        #expect(AsciicastWriter.formatTime(12.3456789) == "12.345679")
    }

    @Test("Every control character is escaped as \\u00XX and reads back unchanged")
    func escaping() throws {
        var all = ""
        for value in Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x2028, 0x2029] {
            all.unicodeScalars.append(Unicode.Scalar(value)!)
        }
        all += "\"\\ é “ ” 地図 🗺️"
        let data = try Self.cast { $0.output(all, at: 0) }
        // No raw control byte anywhere but the line ends.
        #expect(!data.contains { $0 < 0x20 && $0 != 0x0A })
        #expect(data.filter { $0 == 0x0A }.count == 2)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#"\u001b"#))
        #expect(text.contains(#"\u0085"#))
        #expect(text.contains(#"\u2028"#))
        let cast = try #require(ParsedCast.parse(data))
        #expect(cast.output == all)
    }

    @Test("A UTF-8 character split across two writes is put back together, at every split point")
    func utf8Split() throws {
        let text = "é“地🗺️x"
        let bytes = Array(text.utf8)
        for split in 0...bytes.count {
            let data = try Self.cast { writer in
                writer.output(bytes[..<split], at: 0)
                writer.output(bytes[split...], at: 0.1)
            }
            let cast = try #require(ParsedCast.parse(data))
            #expect(cast.output == text, "split at byte \(split)")
            #expect(!cast.output.contains("\u{FFFD}"))
        }
        // Byte by byte.
        let data = try Self.cast { writer in
            for (i, byte) in bytes.enumerated() { writer.output([byte], at: Double(i)) }
        }
        #expect(try #require(ParsedCast.parse(data)).output == text)
    }

    @Test("Invalid bytes become U+FFFD; a character cut off at the end is flushed as U+FFFD on close")
    func invalidBytes() throws {
        let data = try Self.cast { writer in
            writer.output([0x61, 0xFF, 0x62, 0x80, 0x63], at: 0)
            writer.output([0xE2, 0x80], at: 1) // the first two bytes of “
        }
        let cast = try #require(ParsedCast.parse(data))
        #expect(cast.output == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
    }

    @Test("Hostile app names in markers and titles are neutralised: no escape, newline or bidi override")
    func hostileMarker() throws {
        let hostile = "Evil\u{1B}[2J\u{1B}]0;pwned\u{07}\n\"}],[0,\"o\",\"x\u{202E}gnp.exe\u{2028}"
        let data = try Self.cast(AsciicastHeader(width: 80, height: 24, timestamp: 0, title: hostile)) { writer in
            writer.marker("alert: Allow “\(hostile)” to use your location?", at: 0)
        }
        let cast = try #require(ParsedCast.parse(data))
        #expect(cast.events.count == 1)
        let label = try #require(cast.markers.first)
        let title = try #require(cast.header["title"] as? String)
        for text in [label, title] {
            #expect(SafeText.isInert(text), "\(text)")
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E || $0.value == 0x2028 })
        }
        #expect(label.hasPrefix("alert: Allow “Evil␛[2J␛]0;pwned␇␊"))
    }

    @Test("Long marker labels are cut at 200 characters")
    func longMarker() throws {
        let data = try Self.cast { $0.marker(String(repeating: "x", count: 500), at: 0) }
        let label = try #require(ParsedCast.parse(data)?.markers.first)
        #expect(label.count == 200)
        #expect(label.hasSuffix("…"))
    }

    @Test("A path that cannot be created is one clear error; - is refused")
    func unwritable() {
        #expect(throws: RecordingError.self) { try AsciicastWriter(path: "/nonexistent-dir/x.cast") }
        do {
            _ = try AsciicastWriter(path: "/nonexistent-dir/x.cast")
        } catch {
            #expect(error.message == "cannot write /nonexistent-dir/x.cast: the folder /nonexistent-dir does not exist; create it first")
        }
        #expect(throws: RecordingError.self) { try AsciicastWriter(path: "-") }
        #expect(throws: RecordingError.self) { try AsciicastWriter(path: NSTemporaryDirectory()) }
    }

    @Test("A write error (a full disk) stops the recording and is kept for the caller")
    func writeError() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let writer = try AsciicastWriter(path: "/dev/full")
        writer.begin(AsciicastHeader(width: 80, height: 24, timestamp: 0))
        writer.output("x", at: 0)
        writer.close()
        #expect(writer.failure?.message == "cannot write /dev/full: the disk is full; free some space and run again (nothing was recorded)")
    }
}

@Suite("Recordings: frames as ANSI")
struct AnsiFrameEncoderTests {
    @Test("Frames replay to the canvas they were drawn from, first in full then as row diffs", arguments: [Size(rows: 24, cols: 80), Size(rows: 40, cols: 120)])
    func replaysToCanvas(size: Size) {
        let canvas = GridCanvas(size)
        var encoder = AnsiFrameEncoder()
        var terminal = MiniTerminal(cols: size.cols, rows: size.rows)
        var model = Fixtures.model()
        terminal.feed(AnsiFrameEncoder.prologue)
        for key in ["l", "w", "↓", "⏎", "S", "↓", "⏎", "⎋", "?", "x", "A", "l", "w"] {
            switch key {
            case "↓": model.handle(.down)
            case "⏎": model.handle(.enter)
            case "⎋": model.handle(.escape)
            default: model.handle(.char(Character(key)))
            }
            MainScreen.draw(model, on: canvas)
            terminal.feed(encoder.encode(canvas))
            #expect(terminal.text == canvas.text, "after \(key)")
        }
        // Nothing changed: nothing to send.
        MainScreen.draw(model, on: canvas)
        #expect(encoder.encode(canvas).isEmpty)
    }

    @Test("Wide characters and text reaching the last column (no EL there)")
    func edges() {
        let canvas = GridCanvas(rows: 3, cols: 10)
        var encoder = AnsiFrameEncoder()
        var terminal = MiniTerminal(cols: 10, rows: 3)
        canvas.put("地図アプリ🗺️", row: 0, col: 0)
        canvas.put("0123456789", row: 1, col: 0, style: .focus)
        canvas.put("x", row: 2, col: 9)
        terminal.feed(encoder.encode(canvas))
        #expect(terminal.text == canvas.text)
        canvas.clear()
        canvas.put("abc", row: 1, col: 0)
        let diff = encoder.encode(canvas)
        #expect(!diff.contains("\u{1B}[2J"))
        terminal.feed(diff)
        #expect(terminal.text == canvas.text)
    }

    @Test("Random drawing (wide characters, styles, overlaps): every frame replays to its canvas")
    func randomFrames() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "bc", "地図", "🗺️", "é", "“x”", "│─", "  ", "ｱｲ", "longer text here"]
        let styles: [Style] = [.normal, .title, .focus, .dim, .accent, .bad, Style(.normal, bold: true, reverse: true)]
        for _ in 0..<30 {
            let size = Size(rows: Int.random(in: 1...6, using: &generator), cols: Int.random(in: 1...14, using: &generator))
            let canvas = GridCanvas(size)
            var encoder = AnsiFrameEncoder(useColor: Bool.random(using: &generator))
            var terminal = MiniTerminal(cols: size.cols, rows: size.rows)
            for frame in 0..<20 {
                if Int.random(in: 0..<4, using: &generator) == 0 { canvas.clear() }
                for _ in 0..<Int.random(in: 0...4, using: &generator) {
                    canvas.put(pieces.randomElement(using: &generator)!, row: Int.random(in: 0..<size.rows, using: &generator),
                               col: Int.random(in: -2..<size.cols, using: &generator), style: styles.randomElement(using: &generator)!)
                }
                terminal.feed(encoder.encode(canvas, full: frame % 7 == 6))
                #expect(terminal.text == canvas.text, "\(size), frame \(frame)")
            }
        }
    }

    @Test("Styles: colour roles, or attributes without colour")
    func styles() {
        let color = AnsiFrameEncoder(useColor: true)
        let mono = AnsiFrameEncoder(useColor: false)
        #expect(color.sgr(.focus) == "\u{1B}[0;7m")
        #expect(color.sgr(.bad) == "\u{1B}[0;1;31m")
        #expect(color.sgr(.dim) == "\u{1B}[0;90m")
        #expect(mono.sgr(.dim) == "\u{1B}[0;2m")
        #expect(mono.sgr(.accent) == "\u{1B}[0m")
        #expect(color.sgr(Style(.title, bold: true, reverse: true)) == "\u{1B}[0;1;7m")
    }
}

@Suite("Recordings: run --record (headless)")
struct ScenarioRecordingTests {
    /// This test's own folder, removed when the test ends, passed or failed (a new suite value for each test).
    let scratch = TemporaryFolder("cast")

    static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Scenarios")

    static func bundledRuns() throws -> [ScenarioRun] {
        let names = try FileManager.default.contentsOfDirectory(atPath: bundled.path).filter { $0.hasSuffix(".yaml") }.sorted()
        return names.map { ScenarioRunner.run(path: bundled.appendingPathComponent($0).path) }
    }

    /// Records `runs` into a new file in `scratch`: its bytes, the last frame drawn and its path.
    func record(_ runs: [ScenarioRun], size: Size = ScenarioRecording.defaultSize,
                timestamp: Int = 0) throws -> (data: Data, last: GridCanvas, path: String) {
        let path = scratch.url.appendingPathComponent("run-\(UUID().uuidString).cast").path
        let writer = try AsciicastWriter(path: path)
        let last = ScenarioRecording.write(runs, to: writer, size: size, timestamp: timestamp)
        writer.close()
        return (try Data(contentsOf: URL(fileURLWithPath: path)), last, path)
    }

    @Test("The front end's model stays on the session's state at every step of every bundled scenario")
    func modelFollowsSession() throws {
        for run in try Self.bundledRuns() {
            guard let scenario = run.scenario else { continue }
            let app = AppChoice(profile: scenario.app.profile, origin: run.file)
            var model = FrontEndModel(state: scenario.initialState(), apps: [app])
            for record in run.records {
                ScenarioRecording.apply(record.step, to: &model)
                #expect(model.state == record.state, "\(run.file) step \(record.index + 1): \(record.step.text)")
            }
        }
    }

    @Test("One bundled scenario: valid asciicast, markers per step and alert, replays to the last frame drawn")
    func oneScenario() throws {
        let run = ScenarioRunner.run(path: Self.bundled.appendingPathComponent("allow-once-expiry.yaml").path)
        let (data, last, path) = try record([run])
        let cast = try #require(ParsedCast.parse(data))
        #expect(cast.width == 100 && cast.height == 30)
        #expect(cast.header["timestamp"] as? Int == 0)
        #expect(cast.header["title"] as? String == "locprompt run: Allow Once expires when the app leaves use")
        let markers = cast.markers
        #expect(markers.first == "scenario: Allow Once expires when the app leaves use [\(run.file)]")
        #expect(markers.contains("step 2: call: requestWhenInUseAuthorization"))
        #expect(markers.contains("alert: Allow “Where Am I?” to use your location?"))
        #expect(markers.contains("step 4: tap: Allow Once"))
        #expect(markers.last == "end: 1 passed, 0 failed")
        #expect(markers.count == run.records.count + 4) // scenario, steps, one alert, result, end
        #expect(cast.replay().text == last.text)
        #expect(last.text.contains("PASS Allow Once expires when the app leaves use"))
        // Virtual time at a readable pace: a step is 1.5 s, `advance: 1m` 1 s more.
        let times = Dictionary(cast.events.filter { $0.code == "m" }.map { ($0.data, $0.time) }, uniquingKeysWith: { a, _ in a })
        let advance = try #require(times["step 7: advance: 1m"])
        let next = try #require(times["step 8: foreground"])
        #expect(abs(next - advance - 2.5) < 1e-6)
        if let screen = Pyte.finalScreen(of: path) {
            #expect(screen == Pyte.trimmed(last.text))
        }
    }

    @Test("Every bundled scenario in one recording: parses, replays (here and in pyte), and is reproducible")
    func allBundled() throws {
        let runs = try Self.bundledRuns()
        let (data, last, path) = try record(runs, size: Size(rows: 24, cols: 80))
        let cast = try #require(ParsedCast.parse(data))
        #expect(cast.markers.filter { $0.hasPrefix("scenario: ") }.count == runs.count)
        #expect(cast.markers.filter { $0.hasPrefix("result: PASS") }.count == runs.count)
        #expect(cast.replay().text == last.text)
        if let screen = Pyte.finalScreen(of: path) {
            #expect(screen == Pyte.trimmed(last.text))
        }
        let again = try record(runs, size: Size(rows: 24, cols: 80))
        #expect(again.data == data, "the same runs must give the same bytes")
    }

    @Test("Invalid and failing scenarios are recorded with what went wrong")
    func invalidAndFailing() throws {
        let directory = NSTemporaryDirectory() + "locprompt-rec-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let header = """
            name: "Bad \\e[31mname"
            device: { platform: ios, os: "17.4" }
            app: { name: "Evil\\e]0;x\\aApp", plist: { NSLocationWhenInUseUsageDescription: "Shown." } }
            steps:

            """
        let failing = directory + "/failing.yaml"
        try (header + "  - launch\n  - call: requestWhenInUseAuthorization\n  - expect: { status: denied }\n  - tap: Allow\n")
            .write(toFile: failing, atomically: true, encoding: .utf8)
        let runs = [ScenarioRunner.run(path: failing), ScenarioRunner.run(path: directory + "/missing.yaml")]
        let (data, last, path) = try record(runs)
        let cast = try #require(ParsedCast.parse(data))
        #expect(cast.markers.contains { $0.hasPrefix("✗ status: expected denied, got notDetermined (line ") })
        #expect(cast.markers.contains { $0.hasPrefix("result: INVALID Bad ␛[31mname") })
        #expect(cast.markers.contains("scenario \(directory)/missing.yaml: invalid"))
        #expect(cast.markers.contains("alert: Allow “Evil␛]0;x␇App” to use your location?"))
        for marker in cast.markers { #expect(SafeText.isInert(marker)) }
        #expect(cast.replay().text == last.text)
        #expect(last.text.contains("missing.yaml"))
    }
}
