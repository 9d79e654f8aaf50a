/// What a report says about itself: when it was made and by which locprompt. The date is given, never read
/// here: `locprompt run` passes `SOURCE_DATE_EPOCH` when set (so the same runs give the same bytes), else
/// the current time.
public struct ReportAbout: Sendable, Hashable {
    /// Unix seconds.
    public var date: Int
    public var toolVersion: String
    /// Set when a signal stopped the run before every scenario ran: the reports say so and name what did not run,
    /// so that a partial report cannot pass for a whole one.
    public var interruption: Interruption?

    public init(date: Int, toolVersion: String, interruption: Interruption? = nil) {
        self.date = date
        self.toolVersion = toolVersion
        self.interruption = interruption
    }

    /// A run that Ctrl-C (or SIGTERM, SIGHUP) stopped between two scenarios (`locprompt run`).
    public struct Interruption: Sendable, Hashable {
        /// The signal's number.
        public var signal: Int32
        /// The scenario files given that did not run, as given.
        public var notRun: [String]

        public init(signal: Int32, notRun: [String]) {
            self.signal = signal
            self.notRun = notRun
        }

        /// `SIGINT (Ctrl-C)`, `SIGTERM`, `SIGHUP`, else `signal N`. (Linux numbers, the only ones `run` installs.)
        public var signalName: String {
            switch signal {
            case 1: return "SIGHUP"
            case 2: return "SIGINT (Ctrl-C)"
            case 15: return "SIGTERM"
            default: return "signal \(signal)"
            }
        }

        /// `interrupted by SIGINT (Ctrl-C): 3 scenarios not run`.
        public var summary: String {
            "interrupted by \(signalName): \(notRun.count) scenario\(notRun.count == 1 ? "" : "s") not run"
        }
    }

    /// ISO 8601 in UTC, to the second: `2023-11-14T22:13:20Z`.
    public var isoDate: String { Self.iso8601(date) }

    /// Civil date from days since 1970-01-01 (Howard Hinnant's `civil_from_days`), so no calendar or time
    /// zone of the machine is involved.
    static func iso8601(_ seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let yearText = year >= 0 && year < 10_000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3_600)):\(two(secondOfDay % 3_600 / 60)):\(two(secondOfDay % 60))Z"
    }
}
