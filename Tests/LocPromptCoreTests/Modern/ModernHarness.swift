@testable import LocPromptCore

extension TestApps {
    /// An app with every key, the location background mode and a purpose key (iOS 17/18 tests).
    static let modern = AppProfile(
        displayName: "Trailhead", usageDescriptions: [.whenInUse: "WIU", .alwaysAndWhenInUse: "A+W"],
        temporaryUsageDescriptions: ["Nav": "Turn-by-turn"], backgroundLocation: true)
    static var explicitOnly: AppProfile {
        var app = modern
        app.requireExplicitServiceSession = true
        return app
    }
}

extension Harness {
    /// Diagnostic flags of the newest object, by name.
    var flags: [String] { state.newestDiagnostics?.flags.map(\.rawValue) ?? ["<no object>"] }
    /// What the loops received in the last event.
    var deliveries: [ModernDelivery] {
        last.compactMap { if case .modernUpdate(let delivery) = $0.kind { return delivery } else { return nil } }
    }
    var refusal: String? {
        last.lazy.compactMap { if case .rejected(let why) = $0.kind { return why } else { return nil } }.first
    }
    mutating func call(_ call: ModernCall) { self.do(.modern(call)) }
}
