import CNcurses
import LocPromptCore

extension TerminalSession {
    /// Draws a walkthrough frame (the emulator's `draw(_:full:)` draws `MainScreen`).
    func draw(_ walk: WalkModel, full: Bool) {
        if full { clearok(lp_stdscr(), true) }
        WalkScreen.draw(walk, on: canvas)
        present(full: full)
    }
}

/// The walkthrough's main loop: the same terminal handling as the emulator; the key read has a timeout only
/// while something is due to happen by itself (a step to run, autoplay's tap). Waiting for the presenter,
/// paused, or finished, it blocks with no timeout (idle uses no CPU). Virtual time moves only with the
/// scenario's own steps (`advance:`), so its checks hold whatever the wall clock does.
public enum WalkSession {
    /// Runs the walkthrough until `q`; returns the exit status (0). Throws before touching the screen when
    /// there is no usable terminal. With `recording` (`--record`), every frame goes into that asciicast, with
    /// a marker at each scenario step and each alert; the caller closes it and checks its `failure`.
    public static func run(_ initial: WalkModel, recording: AsciicastWriter? = nil) throws(TerminalUnavailable) -> Int32 {
        let session = TerminalSession()
        try session.start()
        defer { session.stop() }
        if let recording { session.beginRecording(recording, title: "locprompt walk: \(initial.scenario.name)") }
        var walk = initial
        walk.size = session.canvas.size
        session.draw(walk, full: false)
        var markedSteps = walk.played
        let clock = ContinuousClock()
        var deadline: ContinuousClock.Instant?
        var seenSchedule = walk.schedule - 1
        return session.runKeyLoop(
            timeout: {
                if walk.schedule != seenSchedule {
                    seenSchedule = walk.schedule
                    deadline = walk.autoDelay.map { clock.now + $0 }
                }
                guard let deadline else { return nil }
                let left = clock.now.duration(to: deadline)
                let ms = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
                return Int32(clamping: max(0, ms))
            },
            isTooSmall: { WalkLayout($0).isTooSmall },
            resized: { walk.size = $0 },
            onTimeout: {
                deadline = nil
                return walk.advance()
            },
            onKey: { walk.handle($0) },
            draw: { session.draw(walk, full: $0) },
            afterEvent: {
                guard let recorder = session.recorder else { return }
                // A marker for each scenario step played (several may play between two frames) and each alert.
                while markedSteps < walk.played {
                    let step = walk.scenario.steps[markedSteps]
                    markedSteps += 1
                    recorder.marker("step \(markedSteps): \(step.text)")
                }
                recorder.observe(walk.screen)
            })
    }
}
