/// `check` on `NSLocationRequireExplicitServiceSession` (issue 19): what the key changes [S209][S212].
extension InfoPlistLint {
    static func modernFindings(infoPlist: [String: Any], file: String) -> [AppFinding] {
        let key = LocationInfoKey.requireExplicitServiceSession
        guard let value = infoPlist[key] else { return [] }
        guard PlistValueType(of: value) == .boolean else {
            return [AppFinding(.warning, .wrongType, key: key,
                message: "\(key) is \(PlistValueType(of: value).withArticle), not a Boolean (<true/>); locprompt reads YES/true/1 as true (not verified on a device).",
                file: file, sources: ["S209"])]
        }
        guard value as? Bool == true else {
            return [AppFinding(.info, .explicitServiceSession, key: key,
                message: "\(key) is false: the default, so iterating liveUpdates() or CLMonitor events keeps acting as an implicit When In Use service session on iOS 18+.",
                file: file, sources: ["S209", "S212"])]
        }
        return [AppFinding(.info, .explicitServiceSession, key: key,
            message: "\(key) is true: on iOS 18+ (macOS 15, tvOS 18, watchOS 11, visionOS 2) iterating liveUpdates() or CLMonitor events "
                + "no longer asks for When In Use on the app's behalf; nothing is asked and updates report serviceSessionRequired "
                + "until the app holds a CLServiceSession. No effect on iOS 17 or on CLLocationManager requests.",
            file: file, sources: ["S209", "S212", "S217"])]
    }
}
