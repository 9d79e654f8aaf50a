import Testing
@testable import LocPromptCore

/// iOS 8–12 Settings rows per key set [S101][S102][S103][S36] and the silent missing key of iOS 8–10 [S104][S106].
@Suite("iOS 8–12 Settings rows and keys (always-only-app-settings-row, missing-key-silent-before-ios11)")
struct OldSettingsRowsAndKeysTests {
    static let alwaysOnly = AppProfile(displayName: "Waze-like", usageDescriptions: [.always: "ALWAYS"])
    static let both10 = AppProfile(displayName: "Both", usageDescriptions: [.whenInUse: "WIU", .always: "ALWAYS"])
    static let both11 = AppProfile(displayName: "Both", usageDescriptions: [.whenInUse: "WIU", .alwaysAndWhenInUse: "A+W"])

    @Test("always-only-app-settings-row: rows per key set on iOS 8–10 and 11–12", arguments: ["8.4", "9.2", "10.3"])
    func rowsBeforeIOS11(version: String) {
        #expect(EngineStore(.iOS, version, app: Self.alwaysOnly).state.offeredSettingsChoices == [.never, .always])
        #expect(EngineStore(.iOS, version, app: TestApps.whenInUseOnly).state.offeredSettingsChoices == [.never, .whileUsing])
        #expect(EngineStore(.iOS, version, app: Self.both10).state.offeredSettingsChoices == [.never, .whileUsing, .always])
    }

    @Test("always-only-app-settings-row: from iOS 11 every row offers While Using; Always needs the iOS 11 key")
    func rowsFromIOS11() {
        #expect(EngineStore(.iOS, "12.2", app: Self.alwaysOnly).state.offeredSettingsChoices == [.never, .whileUsing])
        #expect(EngineStore(.iOS, "11.0", app: TestApps.whenInUseOnly).state.offeredSettingsChoices == [.never, .whileUsing])
        #expect(EngineStore(.iOS, "12.2", app: Self.both11).state.offeredSettingsChoices == [.never, .whileUsing, .always])
    }

    @Test("always-only-app-settings-row: choosing While Using for an Always-only iOS 9 app is refused")
    func whileUsingRefused() {
        var store = EngineStore(.iOS, "9.2", app: Self.alwaysOnly) { $0.authorization = .always(provisional: false) }
        store.launch(reporting: .legacyDidChangeAuthorization(.authorizedAlways))
        store.send(.settings(.appAuthorization(.whileUsing)), effects: [.rejected(.alwaysOnlyAppSettingsRow)])
        store.send(.settings(.appAuthorization(.never)), effects: [
            .effect(.authorizationStored(.denied), .settingsChange),
            .effect(.callback(manager: 1, .legacyDidChangeAuthorization(.denied)), .settingsChange),
        ]) { $0.authorization = .denied }
    }

    @Test("missing-key-silent-before-ios11: iOS 8–10 write no console line for a missing key", arguments: ["8.4", "10.3"])
    func silentBeforeIOS11(version: String) {
        var store = EngineStore(.iOS, version, app: TestApps.noKeys)
        store.launch(reporting: .legacyDidChangeAuthorization(.notDetermined))
        store.send(.app(.requestWhenInUseAuthorization), effects: [
            .nothing(.missingKeySilentBeforeIOS11),
            .nothing(.missingWhenInUseKey),
        ])
        store.send(.app(.requestAlwaysAuthorization), effects: [
            .nothing(.missingAlwaysKeys),
            .nothing(.missingKeySilentBeforeIOS11),
            .nothing(.missingAlwaysKeys),
        ])
    }

    @Test("missing-key-silent-before-ios11: from iOS 11 the console line appears")
    func consoleFromIOS11() {
        var store = EngineStore(.iOS, "11.0", app: TestApps.noKeys)
        store.launch(reporting: .legacyDidChangeAuthorization(.notDetermined))
        store.send(.app(.requestWhenInUseAuthorization), effects: [
            .effect(.console(ConsoleText.missingWhenInUseKey), .missingWhenInUseKey),
            .nothing(.missingWhenInUseKey),
        ])
    }
}
