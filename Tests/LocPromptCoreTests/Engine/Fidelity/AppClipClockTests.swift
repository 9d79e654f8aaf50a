import Testing
@testable import LocPromptCore

/// The App Clip's When In Use resets "the next day at 4:00 a.m." ("Choosing the right functionality for your
/// App Clip" [S130]) on the clock the emulator shows: one origin (`VirtualTime.clockOrigin`, 9:41) for the
/// status bar and the reset (rule app-clip-when-in-use-until-tomorrow).
@Suite("The App Clip reset on the virtual clock (app-clip-when-in-use-until-tomorrow)")
struct AppClipClockTests {
    var appClip: AppProfile {
        var app = TestApps.allKeys
        app.isAppClip = true
        return app
    }

    /// `h` and `m` after the clock's origin.
    func at(_ h: Int64, _ m: Int64 = 0) -> VirtualTime { VirtualTime(milliseconds: (h * 60 + m) * 60_000) }

    @Test("the status bar and the engine share the clock's origin: t+0 is 9:41, t+18h19m is 4:00")
    func oneOrigin() {
        #expect(VirtualTime.zero.clockText == "9:41:00")
        #expect(VirtualTime.zero.timeOfDay == VirtualTime.clockOrigin)
        #expect(at(18, 19).clockText == "4:00:00")
        #expect(at(14, 19).clockText == "0:00:00")
        #expect(at(24).clockText == "9:41:00")
    }

    @Test("granted during the day (9:41 to midnight): the next day's 4:00 a.m.",
          arguments: [(0, 0), (2, 19), (10, 0), (14, 18)])
    func dayGrant(hours: Int64, minutes: Int64) {
        let reset = Transition.nextAppClipReset(after: at(hours, minutes))
        #expect(reset == at(18, 19))
        #expect(reset.clockText == "4:00:00")
    }

    @Test("granted between midnight and 4:00 a.m.: that night's 4:00 (locprompt's reading); at 4:00 itself, the next day's")
    func nightGrant() {
        #expect(Transition.nextAppClipReset(after: at(14, 19)) == at(18, 19))   // 0:00
        #expect(Transition.nextAppClipReset(after: at(17, 19)) == at(18, 19))   // 3:00
        #expect(Transition.nextAppClipReset(after: at(18, 19)) == at(42, 19))   // 4:00 → tomorrow's
        #expect(Transition.nextAppClipReset(after: at(18, 20)) == at(42, 19))   // 4:01
    }

    @Test("the effect names 4:00 on the clock the screen shows, not another hour")
    func effectShowsFourAM() {
        var h = Harness(.iOS, "17.4", app: appClip)
        h.launch()
        h.do(.app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        let line = h.last.compactMap { if case .nothing(let why) = $0.kind { return why } else { return nil } }.first ?? ""
        #expect(line.contains("4:00:00 on the virtual clock"), "\(line)")
        #expect(h.state.appClipResetAt?.clockText == "4:00:00")
        // A grant after midnight says which 4:00 it chose.
        h.do(.advance(.minutes(18 * 60 + 19)))
        #expect(h.state.status == .notDetermined)
        h.do(.advance(.minutes(21 * 60)), .app(.requestWhenInUseAuthorization), .tap(.allowWhileUsingApp))
        #expect(h.state.clock.clockText.hasPrefix("1:00"))
        #expect(h.state.appClipResetAt == h.state.clock + VirtualDuration.minutes(180))
    }
}
