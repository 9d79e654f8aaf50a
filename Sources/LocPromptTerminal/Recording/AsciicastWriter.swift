import LocPromptCore
import LocPromptFiles
#if canImport(Glibc)
import Glibc
#endif

/// Why a recording could not be written: one line, e.g. `cannot write demo.cast: No space left on device`.
public struct RecordingError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The first line of an asciicast v2 file.
public struct AsciicastHeader: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// Unix seconds when the recording started (0 for reproducible headless recordings).
    public var timestamp: Int
    public var title: String?
    /// Environment variables worth keeping (`TERM`, `SHELL`), in this order.
    public var env: [(name: String, value: String)]

    public init(width: Int, height: Int, timestamp: Int, title: String? = nil, env: [(name: String, value: String)] = []) {
        self.width = width
        self.height = height
        self.timestamp = timestamp
        self.title = title
        self.env = env
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.json == b.json
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(json) }

    /// `{"version": 2, "width": W, "height": H, "timestamp": T, "title": "...", "env": {...}}`, keys in this order.
    public var json: String {
        var text = "{\"version\": 2, \"width\": \(width), \"height\": \(height), \"timestamp\": \(timestamp)"
        if let title { text += ", \"title\": " + AsciicastWriter.jsonString(AsciicastWriter.inert(title)) }
        if !env.isEmpty {
            let pairs = env.map { AsciicastWriter.jsonString($0.name) + ": " + AsciicastWriter.jsonString(SafeText.neutralize($0.value)) }
            text += ", \"env\": {" + pairs.joined(separator: ", ") + "}"
        }
        return text + "}"
    }
}

/// Writes an asciicast v2 recording (what `asciinema play` plays): the header line first, then one JSON array
/// per event, `[seconds, "o" | "r" | "m", data]`. Every line goes to the file with its own `write(2)` as it
/// happens (no buffering), so a program stopped by any signal, even SIGKILL, leaves a valid file ending at its
/// last complete event.
///
/// Output data is taken as bytes and always written as valid UTF-8: a multi-byte character split across two
/// `output` calls is held back until it is complete; invalid bytes become U+FFFD. Every control character is
/// escaped as `\u00XX`. Marker labels and the title are made inert with `SafeText` first (a hostile app name
/// cannot put escape sequences or bidi overrides into a player's marker list).
///
/// Not thread-safe: use it from one thread.
public final class AsciicastWriter {
    public enum EventCode: String, Sendable {
        case output = "o"
        case resize = "r"
        case marker = "m"
    }

    /// The file being written, as given.
    public let path: String
    private var fd: Int32 = -1
    /// True once the file is open; it is opened by `begin(_:)` (a FIFO or device at `init`), so a command that
    /// fails before it starts leaves the file exactly as it was.
    private var opened = false
    /// A regular file can be cut back to its last whole line after a write error (disk full).
    private var regular = false
    /// Bytes of whole lines written so far.
    private var committed: off_t = 0
    private var headerWritten = false
    /// The incomplete UTF-8 sequence at the end of the last output (at most 3 bytes).
    private var pending: [UInt8] = []
    private var lastTime: Double = 0
    /// The first write error; once set, nothing more is written.
    public private(set) var failure: RecordingError?
    /// Events written so far (not counting the header).
    public private(set) var eventCount = 0
    /// Written under a temporary name and renamed at `close()` (`init(path:wholeFile:)`).
    private let wholeFile: Bool
    private var replacement: StreamedReplacement?

    /// Checks that the file could be written, without creating or truncating it: that happens in `begin(_:)`
    /// (through `OutputFile`: a symlink is written through, a FIFO written to). Throws a one-line error when
    /// it cannot be written, so a caller can stop before touching the terminal.
    ///
    /// `wholeFile`: a regular file is written under a temporary name and takes its name at `close()`, so a
    /// process killed before then leaves the old file, never a partial one (`run --record`, which writes a
    /// finished run; audit 24f D3). Without it (the live sessions), each line reaches the file as it happens.
    public init(path: String, wholeFile: Bool = false) throws(RecordingError) {
        guard !path.isEmpty, path != "-" else { throw RecordingError("--record needs a file path (a recording cannot go to standard output)") }
        self.path = path
        self.wholeFile = wholeFile
        do {
            try OutputFile.check(path)
            // A FIFO or device is opened now (nothing there to keep as it was): one nobody reads is an error
            // before the session starts, not after it (audit 13 F7).
            if let stream = try OutputFile.openIfStream(path) { fd = stream }
        } catch {
            throw RecordingError(error.description)
        }
    }

    deinit { close() }

    /// Writes the header line. Must come before any event.
    public func begin(_ header: AsciicastHeader) {
        precondition(!headerWritten, "the header is written once")
        headerWritten = true
        if fd < 0 {
            do {
                if wholeFile {
                    let file = try OutputFile.openForReplacement(path)
                    (fd, regular, replacement) = (file.fd, file.regular, file)
                } else {
                    (fd, regular) = try OutputFile.openForStreaming(path)
                }
            } catch {
                failure = RecordingError(error.description)
            }
        }
        opened = true
        writeLine(header.json)
    }

