import LocPromptCore
import LocPromptTerminal

extension AppArguments {
    /// The apps a full-screen device switches between (`A`): the app given first (read in `language`), then the
    /// bundled sample apps, then the built-in ones (without the built-in “Where Am I?” when its sample file is there).
    func choices(language: String?) throws -> [AppChoice] {
        var apps: [AppChoice] = []
        switch try load(language: language) {
        case .file(let loaded, let path)?:
            let localized = SampleApps.localized(path: path, fallback: loaded.profile)
            let name = appName
            apps.append(AppChoice(profile: loaded.profile, origin: loaded.infoPlistPath, localized: { language in
                var profile = localized(language)
                if let name { profile.displayName = name }
                return profile
            }))
        case .described(let profile)?:
            apps.append(AppChoice(profile: profile, origin: "--app-name"))
        case nil:
            break
        }
        let samples = SampleApps.find(language: language).filter { sample in !apps.contains { $0.origin == sample.origin } }
        apps += samples
        let hasWhereAmI = samples.contains { $0.origin.hasSuffix("/WhereAmI.plist") }
        apps += AppChoice.builtIn.filter { !(hasWhereAmI && $0.profile.displayName == "Where Am I?") }
        return apps
    }
}
