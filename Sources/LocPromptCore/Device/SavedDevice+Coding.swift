import Foundation

/// The device file: JSON with sorted keys, pretty printed so a tester can read (and diff) it.
///
/// ```json
/// { "format" : "locprompt-device", "formatVersion" : 2, "platform" : "ios", "os" : "17.4",
///   "settings" : { "allowOnceGrace" : "5s", "locationServices" : true },
///   "apps" : { "com.example.whereami" : { "authorization" : "whenInUse", ... } } }
/// ```
/// Version 2 names the format's version `formatVersion`, as every locprompt JSON output does (issue 16);
/// version 1 files (the same shape with `"version" : 1`) are still read. A newer version is refused (never
/// rewritten), an unknown or malformed file is reported as damaged.
extension SavedDevice {
    /// Encodes the device as the file's bytes (UTF-8 JSON, sorted keys, pretty printed, newline-terminated).
    public func encoded() -> Data {
        let encoder = JSONOutput.documentEncoder()
        // Encoding plain strings, numbers and booleans cannot fail.
        var data = try! encoder.encode(DeviceFile(self))
        data.append(0x0A)
        return data
    }

    /// Decodes a device file's bytes, or says why they are not a device this locprompt can use.
    public static func decode(_ data: Data) -> Result<SavedDevice, DeviceFormatError> {
        // Counted in one pass before anything decodes it: the decoder's work grows with the values (and faster
        // with the nesting), so a 16 MB file of 8 million `[` or numbers took 25 to 50 s and up to 410 MB before it
        // was refused (audit 24f D2).
        if let excess = JSONSyntaxLocator.firstExcess(in: data, maxValues: maximumValues, maxDepth: maximumDepth) {
            return .failure(.damaged("\(excess); a device file holds a few dozen values, \(usedDepth) levels deep"))
        }
        let decoder = JSONDecoder()
        let header: DeviceFileHeader
        do {
            header = try decoder.decode(DeviceFileHeader.self, from: data)
        } catch {
            return .failure(.damaged(Self.describe(error, in: data)))
        }
        // The decoder keeps the first of two equal keys, jq and Python the last: refuse rather than guess (audit 14 H14-7).
        if let duplicate = JSONSyntaxLocator.firstDuplicateKey(in: data) { return .failure(.damaged("\(duplicate)")) }
        guard header.format == formatName else {
            return .failure(.damaged(header.format == nil
                ? "no \"format\": \"\(formatName)\" marker; not a locprompt device file"
                : "\"format\" is not \"\(formatName)\"; not a locprompt device file"))
        }
        guard let version = header.formatVersion ?? header.version else { return .failure(.damaged("no \"formatVersion\"")) }
        guard version <= currentVersion else { return .failure(.newerVersion(version)) }
        guard version >= 1 else { return .failure(.damaged("unknown version \(version)")) }
        // Versions 1 and 2 differ only in the name of the version field: nothing to migrate.
        let file: DeviceFile
        do {
            file = try decoder.decode(DeviceFile.self, from: data)
        } catch {
            return .failure(.damaged(Self.describe(error, in: data)))
        }
        return file.device()
    }

    /// The most values a device file may hold (keys are not counted). Each app takes at most 14 (its object and
    /// 13 fields), so this is about 7,000 apps; a real device has a few dozen, as a simulator has.
    static let maximumValues = 100_000
    /// The deepest a device file may nest: it uses `usedDepth` (the file, `apps`, an app); room for a hand edit.
    static let maximumDepth = 64
    static let usedDepth = 3

    /// A short, single-line reason for a decoding failure (JSON syntax or shape). For a syntax error the line
    /// and column come from `JSONSyntaxLocator`: the decoder gives none on Linux.
    static func describe(_ error: Error, in data: Data) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "the top level" : "\"" + keys.joined(separator: ".") + "\""
        }
        if let error = error as? WholeNumberFieldError {
            // The place too, when the first such number in the file is this one (it is, unless an unknown key
            // holds another before it).
            let found = JSONSyntaxLocator.firstNonWholeNumber(in: data)
            let place = found.flatMap { Double($0.text) == error.found ? "line \($0.problem.line), column \($0.problem.column): " : nil } ?? ""
            let keys = error.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return place + "\"" + keys.joined(separator: ".") + "\" must be a whole number from 0 to \(Int.max), found "
                + (found.flatMap { Double($0.text) == error.found ? $0.text : nil } ?? "\(error.found)")
        }
        guard let error = error as? DecodingError else { return "unreadable: \(error)" }
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let problem = JSONSyntaxLocator.firstProblem(in: data) ?? JSONSyntaxLocator.firstOversizedInteger(in: data)
                    ?? JSONSyntaxLocator.firstStringProblem(in: data)
                return "not valid JSON" + (problem.map { ", \($0)" } ?? "")
            }
            return "\(path(context)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.isEmpty ? "" : " in " + path(context)
            return "missing \"\(key.stringValue)\"\(parent)"
        case .typeMismatch(let type, let context):
            return "\(path(context)) is not \(Self.typeName(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context)) is null, expected \(Self.typeName(type))"
        @unknown default:
            return "unreadable"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): return "a string"
        case ObjectIdentifier(Int.self): return "a whole number"
        case ObjectIdentifier(Bool.self): return "true or false"
        case ObjectIdentifier([String: Any].self): return "an object"
        default: return "of the expected type"
        }
    }
}

