/// Text shared by the QA reports (`MarkdownReport`, `JUnitReport`): how a device, an app and a run are
/// described, and the escaping each format needs. Everything that comes from a scenario, an app or a file
/// name is untrusted: it goes through `SafeText` first, then through the format's escaping.
enum ReportText {
    // MARK: Descriptions

    /// `iOS 15.7 (iOS 15–17), Allow Once grace 5s`, plus `Location Services off` / `restricted` when so.
    static func device(_ device: ScenarioDevice) -> String {
        var text = "\(device.os) (\(device.os.band.label)), Allow Once grace \(device.allowOnceGrace)"
        if !device.locationServices { text += ", Location Services off" }
        if device.restricted { text += ", restricted" }
        return text
    }

    /// `iOS 15.7`: the short form for summary tables.
    static func shortDevice(_ device: ScenarioDevice) -> String { device.os.description }

    /// `Where Am I? 1.0 (1)`: the app's name and, when its plist has them, its version and build.
    static func app(_ app: ScenarioApp) -> String {
        app.profile.displayName + (app.profile.version.map { " " + $0 } ?? "")
    }

    /// Where the app comes from: its Info.plist path as the scenario writes it (relative to the scenario's
    /// folder, so a report does not depend on where it was run), or `inline`.
    static func appSource(_ app: ScenarioApp) -> String {
        switch app.source {
        case .file(let path): return app.writtenPath ?? path
        case .inline: return "inline"
        }
    }

    /// The steps that check something: every `expect:`, and every step with `rejected:`.
    static func isCheck(_ step: ScenarioStep) -> Bool {
        if case .expect = step.action { return true }
        return step.rejected != nil
    }

    /// How long the scenario ran on the virtual clock (deterministic; never the wall clock).
    static func virtualDuration(_ run: ScenarioRun) -> VirtualDuration {
        VirtualDuration(milliseconds: run.records.last?.state.clock.milliseconds ?? 0)
    }

    /// Every check result of a run, passed or not.
    static func results(_ run: ScenarioRun) -> [ExpectationResult] {
        run.records.flatMap(\.results)
    }

    // MARK: Markdown

    /// Untrusted text for one line of Markdown (a table cell, a list item, a heading): control characters
    /// become visible (newlines too, so the text stays on its line), `&`, `<`, `>` become entities (no HTML),
    /// and the characters Markdown (CommonMark, GitHub) gives a meaning are backslash-escaped: `\` `` ` ``
    /// `*` `_` `[` `]` `|` `~` `#` `$`. Safe anywhere inside a line, including a table cell.
    /// A bare address is not made a link (GitHub's autolinks): the `:` of `://` and the `.` of `www.` are
    /// backslash-escaped too (`https\://evil.example`, `www\.evil.example`), which show as typed.
    static func markdown(_ text: String) -> String {
        var out = ""
        let scalars = Array(clean(text).unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "#", "$":
                out += "\\"
                out.unicodeScalars.append(scalar)
            case ":" where scalars[(index + 1)...].starts(with: ["/", "/"]):
                out += "\\:"
            case "." where index >= 3 && String(String.UnicodeScalarView(scalars[(index - 3)..<index])).lowercased() == "www":
                out += "\\."
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Untrusted text that starts a line (narration, a description line): `markdown(_:)`, leading spaces
    /// dropped (they could make a code block), and a leading `-` `+` `=` or `12.` / `12)` escaped so the line
    /// cannot become a list item or a heading underline.
    static func markdownLine(_ text: String) -> String {
        var line = Substring(markdown(text))
        while line.first == " " { line = line.dropFirst() }
        while line.last == " " { line = line.dropLast() }
        if let first = line.first, first == "-" || first == "+" || first == "=" {
            return "\\" + String(line)
        }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let marker = line.dropFirst(digits.count).first, marker == "." || marker == ")" {
            return String(digits) + "\\" + String(line.dropFirst(digits.count))
        }
        return String(line)
    }

    /// Trusted text (identifiers from the engine) as a code span; the delimiter is longer than any run of
    /// backticks in the text, so the span cannot be closed early.
    static func code(_ text: String) -> String {
        let safe = clean(text)
        let fence = String(repeating: "`", count: longestRun(of: "`", in: safe) + 1)
        let pad = safe.hasPrefix("`") || safe.hasSuffix("`") ? " " : ""
        return fence + pad + safe + pad + fence
    }

    /// A fenced code block around `text` (already terminal-safe, e.g. `AlertTextRenderer` output). The fence
    /// is at least three backticks and longer than any backtick run in the text, so no line can close it.
    static func fencedBlock(_ text: String, info: String = "text") -> [String] {
        let body = clean(text, keepNewlines: true)
        let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: body) + 1))
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return [fence + info] + lines + [fence]
    }

    /// `SafeText.neutralize`, and the noncharacters U+FFFE and U+FFFF (which `SafeText` keeps) as `�`.
    static func clean(_ text: String, keepNewlines: Bool = false) -> String {
        var out = String.UnicodeScalarView()
        for scalar in SafeText.neutralize(text, keepNewlines: keepNewlines).unicodeScalars {
            out.append(scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : scalar)
        }
        return String(out)
    }

    static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0, current = 0
        for c in text {
            current = c == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    // MARK: XML

    /// Untrusted text for XML 1.0 element content or an attribute value: terminal controls made visible by
    /// `SafeText` (newlines kept in element content only), `& < > " '` escaped, and anything else XML 1.0
    /// forbids (other C0 controls, U+FFFE, U+FFFF) replaced by its Control Picture or `�`.
    static func xml(_ text: String, attribute: Bool = false) -> String {
        var out = ""
        for scalar in SafeText.neutralize(text, keepNewlines: !attribute).unicodeScalars {
            switch scalar.value {
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22: out += "&quot;"
            case 0x27: out += "&apos;"
            case 0x0A where !attribute: out += "\n"
            case 0x00...0x1F: out.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0xFFFE, 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
