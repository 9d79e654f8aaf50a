import LocPromptCore
import LocPromptFiles
#if canImport(Glibc)
import Glibc
#endif

/// Records a full-screen session as an asciicast: every screen drawn on the terminal is drawn a second time
/// into a `GridCanvas` (the recorder is the ncurses canvas's mirror), and each frame, once shown, is written as
/// the ANSI bytes that take the previous frame to it (`AnsiFrameEncoder`), at the wall-clock time since the start.
///
/// Why not a copy of ncurses' own bytes: ncurses 6 writes straight to the output file descriptor with
/// `write(2)`, bypassing the `FILE*` given to `newterm`, and needs that descriptor to be the terminal to set
/// its modes; a `fopencookie` stream has no descriptor (cbreak fails, nothing is written). Mirroring the
/// canvas gives the same screen, cell for cell (both canvases place wide characters with `DisplayWidth`).
///
/// Resizes become `"r"` events followed by a full frame; markers (`"m"`) come from `marker(_:)` and from
/// `observe(_:)` (each action sent to the engine and each alert that appears).
final class TerminalRecorder: Canvas {
    let writer: AsciicastWriter
    private var grid: GridCanvas
    private var encoder: AnsiFrameEncoder
    /// The terminal's current size (the ncurses canvas, updated on KEY_RESIZE).
    private let terminalSize: () -> Size
    private let start: timespec
    /// Something was drawn since the last frame was written.
    private var dirty = false
    private var loggedEntries = 0
    private var visibleAlert: String?

    /// Writes the header (size, timestamp: `SOURCE_DATE_EPOCH` when set, else now; title, `TERM` and `SHELL`)
    /// and the prologue. (The commands check `SOURCE_DATE_EPOCH` before starting; an invalid one here is now.)
    init(writer: AsciicastWriter, size: Size, useColor: Bool, title: String, terminalSize: @escaping () -> Size) {
        self.writer = writer
        self.grid = GridCanvas(size)
        self.encoder = AnsiFrameEncoder(useColor: useColor)
        self.terminalSize = terminalSize
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        self.start = now
        var env: [(name: String, value: String)] = []
        for name in ["TERM", "SHELL"] {
            if let value = getenv(name) { env.append((name, String(cString: value))) }
        }
        writer.begin(AsciicastHeader(width: size.cols, height: size.rows, timestamp: (try? SourceDate.seconds()) ?? time(nil), title: title, env: env))
        writer.output(AnsiFrameEncoder.prologue, at: 0)
    }

    /// Seconds since the recording started (monotonic clock).
    var elapsed: Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9
    }

    // MARK: Canvas (the mirror)

    var size: Size { grid.size }

    @discardableResult
    func put(_ text: String, row: Int, col: Int, style: Style) -> Int {
        dirty = true
        return grid.put(text, row: row, col: col, style: style)
    }

    /// Every screen starts by clearing: a frame drawn but never shown is written now, and a new terminal
    /// size becomes an `"r"` event.
    func clear() {
        if dirty { commitFrame(full: false) }
        let now = terminalSize()
        if now != grid.size {
            grid = GridCanvas(now)
            encoder.invalidate()
            writer.resize(width: now.cols, height: now.rows, at: elapsed)
        } else {
            grid.clear()
        }
        dirty = true
    }

    // MARK: Events

    /// Writes the frame drawn since the last one (call after `wrefresh`); `full` redraws every row.
    func commitFrame(full: Bool) {
        dirty = false
        let bytes = encoder.encode(grid, full: full)
        if !bytes.isEmpty { writer.output(bytes, at: elapsed) }
    }

    /// A marker labelled with what happened (e.g. `step 3: tap: Allow Once`).
    func marker(_ label: String) {
        writer.marker(label, at: elapsed)
    }

    /// Markers for what changed in the model since the last call: each action sent to the engine (the log's
    /// `›` lines; not with `actions: false`, for a walk, whose steps have their own markers) and each alert
    /// that appeared (labelled with its title).
    func observe(_ model: FrontEndModel, actions: Bool = true) {
        // Counted in entries ever logged: the model drops its oldest entries from the screen.
        if model.logTotal < loggedEntries { loggedEntries = 0 }
        for entry in model.log.suffix(min(model.logTotal - loggedEntries, model.log.count)) where actions && entry.kind == .input {
            var text = entry.text
            if text.hasPrefix("› ") { text.removeFirst(2) }
            marker(text)
        }
        loggedEntries = model.logTotal
        let alert = model.state.alert.map { "\($0.kind)#\($0.manager ?? 0)" }
        if alert != visibleAlert, let content = model.alertContent {
            marker("alert: " + content.title)
        }
        visibleAlert = alert
    }

    /// Writes a frame still pending (the session is ending). The writer stays open: its owner closes it.
    func finish() {
        if dirty { commitFrame(full: false) }
    }
}
