import Foundation
@testable import LocPromptCore
@testable import LocPromptFiles

/// Paths and files for the app-loading tests (files go in the test's own temporary folder: `TemporaryFolder`).
enum AppTestSupport {
    /// The repository root: three levels up from this file (Tests/LocPromptCoreTests/Apps/).
    static let repoRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samples = repoRoot.appendingPathComponent("Assets/Apps")
    /// `Tests/Fixtures/real-apps`: real Info.plist and strings files, with their provenance and licences in `SOURCES.md`.
    static let fixtures = repoRoot.appendingPathComponent("Tests/Fixtures/real-apps")

    static func sample(_ name: String) -> String { samples.appendingPathComponent(name).path }
    static func fixture(_ relative: String) -> String { fixtures.appendingPathComponent(relative).path }

    @discardableResult
    static func write(_ data: Data, to folder: URL, _ relative: String) -> String {
        let url = folder.appendingPathComponent(relative)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! data.write(to: url)
        return url.path
    }

    @discardableResult
    static func write(_ text: String, to folder: URL, _ relative: String) -> String {
        write(Data(text.utf8), to: folder, relative)
    }

    /// Writes a binary-plist copy of an XML plist (and copies its lproj folders when it is a folder's Info.plist).
    static func binaryCopy(of path: String, in folder: URL, as name: String) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        return write(binary, to: folder, name)
    }

    static func plist(_ dictionary: [String: Any]) -> Data {
        try! PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0)
    }

    /// No language variables: the development region decides.
    static let noLanguage: [String: String] = [:]

    static func load(_ path: String, language: String? = nil, environment: [String: String] = noLanguage) throws(AppLoadError) -> LoadedApp {
        try AppLoader.load(path: path, language: language, environment: environment)
    }

    static func check(_ app: LoadedApp, platform: Platform? = nil) -> AppCheckReport {
        AppCheck.run(app, devices: AppCheck.defaultDevices(for: app, platform: platform).devices)
    }

    /// Outcome of one request on one band id.
    static func outcome(_ report: AppCheckReport, _ band: String, _ request: CheckedRequest) -> AppCheckReport.Outcome? {
        report.bands.first { $0.band == band }?.results.first { $0.request == request }?.outcome
    }

    static let iOSBands = OSBand.bands(for: .iOS).map(\.id)
}
