import Foundation
import Testing
@testable import LocPromptCore

/// A hostile device file is counted in one pass before anything decodes it (audit 24f D2): a 16 MB file of millions
/// of values or levels cost 25–50 s and up to 410 MB before it was refused.
@Suite("Saved device: values and depth counted before decoding")
struct DeviceFileBoundsTests {
    func damageReason(_ text: String) -> String? {
        if case .failure(.damaged(let reason)) = SavedDevice.decode(Data(text.utf8)) { return reason }
        return nil
    }

    static let header = #"{"format": "locprompt-device", "formatVersion": 2, "platform": "ios", "os": "17.4", "#
        + #""settings": {"locationServices": true, "allowOnceGrace": "5s"}, "#

    @Test("the locator stops at the value past the limit and at the container past the depth, and lets the limits themselves pass")
    func locatorCountsValuesAndDepth() throws {
        let ones = { (n: Int) in Data(("[" + Array(repeating: "1", count: n).joined(separator: ",") + "]").utf8) }
        // `[` is one value: 9 numbers make 10 values.
        #expect(JSONSyntaxLocator.firstExcess(in: ones(9), maxValues: 10, maxDepth: 5) == nil)
        let excess = try #require(JSONSyntaxLocator.firstExcess(in: ones(10), maxValues: 10, maxDepth: 5))
        // The 11th value is the 10th number, at column 20: the scan stopped there, nothing after it was looked at.
        #expect(excess == .init(line: 1, column: 20, message: "more than 10 values"))
        let deep = { (n: Int) in Data((String(repeating: "[", count: n) + String(repeating: "]", count: n)).utf8) }
        #expect(JSONSyntaxLocator.firstExcess(in: deep(5), maxValues: 100, maxDepth: 5) == nil)
        #expect(JSONSyntaxLocator.firstExcess(in: deep(6), maxValues: 100, maxDepth: 5)
                == .init(line: 1, column: 6, message: "nested more than 5 levels deep"))
        // Objects count as containers too; keys are not values.
        #expect(JSONSyntaxLocator.firstExcess(in: Data(#"{"a":{"b":{}}}"#.utf8), maxValues: 3, maxDepth: 3) == nil)
        #expect(JSONSyntaxLocator.firstExcess(in: Data(#"{"a":{"b":{}}}"#.utf8), maxValues: 3, maxDepth: 2)?.column == 11)
        // A syntax error before any limit is the decoder's to report, with its own message.
        #expect(JSONSyntaxLocator.firstExcess(in: Data("[1, 2,, 3]".utf8), maxValues: 3, maxDepth: 2) == nil)
    }

    @Test("a device file of more values than a device holds is refused by count, before it is decoded (it took 25–50 s and 410 MB)",
          arguments: [100_001, 400_000])
    func tooManyValues(count: Int) throws {
        // Every value lies under a key the decoder ignores: only the count can refuse it (it said "no format marker").
        let text = #"{"extra": ["# + Array(repeating: "1", count: count - 2).joined(separator: ",") + "]}"
        let reason = try #require(damageReason(text))
        #expect(reason.hasPrefix("line 1, column "))
        #expect(reason.contains("more than 100000 values; a device file holds a few dozen values, 3 levels deep"))
        // Stopped at the 100,001st value: "1," is two columns, from column 12.
        #expect(reason.hasPrefix("line 1, column \(12 + 2 * (100_001 - 3)):"))
    }

    @Test("a device file nested deeper than 64 levels is refused by depth, before it is decoded (8 million `[` took 31–50 s)")
    func tooDeep() throws {
        let depth = 100_000
        let text = #"{"apps": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let reason = try #require(damageReason(text))
        #expect(reason == "line 1, column 73: nested more than 64 levels deep; a device file holds a few dozen values, 3 levels deep")
        // Unclosed, the same place is named (not "not valid JSON" with no position).
        #expect(damageReason(#"{"apps": "# + String(repeating: "[", count: depth)) == reason)
    }

    @Test("a valid device file with thousands of apps still loads (the bound is far above a real device)")
    func manyAppsLoad() throws {
        let apps = (0..<5_000).map { #""com.example.a\#($0)": {"bundleIdentifier": "com.example.a\#($0)", "authorization": "denied", "#
            + #""restricted": false, "alwaysRequestUsed": false, "deferredPromptUsed": false, "locationServicesAlertCount": 0, "#
            + #""widgetLocationAllowed": false, "locationButtonApproved": false, "askedPermission": true, "#
            + #""grantedWithoutAsking": false, "usedLocationInBackground": false, "preciseLocation": true, "displayName": "A"}"# }
        let device = try SavedDevice.decode(Data((Self.header + #""apps": {"# + apps.joined(separator: ",") + "}}").utf8)).get()
        #expect(device.apps.count == 5_000)
        // And the sample device (every field) round-trips as before.
        #expect(try SavedDevice.decode(DeviceFixtures.sample.encoded()).get() == DeviceFixtures.sample)
    }
}
