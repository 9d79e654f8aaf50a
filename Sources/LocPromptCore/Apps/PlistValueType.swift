import Foundation

/// The type of a value read by `PropertyListSerialization`, named as Xcode's plist editor names it.
/// Used to say what a key holds when it holds the wrong thing (e.g. a usage key that is a number).
public enum PlistValueType: String, Sendable, Hashable, Codable {
    case string = "String"
    case boolean = "Boolean"
    case number = "Number"
    case date = "Date"
    case data = "Data"
    case array = "Array"
    case dictionary = "Dictionary"
    case unknown = "unknown"

    public init(of value: Any) {
        // The types a plist reader hands back, matched by identity first: a dynamic cast to a type it is not
        // (`is String` on a Bool) makes the runtime scan every conformance record for a bridge (issue 15).
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(String.self): self = .string; return
        case ObjectIdentifier(Bool.self): self = .boolean; return
        case ObjectIdentifier([Any].self): self = .array; return
        case ObjectIdentifier([String: Any].self): self = .dictionary; return
        default: break
        }
        switch value {
        case is String: self = .string
        case is [Any]: self = .array
        case is [String: Any]: self = .dictionary
        case is Date: self = .date
        case is Data: self = .data
        case let number as NSNumber:
            // Foundation reads <true/>/<false/> as NSNumber; on Linux `is Bool` matches numbers too,
            // so ask the number for its CF type (CFBoolean) through its Objective-C type encoding.
            self = PlistValueType.isBoolean(number) ? .boolean : .number
        case is Bool: self = .boolean
        default: self = .unknown
        }
    }

    static func isBoolean(_ number: NSNumber) -> Bool {
        let encoding = String(cString: number.objCType)
        return encoding == "c" || encoding == "B"
    }

    /// "a Number", "an Array" for messages.
    public var withArticle: String {
        switch self {
        case .array, .unknown: return "an \(rawValue)"
        default: return "a \(rawValue)"
        }
    }
}
