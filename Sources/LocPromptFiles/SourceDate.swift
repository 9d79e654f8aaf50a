import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LocPromptCore

/// The date stamped into reports and recordings: `SOURCE_DATE_EPOCH` when it is set, so the same inputs
/// give the same bytes (the reproducible-builds convention: a whole number of seconds since 1970-01-01 UTC);
/// otherwise the current time.
public enum SourceDate {
    /// `SOURCE_DATE_EPOCH` is set but is not a whole number of seconds.
    public struct Invalid: Error, CustomStringConvertible, Sendable {
        public let value: String
        public var description: String {
            "SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01 UTC, at most \(SourceDate.latest) "
                + "(9999-12-31T23:59:59Z) (got “\(SafeText.neutralize(String(value.prefix(40))))”)"
        }
    }

    /// 9999-12-31T23:59:59Z: reports print four-digit years (ISO 8601 without its expanded form).
    public static let latest = 253_402_300_799

    /// Unix seconds: `SOURCE_DATE_EPOCH` when set (and not empty), else now.
    public static func seconds(environment: [String: String] = ProcessInfo.processInfo.environment) throws(Invalid) -> Int {
        guard let raw = environment["SOURCE_DATE_EPOCH"], !raw.isEmpty else { return Int(time(nil)) }
        // Digits only: no sign, no spaces, no fraction; at most 12 digits (year 33658), so no overflow.
        guard raw.count <= 12, raw.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(raw), value <= latest else {
            throw Invalid(value: raw)
        }
        return value
    }
}
