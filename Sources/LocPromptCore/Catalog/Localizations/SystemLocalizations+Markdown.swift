/// The tables of `Documentation/Languages.md`, generated from the data so the docs cannot drift from it
/// (a test checks the file contains them).
extension SystemLocalizations {
    /// The strings the summary shows, with the bands each column means.
    static let summaryColumns: [(heading: String, english: String, band: String)] = [
        ("Allow Once (14+)", "Allow Once", "ios-14-17"),
        ("Allow While Using App (14+)", "Allow While Using App", "ios-14-17"),
        ("Don’t Allow (14+)", "Don’t Allow", "ios-14-17"),
        ("title (13+)", CatalogText.firstPrompt13, "ios-14-17"),
        ("Keep Only While Using", "Keep Only While Using", "ios-14-17"),
        ("Change to Always Allow", "Change to Always Allow", "ios-14-17"),
        ("Precise: On", "Precise: On", "ios-14-17"),
        ("Change to Only While Using", "Change to Only While Using", "ios-14-17"),
        ("Location Services title (14+)", CatalogText.servicesOff, "ios-14-17"),
        ("titles (8–10)", CatalogText.whenInUseA, "ios-8-10"),
        ("Allow (8–10)", "Allow", "ios-8-10"),
        ("Don’t Allow (8–10)", "Don’t Allow", "ios-8-10"),
        ("title (11–12)", CatalogText.whenInUseB, "ios-11-12"),
        ("Only While Using the App (11–12)", "Only While Using the App", "ios-11-12"),
        ("Always Allow (11–12)", "Always Allow", "ios-11-12"),
        ("reminder title (14+)", CatalogText.reminder13, "ios-14-17"),
    ]

    /// Languages × strings: the confidence of each (H, M, L; “L*” carried from other versions; “—” English).
    public static var summaryMarkdown: String {
        var lines = ["| language | " + summaryColumns.map(\.heading).joined(separator: " | ") + " |",
                     "|---|" + String(repeating: "---|", count: summaryColumns.count)]
        for table in all {
            let cells = summaryColumns.map { column -> String in
                switch table.lookup(column.english, bandID: column.band) {
                case .sourced(let string): return string.confidence.rawValue
                case .carried: return "L*"
                case .missing: return "—"
                }
            }
            lines.append("| \(table.name) (`\(table.id)`) | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// One table per language: every string with its bands, confidence, sources and note.
    public static var detailMarkdown: String {
        all.map { table in
            var lines = ["### \(table.name) (`\(table.id)`)", "",
                         "| English | \(table.name) | iOS | conf. | sources | note |", "|---|---|---|---|---|---|"]
            if let fallback = table.fallback {
                let bands = OSBand.all.filter { fallback.bands.contains($0.id) }.map(\.label).joined(separator: ", ")
                lines.insert(contentsOf: ["On \(bands) the device shows the `\(fallback.tableID)` table's texts: \(fallback.note).", ""], at: 2)
            }
            // The alerts' strings, then the Settings screen's (`settingsTexts`), marked “(Settings)”.
            for (string, settings) in table.strings.map({ ($0, false) }) + table.settingsStrings.map({ ($0, true) }) {
                var bands = string.bands.compactMap { OSBand.band(id: $0).map(string.versionsLabel) }
                if let kinds = string.kinds, !bands.isEmpty {
                    bands[bands.count - 1] += " (" + kinds.map(\.rawValue).joined(separator: ", ") + " alert only)"
                }
                if settings, !bands.isEmpty { bands[bands.count - 1] += " (Settings)" }
                lines.append("| \(cell(string.english)) | \(cell(string.text)) | \(bands.joined(separator: ", ")) | "
                             + "\(string.confidence.rawValue) | \(string.sources.joined(separator: " ")) | \(cell(string.note)) |")
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    private static func cell(_ text: String) -> String {
        String(text.flatMap { $0 == "|" ? ["\\", "|"] : [$0] })
    }
}
