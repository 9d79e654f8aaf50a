import Foundation
import LocPromptCore
import LocPromptFiles
import Yams

/// YAML → `Scenario`. Every error carries the `file:line:column` of the offending node; unknown keys and
/// values are rejected with the list of accepted ones.
public enum ScenarioParser {
    public static let topLevelKeys = ["name", "description", "device", "app", "steps"]
    public static let deviceKeys = ["platform", "os", "allowOnceGrace", "locationServices", "restricted", "language"]
    public static let inlineAppKeys = ["name", "plist", "path", "language", "appClip"]
    /// Bare steps: the app's lifecycle.
    public static let lifecycleSteps: [AppAction] = [.launch, .background, .foreground, .suspend, .terminate, .relaunch, .tapLocationButton]
    /// `call:` values (besides `requestTemporaryFullAccuracyAuthorization: <purposeKey>`).
    public static let calls: [AppAction] = [
        .requestWhenInUseAuthorization, .requestAlwaysAuthorization, .startUpdatingLocation, .stopUpdatingLocation,
        .startMonitoringSignificantLocationChanges, .stopMonitoringSignificantLocationChanges, .startMonitoringVisits, .stopMonitoringVisits,
        .startMonitoringRegion, .stopMonitoringRegion,
        .createManager, .releaseManager, .locationServicesEnabled, .isAuthorizedForWidgetUpdates, .showUserLocationOnMap,
        .requestLocation,
    ]
    public static let temporaryFullAccuracyCall = "requestTemporaryFullAccuracyAuthorization"
    /// A scenario file bigger than this is refused before it is parsed (real ones are a few kB).
    public static let maximumFileSize = 4 * 1024 * 1024
    /// The most values a scenario may hold, written out or once YAML aliases are expanded: above any real
    /// scenario (6,000 steps are about 40,000), far below what an alias bomb asks for (billions), and low enough
    /// that building the tree of a document just under it stays well within a second (Yams takes several
    /// microseconds a value; 250,000 took 2.8 s on the loaded 2-core VM, `scripts/bench --bounded-work`).
    public static let maximumExpandedValues = 100_000
    public static let actionKeys = ["call", "tap", "answer", "settings", "advance", "event", "expect", "precise", "systemPrompt"]
    public static let stepModifiers = ["say", "rejected", "manager"]
    public static let settingsKeys = ["app", "precise", "locationServices", "restricted", "reset"]
    public static let systemPrompts: [PromptKind] = [.deferredAlways, .backgroundReminder, .widget]
    public static let alertKeys = ["kind", "title", "message", "buttons", "buttonsInclude", "preferred", "precise"]
    /// `callbacks: { include: [...] }` and `buttons: { include: [...] }` (also spelled `includes`).
    public static let includeKeys = ["include", "includes"]
    /// `callbacks: { exclude: [...] }`: callbacks that must not have run.
    public static let excludeKeys = ["exclude", "excludes"]

    /// Reads and parses a scenario file. Relative `app:` paths resolve against the file's folder.
    public static func load(path: String) throws(ScenarioError) -> Scenario {
        let data: Data
        do {
            data = try InputFile.read(path, limit: maximumFileSize)
        } catch {
            var reason = error.reason
            if error.kind == .missing, let hint = BundledScenarioHint.forMissing(path) { reason += "; " + hint }
            throw ScenarioError(file: path, "cannot read the scenario: \(reason)")
        }
        let base = PathText.folder(of: path)
        return try parse(data: data, file: path, baseDirectory: base.isEmpty ? "." : base)
    }

    /// Parses scenario bytes (must be UTF-8).
    public static func parse(data: Data, file: String, baseDirectory: String) throws(ScenarioError) -> Scenario {
        guard let text = String(data: data, encoding: .utf8) else {
            // The place of the first bad byte, as libyaml gives one for its own errors (audit 24f M1).
            guard let bad = UTF8Position.firstInvalid(in: data) else {
                throw ScenarioError(file: file, "cannot read the scenario: it is not UTF-8 text")
            }
            let utf16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
            throw ScenarioError(SourcePosition(file: file, line: bad.line, column: bad.column),
                                "cannot read the scenario: it is not UTF-8 text (\(bad.message)"
                                + (utf16 ? "; the file starts with a UTF-16 byte-order mark: save it as UTF-8)" : ")"))
        }
        return try parse(text, file: file, baseDirectory: baseDirectory)
    }

