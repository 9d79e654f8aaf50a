import Foundation
import LocPromptScenario

/// Issue 14 "Bounded work": hostile YAML is rejected, with its position, within a second. Each case is timed
/// from the bytes (or the path) to the error, median of `runs`.
enum BoundedWork {
    /// The audit's alias bomb: nine levels of nine aliases in an inline plist (9^9 strings once expanded).
    static let aliasBomb = """
        name: bomb
        device: { platform: ios, os: "17.4" }
        app: { name: "X", plist: { NSLocationWhenInUseUsageDescription: "w", Bomb: &b0 [x, x, x, x, x, x, x, x, x],
          B1: &b1 [*b0, *b0, *b0, *b0, *b0, *b0, *b0, *b0, *b0], B2: &b2 [*b1, *b1, *b1, *b1, *b1, *b1, *b1, *b1, *b1],
          B3: &b3 [*b2, *b2, *b2, *b2, *b2, *b2, *b2, *b2, *b2], B4: &b4 [*b3, *b3, *b3, *b3, *b3, *b3, *b3, *b3, *b3],
          B5: &b5 [*b4, *b4, *b4, *b4, *b4, *b4, *b4, *b4, *b4], B6: &b6 [*b5, *b5, *b5, *b5, *b5, *b5, *b5, *b5, *b5],
          B7: &b7 [*b6, *b6, *b6, *b6, *b6, *b6, *b6, *b6, *b6], B8: &b8 [*b7, *b7, *b7, *b7, *b7, *b7, *b7, *b7, *b7] } }
        steps:
          - launch
        """

    /// A scenario of `bytes` bytes: a valid head, then one long flow sequence of short strings (many nodes).
    static func document(bytes: Int) -> String {
        var text = "name: big\ndevice: { platform: ios, os: \"17.4\" }\nsteps:\n  - launch\nfiller: ["
        let item = "abcdefg, "
        text += String(repeating: item, count: max(0, (bytes - text.utf8.count - 2) / item.utf8.count))
        return text + "]\n"
    }

    static func run(runs: Int) {
        let folder = NSTemporaryDirectory() + "locprompt-bounded-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let big = folder + "/16mb.yaml"
        _ = FileManager.default.createFile(atPath: big, contents: Data(document(bytes: 16 * 1024 * 1024).utf8))
        let nearLimit = document(bytes: ScenarioParser.maximumFileSize - 1024)
        let cases: [(String, () -> String)] = [
            ("alias bomb, \(aliasBomb.utf8.count) bytes (inline plist)", {
                outcome(ScenarioRunner.run(data: Data(aliasBomb.utf8), file: "bomb.yaml", baseDirectory: "."))
            }),
            ("16 MB scenario file (over the 4 MB cap)", { outcome(ScenarioRunner.run(path: big)) }),
            ("\(nearLimit.utf8.count / 1024) kB scenario, \(nearLimit.utf8.count / 9) nodes (under the cap)", {
                outcome(ScenarioRunner.run(data: Data(nearLimit.utf8), file: "near.yaml", baseDirectory: "."))
            }),
        ]
        print("bounded work (issue 14): hostile YAML to its error, release build, median of \(runs); target < 1 s")
        func cell(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        print(cell("input", 52) + cell("ms", 10) + "outcome")
        for (name, body) in cases {
            var times: [Double] = []
            var result = ""
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                result = body()
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            print(cell(name, 52) + cell(String(format: "%.1f", median(times)), 10) + result)
        }
    }

    static func outcome(_ run: ScenarioRun) -> String {
        if case .invalid(let error) = run.outcome { return "rejected: " + String(describing: error).prefix(110) }
        return "accepted"
    }
}
