import Foundation

/// Lint on the raw Info.plist and its InfoPlist.strings files: findings about keys, not behaviour.
/// What each request does on each OS comes from the engine (`AppCheck`), never from here.
public enum InfoPlistLint {
    public static func findings(infoPlist: [String: Any], infoPlistPath: String,
                                localizations: [String: [String: String]], stringsFiles: [String: String],
                                nonStringValues: [String: [String: PlistValueType]] = [:]) -> [AppFinding] {
        var out: [AppFinding] = []
        let file = infoPlistPath

        // Misspelled or unknown location keys → the nearest real key (edit distance).
        for (found, suggestion, _) in UsageKeySuggestion.suspiciousKeys(in: infoPlist.keys) {
            let intendedMissing = infoPlist[suggestion] == nil
            out.append(AppFinding(intendedMissing ? .error : .warning, .misspelledKey, key: found, suggestion: suggestion,
                message: "“\(found)” is not a key Core Location reads; did you mean “\(suggestion)”?"
                    + (intendedMissing ? " As written, the system behaves as if \(suggestion) were missing."
                                       : " (\(suggestion) is also present, so this entry is simply unused.)"),
                file: file, sources: ["S3", "S24"]))
        }

        // Usage keys must be strings: "must contain … key with a string value" [S24].
        for key in UsageKey.allCases {
            guard let value = infoPlist[key.key] else { continue }
            let type = PlistValueType(of: value)
            if type != .string {
                out.append(AppFinding(.error, .wrongType, key: key.key,
                    // What Core Location does with a non-String value is nowhere stated: only the console line's "with a
                    // string value" hints at it (audit 17 K3).
                    message: "\(key.key) is \(type.withArticle), not a String: the system needs “a string value”, so it treats the key as missing (inferred from the console text; not verified on a device).",
                    file: file, sources: ["S24"]))
            } else if let text = value as? String {
                if AppProfile.isBlank(text) {
                    out.append(AppFinding(.warning, .emptyPurpose, key: key.key,
                        message: "\(key.key) is \(blankness(text)): the key is present, so locprompt still shows the alert, with no explanation under the title (emulator decision; not verified on a device).",
                        file: file, sources: ["S2", "S3"]))
                } else if AppProfile.isUnexpandedBuildVariable(text) {
                    out.append(AppFinding(.info, .buildVariable, key: key.key,
                        message: "\(key.key) contains an Xcode build variable (“$(…)”), filled in only when the app is built; locprompt shows it as written.",
                        file: file))
                }
            }
        }

        // Keys only some systems read (reference §3 "Required keys"; "NSLocationUsageDescription on iOS").
        let has = { (key: UsageKey) in infoPlist[key.key] is String }
        if has(.always) {
            out.append(has(.alwaysAndWhenInUse)
                ? AppFinding(.info, .olderSystemsOnly, key: UsageKey.always.key,
                    message: "NSLocationAlwaysUsageDescription is read only by iOS 8–10; keep it only if the app supports them (iOS 11+ uses NSLocationAlwaysAndWhenInUseUsageDescription).",
                    file: file, sources: ["S13", "S15", "S17"])
                : AppFinding(.warning, .olderSystemsOnly, key: UsageKey.always.key,
                    message: "NSLocationAlwaysUsageDescription is read only by iOS 8–10; iOS 11+ needs NSLocationAlwaysAndWhenInUseUsageDescription (with NSLocationWhenInUseUsageDescription) for Always.",
                    file: file, sources: ["S13", "S15", "S17"]))
        }
        // NSLocationUsageDescription, and macOS without it, depend on the platforms checked: `platformFindings`.

        // The other location keys: types.
        if let value = infoPlist[LocationInfoKey.temporaryUsageDescriptionDictionary] {
            if let dictionary = value as? [String: Any] {
                if dictionary.isEmpty {
                    // Apple: the purpose key "must correspond to an entry in that dictionary … Passing any other string
                    // would result in the prompt not being displayed" [S13]: with no entry, no purpose key can (audit 22e U8).
                    out.append(AppFinding(.warning, .emptyPurpose, key: LocationInfoKey.temporaryUsageDescriptionDictionary,
                        message: "\(LocationInfoKey.temporaryUsageDescriptionDictionary) is an empty Dictionary: requestTemporaryFullAccuracyAuthorization(withPurposeKey:) needs a purpose key that “must correspond to an entry in that dictionary”, so its prompt can never show. Add one entry per purpose key (purpose key → String), or remove the key.",
                        file: file, sources: ["S6", "S13"]))
                }
                for (purposeKey, entry) in dictionary.sorted(by: { $0.key < $1.key }) where !(entry is String) {
                    out.append(AppFinding(.warning, .wrongType, key: "\(LocationInfoKey.temporaryUsageDescriptionDictionary).\(purposeKey)",
                        message: "the purpose “\(purposeKey)” is \(PlistValueType(of: entry).withArticle), not a String; requests with this purpose key show no prompt.",
                        file: file, sources: ["S6", "S13"]))
                }
            } else {
                out.append(AppFinding(.warning, .wrongType, key: LocationInfoKey.temporaryUsageDescriptionDictionary,
                    message: "\(LocationInfoKey.temporaryUsageDescriptionDictionary) is \(PlistValueType(of: value).withArticle), not a Dictionary of purpose key → String; temporary full-accuracy requests show no prompt.",
                    file: file, sources: ["S6", "S13"]))
            }
        }
        if let value = infoPlist[LocationInfoKey.defaultAccuracyReduced], PlistValueType(of: value) != .boolean {
            out.append(AppFinding(.warning, .wrongType, key: LocationInfoKey.defaultAccuracyReduced,
                message: "\(LocationInfoKey.defaultAccuracyReduced) is \(PlistValueType(of: value).withArticle), not a Boolean (<true/>); locprompt reads YES/true/1 as true (not verified on a device).",
                file: file, sources: ["S7"]))
        }
        if let value = infoPlist[LocationInfoKey.backgroundModes], !(value is [Any]) {
            out.append(AppFinding(.warning, .wrongType, key: LocationInfoKey.backgroundModes,
                message: "UIBackgroundModes is \(PlistValueType(of: value).withArticle), not an Array; the location background mode is not declared.",
                file: file))
        }

        // A widget extension's Info.plist (NSWidgetWantsLocation, no usage key): the purpose strings and the
        // request belong to the containing app [S63] (audit 17 K5).
        if infoPlist["NSWidgetWantsLocation"] != nil && !UsageKey.allCases.contains(where: { infoPlist[$0.key] != nil }) {
            out.append(AppFinding(.info, .widgetExtension, key: "NSWidgetWantsLocation",
                message: "NSWidgetWantsLocation marks a widget extension's Info.plist, which asks for nothing itself. Apple: “Before a widget can access location information, the containing app must request authorization from the user. The containing app’s Info.plist file must also contain relevant purpose strings.” Check the containing app's Info.plist.",
                file: file, sources: ["S63", "S134"]))
        }

        out += modernFindings(infoPlist: infoPlist, file: file)

        // Localizations: misspelled keys, and location keys localized but not declared.
        let temporaryKeys = Set((infoPlist[LocationInfoKey.temporaryUsageDescriptionDictionary] as? [String: Any])?.keys.map { $0 } ?? [])
        for (language, strings) in localizations.sorted(by: { $0.key < $1.key }) {
            let stringsFile = stringsFiles[language] ?? "\(language).lproj/InfoPlist.strings"
            let keys = strings.keys.filter { !temporaryKeys.contains($0) }
            for (found, suggestion, _) in UsageKeySuggestion.suspiciousKeys(in: keys) {
                out.append(AppFinding(.warning, .misspelledKey, key: found, suggestion: suggestion,
                    message: "\(language).lproj localizes “\(found)”, which is not a real key; did you mean “\(suggestion)”?",
                    file: stringsFile))
            }
            // An empty translation of a purpose string (issue 16): the same finding as an empty Info.plist value,
            // for the people whose device is set to that language.
            for key in UsageKey.allCases.map(\.key) + temporaryKeys.sorted() {
                guard let text = strings[key], AppProfile.isBlank(text) else { continue }
                out.append(AppFinding(.warning, .emptyPurpose, key: key,
                    message: "\(language).lproj gives \(key) \(text.isEmpty ? "an empty text" : "a blank text (whitespace only)"): in that language locprompt shows the alert with an empty message, no explanation under the title (emulator decision, as for an empty Info.plist value; not verified on a device); other languages show their own text.",
                    file: stringsFile, sources: ["S2", "S3"]))
            }
            // A value that is not a String (a binary strings file can hold any type): the parser drops it, so the
            // Info.plist's text is used (audit 22e U8).
            let watched = Set(UsageKey.allCases.map(\.key) + temporaryKeys + ["CFBundleDisplayName", "CFBundleName"])
            for (key, type) in (nonStringValues[language] ?? [:]).sorted(by: { $0.key < $1.key }) where watched.contains(key) {
                out.append(AppFinding(.warning, .wrongType, key: key,
                    message: "\(language).lproj gives \(key) \(type.withArticle), not a String: locprompt ignores the entry and uses the Info.plist's text in that language (not verified on a device). Make it a String.",
                    file: stringsFile))
            }
            for key in UsageKey.allCases where strings[key.key] != nil && infoPlist[key.key] == nil {
                out.append(AppFinding(.info, .localizedOnly, key: key.key,
                    message: "\(language).lproj localizes \(key.key), but Info.plist does not declare it: a translation does not add the key, so locprompt treats it as missing (not verified on a device).",
                    file: stringsFile))
            }
        }
        return sorted(out)
    }

    /// How a blank purpose string is described: `empty`, or `blank (whitespace only)` (audit 17 K4).
    static func blankness(_ text: String) -> String { text.isEmpty ? "empty" : "blank (whitespace only)" }

    /// Errors first, then warnings, then notes; by file and key within each.
    public static func sorted(_ findings: [AppFinding]) -> [AppFinding] {
        findings.sorted { ($0.severity, $0.file, $0.key) < ($1.severity, $1.file, $1.key) }
    }
}