    /// Parses scenario text. `file` names it in errors and transcripts; relative `app:` paths resolve
    /// against `baseDirectory`.
    public static func parse(_ text: String, file: String, baseDirectory: String) throws(ScenarioError) -> Scenario {
        // Sizes first, before any node is built: the bytes, then the values as libyaml reads them.
        if text.utf8.count > maximumFileSize {
            throw ScenarioError(file: file,
                                "the scenario is \(text.utf8.count / 1024) kB, more than the \(maximumFileSize / 1024 / 1024) MB limit; split it into several scenarios")
        }
        try YAMLValueBudget.check(text, limit: maximumExpandedValues, file: file)
        let root: Node?
        do {
            // The basic resolver: every plain scalar is text to Yams, as it is to this parser, which reads only a
            // scalar's text and style. Yams' default resolver tags each one by running its regular expressions (int,
            // float, bool, null, timestamp…) whenever a mapping key is hashed for the duplicate-key check: a fifth
            // of `run`'s time on a 10,000-step scenario. Keys that differ only in how YAML would type them (`1`
            // and `"1"`) are then duplicates, as they are in the Info.plist a scenario's `plist:` describes.
            root = try Yams.compose(yaml: text, .basic)
        } catch {
            throw YAMLReader.convert(error, file: file, text: text)
        }
        let reader = YAMLReader(file: file)
        if let root {
            try reader.checkExpandedSize(root, limit: maximumExpandedValues)
            try YAMLTags.check(root, reader: reader)
        }
        guard let root, !reader.isNull(root) else {
            throw ScenarioError(SourcePosition(file: file, line: 1, column: 1), "the scenario is empty; it needs name, device, app and steps")
        }
        let parser = Parser(reader: reader, baseDirectory: baseDirectory)
        return try parser.scenario(root)
    }
}

/// The parser proper (internal so that `ScenarioParser+Modern.swift` can extend it).
struct Parser {
    let reader: YAMLReader
    let baseDirectory: String

    func scenario(_ root: Node) throws(ScenarioError) -> Scenario {
        let mapping = try reader.mapping(root, "a scenario")
        var fields: [String: (keyNode: Node, value: Node)] = [:]
        for entry in try reader.entries(mapping, in: "the scenario", accepted: ScenarioParser.topLevelKeys) {
            fields[entry.key] = (entry.keyNode, entry.value)
        }
        func required(_ key: String, _ hint: String) throws(ScenarioError) -> Node {
            guard let field = fields[key] else { throw reader.error(root, "missing “\(key)”: \(hint)") }
            return field.value
        }
        let name = try reader.nonEmptyString(try required("name", "a title for the scenario"), "name")
        let summary = try fields["description"].map { field throws(ScenarioError) in try reader.string(field.value, "description") }
        let device = try self.device(try required("device", "for example device: { platform: ios, os: \"17.4\" }"))
        let appNode = try required("app", "a path to an Info.plist, or inline: { name: ..., plist: { ... } }")
        let app = try self.app(appNode, deviceLanguage: device.os.language)
        if app.profile.isAppClip && (device.os.platform != .iOS || device.os.version < OSVersion(14)) {
            throw reader.error(appNode, "App Clips exist on iOS 14 and later; this device is \(device.os)")
        }
        let stepsNode = try required("steps", "the list of steps")
        let stepNodes = try reader.sequence(stepsNode, "steps")
        guard !stepNodes.isEmpty else { throw reader.error(stepsNode, "steps must list at least one step") }
        // Reserved, not grown: growing by doubling copies and touches twice the memory (issue 15, long runs).
        var steps: [ScenarioStep] = []
        steps.reserveCapacity(stepNodes.count)
        for node in stepNodes { steps.append(try step(node, os: device.os)) }
        return Scenario(name: name, summary: summary, file: reader.file, device: device, app: app, steps: steps)
    }

    // MARK: Device

