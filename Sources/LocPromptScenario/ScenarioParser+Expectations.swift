import Foundation
import LocPromptCore
import Yams

/// `expect:` mappings → `Expectation`: each field with its own checks, every error at the field's `file:line:column`.
extension Parser {
    func expectation(_ node: Node, os: DeviceOS) throws(ScenarioError) -> Expectation {
        let mapping = try reader.mapping(node, "expect")
        var checks: [ExpectationCheck] = []
        for entry in try reader.entries(mapping, in: "expect", accepted: ExpectedField.names) {
            checks.append(ExpectationCheck(field: try field(entry.key, entry.value, os: os), position: reader.position(entry.keyNode)))
        }
        guard !checks.isEmpty else { throw reader.error(node, "expect: needs at least one of \(ExpectedField.names.joined(separator: ", "))") }
        return Expectation(checks: checks)
    }

    func field(_ key: String, _ value: Node, os: DeviceOS) throws(ScenarioError) -> ExpectedField {
        switch key {
        case "status":
            // `authorized` is macOS's name for the same status (CLAuthorizationStatus.authorized: "synonymous and
            // preferred" on macOS in CLLocationManager.h; deprecated on iOS 8, where it is authorizedAlways's value).
            if case .scalar(let scalar) = value, scalar.string == "authorized" { return .status(.authorizedAlways) }
            return .status(try reader.choice(value, "status", AuthorizationStatus.allCases.map { ($0.name, $0) }))
        case "temporary": return .temporary(try reader.bool(value, "temporary"))
        case "provisional": return .provisional(try reader.bool(value, "provisional"))
        case "accuracy":
            return .accuracy(try reader.choice(value, "accuracy", [
                ("full", AccuracyAuthorization.full), ("reduced", .reduced), ("fullAccuracy", .full), ("reducedAccuracy", .reduced), ("none", nil),
            ]))
        case "settings":
            let text = try reader.string(value, "settings")
            if text == "none" { return .settings(nil) }
            guard let choice = SettingsChoice(label: text) else {
                throw reader.error(value, "unknown Settings choice “\(YAMLReader.excerpt(text))”; accepted: Never, Ask Next Time, While Using the App, While Using the App or Widgets, Always, none")
            }
            return .settings(choice)
        case "alert": return .alert(try alert(value))
        case "callbacks":
            if case .mapping = value { return try callbacksMatching(value) }
            return .callbacks(try texts(value, "callbacks"))
        case "error": return .error(try errorExpectation(value))
        case "console": return .console(try texts(value, "console"))
        case "delivered": return .delivered(try delivered(value))
        case "indicator":
            let indicators = LocationIndicator.allCases.map { ($0.rawValue, $0) }
            if case .mapping(let mapping) = value {
                // `{ not: bluePill }`: any indicator but that one (audit 19 friction: "no indicator by default" and
                // "not the blue pill" could only be over-pinned to one arrow).
                let entries = try reader.entries(mapping, in: "indicator", accepted: ["not"])
                guard let entry = entries.first else { throw reader.error(value, "indicator: { not: <indicator> } names the indicator that must not show") }
                return .indicatorNot(try reader.choice(entry.value, "indicator not", indicators))
            }
            return .indicator(try reader.choice(value, "indicator", indicators))
        case "lifecycle":
            return .lifecycle(try reader.choice(value, "lifecycle", AppLifecycle.allCases.map { ($0.rawValue, $0) }))
        case "returned": return .returned(try reader.string(value, "returned"))
        case "diagnostics": return .diagnostics(try diagnostics(value, os: os))
        case "rules": return try rules(value)
        default: throw reader.error(value, "unknown expectation “\(key)”")
        }
    }

    func alert(_ node: Node) throws(ScenarioError) -> AlertExpectation? {
        if case .scalar = node {
            let text = try reader.string(node, "alert")
            guard text == "none" else {
                throw reader.error(node, "alert: is none, or a mapping with \(ScenarioParser.alertKeys.joined(separator: ", ")); found “\(YAMLReader.excerpt(text))”")
            }
            return nil
        }
        let mapping = try reader.mapping(node, "alert")
        var kind: PromptKind?
        var title: String?
        var message: String?
        var buttons: [String]?
        var preferred: String?
        var buttonsInclude: [String]?
        var precise: AlertExpectation.PreciseSwitch?
        for entry in try reader.entries(mapping, in: "alert", accepted: ScenarioParser.alertKeys) {
            switch entry.key {
            case "kind": kind = try reader.choice(entry.value, "alert kind", PromptKind.allCases.map { ($0.scenarioName, $0) })
            case "title": title = try reader.string(entry.value, "alert title")
            case "message": message = try reader.string(entry.value, "alert message")
            case "buttonsInclude":
                buttonsInclude = (buttonsInclude ?? []) + (try labels(entry.value, "alert buttonsInclude"))
            case "buttons" where isMapping(entry.value):
                buttonsInclude = (buttonsInclude ?? []) + (try included(entry.value, "alert buttons"))
            case "buttons":
                let items = try reader.sequence(entry.value, "alert buttons")
                var labels: [String] = []
                for item in items { labels.append(try reader.nonEmptyString(item, "a button label")) }
                buttons = labels
            case "preferred": preferred = try reader.nonEmptyString(entry.value, "the preferred (bold) button's label, or none")
            case "precise": precise = try reader.choice(entry.value, "alert Precise switch position", AlertExpectation.PreciseSwitch.allCases.map { ($0.rawValue, $0) })
            default: break
            }
        }
        var expectation = AlertExpectation(kind: kind, title: title, message: message, buttons: buttons, buttonsInclude: buttonsInclude)
        expectation.preferred = preferred
        expectation.precise = precise
        return expectation
    }

