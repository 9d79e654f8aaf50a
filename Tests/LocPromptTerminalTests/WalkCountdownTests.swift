import LocPromptCore
import LocPromptScenario
@testable import LocPromptTerminal
import Testing

/// Audit 24h, trainer friction 7: the start of a walk showed the description for about 6 s with “running” and no
/// sign of progress. A wait long enough to read counts down; the program wakes for it once a second, and only
/// while it is on screen.
@Suite("Walk countdown on long waits")
struct WalkCountdownTests {
    static let size = WalkCaptionTests.size

    @Test("The start counts down to the first step: the caption and the footer say when, and Space goes on")
    func startCountsDown() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), size: Self.size)
        // The description (32 words) is up for 0.8 s × (1 + 32 ÷ 5): long enough to count down.
        #expect(walk.autoDelay.map { $0 >= .seconds(5) } == true)
        #expect(walk.showsCountdown)
        walk.countdown = 6
        #expect(WalkCaptionTests.caption(walk).contains("next in 6 s › launch"), "\(WalkCaptionTests.caption(walk))")
        #expect(WalkCaptionTests.footer(walk).contains("Running · next step in 6 s · Space to go on now"), "\(WalkCaptionTests.footer(walk))")
        walk.countdown = nil
        #expect(WalkCaptionTests.caption(walk).contains("next › launch"))
        #expect(!WalkCaptionTests.footer(walk).contains("next step in"))
    }

    @Test("Short waits, pauses and the presenter's turn show no countdown (nothing wakes the program for it)")
    func noCountdownWithoutALongWait() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), size: Self.size)
        walk.handle(.space)  // launch: no narration, 0.8 s to the next step
        #expect(walk.autoDelay == .milliseconds(800))
        #expect(!walk.showsCountdown)
        walk.handle(.char("p"))
        #expect(walk.autoDelay == nil && !walk.showsCountdown)
        let stepped = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), options: WalkOptions(stepByStep: true))
        #expect(!stepped.showsCountdown)
    }

    @Test("--autoplay 3s counts down to its tap; the default 1.5 s does not")
    func autoplayCountsDown() throws {
        var walk = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"),
                             options: WalkOptions(autoplay: .seconds(3), pace: .milliseconds(1)), size: Self.size)
        while walk.pendingTap == nil { walk.advance() }
        #expect(walk.showsCountdown)
        walk.countdown = 3
        #expect(WalkCaptionTests.caption(walk).contains("› tap: Allow Once — autoplay in 3 s"), "\(WalkCaptionTests.caption(walk))")
        #expect(WalkCaptionTests.footer(walk).contains("Autoplay taps “Allow Once” in 3 s"))
        var quick = WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), options: WalkOptions(autoplay: .milliseconds(1500)))
        while quick.pendingTap == nil { quick.advance() }
        #expect(!quick.showsCountdown)
    }

    @Test("countdownWait: whole seconds rounded up, woken when the number changes, the whole wait without a countdown")
    func countdownWait() {
        let start = WalkModel.countdownWait(left: .milliseconds(6400), counting: true)
        #expect(start.seconds == 7 && start.wait == .milliseconds(400))
        let exact = WalkModel.countdownWait(left: .seconds(6), counting: true)
        #expect(exact.seconds == 6 && exact.wait == .seconds(1))
        let last = WalkModel.countdownWait(left: .milliseconds(300), counting: true)
        #expect(last.seconds == 1 && last.wait == .milliseconds(300))
        let quiet = WalkModel.countdownWait(left: .milliseconds(6400), counting: false)
        #expect(quiet.seconds == nil && quiet.wait == .milliseconds(6400))
        #expect(WalkModel.countdownWait(left: .milliseconds(-5), counting: true).wait == .zero)
    }

    @Test("The program sets the countdown before the first frame and wakes at most once a second for it; --step blocks")
    func programCountdown() throws {
        var program = WalkProgram(WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), size: Self.size))
        #expect(program.model.countdown.map { (1...7).contains($0) } == true)
        let timeout = program.timeout()
        let wait = try #require(timeout)
        #expect(wait <= 1000)
        // A timer that fires for the countdown redraws it and plays nothing.
        #expect(program.timerFired() == .frame)
        #expect(program.model.played == 0)
        var stepped = WalkProgram(WalkModel(scenario: try WalkFixtures.bundled("allow-once-expiry.yaml"), options: WalkOptions(stepByStep: true)))
        let blocking = stepped.timeout()
        #expect(blocking == nil)
        #expect(stepped.model.countdown == nil)
    }
}
