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
            lines.append(requests.isEmpty ? "Result: nothing to check (exit 0)"
                         : "Result: every request shows its alert on the \(bands.count) band\(bands.count == 1 ? "" : "s") checked (exit 0)")
        } else {
            let failing = bands.filter { $0.failures > 0 }.map(\.label)
            lines.append("Result: \(failures) request\(failures == 1 ? "" : "s") fail\(failures == 1 ? "s" : "") silently, on \(failing.joined(separator: ", ")) (exit 1)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Pretty JSON with sorted keys. Control, bidi and other invisible characters inside strings are
    /// written as `\uXXXX` escapes, so the JSON is exact data and still safe to print to a terminal.
    public func json() -> String {
        let encoder = JSONOutput.documentEncoder()
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else { return "{}" }
        return AppCheckReport.escapeInvisible(text) + "\n"
    }

    /// Escapes, as JSON `\u` sequences, every scalar `SafeText` would neutralise (outside the ASCII that JSON itself uses).
    static func escapeInvisible(_ json: String) -> String {
        var out = ""
        for scalar in json.unicodeScalars {
            if scalar.value > 0x7E && !SafeText.isInert(String(scalar)) {
                for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
