#if canImport(Glibc)
import Glibc
#endif
import LocPromptFiles

/// Ctrl-C (or SIGTERM, SIGHUP) during a headless `run`: the scenario in progress finishes, the run stops there,
/// and --record, --report and --junit are written for the scenarios that ran, so an interrupted QA run keeps what
/// it did (they were lost: the outputs are written at the end). A signal during the writing of those outputs is not
/// lost either: the recording stops at the step it reached and says so, and the run ends with 128 + the signal
/// (audit 24f D3). A second signal ends locprompt at once. Installed
/// before anything else `run` does; a signal the parent had ignored stays ignored.
enum RunInterruption {
    /// The signal received, 0 while none. Written by the handler, read between scenarios.
    nonisolated(unsafe) private static var received: sig_atomic_t = 0

    static let signals = [SIGINT, SIGTERM, SIGHUP]

    static func install() {
        // A parent may hand the signals down blocked (some test runners and process launchers do); then Ctrl-C
        // would stay pending for the whole run.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for sig in signals { sigaddset(&unblock, sig) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for sig in signals {
            let previous = signal(sig) { number in
                guard RunInterruption.received != 0 else {
                    RunInterruption.received = number
                    return
                }
                // The next one ends the process the usual way (128 + the signal), without leaving the temporary
                // file of a recording being written (`PendingTemporaryFile`: the old file stays as it was). The
                // signal is blocked while its handler runs, so the raise takes effect on return.
                PendingTemporaryFile.removeFromSignalHandler()
                signal(number, SIG_DFL)
                raise(number)
            }
            // A signal ignored when locprompt started stays ignored, as for any program: `nohup locprompt run …`
            // must survive the hang-up, and a script's background job does not take Ctrl-C (the shell ignores
            // SIGINT for it).
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { signal(sig, SIG_IGN) }
        }
    }

    /// The signal that asked the run to stop, if any.
    static var receivedSignal: Int32? { received == 0 ? nil : received }
}
