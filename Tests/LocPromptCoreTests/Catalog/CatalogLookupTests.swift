import Testing
@testable import LocPromptCore

/// `PromptCatalog.entry(kind:band:)` looks in the one list that holds a band (issue 15: the first alert no longer
/// builds, sorts and indexes the whole catalog). It must find exactly what the whole catalog holds.
@Suite("Catalog lookup by band")
struct CatalogLookupTests {
    @Test("Every band and kind: the entry the whole catalog has, or none")
    func sameAsWholeCatalog() {
        for band in OSBand.all {
            for kind in PromptKind.allCases {
                let whole = PromptCatalog.entries.filter { $0.bandID == band.id && $0.kind == kind }
                #expect(whole.count <= 1, "two entries for \(kind) on \(band.id)")
                #expect(PromptCatalog.entry(kind: kind, band: band) == whole.first, "\(kind) on \(band.id)")
            }
        }
    }

    @Test("Every entry of the catalog belongs to a band and is found through its list")
    func everyEntryFound() {
        for entry in PromptCatalog.entries {
            let band = OSBand.all.first { $0.id == entry.bandID }
            #expect(band != nil, "\(entry.bandID) is no band")
            if let band { #expect(PromptCatalog.entry(kind: entry.kind, band: band) == entry) }
        }
    }
}
