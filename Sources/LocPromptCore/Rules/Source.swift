/// One source a rule or a catalog string cites, as the project's own bibliography records it: the program, its
/// tests and its docs need nothing outside the repository to say where a fact comes from.
public struct Source: Hashable, Sendable {
    /// The id rules cite, e.g. `S13`.
    public let id: String
    public let title: String
    public let publisher: String
    /// Where it can be read (an https URL).
    public let url: String
    /// The day it was read, `YYYY-MM-DD`.
    public let read: String
    /// The facts taken from it, in our own words.
    public let facts: [String]

    public init(id: String, title: String, publisher: String, url: String, read: String, facts: [String]) {
        self.id = id
        self.title = title
        self.publisher = publisher
        self.url = url
        self.read = read
        self.facts = facts
    }
}

/// The project's bibliography: every source id the code cites. Each area keeps its own list in its own file
/// (`Bibliography+<Area>.swift`); this file only joins them.
public enum Bibliography {
    public static var all: [Source] { established + classic + fidelity + languages + modern + modernAudit + catalog + pictures + releases + settings + catalogAudit
        + backgroundProperties + citationAudit }

    /// The source with this id, if there is one.
    public static func source(id: String) -> Source? { all.first { $0.id == id } }
}
