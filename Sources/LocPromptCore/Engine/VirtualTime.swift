/// Virtual time in milliseconds since the emulated device booted. Nothing in the engine reads a real clock.
public struct VirtualTime: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var milliseconds: Int64

    public init(milliseconds: Int64) { self.milliseconds = milliseconds }

    public static let zero = VirtualTime(milliseconds: 0)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.milliseconds < rhs.milliseconds }
    public static func + (lhs: Self, rhs: VirtualDuration) -> Self { VirtualTime(milliseconds: lhs.milliseconds + rhs.milliseconds) }
    public static func - (lhs: Self, rhs: Self) -> VirtualDuration { VirtualDuration(milliseconds: lhs.milliseconds - rhs.milliseconds) }

    /// `t+1m05.250s` style clock for logs.
    public var description: String { "t+" + VirtualDuration(milliseconds: milliseconds).description }

    /// The time of day the virtual clock shows at `t+0`: 9:41 (Apple's keynote time). The one place that owns
    /// the clock's origin: the status bar (`clockText`) and every rule tied to an hour of the day
    /// (`next(timeOfDay:)`, the App Clip's 4:00 a.m. reset) read it, so what the engine decides and what the
    /// screen shows agree.
    public static let clockOrigin = VirtualDuration(milliseconds: (9 * 3600 + 41 * 60) * 1000)

    /// A day of the virtual clock.
    public static let day = VirtualDuration(milliseconds: 24 * 3_600_000)

    /// The time of day on the virtual clock (0 ≤ value < 24 h), counted from midnight.
    public var timeOfDay: VirtualDuration {
        let day = VirtualTime.day.milliseconds
        let value = (VirtualTime.clockOrigin.milliseconds + milliseconds) % day
        return VirtualDuration(milliseconds: value < 0 ? value + day : value)
    }

    /// The first instant strictly after this one at which the clock shows `timeOfDay` (e.g. 4:00 a.m.).
    public func next(timeOfDay target: VirtualDuration) -> VirtualTime {
        let day = VirtualTime.day.milliseconds
        var wait = (target.milliseconds - timeOfDay.milliseconds) % day
        if wait <= 0 { wait += day }
        return VirtualTime(milliseconds: milliseconds + wait)
    }

    /// `H:MM:SS` clock for the status bar, starting at `clockOrigin` (9:41).
    public var clockText: String {
        let totalSeconds = timeOfDay.milliseconds / 1000
        let hours = totalSeconds / 3600
        let minutes = (totalSeconds / 60) % 60
        let seconds = totalSeconds % 60
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(hours):\(two(minutes)):\(two(seconds))"
    }
}

/// A span of virtual time.
public struct VirtualDuration: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var milliseconds: Int64

    public init(milliseconds: Int64) { self.milliseconds = milliseconds }
    public static func seconds(_ s: Int64) -> Self { Self(milliseconds: s * 1000) }
    public static func minutes(_ m: Int64) -> Self { Self(milliseconds: m * 60_000) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.milliseconds < rhs.milliseconds }

    /// The longest duration a text may give: a year (366 days). Longer spans teach nothing and would only
    /// risk the clock's range.
    public static let longestParsed = VirtualDuration(milliseconds: 366 * 24 * 3_600_000)

    /// Parses `500ms`, `10s`, `5m`, `2h`, `3d`, `1.5s` (a number and a unit), or a sum of them from the largest unit down,
    /// each unit once, as `description` writes a duration (`1h30m`, `1h02m03.5s`, `2m30s`, `1s500ms`). Returns nil
    /// otherwise.
    public init?(parsing text: String) {
        guard case .success(let value) = Self.parse(text) else { return nil }
        self = value
    }

    /// Why a text is not a duration.
    public enum ParseProblem: Error, Equatable {
        /// Not a number and a unit.
        case notADuration
        /// A number and a unit, but longer than `longestParsed`.
        case tooLong
    }

    /// `init?(parsing:)` with the reason when it fails, so a message can tell "not a duration" from "too long".
    public static func parse(_ text: String) -> Result<VirtualDuration, ParseProblem> {
        // The units from the largest down; "ms" is tried before "m" at each place.
        // Days too, for the spans of App Clips' 4:00 a.m. and the background reminder (audit 22b: `advance:` had
        // no day unit); `description` still prints hours.
        let units: [(name: String, factor: Double)] = [("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1000), ("ms", 1)]
        var rest = Substring(text.trimmingSpaces())
        guard !rest.isEmpty else { return .failure(.notADuration) }
        var total = 0.0
        var next = 0  // the first unit still allowed: each unit once, largest first
        while !rest.isEmpty {
            let number = rest.prefix { ($0 >= "0" && $0 <= "9") || $0 == "." }
            // Digits and at most one point: a number (".", "5." and ".5" included, as Double reads them), possibly huge.
            guard !number.isEmpty, number.filter({ $0 == "." }).count <= 1, let value = Double(number) else {
                return .failure(.notADuration)
            }
            rest = rest.dropFirst(number.count)
            let unitName = rest.hasPrefix("ms") ? "ms" : String(rest.prefix(1))
            guard let index = units.firstIndex(where: { $0.name == unitName }), index >= next else { return .failure(.notADuration) }
            rest = rest.dropFirst(unitName.count)
            next = index + 1
            total += value * units[index].factor
            guard total.isFinite, total <= Double(longestParsed.milliseconds) else { return .failure(.tooLong) }
        }
        return .success(VirtualDuration(milliseconds: Int64(total.rounded())))
    }

    /// `1h02m03.5s`, `3s`, `250ms`.
    public var description: String {
        if milliseconds < 1000 { return "\(milliseconds)ms" }
        let totalSeconds = milliseconds / 1000
        let ms = milliseconds % 1000
        let h = totalSeconds / 3600, m = (totalSeconds / 60) % 60, s = totalSeconds % 60
        var text = ""
        if h > 0 { text += "\(h)h" }
        if m > 0 || (h > 0 && (s > 0 || ms > 0)) { text += (h > 0 && m < 10 ? "0" : "") + "\(m)m" }
        if s > 0 || ms > 0 || text.isEmpty {
            let secondsText = (text.isEmpty || s >= 10 ? "" : "0") + "\(s)"
            if ms > 0 {
                var frac = String(ms + 1000).dropFirst()
                while frac.hasSuffix("0") { frac = frac.dropLast() }
                text += secondsText + "." + frac + "s"
            } else {
                text += secondsText + "s"
            }
        }
        return text
    }
}
