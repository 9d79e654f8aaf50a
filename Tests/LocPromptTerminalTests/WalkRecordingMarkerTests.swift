import Foundation
import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import LocPromptTestSupport
import Testing

/// A walk recorded the way `locprompt walk --record` records it (the walk's program, the recorder mirroring
/// its screens), without a terminal, then read back by asciinema's own reader.
@Suite("Walk recordings: one marker per step")
struct WalkRecordingMarkerTests {
    @Test("Each step played has exactly one marker, each alert one; no action is marked twice; asciinema reads it")
    func singleMarkers() throws {
        let scenario = try WalkFixtures.bundled("allow-once-expiry.yaml")
        let path = NSTemporaryDirectory() + "walk-markers-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).cast"
        defer { unlink(path) }
        let writer = try AsciicastWriter(path: path)
        let size = Size(rows: 24, cols: 80)
        let before = Int(Date().timeIntervalSince1970)
        let recorder = TerminalRecorder(writer: writer, size: size, useColor: false, title: "walk", terminalSize: { size })
        // A pace of 1 ms: the timers below fire without waiting, and a wait long enough to count down (the default
        // pace's 5.9 s on the description) fires once a second to redraw its countdown before its step plays.
        var program = WalkProgram(WalkModel(scenario: scenario, options: WalkOptions(autoplay: .milliseconds(1), pace: .milliseconds(1)),
                                            size: size))
        var ticks = 0
        program.draw(on: recorder)
        recorder.commitFrame(full: true)
        while program.timeout() != nil && ticks < 200 {
            _ = program.timerFired()
            recorder.clear()
            program.draw(on: recorder)
            recorder.commitFrame(full: false)
            program.afterEvent(recorder: recorder)
            ticks += 1
        }
        recorder.finish()
        writer.close()
        #expect(program.model.played == scenario.steps.count, "the walk played every step")

        let cast = try #require(Asciinema.read(path))
        let stamp = try #require(cast.header["timestamp"] as? Int)
        if ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] == nil {
            // time(nil) reads the coarse clock, which can still say the previous second just after `before` was
            // taken from the precise one: one second of slack (this failed once under load at a second's edge).
            #expect(stamp >= before - 1 && stamp <= Int(Date().timeIntervalSince1970), "the header's timestamp is now")
        }
        let markers = cast.markers
        let steps = markers.filter { $0.hasPrefix("step ") }
        #expect(steps == scenario.steps.enumerated().map { "step \($0.offset + 1): \($0.element.text)" })
        let alerts = markers.filter { $0.hasPrefix("alert: ") }
        #expect(alerts == ["alert: Allow “Where Am I?” to use your location?"])
        #expect(markers.count == steps.count + alerts.count, "nothing else is marked: \(markers)")
        // One marker at a time: never two markers for the same moment of the same step.
        #expect(Set(markers).count == markers.count, "\(markers)")
    }
}
