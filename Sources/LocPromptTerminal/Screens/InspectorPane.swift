import LocPromptCore

/// What the engine knows and the person cannot see: status and its qualifiers, accuracy, Settings, held
/// events, timers and the app's Info.plist keys. Every value is read from `EngineState`.
public enum InspectorPane {
    struct Row {
        var label: String
        var value: String
        var style: Style = .normal
        /// The legend of the `–` mark: drawn on the pane's bottom border when the rows leave it no line.
        var isLegend = false
    }

    static func rows(_ model: FrontEndModel, wide: Bool) -> [Row] {
        let state = model.state
        var rows: [Row] = []
        rows.append(Row(label: "Status", value: state.status.name, style: .title))
        let qualifier: String
        switch state.authorization {
        case .whenInUse(true): qualifier = "temporary (Allow Once)"
        case .always(true): qualifier = "provisional Always"
        default: qualifier = "none"
        }
        rows.append(Row(label: "Qualifier", value: qualifier))
        // The platform's own first version (macOS 11, watchOS 7, tvOS 14), not "iOS 14" on a Mac (UI audit 14 F11).
        var accuracy = state.accuracy.map(\.apiName)
            ?? "n/a (before \(OSBand.firstVersion(of: state.os.platform, where: \.hasAccuracyAuthorization) ?? "iOS 14"))"
        if state.temporaryFullAccuracy { accuracy += " (temporary full accuracy)" }
        rows.append(Row(label: "Accuracy", value: accuracy))
        // A setting applied to an app that never asked (settings-unlisted-app-applied-as-grant) says so: a device
        // would not have listed it yet.
        let settings = state.settingsChoice.map { $0.label(on: state.os) } ?? "app not listed yet"
        rows.append(Row(label: "Settings", value: settings + (state.grantedWithoutAsking && !state.askedPermission ? " (granted without asking)" : "")))
        rows.append(Row(label: "Switches", value: "Location Services \(state.locationServicesEnabled ? "On" : "Off")"
                        + " · Restricted \(state.restricted ? "yes" : "no")"
                        + (state.offersPreciseLocationSetting ? " · Precise \(state.preciseLocation ? "On" : "Off")" : ""),
                        style: state.locationServicesEnabled && !state.restricted ? .normal : .warn))
        rows.append(Row(label: "Indicator", value: DeviceScreen.indicatorName(state.indicator)))
        // The properties the app set on its managers, once they differ from a new manager's values (keys K and H,
        // which set them on the newest manager); each manager's own, named when the app has more than one.
        let changed = state.managerPropertiesChanged
        if !changed.isEmpty {
            let named = state.managers.count > 1
            rows.append(Row(label: "Properties", value: changed.map { (named ? "#\($0.manager) " : "") + "\($0.property.rawValue) = \($0.value)" }
                .joinedText(separator: " · ")))
        }
        // Where the alert on screen comes from: its catalog entry and how sure the sources are.
        if let alert = state.alert { rows.append(Row(label: "Alert", value: WhyPane.catalogLine(kind: alert.kind, os: state.os, short: true), style: .dim)) }
        if let deadline = state.allowOnceDeadline {
            rows.append(Row(label: "Allow Once", value: "lapses in \(deadline - state.clock) (at \(deadline))", style: .warn))
        } else if state.authorization.isTemporary {
            rows.append(Row(label: "Allow Once", value: "valid while the app is in use"))
        }
        if let deadline = state.fullAccuracyDeadline {
            rows.append(Row(label: "Full acc.", value: "lapses in \(deadline - state.clock)", style: .warn))
        }
        if state.os.era.hasProvisionalAlways || !state.heldEvents.isEmpty {
            let held = state.heldEvents.map { "\($0.event.rawValue) \($0.at)" }.joinedText(separator: ", ")
            rows.append(Row(label: "Held", value: held.isEmpty ? "none" : held, style: held.isEmpty ? .normal : .warn))
        }
        rows += modernRows(state)
        let keys: [(UsageKey, String)] = [(.whenInUse, "WhenInUse"), (.alwaysAndWhenInUse, "AlwaysAndWhenInUse"),
                                          (.always, "Always"), (.legacy, "Usage (legacy)")]
        // A key this device never reads is neither a fault when missing nor of use when present.
        let read = KeyRequirements.keysRead(on: state.os)
        let missing = KeyRequirements.missingKeys(os: state.os, app: state.app)
        if wide {
            for (index, (key, _)) in keys.enumerated() {
                let label = index == 0 ? "Info.plist" : ""
                if !read.contains(key) {
                    rows.append(Row(label: label, value: "– " + key.key, style: .dim))
                } else if state.app.has(key) {
                    rows.append(Row(label: label, value: "✓ " + key.key, style: .good))
                } else if missing.contains(key) {
                    rows.append(Row(label: label, value: "✗ " + key.key + " (missing)", style: .warn))
                } else if key == .legacy && KeyRequirements.whenInUseKeyStandsInForMacOSKey(state.app, platform: state.os.platform) {
                    // macOS: Apple says NSLocationUsageDescription "is required" [S61]; locprompt prompts with the When
                    // In Use key instead (rule macos-when-in-use-key-accepted, sources conflict): not "not needed".
                    rows.append(Row(label: label, value: "✗ " + key.key + " (Apple: required)", style: .warn))
                } else {
                    // Read, but another key stands in for it (macOS: NSLocationUsageDescription, Apple's key there).
                    rows.append(Row(label: label, value: "✗ " + key.key + " (not needed)", style: .dim))
                }
            }
            // NSLocationTemporaryUsageDescriptionDictionary is read by the temporary full-accuracy request, from iOS 14.
            let purposesRead = state.os.era.hasAccuracyAuthorization
            let purposes = state.app.temporaryUsageDescriptions.keys.sorted()
            rows.append(Row(label: "", value: (purposesRead ? "" : "– ") + "Temporary purposes: "
                            + (purposes.isEmpty ? "none" : purposes.joinedText(separator: ", ")), style: .dim))
            if keys.contains(where: { !read.contains($0.0) }) || !purposesRead {
                // A legend for the `–` rows, worded as one: under a line that is read (Temporary purposes from iOS
                // 14) a bare "– not read on iOS 17.4" read as if that line were not (audit 14 F7).
                rows.append(Row(label: "", value: "(– = not read on \(state.os))", style: .dim, isLegend: true))
            }
        } else {
            // The keys that matter here: those present and those a request misses (not the unread or stood-in ones).
            let shown = keys.filter { read.contains($0.0) && (state.app.has($0.0) || missing.contains($0.0)) }
            let text = shown.map { (state.app.has($0.0) ? "✓" : "✗") + $0.1 }.joinedText(separator: " ")
            rows.append(Row(label: "Info.plist", value: text, style: shown.allSatisfy { state.app.has($0.0) } ? .good : .normal))
        }
        return rows
    }

