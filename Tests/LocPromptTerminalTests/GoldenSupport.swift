import Foundation
import LocPromptCore
import LocPromptTerminal
import Testing

/// Golden screen files: `Golden/NAME.txt` holds the screen text, a separator, then the style mask.
/// Re-record with `LOCPROMPT_RECORD=1 swift test`; a missing golden file is a failure otherwise.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static var recording: Bool { ProcessInfo.processInfo.environment["LOCPROMPT_RECORD"] == "1" }

    static func document(_ canvas: GridCanvas) -> String {
        "\(canvas.text)\n--- styles (T title, F focus, d dim, A accent, G good, X bad, W warn, R reverse) ---\n\(canvas.styleMask)\n"
    }

    static func check(_ name: String, _ canvas: GridCanvas, sourceLocation: SourceLocation = #_sourceLocation) {
        check(name, document: document(canvas), screen: canvas.text, sourceLocation: sourceLocation)
    }

    /// Compares a whole golden document (screen text and masks) with `Golden/NAME.txt`.
    static func check(_ name: String, document actual: String, screen: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".txt")
        if recording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("Missing golden file \(url.path); record it with LOCPROMPT_RECORD=1 swift test", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
            Issue.record("""
                Screen \(name) differs from \(url.lastPathComponent) at line \(first + 1):
                expected: \(first < e.count ? String(e[first]) : "<end>")
                actual:   \(first < a.count ? String(a[first]) : "<end>")
                Whole screen now:
                \(screen)
                (re-record with LOCPROMPT_RECORD=1 if the change is intended)
                """, sourceLocation: sourceLocation)
        }
    }
}

/// Builders for the states the tests draw.
enum Fixtures {
    static let ios18 = DeviceOS.newest(.iOS)
    static let ios12 = DeviceOS(band: OSBand.band(id: "ios-11-12")!)
    static let apps = AppChoice.builtIn
    static let sizes = [Size(rows: 24, cols: 80), Size(rows: 40, cols: 120)]

    static func model(os: DeviceOS = ios18, app: Int = 0, events: [Event] = []) -> FrontEndModel {
        var model = FrontEndModel(os: os, apps: apps, appIndex: app)
        for event in events { model.send(event) }
        return model
    }

    static func render(_ model: FrontEndModel, _ size: Size) -> GridCanvas {
        var model = model
        model.size = size
        let canvas = GridCanvas(size)
        MainScreen.draw(model, on: canvas)
        return canvas
    }

    static func name(_ base: String, _ size: Size) -> String { "\(base)-\(size.cols)x\(size.rows)" }
}
