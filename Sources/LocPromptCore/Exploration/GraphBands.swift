import Foundation

/// What `locprompt graph --band` accepts: `all`, a band of the platform by id (`ios-14-17`) or label
/// (`iOS 14–17`, a plain hyphen accepted for the en dash), or an OS version (`17.4`: the band that holds it,
/// drawn for that version). One band per diagram is the readable default; `all` puts every band of the
/// platform side by side in one diagram.
public enum GraphBands {
    public struct Unknown: Error, Sendable, CustomStringConvertible {
        public let text: String
        public let platform: Platform
        public var description: String {
            let ids = OSBand.bands(for: platform).map(\.id)
            // The nearest id, as `check --os` suggests it (audit 24h, QA friction 7: `graph --band ios-11-13` did not).
            let near = EditDistance.nearest(to: text.lowercased(), among: ids).map { "; did you mean “\($0)”?" } ?? ""
            return "unknown band “\(SafeText.neutralize(text))” for \(platform.rawValue); give all, a band ("
                + ids.joined(separator: ", ") + ") or an OS version such as "
                + OSBand.newest(for: platform).representative.description + near
        }
    }

    /// The devices to draw, oldest band first.
    public static func resolve(_ text: String, platform: Platform) -> Result<[DeviceOS], Unknown> {
        let bands = OSBand.bands(for: platform)
        let wanted = text.trimmingCharacters(in: .whitespaces)
        let folded = fold(wanted)
        if folded == "all" { return .success(bands.map(DeviceOS.init(band:))) }
        if let band = bands.first(where: { fold($0.id) == folded || fold($0.label) == folded }) {
            return .success([DeviceOS(band: band)])
        }
        if wanted.first?.isNumber == true, case .success(let os) = DeviceOS.resolve(platform: platform, versionText: wanted) {
            return .success([os])
        }
        return .failure(Unknown(text: text, platform: platform))
    }

    /// Lower case, en dash as a hyphen, spaces as hyphens: `iOS 14–17` and `ios-14-17` fold alike.
    static func fold(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "–", with: "-").replacingOccurrences(of: " ", with: "-")
    }
}
