import Foundation

/// Reading an `AppProfile` from an Info.plist dictionary (as `PropertyListSerialization` returns it, or
/// as a scenario writes it inline). File loading, localization and name cleanup live in `AppLoader`.
extension AppProfile {
    /// Builds a profile from Info.plist keys. `fallbackName` is used when neither `CFBundleDisplayName`
    /// nor `CFBundleName` gives a usable name.
    public init(infoPlist: [String: Any], fallbackName: String) {
        func string(_ key: String) -> String? { infoPlist[key] as? String }
        let name = [string("CFBundleDisplayName"), string("CFBundleName")]
            .compactMap { $0 }
            .first { !$0.isEmpty && !AppProfile.isUnexpandedBuildVariable($0) }
        var usage: [UsageKey: String] = [:]
        for key in UsageKey.allCases {
            if let value = infoPlist[key.key] as? String { usage[key] = value }
        }
        var temporary: [String: String] = [:]
        if let dictionary = infoPlist[LocationInfoKey.temporaryUsageDescriptionDictionary] as? [String: Any] {
            for (key, value) in dictionary {
                if let text = value as? String { temporary[key] = text }
            }
        }
        func flag(_ key: String) -> Bool {
            switch infoPlist[key] {
            case let flag as Bool: return flag
            case let text as String: return ["yes", "true", "1"].contains(text.lowercased())
            default: return false
            }
        }
        let reduced = flag(LocationInfoKey.defaultAccuracyReduced)
        let modes = (infoPlist[LocationInfoKey.backgroundModes] as? [Any])?.compactMap { $0 as? String } ?? []
        let bundleID = string("CFBundleIdentifier").flatMap { AppProfile.isUnexpandedBuildVariable($0) ? nil : $0 }
        self.init(displayName: name ?? fallbackName, bundleIdentifier: bundleID, usageDescriptions: usage,
                  temporaryUsageDescriptions: temporary, defaultAccuracyReduced: reduced,
                  backgroundLocation: modes.contains("location"))
        self.requireExplicitServiceSession = flag(LocationInfoKey.requireExplicitServiceSession)
        if infoPlist[LocationInfoKey.widgetWantsLocation] != nil {
            widgetWantsLocation = flag(LocationInfoKey.widgetWantsLocation)
        }
        // An App Clip's Info.plist carries the NSAppClip dictionary [S130].
        isAppClip = infoPlist["NSAppClip"] != nil
        version = AppProfile.version(short: string("CFBundleShortVersionString"), build: string("CFBundleVersion"))
    }

    /// `2.1 (45)`, `2.1`, `build 45`, or nil; unexpanded `$(…)` values and empty ones count as absent.
    static func version(short: String?, build: String?) -> String? {
        func usable(_ value: String?) -> String? {
            guard let value = value.map(trimmingWhitespace), !value.isEmpty, !isUnexpandedBuildVariable(value) else { return nil }
            return value
        }
        switch (usable(short), usable(build)) {
        case let (short?, build?): return short == build ? short : "\(short) (\(build))"
        case let (short?, nil): return short
        case let (nil, build?): return "build \(build)"
        case (nil, nil): return nil
        }
    }

    /// `text` without the spaces and tabs around it: what Foundation's `trimmingCharacters(in: .whitespaces)`
    /// removes, without its NSString round trip, which cost a fifth of a millisecond on the way to the first
    /// frame (issue 15). The set is CoreFoundation's whitespace as Foundation on Linux has it, read from it code
    /// point by code point: tab, the space separators (Zs) and U+200B ZERO WIDTH SPACE.
    static func trimmingWhitespace(_ text: String) -> String {
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
            default: return false
            }
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !isWhitespace($0) }) else { return "" }
        if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return text }
        return String(scalars[first...last])
    }

    /// True for values such as `$(PRODUCT_NAME)` or `${PRODUCT_NAME}` that Xcode expands at build time.
    /// One pass over the bytes (Foundation's `contains` searched the text twice through an NSString: a fifth of
    /// `render`'s time for a 200,000-character purpose string, issue 15).
    public static func isUnexpandedBuildVariable(_ value: String) -> Bool {
        var previous: UInt8 = 0
        for byte in value.utf8 {
            if previous == UInt8(ascii: "$"), byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") { return true }
            previous = byte
        }
        return false
    }

    /// True when `value` is empty or only whitespace and newlines (what trimming `.whitespacesAndNewlines` would
    /// leave empty); it stops at the first other character instead of copying the text (issue 15).
    public static func isBlank(_ value: String) -> Bool {
        value.unicodeScalars.allSatisfy { CharacterSet.whitespacesAndNewlines.contains($0) }
    }
}
