import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// Every screen rendered into a `GridCanvas` at 80×24 and 120×40 and compared with `Golden/*.txt`.
@Suite("Golden screens")
struct GoldenScreenTests {
    static let sizes = Fixtures.sizes

    @Test("Device: home screen, app not running", arguments: sizes)
    func deviceHome(size: Size) {
        Golden.check(Fixtures.name("device-home", size), Fixtures.render(Fixtures.model(), size))
    }

    @Test("Device: app running with updates and monitoring", arguments: sizes)
    func deviceRunning(size: Size) {
        var model = Fixtures.model()
        for key in "lw2usgve" { model.handle(.char(key)) }
        Golden.check(Fixtures.name("device-running", size), Fixtures.render(model, size))
    }

    @Test("Every alert kind, as the catalog words it", arguments: PromptKind.allCases)
    func alertKinds(kind: PromptKind) {
        var state = EngineState(os: Fixtures.ios18, app: Fixtures.apps[0].profile)
        state.lifecycle = .foreground
        state.alert = PresentedAlert(kind: kind, manager: 1, precise: kind == .whenInUse ? true : nil,
                                     purposeKey: kind == .temporaryFullAccuracy ? "Navigation" : nil)
        // A request that reached its alert has asked, so Settings lists the app, as the engine records it
        // (settings-lists-apps-that-asked).
        state.askedPermission = [.whenInUse, .always, .locationButton].contains(kind)
        let model = FrontEndModel(state: state, apps: Fixtures.apps)
        for size in Self.sizes {
            Golden.check(Fixtures.name("alert-\(kind.rawValue)", size), Fixtures.render(model, size))
        }
    }

    @Test("Alert focus moves with Down", arguments: sizes)
    func alertFocus(size: Size) {
        var model = Fixtures.model()
        for key: Key in [.char("l"), .char("w"), .down] { model.handle(key) }
        Golden.check(Fixtures.name("alert-focus-second", size), Fixtures.render(model, size))
    }

    @Test("Side-by-side buttons and extras (map, Precise switch), drawn alone")
    func sideBySide() {
        let canvas = GridCanvas(rows: 16, cols: 36)
        let box = AlertBox(title: "Allow “Where Am I?” to also use your location even when you are not using the app?",
                           message: "Your location is used in the background.", extras: [.map(approximate: true), .preciseSwitch(on: false)],
                           buttons: ["Keep Only While Using", "Change to Always Allow"], layout: .sideBySide, focus: 1, unverified: false)
        AlertView.draw(box, in: Rect(row: 0, col: 0, rows: 16, cols: 36), on: canvas)
        Golden.check("alert-side-by-side", canvas)
    }

    @Test("Inspector with Allow Once lapsing and a wide log", arguments: sizes)
    func inspectorAllowOnce(size: Size) {
        var model = Fixtures.model()
        for key: Key in [.char("l"), .char("w"), .enter, .char("b"), .char("."), .char(".")] { model.handle(key) }
        Golden.check(Fixtures.name("inspector-allow-once", size), Fixtures.render(model, size))
    }

    @Test("Log scrolled back", arguments: sizes)
    func logScrolled(size: Size) {
        var model = Fixtures.model()
        for key in "lw" { model.handle(.char(key)) }
        model.handle(.char("2"))
        for key in "bfbfbfbf" { model.handle(.char(key)) }
        model.handle(.pageUp)
        Golden.check(Fixtures.name("log-scrolled", size), Fixtures.render(model, size))
    }

    @Test("Settings: the app's page on iOS 13+ (ALLOW LOCATION ACCESS, App explanation, Precise with its footer, shortcuts)", arguments: sizes)
    func settings(size: Size) {
        var model = Fixtures.model()
        for key: Key in [.char("l"), .char("w"), .char("2"), .char("S"), .down, .down] { model.handle(key) }
        Golden.check(Fixtures.name("settings", size), Fixtures.render(model, size))
    }

    @Test("Settings scrolled to the last shortcut (Reset Location & Privacy) at 80×24")
    func settingsScrolled() {
        var model = Fixtures.model()
        for key: Key in [.char("l"), .char("w"), .char("2"), .char("S")] { model.handle(key) }
        for _ in 0..<20 { model.handle(.down) }
        #expect(model.settingsRows[model.settingsCursor] == .reset)
        Golden.check("settings-scrolled-80x24", Fixtures.render(model, Size(rows: 24, cols: 80)))
    }

    @Test("Settings for an app that has not asked: Location Services without it (settings-lists-apps-that-asked)", arguments: sizes)
    func settingsNotListed(size: Size) {
        var model = Fixtures.model()
        for key: Key in [.char("l"), .char("S")] { model.handle(key) }
        Golden.check(Fixtures.name("settings-not-listed", size), Fixtures.render(model, size))
    }

    @Test("Settings on iOS 12: Location Services with the app's section under its name (no Ask Next Time, no Precise)", arguments: sizes)
    func settingsOld(size: Size) {
        var model = Fixtures.model(os: Fixtures.ios12)
        for key: Key in [.char("l"), .char("w"), .char("2"), .char("S")] { model.handle(key) }
        Golden.check(Fixtures.name("settings-ios12", size), Fixtures.render(model, size))
    }

    @Test("Settings on the newest macOS: the Location Services list, one switch per app (settings-macos-app-switch)", arguments: sizes)
    func settingsMac(size: Size) {
        var model = Fixtures.model(os: DeviceOS(band: OSBand.newest(for: .macOS)))
        for key: Key in [.char("l"), .char("u"), .char("2"), .char("S")] { model.handle(key) }
        Golden.check(Fixtures.name("settings-macos", size), Fixtures.render(model, size))
    }

    @Test("Turning Location Services off asks first", arguments: sizes)
    func settingsConfirmation(size: Size) {
        var model = Fixtures.model()
        for key: Key in [.char("S"), .enter] { model.handle(key) }
        Golden.check(Fixtures.name("settings-confirm-off", size), Fixtures.render(model, size))
    }

    @Test("Help overlay", arguments: sizes)
    func help(size: Size) {
        var model = Fixtures.model()
        model.handle(.char("?"))
        Golden.check(Fixtures.name("help", size), Fixtures.render(model, size))
    }

    @Test("Too small (at 39 columns every line wraps whole)", arguments: [Size(rows: 20, cols: 60), Size(rows: 30, cols: 79), Size(rows: 17, cols: 39)])
    func tooSmall(size: Size) {
        Golden.check(Fixtures.name("too-small", size), Fixtures.render(Fixtures.model(), size))
    }

    @Test("Wide characters: CJK and emoji app", arguments: sizes)
    func wideApp(size: Size) {
        var model = Fixtures.model(app: 1)
        for key in "lw" { model.handle(.char(key)) }
        Golden.check(Fixtures.name("wide-app-alert", size), Fixtures.render(model, size))
    }
}
