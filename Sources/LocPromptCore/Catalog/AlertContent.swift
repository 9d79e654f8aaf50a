/// How sure the reference is of a fact (reference conventions: H, M, L).
public enum Confidence: String, Hashable, Sendable, Codable, Comparable {
    case high = "H"
    case medium = "M"
    case low = "L"

    private var rank: Int { self == .high ? 2 : self == .medium ? 1 : 0 }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

/// How an alert lays out its buttons: two side by side (left | right), or stacked top to bottom.
public enum ButtonLayout: String, Hashable, Sendable, Codable {
    case sideBySide = "side-by-side"
    case stacked
}

/// Elements of an alert besides title, message and buttons.
public enum AlertExtra: Hashable, Sendable {
    /// A map preview of the current position; approximate when accuracy is reduced (iOS 14+) [S19][S7].
    case map(approximate: Bool)
    /// The `Precise: On/Off` switch on the map (iOS 14+) [S32].
    case preciseSwitch(on: Bool)
    /// A map of collected locations (background reminder) [S27].
    case locationsMap

    public var text: String {
        switch self {
        case .map(let approximate): return approximate ? "[map: approximate location]" : "[map: your location]"
        case .preciseSwitch(let on): return "Precise: \(on ? "On" : "Off")"
        case .locationsMap: return "[map: locations used in the background]"
        }
    }
}

/// One button: its label exactly as the device shows it, and what it means to the engine.
public struct AlertButton: Hashable, Sendable {
    public let label: String
    public let answer: AlertAnswer

    public init(_ label: String, _ answer: AlertAnswer) {
        self.label = label
        self.answer = answer
    }
}

/// A fully resolved alert, ready to draw: the app's name is in the title, the purpose string is the message.
/// Title and message are *untrusted* (they contain app text): draw them through `SafeText`.
public struct AlertContent: Hashable, Sendable {
    public let kind: PromptKind
    public let band: OSBand
    public let title: String
    public let message: String
    /// Buttons in their real order: top to bottom when stacked, left to right when side by side.
    public let buttons: [AlertButton]
    public let layout: ButtonLayout
    public let extras: [AlertExtra]
    public let confidence: Confidence
    public let sources: [String]
    /// Where the message comes from (which Info.plist key, the temporary purpose dictionary, or system text).
    public let messageSource: MessageSource
    /// The parts of this alert the reference does not confirm, one short phrase each (shown as `unverified: …`).
    public let caveats: [String]
    /// Context for trainers (e.g. "the iOS 13+ Always request shows the When In Use alert").
    public let note: String
    /// The preferred (bold) button's answer where a source shows it; nil where none does.
    public var preferred: AlertAnswer? = nil
    /// Other wordings of the title the sources show for the same alert.
    public var titleVariants: [String] = []
    /// The catalog's grade of each part, with its sources.
    public var evidence: [Evidence] = []
    /// How the device language worded the system's text: nil on an English device (issue 13 §4).
    public var localization: AlertLocalization? = nil

    public init(kind: PromptKind, band: OSBand, title: String, message: String, buttons: [AlertButton],
                layout: ButtonLayout, extras: [AlertExtra], confidence: Confidence, sources: [String],
                messageSource: MessageSource = .none, caveats: [String] = [], note: String = "") {
        self.kind = kind
        self.band = band
        self.title = title
        self.message = message
        self.buttons = buttons
        self.layout = layout
        self.extras = extras
        self.confidence = confidence
        self.sources = sources
        self.messageSource = messageSource
        self.caveats = caveats
        self.note = note
    }

    /// Only low-confidence (L) alerts are shown as unverified (confidence model: `Evidence`). Alerts on
    /// bands whose behaviour is inferred are L already (they reuse another platform's wording).
    public var unverified: Bool { confidence == .low }

    /// The preferred button's label, where known.
    public var preferredLabel: String? { preferred.flatMap { answer in buttons.first { $0.answer == answer }?.label } }

    /// An extra's text as the device shows it (the Precise switch in the device language where sourced).
    public func text(of extra: AlertExtra) -> String {
        guard case .preciseSwitch(let on) = extra, let localization else { return extra.text }
        return localization.preciseLabel(on: on) ?? extra.text
    }

    /// Finds the button a person means by `label`: exact match, with a straight apostrophe accepted for ’.
    public func button(labelled label: String) -> AlertButton? {
        if let exact = buttons.first(where: { $0.label == label }) { return exact }
        let curly = label.replacingCharacters("'", with: "’")
        return buttons.first(where: { $0.label == curly })
    }
}

/// Why an alert cannot be rendered.
public enum CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// This kind of alert does not exist on that band (e.g. the deferred prompt before iOS 13).
    case noSuchPrompt(PromptKind, OSBand, reason: String)
    /// The app lacks the Info.plist key(s) that prompt needs: the real system shows nothing.
    case missingKeys([UsageKey], PromptKind)
    /// A temporary full-accuracy purpose key that the app's dictionary lacks (empty when the app has no entry at all).
    case missingPurposeKey(String)

    public var description: String {
        switch self {
        case .noSuchPrompt(let kind, let band, let reason): return "\(band.label) has no \(kind.rawValue) alert: \(reason)"
        case .missingKeys(let keys, let kind):
            return "the app's Info.plist lacks \(keys.map(\.key).joined(separator: " and ")), so a real device shows no \(kind.rawValue) alert (the request fails silently)"
        case .missingPurposeKey(let key) where key.isEmpty:
            return "the app has no NSLocationTemporaryUsageDescriptionDictionary entry, so a real device shows no full-accuracy alert"
        case .missingPurposeKey(let key):
            return "NSLocationTemporaryUsageDescriptionDictionary has no “\(key)” key, so a real device shows no alert"
        }
    }
}
