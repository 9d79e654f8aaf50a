import Foundation
import LocPromptCore

/// How an expected callback text matches a callback that ran (README "Expectations"): exactly, with an
/// optional `manager N: ` prefix; `locationManager(_:didFailWithError:)` or `didFailWithError` alone match
/// any error callback, so a scenario can say "some error" where the sources name no code; likewise
/// `locationManager(_:monitoringDidFailFor:withError:)` or `monitoringDidFailFor` alone match any region
/// monitoring failure (rule region-monitoring-failure), and `requestTemporaryFullAccuracyAuthorization
/// completion(error)` matches a completion with any error (`completion(kCLErrorPromptDeclined)` included), while a
/// named code matches only that code. A delegate method's short name alone (`didVisit`, `didUpdateLocations`,
/// `didChangeAuthorization`, `locationManagerDidChangeAuthorization`…) matches any call of that method, whatever
/// its status or accuracy: the spelling audits reached for in `exclude:` ("no visit reached the app").
enum CallbackPattern {
    static let errorPrefix = "locationManager(_:didFailWithError:"
    static let anyErrorSpellings: Set<String> = ["locationManager(_:didFailWithError:)", "didFailWithError"]
    static let monitoringFailurePrefix = "locationManager(_:monitoringDidFailFor:withError:"
    static let anyMonitoringFailureSpellings: Set<String> = ["locationManager(_:monitoringDidFailFor:withError:)", "monitoringDidFailFor"]
    static let completionPrefix = "requestTemporaryFullAccuracyAuthorization completion("
    static let anyCompletionError = completionPrefix + DelegateCallback.completionError + ")"
    /// A method's short name → the start of every text the engine sends for that method. The two "any error"
    /// spellings above are the same idea, kept apart because `error:` and the messages name them.
    static let methodNames: [String: String] = [
        "locationManagerDidChangeAuthorization": "locationManagerDidChangeAuthorization(",
        "didChangeAuthorization": "locationManager(_:didChangeAuthorization:",
        "didUpdateLocations": "locationManager(_:didUpdateLocations:",
        "didEnterRegion": "locationManager(_:didEnterRegion:",
        "didExitRegion": "locationManager(_:didExitRegion:",
        "didVisit": "locationManager(_:didVisit:",
    ]

    static func matches(_ want: String, _ got: Observations.Callback) -> Bool {
        var pattern = want
        if want.hasPrefix("manager ") {
            let prefix = "manager \(got.manager): "
            guard want.hasPrefix(prefix) else { return false }
            pattern = String(want.dropFirst(prefix.count))
        }
        if anyErrorSpellings.contains(pattern) { return errorCode(of: got.text) != nil }
        if pattern == anyCompletionError { return completionErrorCode(of: got.text) != nil }
        if anyMonitoringFailureSpellings.contains(pattern) { return got.text.hasPrefix(monitoringFailurePrefix) }
        if let start = methodNames[pattern] { return got.text.hasPrefix(start) }
        return pattern == got.text
    }

    /// Whether `want` can ever match a callback the engine sends: one of `DelegateCallback.everyText`, an
    /// "any error" spelling or a method's short name, with or without a `manager N: ` prefix.
    static func isObservable(_ want: String) -> Bool {
        let pattern = withoutManager(want)
        return DelegateCallback.everyText.contains(pattern) || anyErrorSpellings.contains(pattern)
            || anyMonitoringFailureSpellings.contains(pattern) || pattern == anyCompletionError
            || methodNames[pattern] != nil
    }

    /// `locationManager(_:didVisit:)` for `manager 2: locationManager(_:didVisit:)`.
    static func withoutManager(_ want: String) -> String {
        guard want.hasPrefix("manager "), let colon = want.firstIndex(of: ":") else { return want }
        let number = want[want.index(want.startIndex, offsetBy: 8)..<colon]
        guard !number.isEmpty, number.allSatisfy(\.isNumber) else { return want }
        return String(want[want.index(after: colon)...].drop { $0 == " " })
    }

    /// Why a `callbacks:` text is refused, with the closest text locprompt sends and the shapes it sends.
    static func unknownMessage(_ want: String) -> String {
        let pattern = withoutManager(want)
        let known = DelegateCallback.everyText.sorted() + anyErrorSpellings.sorted() + anyMonitoringFailureSpellings.sorted()
            + methodNames.keys.sorted()
        return "locprompt never sends the callback “\(YAMLReader.excerpt(pattern))”\(YAMLReader.suggestion(pattern, known)), so this "
            + "check could never pass (Apple's delegate has more methods and error codes than locprompt models). "
            + "It sends: \(DelegateCallback.shapes.joined(separator: ", ")); <status> is notDetermined, restricted, denied, authorizedAlways "
            + "(or authorized) or authorizedWhenInUse; didFailWithError alone matches any error, and a method's short name "
            + "(didVisit, didUpdateLocations, didChangeAuthorization, locationManagerDidChangeAuthorization…) any call of it"
    }

    /// `kCLErrorPromptDeclined` for `requestTemporaryFullAccuracyAuthorization completion(kCLErrorPromptDeclined)`,
    /// `error` for `completion(error)`; nil for `completion(nil)` and other callbacks.
    static func completionErrorCode(of text: String) -> String? {
        guard text.hasPrefix(completionPrefix), text.hasSuffix(")") else { return nil }
        let code = text.dropFirst(completionPrefix.count).dropLast().trimmingCharacters(in: .whitespaces)
        return code == "nil" || code.isEmpty ? nil : code
    }

    /// `kCLErrorDenied` for `locationManager(_:didFailWithError: kCLErrorDenied)`; nil for other callbacks.
    /// The codes the engine can send through `locationManager(_:didFailWithError:)`, the ones `error:` can see.
    static let reportedErrorCodes: Set<String> = Set(DelegateCallback.every.compactMap { errorCode(of: $0.text) })

    static func errorCode(of text: String) -> String? {
        guard text.hasPrefix(errorPrefix), text.hasSuffix(")") else { return nil }
        let code = text.dropFirst(errorPrefix.count).dropLast().trimmingCharacters(in: .whitespaces)
        return code.isEmpty ? "error" : code
    }
}

/// `error:` in an expect: some error, no error, or one error code, since the previous expect.
public enum ErrorExpectation: Hashable, Sendable {
    case some
    case none
    case code(String)

    var text: String {
        switch self {
        case .some: return "some didFailWithError"
        case .none: return "no didFailWithError"
        case .code(let code): return "didFailWithError: \(code)"
        }
    }

    func isSatisfied(by codes: [String]) -> Bool {
        switch self {
        case .some: return !codes.isEmpty
        case .none: return codes.isEmpty
        case .code(let code): return codes.contains(code)
        }
    }
}
