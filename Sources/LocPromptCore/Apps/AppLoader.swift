import Foundation

/// An app loaded from disk: its profile plus what was noticed while loading it.
public struct LoadedApp: Sendable {
    public var profile: AppProfile
    /// The Info.plist that was read.
    public var infoPlistPath: String
    /// Notes for the user (e.g. an unexpanded `$(PRODUCT_NAME)` replaced by the file name).
    public var notes: [String]
    /// The folder the user named (`.app` bundle or project folder), nil when they named the Info.plist.
    public var folderPath: String? = nil
    /// Every `<lang>.lproj/InfoPlist.strings` found, lproj name → its strings (all keys, as parsed).
    public var localizations: [String: [String: String]] = [:]
    /// lproj name → path of its `InfoPlist.strings`.
    public var stringsFiles: [String: String] = [:]
    /// The lproj whose strings are in `profile` (nil: the Info.plist's own strings).
    public var language: String? = nil
    /// Why `language` was chosen.
    public var languageSource: AppLocalization.Source = .none
    /// `CFBundleDevelopmentRegion` as used (a build variable is read as `en`, Xcode's default).
    public var developmentRegion: String? = nil
    /// Where `profile.displayName` came from.
    public var nameSource: AppNameSource = .fileName
    /// Lint findings on the raw Info.plist and its strings files (see `InfoPlistLint`).
    public var findings: [AppFinding] = []
    /// The type of every top-level Info.plist key.
    public var keyTypes: [String: PlistValueType] = [:]
    /// The platform the Info.plist is for, as far as its keys tell, and why.
    public var platformHint: Platform = .iOS
    public var platformHintReason: String = "no platform keys; assuming iOS"
    /// `MinimumOSVersion` / `LSMinimumSystemVersion` when written as a number (built apps carry it).
    public var minimumOSVersion: OSVersion? = nil

    public init(profile: AppProfile, infoPlistPath: String, notes: [String] = []) {
        self.profile = profile
        self.infoPlistPath = infoPlistPath
        self.notes = notes
    }

    /// The languages the app is localized into (lproj names, sorted, `Base` left out).
    public var availableLanguages: [String] { localizations.keys.filter { $0 != "Base" }.sorted() }
}

/// Where an app's display name came from.
public enum AppNameSource: String, Sendable, Hashable, Codable {
    case displayName = "CFBundleDisplayName"
    case bundleName = "CFBundleName"
    case localizedDisplayName = "InfoPlist.strings CFBundleDisplayName"
    case localizedBundleName = "InfoPlist.strings CFBundleName"
    /// Derived from the executable, bundle, file or folder name (the plist had none, or only `$(…)`).
    case fileName = "file name"
    /// Given by the user (`--app-name`).
    case override = "--app-name"
}

/// A file that cannot be used as an app, with where the problem is.
public struct AppLoadError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let line: Int?
    public let column: Int?
    public let message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = line == nil ? nil : column
        self.message = message
    }

    /// `path:line:column: message` (`path:line:` or `path:` where the column or line is not known), one line.
    public var description: String {
        guard let line else { return "\(path): \(message)" }
        return "\(path):\(line):" + (column.map { "\($0):" } ?? "") + " \(message)"
    }
}

