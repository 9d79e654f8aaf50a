/// TEMPORARY minimal catalog so other targets can build; replaced by the full catalog (issue 3).
public enum PromptCatalog {
    /// The alert for an alert the engine presented.
    public static func content(for alert: PresentedAlert, os: DeviceOS, app: AppProfile) -> AlertContent {
        let title = "Allow “\(app.displayName)” to use your location?"
        return AlertContent(kind: alert.kind, band: os.band, title: title, message: app.purpose(.whenInUse) ?? "",
                            buttons: [AlertButton("Allow Once", .allowOnce), AlertButton("Allow While Using App", .allowWhileUsingApp),
                                      AlertButton("Don’t Allow", .dontAllow)],
                            layout: .stacked, extras: [], confidence: .low, sources: [])
    }

    /// The alert of a kind on a device for an app, or why it cannot be shown.
    public static func content(kind: PromptKind, os: DeviceOS, app: AppProfile, purposeKey: String? = nil,
                               precise: Bool? = nil) -> Result<AlertContent, CatalogError> {
        .success(content(for: PresentedAlert(kind: kind, manager: nil, precise: precise, purposeKey: purposeKey), os: os, app: app))
    }
}
