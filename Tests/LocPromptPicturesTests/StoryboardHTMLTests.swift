import LocPromptCore
@testable import LocPromptPictures
import Testing

@Suite struct StoryboardHTMLTests {
    static func board(name: String = "Demo", narration: String? = "First line\nsecond line") throws -> Storyboard {
        let (content, os) = try PictureLayoutTests.content("17.4", .whenInUse, purpose: "Trails.", name: name)
        let picture = AlertPictureRenderer.render(content, os: os, idPrefix: "s0-2-0")
        return Storyboard(name: name, file: "demo.yaml", os: "iOS 17.4", app: name, summary: "A demo.", result: "passed", figures: [
            .init(step: 2, action: "call: requestWhenInUseAuthorization", narration: narration, pictures: [picture],
                  status: "notDetermined", statusChanged: false, callbacks: []),
            .init(step: 3, action: "tap: Allow Once", narration: nil, pictures: [], status: "authorizedWhenInUse",
                  statusChanged: true, callbacks: ["manager 1: locationManagerDidChangeAuthorization(authorizedWhenInUse)"]),
        ])
    }

    @Test func oneFigurePerStepWithStatusAndCallbacks() throws {
        let html = StoryboardHTML.render([try Self.board()], appearance: .light)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<figure ").count - 1 == 2)
        #expect(html.contains("<h1>Demo</h1>") && html.contains("iOS 17.4"))
        #expect(html.contains("First line<br>second line"))
        #expect(html.contains("authorizedWhenInUse <span class=\"changed\">changed</span>"))
        #expect(html.contains("<code>manager 1: locationManagerDidChangeAuthorization(authorizedWhenInUse)</code>"))
        #expect(html.contains("@media print"))
        #expect(!html.contains("<script"))
    }

    @Test func hostileScenarioTextIsEscaped() throws {
        let hostile = "<script>alert(1)</script> & \u{202E}x\u{1B}"
        let html = StoryboardHTML.render([try Self.board(name: hostile, narration: hostile)], appearance: .dark)
        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp;"))
        #expect(!html.unicodeScalars.contains("\u{202E}") && !html.unicodeScalars.contains("\u{1B}"))
        #expect(html.contains("<body class=\"dark\">"))
    }

    /// A narration line with a word longer than the column wraps inside the word instead of running off the page
    /// (audit 24e D7: a horizontal scrollbar on screen, the text clipped on paper).
    @Test func longNarrationWordsWrap() throws {
        let html = StoryboardHTML.render([try Self.board(narration: "w" + String(repeating: "o", count: 90) + "rd")], appearance: .light)
        let rule = try #require(html.components(separatedBy: "}").first { $0.hasPrefix(".say{") })
        #expect(rule.contains("overflow-wrap:anywhere"), "\(rule)")
        #expect(html.contains("<p class=\"say\">w"))
    }
}