    public static func draw(_ model: FrontEndModel, in rect: Rect, on canvas: Canvas) {
        canvas.box(rect, title: "Inspector")
        let inner = Rect(row: rect.row + 1, col: rect.col + 2, rows: rect.rows - 2, cols: rect.cols - 4)
        let labelCols = 11
        var row = inner.row
        // Whether a `–` row is on screen, and whether the legend that explains it found a line.
        var marked = false, explained = false
        let all = rows(model, wide: inner.cols >= 60)
        let legend = all.first(where: \.isLegend)?.value
        rows: for item in all {
            let valueCols = inner.cols - labelCols
            var lines = DisplayWidth.wrap(SafeText.neutralize(item.value), columns: valueCols)
            if lines.isEmpty { lines = [""] }
            for (index, line) in lines.enumerated() {
                guard row < inner.bottom else { break rows }
                if index == 0 { canvas.put(item.label, row: row, col: inner.col, style: .dim) }
                canvas.put(line, row: row, col: inner.col + labelCols, style: item.style)
                if item.value.hasPrefix("– ") { marked = true }
                if item.isLegend { explained = true }
                row += 1
            }
        }
        // No line left for the legend of the `–` rows shown: it goes on the border, so the mark is never
        // unexplained in the main view a client sees first (24h designer 2: it showed only in the Settings view).
        if marked, !explained, let legend, rect.cols > 10 {
            let text = " " + DisplayWidth.fitting(String(legend.dropFirst().dropLast()), columns: rect.cols - 8) + " "
            canvas.put(text, row: rect.bottom - 1, col: rect.right - 2 - DisplayWidth.of(text), style: .dim)
        }
    }
}
