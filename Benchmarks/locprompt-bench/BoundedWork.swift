import Foundation
import LocPromptScenario

/// Issue 14 "Bounded work": hostile YAML is rejected, with its position, within a second. Each case is timed
/// from the bytes (or the path) to the error, median of `runs`.
enum BoundedWork {
    /// The audit's alias bomb, 434 bytes: nine levels of nine aliases in an inline plist (9^9 strings once expanded).
    static let aliasBomb = """
        name: bomb
        device: {platform: ios, os: "17.4"}
        app: {name: X, plist: {NSLocationWhenInUseUsageDescription: w, A: &a [x,x,x,x,x,x,x,x,x],B: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a],C: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b],D: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c],E: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d],F: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e],G: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f],H: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g],I: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]}}
        steps: [launch]

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
        let underBudget = document(bytes: (ScenarioParser.maximumExpandedValues - 100) * 9)
        let cases: [(String, () -> String)] = [
            ("alias bomb, \(aliasBomb.utf8.count) bytes (inline plist)", {
                outcome(ScenarioRunner.run(data: Data(aliasBomb.utf8), file: "bomb.yaml", baseDirectory: "."))
            }),
            ("16 MB scenario file (over the 4 MB cap)", { outcome(ScenarioRunner.run(path: big)) }),
            ("\(nearLimit.utf8.count / 1024) kB scenario, \(nearLimit.utf8.count / 9) nodes (under the size cap)", {
                outcome(ScenarioRunner.run(data: Data(nearLimit.utf8), file: "near.yaml", baseDirectory: "."))
            }),
            ("\(underBudget.utf8.count / 1024) kB scenario, \(underBudget.utf8.count / 9) nodes (under the value budget)", {
                outcome(ScenarioRunner.run(data: Data(underBudget.utf8), file: "under.yaml", baseDirectory: "."))
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