/// Why bytes are not a usable device.
public enum DeviceFormatError: Error, Hashable, Sendable {
    /// Not JSON, not a device file, the wrong shape, or an unknown version: kept aside, never overwritten silently.
    case damaged(String)
    /// Written by a newer locprompt: left exactly as it is.
    case newerVersion(Int)
}

/// The fields read first, to tell a newer format from a damaged file (`version` is version 1's name for `formatVersion`).
private struct DeviceFileHeader: Decodable {
    var format: String?
    var formatVersion: Int?
    var version: Int?

    enum CodingKeys: String, CodingKey { case format, formatVersion, version }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decodeIfPresent(String.self, forKey: .format)
        formatVersion = try c.decodeWholeNumberIfPresent(forKey: .formatVersion)
        version = try c.decodeWholeNumberIfPresent(forKey: .version)
    }
}

/// An integer field that holds a number with a fraction or past 64 bits (`1.5`, `1e20`): the decoder refuses it
/// as "not valid JSON", naming neither the field nor the number (audit 24f M2).
struct WholeNumberFieldError: Error {
    let codingPath: [CodingKey]
    let found: Double
}

extension KeyedDecodingContainer {
    /// The field as an `Int`, or `WholeNumberFieldError` naming it when it holds a number that is not one.
    func decodeWholeNumberIfPresent(forKey key: Key) throws -> Int? {
        do {
            return try decodeIfPresent(Int.self, forKey: key)
        } catch {
            // Inside the decoder the error is its own "number is not representable" (which it turns into "not
            // valid JSON" on the way out): the same field read as a Double tells that case from the others.
            guard let number = try? decodeIfPresent(Double.self, forKey: key) else { throw error }
            throw WholeNumberFieldError(codingPath: codingPath + [key], found: number)
        }
    }
}

/// The file, as written (version 2) and as version 1 wrote it (`version` instead of `formatVersion`).
struct DeviceFile: Codable {
    var format: String
    var formatVersion: Int?
    /// Version 1's name for `formatVersion`: read, never written.
    var version: Int?
    var platform: String
    var os: String
    var settings: Settings
    var apps: [String: App]

    struct Settings: Codable {
        var locationServices: Bool
        /// `5s`, `1500ms`: a number and a unit, as scenarios write durations.
        var allowOnceGrace: String
    }

    struct App: Codable {
        var displayName: String?
        var bundleIdentifier: String?
        var authorization: String
        var preciseLocation: Bool?
        var restricted: Bool
        var alwaysRequestUsed: Bool
        var deferredPromptUsed: Bool
        var locationServicesAlertCount: Int
        /// Written since the device file kept them (still version 2: a file without them reads them as false).
        var widgetLocationAllowed: Bool
        var locationButtonApproved: Bool
        /// Left out by files written before it was kept: derived on reading (`AppRecord.hasAsked`).
        var askedPermission: Bool?
        /// Left out by files written before it was kept: false.
        var grantedWithoutAsking: Bool
        /// Left out by files written before it was kept: false (the app has to use location in the background again).
        var usedLocationInBackground: Bool

        init(_ record: AppRecord) {
            displayName = record.displayName
            bundleIdentifier = record.bundleIdentifier
            authorization = record.authorization.rawValue
            preciseLocation = record.preciseLocation
            restricted = record.restricted
            alwaysRequestUsed = record.alwaysRequestUsed
            deferredPromptUsed = record.deferredPromptUsed
            locationServicesAlertCount = record.locationServicesAlertCount
            widgetLocationAllowed = record.widgetLocationAllowed
            locationButtonApproved = record.locationButtonApproved
            askedPermission = record.askedPermission
            grantedWithoutAsking = record.grantedWithoutAsking
            usedLocationInBackground = record.usedLocationInBackground
        }

        enum CodingKeys: String, CodingKey {
            case displayName, bundleIdentifier, authorization, preciseLocation, restricted
            case alwaysRequestUsed, deferredPromptUsed, locationServicesAlertCount
            case widgetLocationAllowed, locationButtonApproved
            case askedPermission, grantedWithoutAsking, usedLocationInBackground
        }