    func device(_ node: Node) throws(ScenarioError) -> ScenarioDevice {
        let mapping = try reader.mapping(node, "device")
        var platform = Platform.iOS
        var osNode: Node?
        var grace = EngineState.defaultAllowOnceGrace
        var services = true
        var restricted = false
        var language = DeviceLanguage.english
        for entry in try reader.entries(mapping, in: "device", accepted: ScenarioParser.deviceKeys) {
            switch entry.key {
            case "platform":
                let text = try reader.string(entry.value, "platform")
                guard let value = Platform(argument: text) else {
                    throw reader.error(entry.value, "unknown platform “\(YAMLReader.excerpt(text))”; accepted: ios, ipados, macos, watchos, tvos, visionos")
                }
                platform = value
            case "os": osNode = entry.value
            case "allowOnceGrace": grace = try duration(entry.value, "allowOnceGrace")
            case "locationServices": services = try reader.bool(entry.value, "locationServices")
            case "restricted": restricted = try reader.bool(entry.value, "restricted")
            case "language":
                // The device language words the system's alerts and picks the app's .lproj (issue 13 §4).
                let text = try reader.nonEmptyString(entry.value, "language")
                guard let value = DeviceLanguage(text) else {
                    throw reader.error(entry.value, "“\(YAMLReader.excerpt(text))” is not a language tag; write one such as de, fr-FR, pt-BR or zh-Hans")
                }
                language = value
            default: break
            }
        }
        guard let osNode else {
            throw reader.error(node, "missing “os” in device: the OS version, for example os: \"17.4\"")
        }
        let versionText = try reader.string(osNode, "os")
        switch DeviceOS.resolve(platform: platform, versionText: versionText) {
        case .success(let os):
            return ScenarioDevice(os: os.speaking(language), allowOnceGrace: grace, locationServices: services, restricted: restricted)
        case .failure(let failure):
            throw reader.error(osNode, failure.message)
        }
    }

    func duration(_ node: Node, _ what: String) throws(ScenarioError) -> VirtualDuration {
        let text = try reader.string(node, what)
        switch VirtualDuration.parse(text) {
        case .success(let value):
            return value
        case .failure(.tooLong):
            throw reader.error(node, "“\(YAMLReader.excerpt(text))” is longer than a year (366 days), the most one duration may be; "
                + "advance in several steps if you need more")
        case .failure(.notADuration):
            throw reader.error(node, "“\(YAMLReader.excerpt(text))” is not a duration; write a number and a unit: 500ms, 10s, 5m, 2h, 3d, or a sum from the largest unit down: 1h30m, 2m30s")
        }
    }

    // MARK: App

    /// The app; a file app's texts come from the `.lproj` of its own `language:`, else the device's language
    /// (as on a device, falling back to the development region), else the process's language variables.
    func app(_ node: Node, deviceLanguage: DeviceLanguage) throws(ScenarioError) -> ScenarioApp {
        let fromDevice = deviceLanguage.isEnglish ? nil : deviceLanguage.code
        if case .scalar = node {
            let path = try reader.nonEmptyString(node, "app")
            return try loadApp(path: path, language: fromDevice, at: node)
        }
        let mapping = try reader.mapping(node, "app")
        var name: String?
        var plistNode: Node?
        var pathNode: Node?
        var language: String?
        var appClip: Bool?
        for entry in try reader.entries(mapping, in: "app", accepted: ScenarioParser.inlineAppKeys) {
            switch entry.key {
            case "name": name = try reader.nonEmptyString(entry.value, "app name")
            case "plist": plistNode = entry.value
            case "path": pathNode = entry.value
            case "language":
                // The same check as the device's language and --language: a tag, never a path or control text.
                let text = try reader.nonEmptyString(entry.value, "language")
                guard let value = DeviceLanguage(text) else {
                    throw reader.error(entry.value, "“\(YAMLReader.excerpt(text))” is not a language tag; write one such as de, fr-FR, pt-BR or zh-Hans")
                }
                language = value.code
            case "appClip": appClip = try reader.bool(entry.value, "appClip")
            default: break
            }
        }
        if let pathNode {
            guard plistNode == nil, name == nil else {
                throw reader.error(pathNode, "an app is either a path (path:, language:) or inline (name:, plist:), not both")
            }
            var loaded = try loadApp(path: try reader.nonEmptyString(pathNode, "app path"), language: language ?? fromDevice, at: pathNode)
            if let appClip { loaded = loaded.markingAppClip(appClip) }
            return loaded
        }
        guard let plistNode else {
            throw reader.error(node, "an inline app needs “plist”: its Info.plist keys, for example plist: { NSLocationWhenInUseUsageDescription: \"...\" }")
        }
        let plistMapping = try reader.mapping(plistNode, "plist")
        guard var dictionary = try reader.plistValue(.mapping(plistMapping)) as? [String: Any] else {
            throw reader.error(plistNode, "plist must be a mapping of Info.plist keys")
        }
        if let name {
            dictionary["CFBundleDisplayName"] = name
        } else if !["CFBundleDisplayName", "CFBundleName"].contains(where: { (dictionary[$0] as? String)?.isEmpty == false }) {
            throw reader.error(node, "an inline app needs “name” (or CFBundleDisplayName in its plist): the name shown in alert titles")
        }
        let inline = ScenarioApp(profile: AppProfile(infoPlist: dictionary, fallbackName: name ?? "App"), source: .inline)
        return appClip.map { inline.markingAppClip($0) } ?? inline
    }

