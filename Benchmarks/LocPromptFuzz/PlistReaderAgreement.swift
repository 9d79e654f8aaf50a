import Foundation
import LocPromptCore

/// Whether `PlainXMLPlistReader` (issue 15) gives Foundation's answer: it may decline any document, but what it
/// returns must be what `PropertyListSerialization` returns, as the rest of locprompt sees values.
public enum PlistReaderAgreement {
    /// One line per value: its plist type, its text, and what `as? String/Bool/Int` give, recursively.
    public static func canonical(_ value: Any) -> String {
        let kind = PlistValueType(of: value)
        let casts = "\(value as? String as Any)|\(value as? Bool as Any)|\(value as? Int as Any)"
        switch kind {
        case .array:
            return "array[" + (value as! [Any]).map(canonical).joined(separator: ", ") + "]"
        case .dictionary:
            let dictionary = value as! [String: Any]
            return "dict{" + dictionary.keys.sorted().map { "\($0.debugDescription): \(canonical(dictionary[$0]!))" }
                .joined(separator: ", ") + "}"
        case .number:
            return "number(\((value as! NSNumber).stringValue))|\(casts)"
        default:
            return "\(kind.rawValue)(\(String(reflecting: value)))|\(casts)"
        }
    }

    public enum Verdict: Equatable, Sendable {
        /// The reader left the document to Foundation.
        case declined
        case agrees
        /// The reader accepted what Foundation refuses, or read other values: a bug in the reader.
        case disagrees(String)
    }

    public static func check(_ data: Data) -> Verdict {
        guard let ours = PlainXMLPlistReader.dictionary(from: data) else { return .declined }
        guard let theirs = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any] else {
            return .disagrees("the reader accepted a document Foundation refuses")
        }
        let (a, b) = (canonical(ours), canonical(theirs))
        return a == b ? .agrees : .disagrees("reader \(a) but Foundation \(b)")
    }
}
