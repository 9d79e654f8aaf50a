import LocPromptCore

/// CSV as RFC 4180 writes it, for files a spreadsheet or a test-case manager imports. Cells hold untrusted
/// text (app names, alert texts), so a cell that a spreadsheet would run as a formula (it begins with `=`,
/// `+`, `-`, `@`, a tab or a carriage return: OWASP "CSV Injection") gets a leading `'`, and control
/// characters are made visible (`SafeText`); line breaks inside a cell are kept, as RFC 4180 allows.
public enum CSVText {
    /// One record: cells joined by commas, ended by CRLF (RFC 4180 §2.1).
    public static func row(_ cells: [String]) -> String {
        cells.map(cell).joined(separator: ",") + "\r\n"
    }

    /// One cell, neutralised and quoted when it must be (a comma, a quote, a line break, or a leading or
    /// trailing space that importers would trim).
    public static func cell(_ text: String) -> String {
        var value = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { SafeText.neutralize(String($0)) }.joined(separator: "\n")
        if let first = value.unicodeScalars.first, formulaStarts.contains(first) {
            value = "'" + value
        }
        let needsQuotes = value.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
            || value.hasPrefix(" ") || value.hasSuffix(" ")
        guard needsQuotes else { return value }
        return "\"" + value.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    /// The characters with which a spreadsheet starts a formula.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]
}

extension TestPlan {
    /// One row per step: path, OS versions, step number, action, expected (header first).
    public func csv() -> String {
        var text = CSVText.row(["Path", "Title", "OS versions", "Step", "Action", "Expected"])
        for path in paths {
            for (index, step) in path.steps.enumerated() {
                text += CSVText.row([path.id, path.title, path.bandsText, "\(index + 1)", step.instruction,
                                     Self.expectedLines(step.expected).joined(separator: "\n")])
            }
        }
        return text
    }
}
