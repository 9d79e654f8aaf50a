import Foundation

/// `locprompt check` output: plain text for people, JSON for tools. App text (names, purpose strings,
/// key names from the file) goes through `SafeText` before it is drawn.
extension AppCheckReport {
    /// Plain text, lines of at most a few hundred columns; no escape sequences.
    public func text() -> String {
        func safe(_ text: String) -> String { SafeText.neutralize(text) }
        var lines: [String] = []
        lines.append("\(safe(app.name)): \(safe(app.infoPlist))")
        var about: [String] = ["name from \(app.nameSource.rawValue)"]
        if let id = app.bundleIdentifier { about.append("bundle id \(safe(id))") }
        if let language = app.language {
            about.append("language \(safe(language))" + (app.languages.count > 1 ? " of \(app.languages.map(safe).joined(separator: ", "))" : ""))
        }
        lines.append("  " + about.joined(separator: "; "))
        for note in notes { lines.append("  note: \(safe(note))") }
        lines.append("")
        if requests.isEmpty {
            lines.append("Requests checked: none")
        } else {
            lines.append("Requests checked (what the app is assumed to call on a fresh install):")
            for choice in requests { lines.append("  \(choice.request.rawValue)(): \(safe(choice.reason))") }
        }
        var consoleShown: Set<String> = []
        let width = requests.map { $0.request.rawValue.count }.max() ?? 0
        for band in bands {
            lines.append("")
            lines.append("\(band.label) (\(band.platform.displayName) \(band.os))" + (band.documented ? "" : " [behaviour inferred, not documented]"))
            if let why = band.notInstallable {
                lines.append("  not checked: \(safe(why)); neither a pass nor a failure")
                continue
            }
            for result in band.results {
                let name = result.request.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
                switch result.outcome {
                case .alert:
                    lines.append("  \(name)  alert: \(safe(result.title ?? ""))")
                    if let message = result.message {
                        lines.append("  \(String(repeating: " ", count: width))  message: " + (message.isEmpty ? "(empty)" : "“\(safe(message))”"))
                    }
                case .failsSilently:
                    lines.append("  \(name)  FAILS SILENTLY: no alert, the status stays notDetermined, no callback")
                    if let console = result.console {
                        let shown = consoleShown.insert(console).inserted ? safe(console) : "(the same line as above)"
                        lines.append("  \(String(repeating: " ", count: width))  console: \(shown)")
                    }
                    for step in result.explanation where step.hasPrefix("nothing happens:") && !step.contains("the request fails at once") {
                        lines.append("  \(String(repeating: " ", count: width))  \(safe(step))")
                    }
                case .unavailable:
                    let why = result.explanation.first { $0.hasPrefix("nothing happens:") }.map { String($0.dropFirst("nothing happens: ".count)) }
                    lines.append("  \(name)  not available: \(safe(why ?? "the call does not exist here"))")
                }
                // The rule ids behind the verdict, for `locprompt rules <id>` (audit 14 F4); off iOS, also the iOS
                // rules applied where no source describes the platform.
                let cited = result.ruleIds.filter { !result.appliedIOSRuleIds.contains($0) }
                if !cited.isEmpty {
                    let applied = result.appliedIOSRuleIds
                    lines.append("  \(String(repeating: " ", count: width))  rule\(cited.count == 1 ? "" : "s"): \(cited.joined(separator: ", "))"
                                 + (applied.isEmpty ? "" : "; iOS rule\(applied.count == 1 ? "" : "s") applied: \(applied.joined(separator: ", "))"))
                }
            }
            if band.listed {
                lines.append("  Settings offers: \(band.settings.joined(separator: ", "))" + (band.settingsNote.map { " (\($0))" } ?? ""))
            } else {
                lines.append("  Settings: " + (band.settingsNote ?? "not listed"))
            }
        }
        if !findings.isEmpty {
            lines.append("")
            lines.append("Findings:")
            for finding in findings {
                let sources = finding.sources.isEmpty ? "" : " [\(finding.sources.joined(separator: ", "))]"
                let file = finding.file == app.infoPlist ? "" : " (\(safe(finding.file)))"
                lines.append("  \(finding.severity.rawValue): \(safe(finding.message))\(sources)\(file)")
            }
        }
        lines.append("")
        if passed {
            lines.append(resultLine)
        } else {
            let failing = bands.filter { $0.failures > 0 }.map(\.label)
            lines.append("Result: \(failures) request\(failures == 1 ? "" : "s") fail\(failures == 1 ? "s" : "") silently, on \(failing.joined(separator: ", ")) (exit 1)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The summary of a run where nothing fails silently. A request that does not exist on a platform (tvOS Always)
    /// and a band the app cannot be installed on are neither a pass nor a failure: said as such, not as alerts
    /// (audit 22e W2, W1, U6).
    var resultLine: String {
        if requests.isEmpty { return "Result: nothing to check (exit 0)" }
        let installed = bands.filter { $0.notInstallable == nil }
        let skipped = bands.count - installed.count
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var missing: [String] = []
        for band in installed {
            for result in band.results where result.outcome == .unavailable {
                let text = "\(result.request.rawValue)() does not exist on \(band.platform.displayName)"
                if !missing.contains(text) { missing.append(text) }
            }
        }
        let notInstalled = "the app cannot be installed on " + (skipped == bands.count ? "any band asked for" : plural(skipped, "band") + " asked for")
        if checked == 0 {
            if installed.isEmpty { return "Result: nothing checked: \(notInstalled) (exit 0)" }
            return "Result: nothing checked: \(missing.joined(separator: "; ")), so the app cannot make "
                + (missing.count == 1 && requests.count == 1 ? "it" : "these requests")
                + ": no alert and no silent failure"
                + (skipped > 0 ? "; \(notInstalled)" : "") + " (exit 0)"
        }
        let checkedBands = installed.filter { $0.results.contains { $0.outcome != .unavailable } }.count
        var line = "Result: every request " + (missing.isEmpty ? "" : "the app can make ")
            + "shows its alert on the \(plural(checkedBands, "band")) checked"
        var asides: [String] = []
        if !missing.isEmpty { asides.append(missing.joined(separator: "; ") + " (not counted)") }
        if skipped > 0 { asides.append(notInstalled + " (not counted)") }
        if !asides.isEmpty { line += "; " + asides.joined(separator: "; ") }
        return line + " (exit 0)"
    }

    /// Pretty JSON with sorted keys. Control, bidi and other invisible characters inside strings are
    /// written as `\uXXXX` escapes, so the JSON is exact data and still safe to print to a terminal.
    public func json() -> String {
        let encoder = JSONOutput.documentEncoder()
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else { return "{}" }
        return JSONOutput.escapeInvisible(text) + "\n"
    }
}
