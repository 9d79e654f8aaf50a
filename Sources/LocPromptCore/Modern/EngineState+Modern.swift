/// What the location-authorization-2.0 objects mean for the app, derived from the state (nothing stored twice).
extension EngineState {
    /// The device has iOS 18-style diagnostics, implicit sessions and `NSLocationRequireExplicitServiceSession` [S212][S217].
    public var hasModernDiagnostics: Bool { ModernAPI.diagnostics.exists(on: os) }

    /// Iterating live updates or monitor events, or holding a background activity session, acts as a
    /// When In Use service session (iOS 18+), unless the app sets `NSLocationRequireExplicitServiceSession` [S209][S212].
    public var implicitSessionActive: Bool {
        guard hasModernDiagnostics, !app.requireExplicitServiceSession else { return false }
        return modern.liveUpdates != nil || modern.monitor != nil || modern.backgroundActivity != nil
    }

    /// The explicit sessions in effect (started in use, or recreated in time after a relaunch) [S212][S213].
    public var effectiveServiceSessions: [ServiceSession] { modern.serviceSessions.filter(\.inEffect) }

    /// The app sets `NSLocationRequireExplicitServiceSession` and no session meets it: "no CLServiceSession requiring
    /// authorization is outstanding yet" (CLServiceSession.h [S218]); a held one is outstanding even when created
    /// out of use (that one says insufficientlyInUse instead), and a `.none` one counts "if authorization has
    /// already been obtained" [S202][S218] (rule explicit-session-required).
    public var explicitSessionMissing: Bool { explicitSessionMissing(among: modern.serviceSessions) }

    /// `explicitSessionMissing` with these sessions held (those of a process that is ending).
    func explicitSessionMissing(among sessions: [ServiceSession]) -> Bool {
        guard hasModernDiagnostics, app.requireExplicitServiceSession else { return false }
        return !sessions.contains { $0.goal != .none || status.isAuthorized }
    }

    /// A `CLBackgroundActivitySession` started in the foreground keeps the app in use in the background, with
    /// the blue indicator; the app needs the `location` background mode [S207][S210], which an App Clip cannot
    /// use [S132]. visionOS apps get no background updates [S209]. "An active session may continue when the app
    /// enters the background even if the app stops running" and "When a session is active, the app remains
    /// in-use" (CLBackgroundActivitySession.h [S180]): a suspended app stays in use, and so does a terminated one
    /// while Core Location still tracks its session (until it lapses at the next run) (rule background-activity-keeps-in-use).
    public var hasBackgroundActivitySession: Bool {
        // `declaresLocationBackgroundMode` is false for an App Clip and in visionOS (`noBackgroundLocation`); the
        // managers' allowsBackgroundLocationUpdates does not reach this session. Without
        // authorization an active session is suspended, not ended (rule background-activity-suspended-while-denied).
        guard lifecycle != .foreground, declaresLocationBackgroundMode, status.isAuthorized else { return false }
        guard modern.backgroundActivity != nil else { return modern.remembered?.backgroundActivity == true }
        return heldBackgroundActivityKeepsInUse
    }

    /// The background activity session the running app holds is active and not suspended, so it keeps the app in
    /// use out of the foreground, terminated included: it started (or re-qualified) in use, the app declares the
    /// location background mode and is authorized, and no CLServiceSession is missing under
    /// NSLocationRequireExplicitServiceSession ("LocationServices are disabled", serviceSessionRequired [S180][S218]).
    /// Only "an active session may continue … even if the app stops running" [S180]: one the key blocks when the
    /// process ends keeps nothing in use after it, and Core Location does not track it (audit 23e D2).
    var heldBackgroundActivityKeepsInUse: Bool {
        guard let session = modern.backgroundActivity, declaresLocationBackgroundMode, status.isAuthorized else { return false }
        return session.startedInUse && !explicitSessionMissing
    }

    /// Always is in effect for the new APIs: from iOS 18 only while the app holds an Always service session
    /// started in the foreground [S212]; on iOS 17 (no sessions yet) Always works as before.
    public var alwaysEffective: Bool {
        guard status == .authorizedAlways, !authorization.isProvisional else { return false }
        guard ModernAPI.serviceSession.exists(on: os) else { return true }
        return effectiveServiceSessions.contains { $0.goal == .always }
    }

    /// In use as the iOS 17–18 APIs see it: as for every other service, the few seconds after the app leaves the
    /// foreground count ("On all platforms that support When In Use authorization, an app is considered in use: …
    /// In the few seconds after an app leaves the foreground, a short grace period for your app to finish any
    /// current location tasks the user initiated" [S4]; `isInUseWithGrace`), except where no location reaches an
    /// app in the background at all (visionOS, App Clips, watchOS before 4: `noBackgroundLocation`). Audit 22b: a
    /// live update one second after the foreground was refused while a CLLocationManager's update came.
    public var isInUseForModernAPIs: Bool { isInUse || (noBackgroundLocation == nil && isInUseWithGrace) }

    /// An alert asking for the app's authorization is on screen, the deferred prompt included [S212][S1].
    var authorizationRequestInProgress: Bool { alert?.kind.requestsAuthorizationForTheApp ?? false }

