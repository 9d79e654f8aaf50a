import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

/// The presentation's screens in a `GridCanvas`, compared with `Golden/present-*.txt` (text, styles and surfaces).
@Suite("Presentation screens")
struct PresentScreenTests {
    static let sizes = [Size(rows: 24, cols: 80), Size(rows: 48, cols: 160)]

    static func check(_ name: String, _ model: PresentModel, _ size: Size, sourceLocation: SourceLocation = #_sourceLocation) {
        var model = model
        model.size = size
        let canvas = GridCanvas(size)
        PresentScreen.draw(model, on: canvas)
        let document = Golden.document(canvas) + "--- surfaces (L light, K dark) ---\n\(canvas.surfaceMask)\n"
        Golden.check(Fixtures.name(name, size), document: document, screen: canvas.text, sourceLocation: sourceLocation)
    }

    static func scripted(_ forward: Int, _ options: PresentOptions = PresentOptions()) throws -> PresentModel {
        var model = PresentModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), options: options)
        for _ in 0..<forward { model.handle(.space) }
        return model
    }

    @Test("The start: the Home Screen and the scenario's description", arguments: sizes)
    func start(size: Size) throws {
        Self.check("present-start", try Self.scripted(0), size)
    }

    @Test("The alert, light, with the scenario's next button highlighted", arguments: sizes)
    func alertLight(size: Size) throws {
        Self.check("present-alert-light", try Self.scripted(2), size)
    }

    @Test("After the tap, dark, with its narration", arguments: sizes)
    func answeredDark(size: Size) throws {
        Self.check("present-answered-dark", try Self.scripted(3, PresentOptions(appearance: .dark)), size)
    }

    @Test("With the inspector and log (I)")
    func panes() throws {
        var model = try Self.scripted(3)
        model.handle(.char("I"))
        Self.check("present-panes", model, Size(rows: 24, cols: 80))
    }

    @Test("Free play with Settings open")
    func freePlaySettings() {
        var model = PresentModel(freePlay: FrontEndModel(os: .newest(.iOS), apps: AppChoice.builtIn))
        for key in "lw2S" { model.handle(.char(key)) }
        Self.check("present-free-settings", model, Size(rows: 30, cols: 100))
    }

    @Test("Help, generated from the presentation's key table")
    func help() throws {
        var model = try Self.scripted(0)
        model.handle(.char("?"))
        Self.check("present-help", model, Size(rows: 24, cols: 80))
        let canvas = GridCanvas(Size(rows: 24, cols: 80))
        PresentScreen.draw(model, on: canvas)
        for row in PresentKeyBindings.helpRows(freePlay: false) { #expect(canvas.text.contains(row.summary)) }
    }
}
