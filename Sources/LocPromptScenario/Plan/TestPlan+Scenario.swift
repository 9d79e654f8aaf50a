import Foundation
import LocPromptCore
import Yams

/// Each path as a scenario file that `locprompt run` plays: the steps, with an `expect:` after every action
/// holding exactly what the plan says must be seen. Written through Yams, so untrusted text is quoted as YAML
/// needs; the app is named by its file, relative to the scenario's folder when `appPath` is relative.
extension PlanPath {
    /// `appPath`: how the scenario names the app (a path relative to the scenario file, or absolute);
    /// `language`: the app localization the plan was made with, so the scenario loads the same texts;
    /// `device`: another band of the path to play it on (default: `self.device`).
    public func scenarioYAML(appPath: String, language: String?, appName: String, on other: DeviceOS? = nil) -> String {
        let device = other ?? self.device
        func text(_ value: String) -> Node { Node(value, .implicit, .doubleQuoted) }
        func plain(_ value: String) -> Node { Node(value, .implicit, .plain) }
        func map(_ pairs: [(String, Node)], flow: Bool = false) -> Node {
            Node(pairs.map { (plain($0.0), $0.1) }, .implicit, flow ? .flow : .block)
        }
        let app: Node = language.map { map([("path", text(appPath)), ("language", text($0))], flow: true) } ?? text(appPath)
        var steps: [Node] = []
        for step in self.steps {
            for (index, scenarioStep) in step.scenarioSteps.enumerated() {
                var pairs: [(String, Node)]
                switch scenarioStep {
                case .word(let word): pairs = [(word, Node("", .implicit, .plain))]
                case .call(let call): pairs = [("call", plain(call))]
                case .tap(let label): pairs = [("tap", text(label))]
                case .advance(let duration): pairs = [("advance", plain(duration))]
                case .settings(let key, let value): pairs = [("settings", map([(key, text(value))], flow: true))]
                case .systemPrompt(let kind): pairs = [("systemPrompt", plain(kind))]
                }
                if index == 0 { pairs.append(("say", text(step.instruction))) }
                if case .word(let word) = scenarioStep, pairs.count == 1 {
                    steps.append(plain(word))
                } else {
                    steps.append(map(pairs))
                }
            }
            steps.append(map([("expect", Self.expectNode(step.expected, text: text, plain: plain, map: map))]))
        }
        let root = map([
            ("name", text("\(id) · \(title)")),
            ("description", text("From locprompt plan for \(appName). The same steps behave the same on \(bandsText); this file plays them on \(device).")),
            ("device", map([("platform", plain(device.platform.rawValue)), ("os", text("\(device.version)"))]
                           + (device.language.isEnglish ? [] : [("language", text(device.language.code))]), flow: true)),
            ("app", app),
            ("steps", Node(steps, .implicit, .block)),
        ])
        // Yams only fails on an emitter error, which a tree of plain strings cannot cause.
        return Self.escapingInvisibles((try? Yams.serialize(node: root, width: -1, allowUnicode: true)) ?? "")
    }

    /// libyaml escapes control characters in a double-quoted scalar (`\e`, `\x9B`) but writes the bidi and
    /// zero-width controls as they are (they are printable to YAML): an app name holding U+202E would reorder the
    /// file's lines on a terminal or in an editor. They are written as `\u202E` instead, which YAML reads back as
    /// the same character. Only double-quoted scalars (untrusted text) can hold them; keys and plain values are
    /// locprompt's own words.
    static func escapingInvisibles(_ yaml: String) -> String {
        func invisible(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x80 && !SafeText.isInert(String(scalar)) }
        guard yaml.unicodeScalars.contains(where: invisible) else { return yaml }
        var out = ""
        for scalar in yaml.unicodeScalars {
            if invisible(scalar) {
                out += scalar.value > 0xFFFF ? String(format: "\\U%08X", scalar.value) : String(format: "\\u%04X", scalar.value)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func expectNode(_ expected: PlanExpectation, text: (String) -> Node, plain: (String) -> Node,
                           map: ([(String, Node)], Bool) -> Node) -> Node {
        var pairs: [(String, Node)] = []
        if let alert = expected.alert {
            pairs.append(("alert", map([("kind", plain(alert.kind)), ("title", text(alert.title)), ("message", text(alert.message)),
                                        ("buttons", Node(alert.buttons.map(text), .implicit, .flow))], false)))
        } else {
            pairs.append(("alert", plain("none")))
        }
        pairs.append(("status", plain(expected.status)))
        pairs.append(("temporary", plain("\(expected.temporary)")))
        pairs.append(("provisional", plain("\(expected.provisional)")))
        pairs.append(("settings", expected.settings.map(text) ?? plain("none")))
        pairs.append(("callbacks", Node(expected.callbacks.map(text), .implicit, .flow)))
        pairs.append(("console", Node(expected.console.map(text), .implicit, .flow)))
        return map(pairs, false)
    }
}