    func loadApp(path: String, language: String?, at node: Node) throws(ScenarioError) -> ScenarioApp {
        let resolved = path.hasPrefix("/") ? path : (baseDirectory as NSString).appendingPathComponent(path)
        // A FIFO (or device, or socket) is refused at once, as the folder readers refuse one they find: reading
        // it waited 5 s for a writer, per scenario of a folder run (audit 24f D4). A FIFO given on the command
        // line (`--app <(…)`) is still read.
        if DirectoryListing.status(of: resolved)?.kind == .other {
            throw reader.error(node, "cannot load the app: \(resolved): it is not a regular file or a folder (a FIFO, a device "
                + "or a socket); app: names an Info.plist, an .app bundle or a project folder")
        }
        do {
            let loaded = try AppLoader.load(path: resolved, language: language)
            return ScenarioApp(profile: loaded.profile, source: .file(resolved), notes: loaded.notes, writtenPath: path)
        } catch {
            throw reader.error(node, "cannot load the app: \(error.description)")
        }
    }

    // MARK: Steps

    func step(_ node: Node, os: DeviceOS) throws(ScenarioError) -> ScenarioStep {
        let position = reader.position(node)
        if case .scalar = node {
            let text = try reader.string(node, "a step")
            return ScenarioStep(action: try bareStep(text, node), position: position)
        }
        guard case .mapping(let mapping) = node else {
            throw reader.error(node, "a step must be a word such as launch, or a mapping such as call: requestWhenInUseAuthorization; found \(reader.describe(node))")
        }
        let lifecycleNames = ScenarioParser.lifecycleSteps.map(\.rawValue)
        let accepted = lifecycleNames + ScenarioParser.actionKeys + ScenarioParser.stepModifiers
        var say: String?
        var rejected: RejectedExpectation?
        var manager: (keyNode: Node, value: Node)?
        var action: (key: String, keyNode: Node, value: Node)?
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode, !reader.isNull(keyNode) else {
                throw reader.error(keyNode, "a step's keys must be words, found \(reader.describe(keyNode))")
            }
            let key = scalar.string
            switch key {
            case "say":
                say = try reader.string(value, "say")
            case "rejected":
                if case .scalar(let flag) = value, ["true", "false", "yes", "no", "on", "off"].contains(flag.string.lowercased()) {
                    rejected = try reader.bool(value, "rejected") ? RejectedExpectation(match: "", position: reader.position(keyNode)) : nil
                } else {
                    rejected = RejectedExpectation(match: try reader.nonEmptyString(value, "rejected"), position: reader.position(keyNode))
                }
            case "manager":
                manager = (keyNode, value)
            default:
                guard accepted.contains(key) else {
                    throw reader.error(keyNode, unknownStepMessage(key, accepted: lifecycleNames + ScenarioParser.actionKeys + ["say"]))
                }
                if let first = action {
                    throw reader.error(keyNode, "a step does one thing: this one has both “\(first.key)” and “\(key)”; split it into two steps")
                }
                action = (key, keyNode, value)
            }
        }
        guard let action else {
            guard say != nil else { throw reader.error(node, "this step does nothing: add an action (launch, call:, tap:, …) or say:") }
            if let rejected { throw ScenarioError(rejected.position, "rejected: needs an action to reject") }
            if let manager { throw reader.error(manager.keyNode, ScenarioParser.managerNeedsCall) }
            return ScenarioStep(action: .say, say: say, position: position)
        }
        let stepAction = try self.action(action.key, keyNode: action.keyNode, value: action.value, os: os)
        if rejected != nil, case .expect = stepAction {
            throw ScenarioError(rejected!.position, "rejected: does not apply to expect")
        }
        let addressed = try manager.map { (keyNode, value) throws(ScenarioError) in
            try managerNumber(keyNode: keyNode, value: value, on: stepAction)
        }
        return ScenarioStep(action: stepAction, say: say, rejected: rejected, manager: addressed, position: position)
    }

    func unknownStepMessage(_ name: String, accepted: [String]) -> String {
        if ScenarioParser.calls.contains(where: { $0.rawValue == name }) || name == ScenarioParser.temporaryFullAccuracyCall {
            return "“\(name)” is an app call: write call: \(name)"
        }
        if let property = ManagerProperty(rawValue: name) {
            return "“\(name)” is a property the app sets: write call: \(property.scenarioText(true)) (true or false)"
        }
        return "unknown step “\(YAMLReader.excerpt(name))”\(YAMLReader.suggestion(name, accepted)); accepted: \(accepted.joined(separator: ", "))"
    }

    func bareStep(_ text: String, _ node: Node) throws(ScenarioError) -> StepAction {
        if let action = ScenarioParser.lifecycleSteps.first(where: { $0.rawValue == text }) { return .lifecycle(action) }
        let keys = ScenarioParser.actionKeys + ["say"]
        if keys.contains(text) { throw reader.error(node, "“\(text)” needs a value, for example \(example(text))") }
        throw reader.error(node, unknownStepMessage(text, accepted: ScenarioParser.lifecycleSteps.map(\.rawValue) + keys))
    }

    func example(_ key: String) -> String {
        switch key {
        case "call": return "call: requestWhenInUseAuthorization"
        case "tap": return "tap: Allow Once"
        case "answer": return "answer: allowOnce"
        case "settings": return "settings: { app: Never }"
        case "advance": return "advance: 10s"
        case "event": return "event: locationUpdate"
        case "expect": return "expect: { status: authorizedWhenInUse }"
        case "precise": return "precise: off"
        case "systemPrompt": return "systemPrompt: deferredAlways"
        default: return "say: \"Now the alert appears.\""
        }
    }

    func action(_ key: String, keyNode: Node, value: Node, os: DeviceOS) throws(ScenarioError) -> StepAction {
        if let lifecycle = ScenarioParser.lifecycleSteps.first(where: { $0.rawValue == key }) {
            guard reader.isNull(value) else {
                throw reader.error(value, "\(key) takes no value (write “- \(key)”, or “\(key):” with nothing after it)")
            }
            return .lifecycle(lifecycle)
        }
        switch key {
        case "call": return try call(value)
        case "tap": return .tap(.label(try reader.nonEmptyString(value, "tap")))
        case "answer": return .tap(.answer(try answer(value)))
        case "precise": return .precise(try reader.bool(value, "precise"))
        case "settings": return .settings(try settings(value))
        case "advance": return .advance(try duration(value, "advance"))
        case "event":
            return .event(try reader.choice(value, "event", WorldEvent.allCases.map { ($0.rawValue, $0) }))
        case "systemPrompt":
            return .systemPrompt(try reader.choice(value, "systemPrompt", ScenarioParser.systemPrompts.map { ($0.scenarioName, $0) }))
        case "expect": return .expect(try expectation(value, os: os))
        default: throw reader.error(keyNode, unknownStepMessage(key, accepted: ScenarioParser.actionKeys))
        }
    }

    /// `answer: allowOnce`: the button named by what it does. A label written there (`answer: Allow Once`) is
    /// pointed to `tap:`.
    func answer(_ node: Node) throws(ScenarioError) -> AlertAnswer {
        let text = try reader.string(node, "answer")
        if let answer = AlertAnswer(rawValue: text) { return answer }
        let names = AlertAnswer.allCases.map(\.rawValue)
        let squeezed = text.filter { !$0.isWhitespace && $0 != "’" && $0 != "'" }.lowercased()
        if let meant = AlertAnswer.allCases.first(where: { $0.rawValue.lowercased() == squeezed }), text.contains(" ") {
            throw reader.error(node, "answer: names a button by what it does, in one word (answer: \(meant.rawValue)); "
                               + "to tap a button by its label write tap: \(YAMLReader.excerpt(text))")
        }
        if text.contains(" ") {
            throw reader.error(node, "answer: names a button by what it does (accepted: \(names.joined(separator: ", "))); "
                               + "to tap a button by its label write tap: \(YAMLReader.excerpt(text))")
        }
        return try reader.choice(node, "answer", AlertAnswer.allCases.map { ($0.rawValue, $0) })
    }

    func call(_ node: Node) throws(ScenarioError) -> StepAction {
        let accepted = ScenarioParser.calls.map(\.rawValue) + ScenarioParser.modernCallNames
            + [ScenarioParser.temporaryFullAccuracyCall + ": <purposeKey>", ScenarioParser.serviceSessionCall + ": <goal>"]
            + ScenarioParser.propertyCalls.map { $0 + ": <true | false>" }
        if case .mapping(let mapping) = node {
            if let modern = try modernCall(mapping, node) { return modern }
            // The keys a `call: { … }` mapping may have; serviceSession's are read by `modernCall` above.
            let keys = [ScenarioParser.temporaryFullAccuracyCall, ScenarioParser.serviceSessionCall] + ScenarioParser.propertyCalls
            let entries = try reader.entries(mapping, in: "call", accepted: keys)
            guard entries.count == 1 else {
                throw reader.error(node, "call: takes one call, for example call: { requestTemporaryFullAccuracyAuthorization: Navigation }")
            }
            if let property = try propertyCall(entries[0]) { return property }
            return .requestTemporaryFullAccuracy(purposeKey: try reader.nonEmptyString(entries[0].value, "the purpose key"))
        }
        var text = try reader.string(node, "call")
        if text.hasSuffix("()") { text.removeLast(2) }
        if let action = ScenarioParser.calls.first(where: { $0.rawValue == text }) { return .call(action) }
        if let modern = try modernCall(text, node) { return modern }
        try refuseBarePropertyCall(text, node)
        if text == ScenarioParser.temporaryFullAccuracyCall {
            throw reader.error(node, "\(text) needs a purpose key from NSLocationTemporaryUsageDescriptionDictionary: write call: { \(text): <purposeKey> }")
        }
        if ScenarioParser.lifecycleSteps.contains(where: { $0.rawValue == text }) {
            throw reader.error(node, "“\(text)” is a step of its own, not a call: write - \(text)")
        }
        let names = accepted
        throw reader.error(node, "unknown call “\(YAMLReader.excerpt(text))”\(YAMLReader.suggestion(text, names)); accepted: \(names.joined(separator: ", "))")
    }

    func settings(_ node: Node) throws(ScenarioError) -> [SettingsChange] {
        let mapping = try reader.mapping(node, "settings")
        var changes: [SettingsChange] = []
        for entry in try reader.entries(mapping, in: "settings", accepted: ScenarioParser.settingsKeys) {
            switch entry.key {
            case "app":
                let text = try reader.string(entry.value, "settings app")
                guard let choice = SettingsChoice(label: text) else {
                    throw reader.error(entry.value, "unknown Settings choice “\(YAMLReader.excerpt(text))”; accepted: Never, Ask Next Time, While Using the App, Always (While Using the App or Widgets is shown, not chosen)")
                }
                changes.append(.appAuthorization(choice))
            case "precise": changes.append(.preciseLocation(try reader.bool(entry.value, "precise")))
            case "locationServices": changes.append(.locationServices(try reader.bool(entry.value, "locationServices")))
            case "restricted": changes.append(.restricted(try reader.bool(entry.value, "restricted")))
            case "reset":
                guard try reader.bool(entry.value, "reset") else {
                    throw reader.error(entry.value, "reset only takes true (Settings › General › Reset › Reset Location & Privacy)")
                }
                changes.append(.resetLocationAndPrivacy)
            default: break
            }
        }
        guard !changes.isEmpty else { throw reader.error(node, "settings: needs at least one of \(ScenarioParser.settingsKeys.joined(separator: ", "))") }
        return changes
    }
}
