/// How sure the catalog is of one part of an alert, and from which sources (Documentation/Catalog.md).
///
/// The confidence model, applied to each part separately:
/// - **H**: two independent sources agree, or Apple's own text says it (documentation, SDK header, WWDC
///   session, the system's own strings);
/// - **M**: one credible source, or an inference from a confirmed fact (e.g. a later version's strings);
/// - **L**: a weak source, a disputed fact (the sources disagree), or no source at all.
/// An entry is as sure as its least sure part, and only L entries are shown as unverified.
public struct Evidence: Hashable, Sendable {
    /// The parts of an alert a source can confirm.
    public enum Part: String, Hashable, Sendable, CaseIterable {
        case title, message, buttons, order, layout, extras, preferred
    }

    public let part: Part
    public let confidence: Confidence
    /// Source ids (bibliography) for this part.
    public let sources: [String]
    /// Why this grade, in a few words; names a dispute where there is one.
    public let note: String
    /// The sources disagree on this part (reference §6): always L.
    public let disputed: Bool

    public init(_ part: Part, _ confidence: Confidence, _ sources: [String], _ note: String = "", disputed: Bool = false) {
        self.part = part
        self.confidence = confidence
        self.sources = sources
        self.note = note
        self.disputed = disputed
    }

    /// Sources that are Apple's own text: documentation and header (S1–S16), WWDC sessions (S17–S19),
    /// the system's own strings (S20), CLLocationButton documentation (S37, S123), the App Clip article
    /// (S130) and the Human Interface Guidelines (S131, S67).
    public static let appleOwn: Set<String> = Set((1...20).map { "S\($0)" } + ["S37", "S123", "S130", "S131", "S67"])

    /// True when the grade follows the model above: H needs two sources or an Apple one, M needs one,
    /// a disputed part is L.
    public var followsModel: Bool {
        if disputed { return confidence == .low }
        switch confidence {
        case .high: return sources.count >= 2 || sources.contains { Evidence.appleOwn.contains($0) }
        case .medium: return !sources.isEmpty
        case .low: return true
        }
    }
}

extension CatalogEntry {
    /// The entry with its parts graded: its confidence becomes the lowest part's, its sources gain the parts' sources.
    func graded(_ evidence: [Evidence], preferred: AlertAnswer? = nil, titleVariants: [String] = []) -> CatalogEntry {
        let lowest = evidence.map(\.confidence).min() ?? confidence
        let extra = evidence.flatMap(\.sources)
        var sources = self.sources
        for id in extra where !sources.contains(id) { sources.append(id) }
        var entry = CatalogEntry(kind, bandID, title: title, message: message, buttons: buttons, layout: layout, extras: extras,
                                 confidence: lowest, sources: sources, caveats: caveats, note: note,
                                 earlyVersions: earlyVersions)
        entry.evidence = evidence
        entry.preferred = preferred
        entry.titleVariants = titleVariants
        return entry
    }

    /// The same entry with its optional data (evidence, preferred button, title variants) copied from `other`.
    func keepingDetails(of other: CatalogEntry) -> CatalogEntry {
        var entry = self
        entry.evidence = other.evidence
        entry.preferred = other.preferred
        entry.titleVariants = other.titleVariants
        return entry
    }
}
