/// Between a saved device (every app, between runs) and the engine's state (one app, one run).
extension SavedDevice {
    /// The key of an app's record: its bundle identifier, or `name:` and its display name when it has none
    /// (bundle identifiers cannot contain `:` or spaces, so the two never collide). Nil when it has neither.
    public static func key(bundleIdentifier: String?, displayName: String?) -> String? {
        if let id = bundleIdentifier, !id.isEmpty { return id }
        if let name = displayName { return "name:" + AppProfile.capped(name) }
        return nil
    }

    /// A record's key with the name of a `name:` key cut as every app name is (`AppProfile.capped`), so that
    /// `privacy … name:<name>` and a hand-written device file name the app the emulator runs (audit 24f D8).
    public static func cappedKey(_ key: String) -> String {
        key.hasPrefix("name:") ? "name:" + AppProfile.capped(String(key.dropFirst(5))) : key
    }

    public static func key(for app: AppProfile) -> String {
        key(bundleIdentifier: app.bundleIdentifier, displayName: app.displayName)!
    }

    /// The engine state of `app` starting a run on this device: the device's OS and Settings and what the
    /// device stored for the app; a fresh install's values for an app it has never seen.
    public func state(for app: AppProfile) -> EngineState {
        var state = EngineState(os: os, app: app, allowOnceGrace: settings.allowOnceGrace)
        state.locationServicesEnabled = settings.locationServices
        guard let record = apps[SavedDevice.key(for: app)] else { return state }
        state.authorization = record.authorization.stored
        if let precise = record.preciseLocation { state.preciseLocation = precise }
        state.restricted = record.restricted
        state.alwaysRequestUsed = record.alwaysRequestUsed
        state.deferredPromptUsed = record.deferredPromptUsed
        state.locationServicesAlertCount = record.locationServicesAlertCount
        state.widgetLocationAllowed = record.widgetLocationAllowed
        state.locationButtonApproved = record.locationButtonApproved
        // AppRecord keeps a stored answer with a Settings record (asked, or granted without asking).
        state.askedPermission = record.askedPermission
        state.grantedWithoutAsking = record.grantedWithoutAsking
        // The background use of the current Always grant: the reminder may come in this run [S53].
        state.usedLocationInBackground = record.usedLocationInBackground && state.authorization.isPermanentAlways
        return state
    }

    /// Keeps what the system keeps of `state` once the app stops running: the device's Settings and the
    /// app's record. The device's OS is not changed (`DeviceSession.save` refuses a state of another OS).
    ///
    /// Not kept, because it ends with the app's run:
    /// - Allow Once: "expires when the app is no longer in use, reverting to notDetermined"
    ///   (reference §3 "Allow Once lifetime", [S2][S18]); saved as notDetermined, the once-only flags kept
    ///   exactly as the engine keeps them when Allow Once lapses.
    /// - temporary full accuracy: lasts only while the app is in use (reference §3 "Temporary full accuracy rules", [S13]).
    /// - managers, the alert on screen, timers, held provisional-Always events, the clock, and whether the app
    ///   asked for authorization in this run (the MapKit warning is about the running app).
    /// - what the app's code started: location updates, monitoring, the iOS 17+ sessions; a run starts with the
    ///   app not running, and its code starts them again. The properties it set on its managers
    ///   (allowsBackgroundLocationUpdates, showsBackgroundLocationIndicator) end with them too (rule
    ///   background-location-properties-per-launch).
    /// - the device language: the front end's (`--language`, the `L` key), not the device file's.
    public mutating func record(_ state: EngineState) {
        settings.locationServices = state.locationServicesEnabled
        settings.allowOnceGrace = state.allowOnceGrace
        let key = SavedDevice.key(for: state.app)
        var record = apps[key] ?? AppRecord()
        record.displayName = state.app.displayName
        record.bundleIdentifier = state.app.bundleIdentifier.flatMap { $0.isEmpty ? nil : $0 }
        record.authorization = SavedAuthorization(state.authorization)
        // Precise Location exists from iOS 14 [S7]; before it, and while the app is not determined and the
        // switch is still the app's default (`NSLocationDefaultAccuracyReduced`), nothing is stored for it.
        if state.os.era.hasAccuracyAuthorization {
            let isDefault = state.preciseLocation == !state.app.defaultAccuracyReduced
            record.preciseLocation = record.authorization == .notDetermined && isDefault ? nil : state.preciseLocation
        }
        record.restricted = state.restricted
        record.alwaysRequestUsed = state.alwaysRequestUsed
        record.deferredPromptUsed = state.deferredPromptUsed
        record.locationServicesAlertCount = state.locationServicesAlertCount
        // The person's answers that outlive the run, as the engine keeps them through a relaunch: the widget
        // alert's Allow [S133][S134] and the location button's approval [S37][S123] (the button's one-time
        // grant itself lapses like Allow Once, above).
        record.widgetLocationAllowed = state.widgetLocationAllowed
        record.locationButtonApproved = state.locationButtonApproved
        record.askedPermission = state.askedPermission
        record.grantedWithoutAsking = state.grantedWithoutAsking
        // An Always app that used location in the background before it ended: the reminder may come in a later run.
        record.usedLocationInBackground = state.usedLocationInBackground && record.authorization == .always
        apps[key] = record
    }

    /// Settings › General › Reset › Reset Location & Privacy [S5][S35]: every app back to not determined,
    /// as the engine's `resetLocationAndPrivacy` does for the running app. The Location Services switch,
    /// restrictions, the OS and the Allow Once grace are kept, as the engine keeps them.
    public mutating func resetLocationAndPrivacy() {
        for key in apps.keys { apps[key]!.resetLocationPrivacy() }
    }
}
