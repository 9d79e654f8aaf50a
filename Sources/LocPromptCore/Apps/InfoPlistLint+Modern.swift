/// `check` on `NSLocationRequireExplicitServiceSession` (issue 19): what the key changes [S209][S212].
extension InfoPlistLint {
    static func modernFindings(infoPlist: [String: Any], file: String) -> [AppFinding] {
        headerSpellingFinding(infoPlist: infoPlist, file: file) + explicitKeyFindings(infoPlist: infoPlist, file: file)
    }

    /// `CLRequireExplicitServiceSession`: the spelling of CLServiceSession.h's comments [S218] and of the article
    /// "Suspending authorization requests" [S190]; "Handling location updates in the background" [S209] names
    /// `NSLocationRequireExplicitServiceSession`, the key locprompt reads. A decompiled copy of locationd's
    /// Info.plist reader (`-[CLAuthorizationDatabase cacheInfoPlistKeysForClient:]`, in a public repository found by
    /// exact-string search) reads NSLocationRequireExplicitServiceSession and not this spelling. Someone who followed
    /// the header or that article wrote a key that (as far as the sources show) changes nothing: say so.
    static func headerSpellingFinding(infoPlist: [String: Any], file: String) -> [AppFinding] {
        let written = "CLRequireExplicitServiceSession", read = LocationInfoKey.requireExplicitServiceSession
        guard infoPlist[written] != nil else { return [] }
        let readPresent = infoPlist[read] != nil
        return [AppFinding(.warning, .misspelledKey, key: written, suggestion: read,
            message: "“\(written)” is the spelling in CLServiceSession.h and in Apple’s article “Suspending authorization requests”, "
                + "but the key Core Location reads is “\(read)” (the spelling of “Handling location updates in the background”). "
                + (readPresent ? "\(read) is also present, so this entry is simply unused."
                               : "As written, locprompt keeps implicit service sessions (iterating liveUpdates() or CLMonitor events still asks for When In Use on iOS 18+)."),
            file: file, sources: ["S190", "S209", "S218"])]
    }

    static func explicitKeyFindings(infoPlist: [String: Any], file: String) -> [AppFinding] {
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