    /// Terminal output: bytes as a program sent them (`time` in seconds since the start).
    public func output<Bytes: Sequence>(_ bytes: Bytes, at time: Double) where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
        let complete = Self.completePrefixLength(pending)
        guard complete > 0 else { return }
        let text = String(decoding: pending[..<complete], as: UTF8.self)
        pending.removeFirst(complete)
        event(.output, Self.jsonString(text), at: time)
    }

    /// Terminal output given as text (always complete UTF-8).
    public func output(_ text: String, at time: Double) {
        output(Array(text.utf8), at: time)
    }

    /// The terminal was resized to `width`×`height` cells.
    public func resize(width: Int, height: Int, at time: Double) {
        event(.resize, "\"\(width)x\(height)\"", at: time)
    }

    /// A marker (a chapter point in players), labelled with what happened. The label is neutralised and
    /// limited to 200 characters.
    public func marker(_ label: String, at time: Double) {
        var safe = Self.inert(label)
        if safe.count > 200 { safe = String(safe.prefix(199)) + "…" }
        event(.marker, Self.jsonString(safe), at: time)
    }

    /// Flushes a held incomplete character (as U+FFFD) and closes the file.
    public func close() {
        guard fd >= 0 else { return }
        if !pending.isEmpty, headerWritten, failure == nil {
            pending.removeAll()
            event(.output, Self.jsonString("\u{FFFD}"), at: lastTime)
        }
        if let replacement {
            // What was written (all of it, or the whole lines before a write error) takes the file's name.
            self.replacement = nil
            do {
                try OutputFile.commit(replacement)
            } catch {
                if failure == nil { failure = RecordingError(error.description) }
            }
        } else {
            _ = Glibc.close(fd)
        }
        fd = -1
    }

    // MARK: Lines

    private func event(_ code: EventCode, _ jsonData: String, at time: Double) {
        guard headerWritten else {
            assertionFailure("asciicast event before the header")
            return
        }
        // Times never go backwards (a clock adjustment, or callers mixing sources).
        let t = max(lastTime, time.isFinite ? time : lastTime)
        lastTime = t
        writeLine("[\(Self.formatTime(t)), \"\(code.rawValue)\", \(jsonData)]")
        eventCount += 1
    }

    private func writeLine(_ line: String) {
        guard fd >= 0, failure == nil else { return }
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                let code = errno
                // Cut the half-written line off, so the file stays a valid asciicast of the events so far.
                if regular { _ = ftruncate(fd, committed) }
                // What is left says how much of the session survives: nothing when even the header failed
                // (“keeps the 0 events” read as if a file were there, session 21's UX pass).
                let kept = committed == 0 ? "nothing was recorded"
                    : "the recording keeps the \(eventCount) \(eventCount == 1 ? "event" : "events") before the error"
                failure = RecordingError(OutputFileError(path: path, reason: OutputFile.describe(code)).description
                    + " (\(kept))")
                return
            }
            offset += written
        }
        committed += off_t(bytes.count)
    }

    // MARK: Encoding

    /// Untrusted text for a label: `SafeText`, and the Unicode line and paragraph separators (which some
    /// players and web pages break lines on) shown as U+FFFD too.
    static func inert(_ text: String) -> String {
        String(String.UnicodeScalarView(SafeText.neutralize(text).unicodeScalars.map {
            $0.value == 0x2028 || $0.value == 0x2029 ? "\u{FFFD}" : $0
        }))
    }

    /// Seconds with microsecond precision, as asciinema writes them: `1.250000`.
    static func formatTime(_ seconds: Double) -> String {
        let micros = Int64((max(0, seconds) * 1_000_000).rounded())
        let whole = micros / 1_000_000
        let fraction = String(micros % 1_000_000)
        return "\(whole)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// A JSON string literal: `"` and `\` escaped, every C0 and C1 control character, DEL, and the line and
    /// paragraph separators as `\u00XX` (so the line is safe for any JSON or JavaScript reader).
    public static func jsonString(_ text: String) -> String {
        // Byte by byte over the UTF-8 (every frame of a recording goes through here: issue 15). Escaped: `"`,
        // `\\`, C0 and DEL, C1 (C2 80–9F) and U+2028/U+2029 (E2 80 A8/A9), which some JSON readers take as line ends.
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + text.utf8.count / 8 + 2)
        out.append(0x22)
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            switch (beforePrevious, previous, byte) {
            case (_, _, 0x22): out += [0x5C, 0x22]
            case (_, _, 0x5C): out += [0x5C, 0x5C]
            case (_, _, 0x00...0x1F), (_, _, 0x7F): appendEscape(UInt32(byte), to: &out)
            case (_, 0xC2, 0x80...0x9F):
                out.removeLast()  // the C2 lead byte already copied
                appendEscape(UInt32(byte), to: &out)
            case (0xE2, 0x80, 0xA8...0xA9):
                out.removeLast(2)  // E2 80
                appendEscape(0x2000 + UInt32(byte) - 0x80, to: &out)
            default: out.append(byte)
            }
            beforePrevious = previous
            previous = byte
        }
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }

    /// `\\u` and four lowercase hex digits.
    private static func appendEscape(_ value: UInt32, to out: inout [UInt8]) {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        out += [0x5C, 0x75]
        for shift in stride(from: 12, through: 0, by: -4) { out.append(digits[Int((value >> UInt32(shift)) & 0xF)]) }
    }

    /// How many leading bytes of `bytes` can be decoded now: all of them, except an incomplete UTF-8
    /// sequence at the very end (a lead byte followed by fewer continuation bytes than it announces).
    static func completePrefixLength(_ bytes: [UInt8]) -> Int {
        let n = bytes.count
        // Look back at most 3 bytes for the lead byte of the last sequence.
        var i = n - 1
        var continuations = 0
        while i >= 0, continuations < 3, bytes[i] & 0xC0 == 0x80 {
            continuations += 1
            i -= 1
        }
        guard i >= 0 else { return n }
        let lead = bytes[i]
        let needed: Int
        switch lead {
        case 0xC2...0xDF: needed = 1
        case 0xE0...0xEF: needed = 2
        case 0xF0...0xF4: needed = 3
        default: return n // ASCII, or an invalid byte: decode everything (invalid bytes become U+FFFD)
        }
        return continuations < needed ? i : n
    }
}
