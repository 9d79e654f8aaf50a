/// One element the app's loop receives: a `CLLocationUpdate` from `liveUpdates()` or a `CLMonitor` event,
/// with the diagnostic flags set on it (iOS 18+; none before) [S204][S212].
public struct ModernDelivery: Hashable, Sendable {
    public let source: DiagnosticSource
    /// The update carries a location (or the event a condition change); false: only diagnostics.
    public let delivered: Bool
    public let flags: [DiagnosticFlag]

    public init(source: DiagnosticSource, delivered: Bool, flags: [DiagnosticFlag]) {
        self.source = source
        self.delivered = delivered
        self.flags = flags
    }

    public var text: String {
        let what: String
        switch source {
        case .liveUpdate: what = delivered ? "liveUpdates yields a CLLocationUpdate with a location" : "liveUpdates yields a CLLocationUpdate with no location"
        case .monitorEvent: what = delivered ? "monitor.events yields the condition's event" : "monitor.events yields an event with no state change"
        case .backgroundActivitySession, .serviceSession: what = "\(source.rawValue) diagnostic"
        }
        return flags.isEmpty ? what : "\(what) (\(flags.map(\.rawValue).joined(separator: ", ")))"
    }
}
