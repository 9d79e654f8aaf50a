/// The OS versions Apple has released, per platform, to the minor version (x.y), so that `--os 13.99` or a
/// scenario's `os: 13.99` is refused with the nearest real releases instead of being read as “some iOS 13”.
///
/// Data, not logic: one row per major version, the minors released in it. Sources: [S280] (Apple's developer
/// release feed as collected in apple-version-history, snapshot of 2026-07-20) for iOS 8–26, macOS 11–26,
/// watchOS 7–26, tvOS 9–26 and visionOS 1–26; [S281] (Apple security releases) for watchOS 2–6, macOS
/// Catalina 10.15 and the security-only macOS minors (11.7, 12.7, 13.6–13.7, 14.7–14.8, 15.7), which that
/// collection does not cover; [S77] (Apple's CVE records) for 27.0 and 27.2 on every platform, iOS and macOS 26.7 and macOS 15.8.
/// 27.1 has no record found but is assumed to exist (between 27.0 and 27.2), so that a real version is not refused. Minors that never existed stay out (watchOS 8.2,
/// tvOS 13.1, tvOS 14.1).
///
/// What is checked loosely: patch levels (13.3.1 vs 13.3.9) — the collection misses some patch releases (iOS
/// 14.8.1), so a table of them would refuse real versions; only a patch above `maxPatch` is refused. The newest major (27) is still being updated, so its
/// minors after the last one recorded are accepted up to `openMinorLimit`.
public enum KnownReleases {
    /// The newest major's minors are accepted up to this, past the last one recorded.
    public static let openMinorLimit = 9

    /// No minor has had more than 16 patch releases (iOS 16.7.16, the longest run in [S280]); a patch above
    /// this bound (13.3.99) is a typo, not a release.
    public static let maxPatch = 20

    /// Major → minors released, for each platform.
    public static func table(for platform: Platform) -> [Int: [Int]] {
        switch platform {
        case .iOS: return iOS
        case .macOS: return macOS
        case .watchOS: return watchOS
        case .tvOS: return tvOS
        case .visionOS: return visionOS
        }
    }

    static let iOS: [Int: [Int]] = [
        8: Array(0...4), 9: Array(0...3), 10: Array(0...3), 11: Array(0...4), 12: Array(0...5), 13: Array(0...7),
        14: Array(0...8), 15: Array(0...8), 16: Array(0...7), 17: Array(0...7), 18: Array(0...7), 26: Array(0...7), 27: Array(0...2),
    ]
    /// macOS 10: only Catalina (10.15), the first with When In Use authorization; the older ones are refused
    /// for that reason by `DeviceOS.resolve` before this table is read.
    static let macOS: [Int: [Int]] = [
        10: [15], 11: Array(0...7), 12: Array(0...7), 13: Array(0...7), 14: Array(0...8), 15: Array(0...8), 26: Array(0...7), 27: Array(0...2),
    ]
    static let watchOS: [Int: [Int]] = [
        2: Array(0...2), 3: Array(0...2), 4: Array(0...3), 5: Array(0...3), 6: Array(0...3),
        7: Array(0...6), 8: [0, 1, 3, 4, 5, 6, 7], 9: Array(0...6), 10: Array(0...6), 11: Array(0...6), 26: Array(0...6), 27: Array(0...2),
    ]
    static let tvOS: [Int: [Int]] = [
        9: Array(0...2), 10: Array(0...2), 11: Array(0...4), 12: Array(0...4), 13: [0, 2, 3, 4], 14: [0, 2, 3, 4, 5, 6, 7],
        15: Array(0...6), 16: Array(0...6), 17: Array(0...6), 18: Array(0...6), 26: Array(0...6), 27: Array(0...2),
    ]
    static let visionOS: [Int: [Int]] = [
        1: Array(0...3), 2: Array(0...6), 26: Array(0...6), 27: Array(0...2),
    ]

    /// Every released x.y of a platform, oldest first (the newest major's recorded minors only).
    public static func releases(for platform: Platform) -> [OSVersion] {
        table(for: platform).sorted { $0.key < $1.key }.flatMap { major, minors in minors.map { OSVersion(major, $0) } }
    }

    /// The minors of `major` that are not recorded but still accepted: after the newest major's last recorded
    /// minor, up to `openMinorLimit` (27.3–27.9); empty for every other major.
    public static func openMinors(major: Int, on platform: Platform) -> [Int] {
        let table = table(for: platform)
        guard major == table.keys.max(), let last = table[major]?.max(), last < openMinorLimit else { return [] }
        return Array((last + 1)...openMinorLimit)
    }

    /// Every x.y `--os` accepts on a platform, oldest first: the releases and the newest major's open minors. The
    /// check (`isReleased`), the nearest versions and the message's summary all read this one list.
    public static func accepted(for platform: Platform) -> [OSVersion] {
        table(for: platform).sorted { $0.key < $1.key }.flatMap { major, minors in
            (minors + openMinors(major: major, on: platform)).map { OSVersion(major, $0) }
        }
    }

    /// True when `version`'s major.minor was released on `platform` (any patch level up to `maxPatch`), or is one
    /// of the newest major's open minors.
    public static func isReleased(_ version: OSVersion, on platform: Platform) -> Bool {
        guard version.patch <= maxPatch else { return false }
        guard let minors = table(for: platform)[version.major] else { return false }
        return minors.contains(version.minor) || openMinors(major: version.major, on: platform).contains(version.minor)
    }

    /// The released versions nearest to `version`: the last one before it and the first one after it, when
    /// they exist (`13.99` → 13.7 and 14.0; `13.3.99` → 13.3 and 13.4).
    public static func nearest(to version: OSVersion, on platform: Platform) -> [OSVersion] {
        let all = accepted(for: platform)
        if version.patch > maxPatch, all.contains(OSVersion(version.major, version.minor)) {
            return [OSVersion(version.major, version.minor)] + (all.first { ($0.major, $0.minor) > (version.major, version.minor) }.map { [$0] } ?? [])
        }
        let key = { (v: OSVersion) in (v.major, v.minor) }
        let before = all.last { key($0) < key(version) }
        let after = all.first { key($0) > key(version) }
        return [before, after].compactMap { $0 }
    }

    /// `iOS 13 releases: 13.0–13.7` for messages; the newest major names its open minors too
    /// (`iOS 27 releases: 27.0–27.2, and later updates up to 27.9`), so the message says what the check accepts.
    public static func summary(major: Int, on platform: Platform) -> String? {
        guard let minors = table(for: platform)[major], let first = minors.first, let last = minors.last else { return nil }
        let gaps = minors.count != last - first + 1
        let list = gaps ? minors.map { "\(major).\($0)" }.joined(separator: ", ") : "\(major).\(first)–\(major).\(last)"
        let open = openMinors(major: major, on: platform).last.map { ", and later updates up to \(major).\($0)" } ?? ""
        return "\(platform.displayName) \(major) releases: \(list)\(open)"
    }
}
