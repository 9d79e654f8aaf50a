import Foundation
@testable import LocPromptCore
import LocPromptTestSupport

/// One test's device files, in a folder of their own that goes when the test's value does
/// (`TemporaryFolder`, Tests/Support).
extension TemporaryFolder {
    convenience init() { self.init("device-tests") }

    func file(_ name: String) -> String { path + "/" + name }

    /// Names in the folder, sorted.
    var names: [String] { (try? FileManager.default.contentsOfDirectory(atPath: path).sorted()) ?? [] }

    func write(_ text: String, to name: String) { try! Data(text.utf8).write(to: URL(fileURLWithPath: file(name))) }
    func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: file(name)) }
    func text(_ name: String) -> String? { bytes(name).map { String(decoding: $0, as: UTF8.self) } }
}

enum DeviceFixtures {
    static let ios17 = try! DeviceOS.resolve(platform: .iOS, versionText: "17.4").get()
    static let ios12 = try! DeviceOS.resolve(platform: .iOS, versionText: "12.2").get()
    static func os(_ platform: Platform, _ version: String) -> DeviceOS {
        try! DeviceOS.resolve(platform: platform, versionText: version).get()
    }

    /// A device with one app in each saved authorization and non-default flags and settings.
    static var sample: SavedDevice {
        var device = SavedDevice(os: ios17, settings: DeviceSettings(locationServices: false, allowOnceGrace: .init(milliseconds: 1500)))
        device.apps["com.example.whereami"] = AppRecord(
            displayName: "Where Am I?", bundleIdentifier: "com.example.whereami", authorization: .provisionalAlways,
            preciseLocation: false, alwaysRequestUsed: true, deferredPromptUsed: true, locationServicesAlertCount: 2)
        device.apps["name:Route"] = AppRecord(displayName: "Route", authorization: .denied, restricted: true)
        device.apps["com.example.granted"] = AppRecord(bundleIdentifier: "com.example.granted", authorization: .always)
        device.apps["com.example.wiu"] = AppRecord(displayName: "WIU", bundleIdentifier: "com.example.wiu", authorization: .whenInUse, preciseLocation: true,
                                                   widgetLocationAllowed: true, locationButtonApproved: true)
        device.apps["com.example.new"] = AppRecord(displayName: "New", bundleIdentifier: "com.example.new")
        return device
    }
}