    /// The flags set now on an object of `source` (`serviceSession` needs the session) [S201][S204][S208][S212][S214].
    public func diagnostics(for source: DiagnosticSource, session: ServiceSession? = nil, startedInUse: Bool = true) -> [DiagnosticFlag] {
        guard hasModernDiagnostics else { return [] }
        var flags: Set<DiagnosticFlag> = []
        // Location Services off: the app reads denied, and the flag says it is global [S212].
        if !locationServicesEnabled { flags.formUnion([.authorizationDenied, .authorizationDeniedGlobally]) }
        if restricted { flags.insert(.authorizationRestricted) }
        if authorization == .denied && locationServicesEnabled { flags.insert(.authorizationDenied) }
        if authorizationRequestInProgress { flags.insert(.authorizationRequestInProgress) }
        let blocked = !locationServicesEnabled || restricted || authorization == .denied
        switch source {
        case .liveUpdate, .monitorEvent:
            if explicitSessionMissing && !blocked {
                flags.insert(.serviceSessionRequired)
            } else if !blocked && !(status == .notDetermined ? isInUse : isInUseForModernAPIs) && !alwaysEffective {
                // Not in use and not Always with a session: Core Location cannot deliver or ask [S212][S214] (asking
                // needs the foreground, so the few seconds after it count for delivery only). This
                // covers an Always app holding no Always session: the header ties serviceSessionRequired to the
                // explicit-session Info.plist key, and insufficientlyInUse is "suspended while the app is not
                // sufficiently in-use" [S218] (rule always-needs-service-session).
                flags.insert(.insufficientlyInUse)
            }
            if status.isAuthorized && accuracy == .reduced { flags.insert(.accuracyLimited) }
        case .backgroundActivitySession:
            // Not active because it was not started (or re-qualified) in the foreground [S180][S214]; in the
            // foreground it becomes active as soon as the app is authorized (rule background-activity-becomes-active).
            // An active one that is blocked is suspended: the blocking flags above say so, and it resumes when
            // authorization is back (rule background-activity-suspended-while-denied).
            if !startedInUse && !blocked && lifecycle != .foreground { flags.insert(.insufficientlyInUse) }
            if explicitSessionMissing && !blocked { flags.insert(.serviceSessionRequired) }
        case .serviceSession:
            guard let session else { break }
            if !blocked && (!session.inEffect || (status == .notDetermined && !isInUse && session.goal != .none)) {
                flags.insert(.insufficientlyInUse)
            }
            // "denied Always due to user decision" / "denied full accuracy due to user decision" [S218]: the decision
            // stands while another alert is up (the precise-location alert, the upgrade alert); only the alert that
            // asks the same question again holds the flag back until it is answered (audit 23e D3: under the
            // precise-location alert alwaysAuthorizationDenied was cleared, and set again once it was answered).
            let askingAlways = alert?.kind.asksForAlways ?? false
            let askingFullAccuracy = alert?.kind == .temporaryFullAccuracy
            if session.goal == .always && status.isAuthorized && !askingAlways
                && authorization != .always(provisional: false) && authorization != .always(provisional: true)
                && (alwaysRequestUsed || authorization.isTemporary) {
                flags.insert(.alwaysAuthorizationDenied)
            }
            // "denied full accuracy due to user decision" [S218]: only once the person declined the precise-location
            // alert a full-accuracy session showed (rule service-session-full-accuracy-declined). Reduced accuracy by
            // itself is no such decision: the app's NSLocationDefaultAccuracyReduced, a session created out of use
            // that has not asked yet, a key the dictionary lacks, a temporary grant that lapsed (audit 22a: the flag
            // said "denied" and the alert then came).
            if session.fullAccuracyPurposeKey != nil && modern.fullAccuracyDeclined && status.isAuthorized
                && accuracy == .reduced && !askingFullAccuracy {
                flags.insert(.fullAccuracyDenied)
            }
        }
        // locprompt's world always has a fix and never models stillness: locationUnavailable and stationary stay unset (D-modern-1).
        // A property the type lacks on this platform is never set (watchOS's background activity session [S180]).
        let available = source.flags(on: os.platform)
        return flags.filter(available.contains).sorted()
    }

    /// The flags of the newest object the app holds, with its kind; nil when it holds none.
    public var newestDiagnostics: (source: DiagnosticSource, flags: [DiagnosticFlag])? { newestDiagnostics(on: nil) }

    /// The flags of the newest object of one kind (any kind when nil), with its kind; nil when the app holds none.
    public func newestDiagnostics(on kind: DiagnosticSource?) -> (source: DiagnosticSource, flags: [DiagnosticFlag])? {
        guard let newest = modern.newest(of: kind) else { return nil }
        switch newest.source {
        case .serviceSession:
            let session = modern.serviceSessions.first { $0.serial == newest.serial }
            return (newest.source, diagnostics(for: .serviceSession, session: session))
        case .backgroundActivitySession:
            return (newest.source, diagnostics(for: .backgroundActivitySession, startedInUse: modern.backgroundActivity?.startedInUse ?? true))
        case .liveUpdate, .monitorEvent:
            return (newest.source, diagnostics(for: newest.source))
        }
    }
}
