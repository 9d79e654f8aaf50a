/// `CLAuthorizationStatus`, with Apple's raw values: notDetermined 0, restricted 1, denied 2,
/// authorizedAlways 3, authorizedWhenInUse 4 (reference §2, [S13]).
public enum AuthorizationStatus: Int32, CaseIterable, Sendable, Hashable, Codable, CustomStringConvertible {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4

    public var name: String {
        switch self {
        case .notDetermined: return "notDetermined"
        case .restricted: return "restricted"
        case .denied: return "denied"
        case .authorizedAlways: return "authorizedAlways"
        case .authorizedWhenInUse: return "authorizedWhenInUse"
        }
    }

    public var description: String { name }

    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }

    public var isAuthorized: Bool { self == .authorizedAlways || self == .authorizedWhenInUse }
}

/// `CLAccuracyAuthorization` (iOS 14+): fullAccuracy 0, reducedAccuracy 1 [S12].
public enum AccuracyAuthorization: Int, CaseIterable, Sendable, Hashable, Codable, CustomStringConvertible {
    case full = 0
    case reduced = 1

    public var name: String { self == .full ? "full" : "reduced" }
    public var apiName: String { self == .full ? "fullAccuracy" : "reducedAccuracy" }
    public var description: String { name }
}
