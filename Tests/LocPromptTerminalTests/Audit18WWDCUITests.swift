import LocPromptCore
@testable import LocPromptTerminal
import Testing

/// Audit 18 (WWDC sessions) D2 in the front end: an app with NSLocationDefaultAccuracyReduced gets a first prompt with
/// an approximate map and no Precise switch (WWDC 2020 10660; rule default-accuracy-reduced).
@Suite("Audit 18 WWDC D2: the front end draws no Precise switch for NSLocationDefaultAccuracyReduced")
struct Audit18WWDCUITests {
    static let size = Size(rows: 30, cols: 100)

    static func model(reduced: Bool) -> FrontEndModel {
        let profile = AppProfile(displayName: "Approx Weather", usageDescriptions: [.whenInUse: "Your approximate location shows the weather."],
                                 defaultAccuracyReduced: reduced)
        var model = FrontEndModel(os: Fixtures.ios18, apps: [AppChoice(profile: profile, origin: "test")], appIndex: 0)
        for event in [Event.app(.launch), .app(.requestWhenInUseAuthorization)] { model.send(event) }
        return model
    }

    @Test("The alert has an approximate map and no switch, the footer offers no Space Precise, and Space says why nothing changes")
    func reducedApp() throws {
        var model = Self.model(reduced: true)
        let content = try #require(model.alertContent)
        #expect(content.extras == [.map(approximate: true)])
        let screen = Fixtures.render(model, Self.size).text
        #expect(!screen.contains("Precise: "))
        #expect(!screen.contains("Space Precise"))
        #expect(screen.contains("1–3 tap"))
        _ = model.handle(.space)
        #expect(model.state.alert != nil)
        #expect(model.log.contains { $0.text.contains("there is no Precise switch on this alert: the app sets NSLocationDefaultAccuracyReduced") })
    }

    @Test("Without the key the switch is drawn, On, and Space flips it")
    func appWithoutKey() throws {
        var model = Self.model(reduced: false)
        let screen = Fixtures.render(model, Self.size).text
        #expect(screen.contains("Precise: On"))
        #expect(screen.contains("Space Precise"))
        _ = model.handle(.space)
        #expect(model.state.alert?.precise == false)
    }
}