/// Loads apps from Info.plist files (XML or binary), `.app` bundles and project folders, with their
/// `<lang>.lproj/InfoPlist.strings` localizations.
public enum AppLoader {
    /// Builds the app from what was read from disk (by `AppLoader.load(path:)` in `LocPromptFiles`):
    /// the located files, the Info.plist's bytes and each strings file's bytes (lproj name → bytes).
    public static func build(location: AppBundleLocation, infoPlist infoPlistData: Data, strings stringsData: [String: Data],
                             language: String?, environment: [String: String]) throws(AppLoadError) -> LoadedApp {
        let plistPath = location.infoPlistPath
        let dictionary = try parseInfoPlist(infoPlistData, path: plistPath)

        // Every strings file is parsed: Xcode refuses to build an app with a malformed one.
        var localizations: [String: [String: String]] = [:]
        var nonStringValues: [String: [String: PlistValueType]] = [:]
        for (lproj, file) in location.stringsFiles.sorted(by: { $0.key < $1.key }) {
            guard let data = stringsData[lproj] else { throw AppLoadError(path: file, message: "the file was not read") }
            do {
                localizations[lproj] = try StringsFileParser.parse(data)
                let others = StringsFileParser.nonStringValues(data)
                if !others.isEmpty { nonStringValues[lproj] = others }
            } catch {
                throw AppLoadError(path: file, line: error.line, column: error.column, message: error.message)
            }
        }

        var notes = location.notes
        let developmentRegion = developmentRegion(of: dictionary, notes: &notes)
        let choice = AppLocalization.choose(available: Array(localizations.keys), explicit: language,
                                            environment: environment, developmentRegion: developmentRegion)
        // A language the Info.plist is written in (its development region's) needs no .lproj: its own text is that
        // language's, so there is nothing to note.
        let writtenInLanguage = language.map { language in
            choice.lproj == nil && developmentRegion.map { AppLocalization.sameLanguage($0, language) } == true
        } ?? false
        if let language, choice.source != .explicit, !writtenInLanguage {
            let available = localizations.keys.filter { $0 != "Base" }.sorted()
            notes.append("the app has no \(SafeText.neutralize(language)) localization"
                + (available.isEmpty ? "" : " (it has: \(available.joined(separator: ", ")))")
                + (choice.lproj.map { "; a device set to that language uses the development region, \($0)" } ?? "; using the Info.plist's own text"))
        }
        let strings = choice.lproj.flatMap { localizations[$0] } ?? [:]
        let localized = localize(dictionary, with: strings)

        let fallback = derivedName(infoPlist: dictionary, infoPlistPath: plistPath, folderPath: location.folderPath)
        var profile = AppProfile(infoPlist: localized, fallbackName: fallback)
        let (name, nameSource) = displayName(base: dictionary, strings: strings)
        profile.displayName = name ?? fallback
        if nameSource == .fileName {
            notes.append(nameNote(base: dictionary, strings: strings, chosen: fallback))
        }
        if profile.displayName != name ?? fallback {
            notes.append("the app's name is longer than \(AppProfile.maximumDisplayNameLength) characters; the alerts show its first "
                + "\(AppProfile.maximumDisplayNameLength - 1) and “…” (use --app-name to override)")
        }

        var app = LoadedApp(profile: profile, infoPlistPath: plistPath, notes: notes)
        app.folderPath = location.folderPath
        app.localizations = localizations
        app.stringsFiles = location.stringsFiles
        app.language = choice.lproj
        app.languageSource = choice.source
        app.developmentRegion = developmentRegion
        app.nameSource = nameSource
        app.keyTypes = dictionary.mapValues { PlistValueType(of: $0) }
        (app.platformHint, app.platformHintReason) = platformHint(dictionary)
        app.minimumOSVersion = minimumOSVersion(dictionary, platform: app.platformHint)
        app.findings = InfoPlistLint.findings(infoPlist: dictionary, infoPlistPath: plistPath,
                                              localizations: localizations, stringsFiles: location.stringsFiles,
                                              nonStringValues: nonStringValues)
            + unreadableMinimumOS(dictionary, platform: app.platformHint, file: plistPath)
        app.findings = InfoPlistLint.sorted(app.findings)
        return app
    }

    /// Parses Info.plist bytes (XML or binary) whose root must be a dictionary; `path` names it in errors.
    public static func parseInfoPlist(_ data: Data, path: String) throws(AppLoadError) -> [String: Any] {
        guard !data.isEmpty else { throw AppLoadError(path: path, message: "the file is empty, not a property list") }
        // XML in UTF-16 or UTF-32 (Xcode and Apple's PropertyListSerialization read it) is read as UTF-8.
        var data = data
        do {
            if let utf8 = try PlistTextEncoding.utf8(data) { data = utf8 }
        } catch {
            throw AppLoadError(path: path, message: error.message)
        }
        let plist: Any
        let binary = data.starts(with: Array("bplist".utf8))
        // Xcode writes Info.plist as XML (or binary in a built app). Anything else would go to
        // CoreFoundation's old-style parser, which prints its own complaints to standard error (and
        // onto the full-screen interface), so it is refused here with one clean line instead.
        guard binary || looksLikeXML(data) else {
            throw AppLoadError(path: path, line: 1, message:
                "not an XML or binary property list (Xcode writes Info.plist as XML starting with <?xml or <plist)")
        }
        // The plain XML Xcode writes is read without Foundation's bridging (issue 15); anything else, and every
        // error, is Foundation's below.
        if !binary, let dictionary = PlainXMLPlistReader.dictionary(from: data) { return dictionary }
        if binary, let problem = BinaryPlistPrecheck.problem(in: Array(data)) {
            throw AppLoadError(path: path, message: problem)
        }
        do {
            var format = PropertyListSerialization.PropertyListFormat.xml
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            // A damaged binary plist can still be read as old-style text ("bplist00…" is a bare word).
            if binary && format != .binary {
                throw AppLoadError(path: path, message: "malformed or truncated binary property list")
            }
        } catch let error as AppLoadError {
            throw error
        } catch {
            let detail = PlistErrorDetail(error)
            throw AppLoadError(path: path, line: binary ? nil : detail.line, message: binary
                ? "malformed or truncated binary property list"
                : "malformed or truncated property list" + (detail.text.map { " (\($0))" } ?? ""))
        }
        guard let dictionary = plist as? [String: Any] else {
            throw AppLoadError(path: path, message:
                "the property list's root is \(PlistValueType(of: plist).withArticle), not a Dictionary (an Info.plist is a dictionary of keys)")
        }
        return dictionary
    }

