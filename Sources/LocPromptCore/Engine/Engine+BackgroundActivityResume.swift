/// Resuming a suspended app for what reaches it: the one path for the iOS 17–18 loops (liveUpdates, CLMonitor
/// events) and, under an active CLBackgroundActivitySession, for a When In Use app's CLLocationManager events too
/// (rule background-activity-keeps-in-use).
extension Transition {
    /// A suspended app whose active background activity session keeps it in use: Apple says the session "allows a
    /// when-in-use authorized app to receive location updates or monitoring events" and "keeps your app in use in
    /// the background, allowing it to receive updates or events" (CLBackgroundActivitySession page [S207]), with no
    /// difference between the new loops and a CLLocationManager's updates, visits, region events or significant
    /// changes. A suspended app does not run, so "the system enqueues location updates and delivers them when the
    /// app runs again" [S209]; for this session's updates "the system resumes a suspended app" (WWDC23 10180 [S210]).
    /// locprompt resumes it, as for a live update (audit 24d D1: the classic events were dropped as if the app were
    /// out of use). A terminated When In Use app is still not relaunched for them (relaunch-always: Apple's table
    /// launches only an Always app [S4]); an Always app keeps its own path (woken, or its updates queued).
    var resumesForBackgroundActivity: Bool {
        state.lifecycle == .suspended && state.hasBackgroundActivitySession
    }

    /// The suspended app runs again in the background for an update or event: its queued callbacks run first
    /// [S209][S210]. The session's rule is cited when it is what keeps the app in use (audit 22f D).
    /// Like every resume, the app is then told its authorization ("the location manager also calls the method when
    /// a suspended iOS app starts running again" [S3], rule resume-reports-authorization, which names no exception
    /// for what resumed it: audit 25a D1, research 25r Q11). (No requestLocation() can be waiting here: an app
    /// resumed here is kept in use by an active session, which only an authorized app in the foreground starts, or
    /// has Always; either gets a requested location at once.)
    /// `rule`: what resumed it when it is not the session (an Always app woken for a region event or a visit cites
    /// relaunch-always, and completes a waiting requestLocation() after this).
    mutating func resumeInBackground(citing rule: Rule? = nil) {
        state.lifecycle = .background
        emit(.lifecycle(.background), rule ?? (state.hasBackgroundActivitySession ? .backgroundActivityKeepsInUse : .lifecycle))
        reportAuthorizationOnResume()
    }
}
