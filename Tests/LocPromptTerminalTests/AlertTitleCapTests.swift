import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

/// Audit 13 F3: a 2,000-character app name filled the whole alert, so its message and buttons were not drawn.
@Suite("Alert title: a very long app name is cut with “…”, the message and buttons stay on the alert")
struct AlertTitleCapTests {
    static let longName = String(repeating: "界", count: 2000)
    static let app = AppProfile(displayName: longName, usageDescriptions: [.whenInUse: "hi"])
    static let labels = ["Allow Once", "Allow While Using App", "Don’t Allow"]

    @Test("Every size of screen: the title ends with “…”, the message and all three buttons are drawn and clickable",
          arguments: [12, 16, 20, 26, 40])
    func geometry(rows: Int) throws {
        let content = try PromptCatalog.content(kind: .whenInUse, os: .newest(.iOS), app: Self.app).get()
        let box = AlertBox(content: content, focus: 0)
        let screen = Rect(row: 0, col: 0, rows: rows, cols: 34)
        let canvas = GridCanvas(rows: rows, cols: 34)
        AlertView.draw(box, in: screen, on: canvas)
        for label in Self.labels { #expect(canvas.text.contains(label), "\(label) at \(rows) rows:\n\(canvas.text)") }
        #expect(canvas.text.contains("界…"))
        if rows >= 16 { #expect(canvas.text.contains("hi")) }
        let geometry = AlertView.geometry(box, in: screen)
        #expect(geometry.rect.rows <= rows)
        for (index, rect) in geometry.buttonRects.enumerated() {
            #expect(rect.bottom <= geometry.rect.bottom - 1, "button \(index) inside the alert")
            #expect(AlertView.button(at: rect.row, col: rect.col + 2, box: box, in: screen) == index)
        }
    }

    @Test("A title that fits keeps every word, even when the message has to be cut")
    func normalTitleKept() {
        let box = AlertBox(title: "Allow “Where Am I?” to use your location?",
                           message: String(repeating: "Your location is shown on the map. ", count: 40), extras: [],
                           buttons: Self.labels, layout: .stacked, focus: 0, unverified: false)
        let canvas = GridCanvas(rows: 16, cols: 34)
        AlertView.draw(box, in: Rect(row: 0, col: 0, rows: 16, cols: 34), on: canvas)
        #expect(canvas.text.contains("Allow “Where Am I?” to use"))
        #expect(canvas.text.contains("your location?"))
        #expect(canvas.text.contains("…"))
        for label in Self.labels { #expect(canvas.text.contains(label)) }
    }

    @Test("The emulator's screen with the long name: buttons drawn", arguments: Fixtures.sizes)
    func emulator(size: Size) {
        var model = FrontEndModel(os: .newest(.iOS), apps: [AppChoice(profile: Self.app, origin: "test")])
        for key in "lw" { model.handle(.char(key)) }
        let canvas = Fixtures.render(model, size)
        for label in Self.labels { #expect(canvas.text.contains(label), "\(label):\n\(canvas.text)") }
        #expect(canvas.text.contains("界…"))
    }

    @Test("The presentation's large phone with the long name: buttons drawn")
    func presentation() {
        var free = FrontEndModel(os: .newest(.iOS), apps: [AppChoice(profile: Self.app, origin: "test")])
        for key in "lw" { free.handle(.char(key)) }
        for size in [Size(rows: 30, cols: 100), Size(rows: 48, cols: 160)] {
            var model = PresentModel(freePlay: free)
            model.size = size
            let canvas = GridCanvas(size)
            PresentScreen.draw(model, on: canvas)
            for label in Self.labels { #expect(canvas.text.contains(label), "\(label) at \(size):\n\(canvas.text)") }
            #expect(canvas.text.contains("界…"))
        }
    }

    @Test("A walkthrough with the long name: buttons drawn at the tap step")
    func walkthrough() throws {
        let text = """
            name: Long name
            description: A very long app name.
            device: { platform: ios, os: "17.4" }
            app: { name: "\(Self.longName)", plist: { NSLocationWhenInUseUsageDescription: "hi" } }
            steps:
              - launch
              - call: requestWhenInUseAuthorization
              - tap: Allow Once
            """
        var walk = WalkModel(scenario: try ScenarioParser.parse(text, file: "test.yaml", baseDirectory: "/"))
        WalkFixtures.runUntilIdle(&walk)
        #expect(walk.phase == .awaitingTap(label: "Allow Once", position: 0))
        for size in Fixtures.sizes {
            walk.size = size
            let canvas = GridCanvas(size)
            WalkScreen.draw(walk, on: canvas)
            for label in Self.labels { #expect(canvas.text.contains(label), "\(label) at \(size):\n\(canvas.text)") }
            #expect(canvas.text.contains("界…"))
        }
    }
}