    /// True when the first non-blank character (after an optional byte-order mark) is `<`.
    static func looksLikeXML(_ data: Data) -> Bool {
        var bytes = data.prefix(64)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return false }
        return first == UInt8(ascii: "<")
    }

    /// InfoPlist.strings override the Info.plist's string values of the keys it declares, and the
    /// purpose strings of `NSLocationTemporaryUsageDescriptionDictionary` by purpose key (§1.1 Band E (f) [S6]).
    /// A key that only the strings file has is not added (decision; see `InfoPlistLint` localized-only).
    static func localize(_ dictionary: [String: Any], with strings: [String: String]) -> [String: Any] {
        guard !strings.isEmpty else { return dictionary }
        var result = dictionary
        for (key, value) in dictionary where value is String {
            if let translated = strings[key] { result[key] = translated }
        }
        if var temporary = dictionary[LocationInfoKey.temporaryUsageDescriptionDictionary] as? [String: Any] {
            for (purposeKey, value) in temporary where value is String {
                if let translated = strings[purposeKey] { temporary[purposeKey] = translated }
            }
            result[LocationInfoKey.temporaryUsageDescriptionDictionary] = temporary
        }
        return result
    }

    static func developmentRegion(of dictionary: [String: Any], notes: inout [String]) -> String? {
        guard let region = dictionary["CFBundleDevelopmentRegion"] as? String, !region.isEmpty else { return nil }
        if AppProfile.isUnexpandedBuildVariable(region) {
            // Xcode's DEVELOPMENT_LANGUAGE defaults to English.
            return "en"
        }
        return region
    }

    static func usableName(_ value: Any?) -> String? {
        guard let text = value as? String else { return nil }
        return AppProfile.isBlank(text) || AppProfile.isUnexpandedBuildVariable(text) ? nil : text
    }

    /// The display name and where it comes from: `CFBundleDisplayName`, else `CFBundleName`; for each,
    /// the strings file's translation replaces the Info.plist's value; empty values and `$(…)` are skipped.
    static func displayName(base: [String: Any], strings: [String: String]) -> (String?, AppNameSource) {
        for (key, localizedSource, baseSource) in [("CFBundleDisplayName", AppNameSource.localizedDisplayName, AppNameSource.displayName),
                                                   ("CFBundleName", .localizedBundleName, .bundleName)] {
            guard let own = base[key] as? String else { continue }
            let translated = strings[key]
            if let name = usableName(translated ?? own) { return (name, translated != nil ? localizedSource : baseSource) }
        }
        return (nil, .fileName)
    }

    static func nameNote(base: [String: Any], strings: [String: String], chosen: String) -> String {
        let shown = SafeText.neutralize(chosen)
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if let value = base[key] as? String, AppProfile.isUnexpandedBuildVariable(value) {
                return "\(key) is “\(SafeText.neutralize(value))”, an Xcode build setting filled in only when the app is built; "
                    + "the alerts use “\(shown)” (from the file path): use --app-name to override"
            }
        }
        return "the Info.plist has no usable CFBundleDisplayName or CFBundleName; the alerts use “\(shown)” (from the file path): use --app-name to override"
    }

    /// Folder names that say nothing about the app.
    static let genericFolders: Set<String> = [
        "resources", "supporting files", "supportingfiles", "support", "contents", "info", "config", "configs",
        "configuration", "plists",
    ]

    /// The name the built app would most likely have when the Info.plist only has `$(PRODUCT_NAME)`:
    /// a literal `CFBundleExecutable`, the `.app` bundle's name, `X-Info.plist` → `X`, `X.plist` → `X`,
    /// else the nearest folder that is not a generic one (`Resources`, `Supporting Files`, …).
    public static func derivedName(infoPlist: [String: Any], infoPlistPath: String, folderPath: String?) -> String {
        if let executable = usableName(infoPlist["CFBundleExecutable"]) { return executable }
        if let folder = folderPath {
            let base = (folder as NSString).lastPathComponent
            if base.hasSuffix(".app"), base.count > 4 { return String(base.dropLast(4)) }
        }
        var stem = ((infoPlistPath as NSString).lastPathComponent as NSString).deletingPathExtension
        for suffix in ["-Info", "_Info", " Info", "-info", "_info"] where stem.hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
            break
        }
        if !stem.isEmpty && stem.lowercased() != "info" { return stem }
        var folder = PathText.folder(of: infoPlistPath)
        var fallback: String?
        while !folder.isEmpty && folder != "/" && folder != "." {
            var name = (folder as NSString).lastPathComponent
            if name.hasSuffix(".app"), name.count > 4 { name = String(name.dropLast(4)) }
            if fallback == nil && name != ".." { fallback = name }
            if !genericFolders.contains(name.lowercased()) && name != ".." { return name }
            folder = PathText.folder(of: folder)
        }
        if let fallback { return fallback }
        let absolute = URL(fileURLWithPath: infoPlistPath).standardizedFileURL.deletingLastPathComponent().lastPathComponent
        return absolute.isEmpty || absolute == "/" ? "App" : absolute
    }

    /// Which platform an Info.plist is for, from the keys Xcode and the build put there.
    static func platformHint(_ dictionary: [String: Any]) -> (Platform, String) {
        if let platforms = dictionary["CFBundleSupportedPlatforms"] as? [String], let first = platforms.first {
            let map: [String: Platform] = ["iPhoneOS": .iOS, "iPhoneSimulator": .iOS, "MacOSX": .macOS, "AppleTVOS": .tvOS,
                                           "WatchOS": .watchOS, "XROS": .visionOS]
            if let platform = map[first] { return (platform, "CFBundleSupportedPlatforms is \(first)") }
        }
        if dictionary["WKApplication"] as? Bool == true || dictionary["WKWatchKitApp"] as? Bool == true
            || dictionary["WKWatchOnly"] as? Bool == true {
            return (.watchOS, "the Info.plist declares a watchOS app (WKApplication/WKWatchKitApp)")
        }
        if let families = dictionary["UIDeviceFamily"] as? [Any] {
            let numbers = Set(families.compactMap { ($0 as? NSNumber)?.intValue ?? ($0 as? String).flatMap { Int($0) } })
            if !numbers.isEmpty && numbers.isDisjoint(with: [1, 2]) {
                if numbers.contains(3) { return (.tvOS, "UIDeviceFamily is 3 (Apple TV)") }
                if numbers.contains(4) { return (.watchOS, "UIDeviceFamily is 4 (Apple Watch)") }
                if numbers.contains(7) { return (.visionOS, "UIDeviceFamily is 7 (Apple Vision)") }
            }
        }
        if dictionary["LSRequiresIPhoneOS"] != nil { return (.iOS, "LSRequiresIPhoneOS is set") }
        if dictionary["LSMinimumSystemVersion"] != nil || dictionary["NSPrincipalClass"] as? String == "NSApplication" {
            return (.macOS, "LSMinimumSystemVersion/NSApplication without LSRequiresIPhoneOS: a Mac app")
        }
        return (.iOS, "no platform keys; assuming iOS")
    }

    /// A minimum OS that is there but cannot be read as a version (`twelve`, an Integer): ignored, so every band is
    /// checked; said, since it widens the check (audit 22e U7).
    static func unreadableMinimumOS(_ dictionary: [String: Any], platform: Platform, file: String) -> [AppFinding] {
        let key = platform == .macOS ? "LSMinimumSystemVersion" : "MinimumOSVersion"
        guard let value = dictionary[key], minimumOSVersion(dictionary, platform: platform) == nil else { return [] }
        let why: String
        if let text = value as? String {
            why = "is “\(SafeText.neutralize(text))”, not a version number such as 12.0"
        } else {
            let shown = (value as? NSNumber).map { " (\($0))" } ?? ""
            why = "is \(PlistValueType(of: value).withArticle)\(shown), not a String such as “12.0” (Xcode writes it as a String)"
        }
        return [AppFinding(.warning, .unreadableValue, key: key,
            message: "\(key) \(why): locprompt ignores it, so every \(platform.displayName) band is checked, also those the app may not install on.",
            file: file)]
    }

    static func minimumOSVersion(_ dictionary: [String: Any], platform: Platform) -> OSVersion? {
        let key = platform == .macOS ? "LSMinimumSystemVersion" : "MinimumOSVersion"
        return (dictionary[key] as? String).flatMap { OSVersion(parsing: $0) }
    }
}