        /// The flags may be left out of a hand-written record (they default to a fresh install's values), and
        /// files written before `widgetLocationAllowed` and `locationButtonApproved` were kept have neither.
        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            displayName = try c.decodeIfPresent(String.self, forKey: .displayName)
            bundleIdentifier = try c.decodeIfPresent(String.self, forKey: .bundleIdentifier)
            authorization = try c.decode(String.self, forKey: .authorization)
            preciseLocation = try c.decodeIfPresent(Bool.self, forKey: .preciseLocation)
            restricted = try c.decodeIfPresent(Bool.self, forKey: .restricted) ?? false
            alwaysRequestUsed = try c.decodeIfPresent(Bool.self, forKey: .alwaysRequestUsed) ?? false
            deferredPromptUsed = try c.decodeIfPresent(Bool.self, forKey: .deferredPromptUsed) ?? false
            locationServicesAlertCount = try c.decodeWholeNumberIfPresent(forKey: .locationServicesAlertCount) ?? 0
            widgetLocationAllowed = try c.decodeIfPresent(Bool.self, forKey: .widgetLocationAllowed) ?? false
            locationButtonApproved = try c.decodeIfPresent(Bool.self, forKey: .locationButtonApproved) ?? false
            askedPermission = try c.decodeIfPresent(Bool.self, forKey: .askedPermission)
            grantedWithoutAsking = try c.decodeIfPresent(Bool.self, forKey: .grantedWithoutAsking) ?? false
            usedLocationInBackground = try c.decodeIfPresent(Bool.self, forKey: .usedLocationInBackground) ?? false
        }
    }

    init(_ device: SavedDevice) {
        format = SavedDevice.formatName
        formatVersion = SavedDevice.currentVersion  // a version 1 file is upgraded when saved
        version = nil
        platform = device.os.platform.rawValue
        os = device.os.version.description
        settings = Settings(locationServices: device.settings.locationServices,
                            allowOnceGrace: Self.durationText(device.settings.allowOnceGrace))
        apps = device.apps.mapValues(App.init)
    }

    /// Whole seconds as `5s`, anything else as milliseconds (`1500ms`): both read back by `VirtualDuration(parsing:)`.
    static func durationText(_ duration: VirtualDuration) -> String {
        let ms = duration.milliseconds
        return ms % 1000 == 0 ? "\(ms / 1000)s" : "\(ms)ms"
    }

    /// The device, after checking every value the JSON shape cannot check.
    func device() -> Result<SavedDevice, DeviceFormatError> {
        guard let platform = Platform(argument: platform) else {
            return .failure(.damaged("unknown platform \"\(platform)\" (expected one of \(Platform.allCases.map(\.rawValue).joined(separator: ", ")))"))
        }
        let os: DeviceOS
        switch DeviceOS.resolve(platform: platform, versionText: self.os) {
        case .success(let resolved): os = resolved
        case .failure(let error): return .failure(.damaged("\"os\": \(error.message)"))
        }
        guard let grace = VirtualDuration(parsing: settings.allowOnceGrace) else {
            return .failure(.damaged("\"settings.allowOnceGrace\" is not a duration such as 5s or 1500ms"))
        }
        var records: [String: AppRecord] = [:]
        for (fileKey, app) in apps.sorted(by: { $0.key < $1.key }) {
            // A name longer than an app name keeps is cut here as the display name is (audit 24f D8).
            let key = SavedDevice.cappedKey(fileKey)
            let label = "\"apps.\(key)\""
            guard let authorization = SavedAuthorization(rawValue: app.authorization) else {
                return .failure(.damaged("\(label).authorization \"\(app.authorization)\" is not one of "
                    + SavedAuthorization.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            guard app.locationServicesAlertCount >= 0 else {
                return .failure(.damaged("\(label).locationServicesAlertCount is negative"))
            }
            let record = AppRecord(
                displayName: app.displayName, bundleIdentifier: app.bundleIdentifier, authorization: authorization,
                preciseLocation: app.preciseLocation, restricted: app.restricted,
                alwaysRequestUsed: app.alwaysRequestUsed, deferredPromptUsed: app.deferredPromptUsed,
                locationServicesAlertCount: app.locationServicesAlertCount,
                widgetLocationAllowed: app.widgetLocationAllowed, locationButtonApproved: app.locationButtonApproved,
                askedPermission: app.askedPermission, grantedWithoutAsking: app.grantedWithoutAsking,
                usedLocationInBackground: app.usedLocationInBackground)
            guard let expected = SavedDevice.key(bundleIdentifier: record.bundleIdentifier, displayName: record.displayName) else {
                return .failure(.damaged("\(label) has neither a bundleIdentifier nor a displayName"))
            }
            guard expected == key else {
                return .failure(.damaged("\(label) should be keyed \"\(expected)\" (its bundle identifier, or name: and its display name)"))
            }
            guard records[key] == nil else {
                return .failure(.damaged("two apps are keyed \(label) once their names are cut to \(AppProfile.maximumDisplayNameLength) characters"))
            }
            records[key] = record
        }
        let device = SavedDevice(os: os, settings: DeviceSettings(locationServices: settings.locationServices, allowOnceGrace: grace), apps: records)
        // Read in memory as the current version (1 and 2 differ only in a field name): saving upgrades the file.
        return .success(device)
    }
}