    func isMapping(_ node: Node) -> Bool {
        if case .mapping = node { return true }
        return false
    }

    /// `callbacks: { include: [...], exclude: [...] }` (either or both; `includes:`/`excludes:` too): each included
    /// callback ran since the previous expect, and none of the excluded ones did; others may have run, in any order.
    func callbacksMatching(_ node: Node) throws(ScenarioError) -> ExpectedField {
        let lists = try includeExclude(node, "callbacks", example: "{ exclude: [didFailWithError] }") { (list: Node, key: String) throws(ScenarioError) -> [String] in
            let items = try texts(list, "callbacks \(ScenarioParser.excludeKeys.contains(key) ? "exclude" : "include")")
            guard !items.isEmpty else { throw reader.error(list, "callbacks \(key) must list at least one callback") }
            return items
        }
        return .callbacksMatching(include: lists.include, exclude: lists.exclude)
    }

    /// `{ include: [...], exclude: [...] }` (or `includes:` / `excludes:`), at least one of them, each list read by
    /// `items` (which refuses an empty one): the mapping form of `callbacks:` and `rules:`.
    func includeExclude(_ node: Node, _ what: String, example: String,
                        _ items: (Node, String) throws(ScenarioError) -> [String]) throws(ScenarioError) -> (include: [String], exclude: [String]) {
        let mapping = try reader.mapping(node, what)
        var include: [String] = []
        var exclude: [String] = []
        let entries = try reader.entries(mapping, in: what, accepted: ScenarioParser.includeKeys + ScenarioParser.excludeKeys)
        for keys in [ScenarioParser.includeKeys, ScenarioParser.excludeKeys] where entries.filter({ keys.contains($0.key) }).count > 1 {
            throw reader.error(node, "\(what): { \(keys[0]): [...] } takes one list; write \(keys[0]) or \(keys[1]), not both")
        }
        for entry in entries {
            if ScenarioParser.excludeKeys.contains(entry.key) {
                exclude += try items(entry.value, entry.key)
            } else {
                include += try items(entry.value, entry.key)
            }
        }
        guard !include.isEmpty || !exclude.isEmpty else {
            throw reader.error(node, "\(what): { include: [...] } or { exclude: [...] } takes a list, for example \(example)")
        }
        return (include, exclude)
    }

    /// `rules: [id, ...]` (each cited) or `rules: { include: [...], exclude: [...] }`. Every id must be one of
    /// `locprompt rules`: a misspelled id is an error at its item, with the closest id, instead of a check that
    /// could never pass (or never fail).
    func rules(_ node: Node) throws(ScenarioError) -> ExpectedField {
        func ids(_ node: Node, _ what: String) throws(ScenarioError) -> [String] {
            let items = try rawTexts(node, what)
            guard !items.isEmpty else { throw reader.error(node, "\(what) must list at least one rule id (see locprompt rules)") }
            for item in items where RuleRegistry.rule(id: item.text) == nil {
                throw reader.error(item.node, "unknown rule id “\(YAMLReader.excerpt(item.text))”\(YAMLReader.suggestion(item.text, RuleRegistry.all.map(\.id))); `locprompt rules` lists them")
            }
            return items.map(\.text)
        }
        guard case .mapping = node else { return .rules(include: try ids(node, "rules"), exclude: []) }
        let lists = try includeExclude(node, "rules", example: "{ include: [one-time-prompt] }") { (list: Node, key: String) throws(ScenarioError) -> [String] in
            try ids(list, "rules \(key)")
        }
        return .rules(include: lists.include, exclude: lists.exclude)
    }

    /// `alert: { buttons: { include: [...] } }` (or `includes:`): a non-empty list of button labels that must all
    /// appear. (Callbacks have their own form with `exclude:` too: `callbacksMatching`.)
    func included(_ node: Node, _ what: String) throws(ScenarioError) -> [String] {
        let mapping = try reader.mapping(node, what)
        let entries = try reader.entries(mapping, in: what, accepted: ScenarioParser.includeKeys)
        guard entries.count == 1 else {
            throw reader.error(node, "\(what): { include: [...] } takes one list, for example { include: [Allow Once] }")
        }
        let items = try labels(entries[0].value, "\(what) include")
        guard !items.isEmpty else { throw reader.error(entries[0].value, "\(what) include must list at least one item") }
        return items
    }

