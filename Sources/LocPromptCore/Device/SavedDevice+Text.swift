/// `locprompt device show`: a saved device as a tester reads it. Every name and identifier from the file is
/// untrusted text and goes through `SafeText.neutralize`.
extension SavedDevice {
    /// What an app on this device reads from `CLLocationManager.authorizationStatus`: Location Services off →
    /// denied [S10][S8]; restrictions → restricted [S9]; otherwise the stored authorization.
    public func status(of record: AppRecord) -> AuthorizationStatus {
        if !settings.locationServices { return .denied }
        if record.restricted { return .restricted }
        return record.authorization.stored.status
    }

    /// `Where Am I? (com.example.whereami)`, `com.example.app (name not known yet)`, `Route (no bundle identifier)`.
    public static func label(of record: AppRecord) -> String {
        switch (record.displayName, record.bundleIdentifier) {
        case let (name?, id?): return SafeText.neutralize(name) + " (" + SafeText.neutralize(id) + ")"
        case let (name?, nil): return SafeText.neutralize(name) + " (no bundle identifier)"
        case let (nil, id?): return SafeText.neutralize(id) + " (name not known until the app runs)"
        case (nil, nil): return "(unnamed app)"
        }
    }

    /// The device as lines of text, headed by `title` (usually the file's path).
    public func describe(title: String) -> [String] {
        var lines = [
            "\(SafeText.neutralize(title)): \(os) device (\(os.band.label); device file version \(version))",
            "Location Services: \(settings.locationServices ? "On" : "Off (every app reads denied)")",
            "Allow Once grace: \(settings.allowOnceGrace) (emulator setting; Apple documents only \"a few seconds\")",
        ]
        if apps.isEmpty {
            lines.append("Apps: none yet")
            return lines
        }
        lines.append("Apps (\(apps.count)):")
        for (_, record) in sortedApps {
            lines.append("  " + SavedDevice.label(of: record))
            lines.append("    stored: " + record.authorization.summary(on: os, recorded: record.hasSettingsRecord,
                                                                      widgets: record.widgetLocationAllowed))
            var reads = "    the app reads: \(status(of: record).name)"
            if !settings.locationServices { reads += " (Location Services is off)" } else if record.restricted { reads += " (restricted)" }
            lines.append(reads)
            if os.era.hasAccuracyAuthorization {
                let precise = record.preciseLocation.map { $0 ? "On" : "Off" } ?? "the app's default"
                lines.append("    Precise Location: \(precise)")
            }
            lines.append("    requestAlwaysAuthorization used: \(record.alwaysRequestUsed ? "yes" : "no")"
                + (os.era.hasProvisionalAlways ? "; deferred Always prompt used: \(record.deferredPromptUsed ? "yes" : "no")" : "")
                + "; Turn On Location Services alerts: \(record.locationServicesAlertCount) of 2")
            if record.restricted { lines.append("    restrictions: on (the location setting cannot be changed)") }
            if record.widgetLocationAllowed {
                lines.append("    widget alert: allowed (with When In Use the widgets share the app's location access)")
            }
            if record.grantedWithoutAsking && !record.askedPermission {
                lines.append("    granted without asking: the app never asked; Settings lists it because a setting was applied as `xcrun simctl privacy grant` does")
            }
            if record.usedLocationInBackground {
                lines.append("    used location in the background with Always: yes (the background-use reminder can be shown)")
            }
            if record.locationButtonApproved {
                lines.append("    location button: approved (a tap grants one-time When In Use without an alert)")
            }
        }
        return lines
    }
}