    /// A list of button labels (or one label).
    func labels(_ node: Node, _ what: String) throws(ScenarioError) -> [String] {
        if case .scalar = node, !reader.isNull(node) { return [try reader.nonEmptyString(node, what)] }
        var labels: [String] = []
        for item in try reader.sequence(node, what) { labels.append(try reader.nonEmptyString(item, "a button label")) }
        guard !labels.isEmpty else { throw reader.error(node, "\(what) must list at least one button label") }
        return labels
    }

    /// `error: true` (some error), `false` (none) or an error code such as `kCLErrorDenied`.
    func errorExpectation(_ node: Node) throws(ScenarioError) -> ErrorExpectation {
        let text = try reader.string(node, "error")
        switch text.lowercased() {
        case "true", "yes", "on": return .some
        case "false", "no", "off": return .none
        default:
            guard text.hasPrefix("kCLError"), text.count > 8, text.count <= 64,
                  text.allSatisfy({ $0.isLetter || $0.isNumber }) else {
                throw reader.error(node, "error: is true (some error), false (no error) or an error code such as kCLErrorDenied; found “\(YAMLReader.excerpt(text))”")
            }
            // A code the engine never reports through didFailWithError can never be observed: an error here, as
            // for a callbacks: text (audit 22a: kCLErrorLocationUnknown was accepted and failed at run time as if
            // the engine misbehaved).
            let reported = CallbackPattern.reportedErrorCodes
            guard reported.contains(text) else {
                throw reader.error(node, "locprompt never reports “\(YAMLReader.excerpt(text))” through locationManager(_:didFailWithError:), "
                    + "so this check could never pass (Apple's error codes are more than locprompt models); it reports "
                    + reported.sorted().joined(separator: ", ")
                    + " there. A region's error or a completion's is checked with callbacks:")
            }
            return .code(text)
        }
    }

    /// A single text or a list of texts. A list item that YAML read as `key: value` (a callback such as
    /// `locationManager(_:didChangeAuthorization: denied)` written without quotes) is joined back. A callback the
    /// engine can never send is an error at its item (`CallbackPattern.isObservable`).
    func texts(_ node: Node, _ what: String) throws(ScenarioError) -> [String] {
        let items = try rawTexts(node, what)
        guard what.hasPrefix("callbacks") else { return items.map(\.text) }
        var texts: [String] = []
        for item in items {
            let text = Self.statusAlias(item.text)
            guard CallbackPattern.isObservable(text) else {
                throw reader.error(item.node, CallbackPattern.unknownMessage(text))
            }
            texts.append(text)
        }
        return texts
    }

    /// A callback written with macOS's `authorized` reads as `authorizedAlways`, the same status (see `status`).
    static func statusAlias(_ text: String) -> String {
        guard text.hasSuffix("authorized)") else { return text }
        for form in ["(authorized)", ": authorized)"] where text.hasSuffix(form) {
            return String(text.dropLast(1)) + "Always)"
        }
        return text
    }

    func rawTexts(_ node: Node, _ what: String) throws(ScenarioError) -> [(text: String, node: Node)] {
        if case .scalar = node, !reader.isNull(node) { return [(try reader.string(node, what), node)] }
        let items = try reader.sequence(node, what)
        var result: [(text: String, node: Node)] = []
        for item in items {
            if case .mapping(let mapping) = item, mapping.count == 1,
               case .scalar(let key) = mapping.first!.key, case .scalar(let value) = mapping.first!.value {
                result.append(("\(key.string): \(value.string)", item))
            } else {
                result.append((try reader.string(item, "each item of \(what)"), item))
            }
        }
        return result
    }

    func delivered(_ node: Node) throws(ScenarioError) -> DeliveredExpectation {
        let names = WorldEvent.allCases.map { ($0.rawValue, $0) }
        switch node {
        case .scalar:
            let text = try reader.string(node, "delivered")
            guard text == "none" else {
                throw reader.error(node, "delivered: is a mapping of counts ({ locationUpdate: 1 }), a list of events, or none")
            }
            return .sequence([])
        case .sequence(let sequence):
            var events: [WorldEvent] = []
            for item in sequence { events.append(try reader.choice(item, "delivered event", names)) }
            return .sequence(events)
        case .mapping(let mapping):
            var counts: [DeliveredCount] = []
            for entry in try reader.entries(mapping, in: "delivered", accepted: WorldEvent.allCases.map(\.rawValue)) {
                counts.append(DeliveredCount(event: WorldEvent(rawValue: entry.key)!, count: try reader.int(entry.value, "the count of \(entry.key)")))
            }
            return .counts(counts)
        case .alias:
            throw reader.error(node, "aliases are not supported here")
        }
    }
}
