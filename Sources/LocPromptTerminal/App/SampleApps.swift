import LocPromptCore
import LocPromptFiles

/// The sample apps the emulator offers (`A` cycles through them): data, the `*.plist` files of `Assets/Apps`,
/// not profiles written in Swift. They are found in the working directory's `Assets/Apps`, next to the
/// executable's package (a build in `.build/…` of the repository), or where `scripts/install` puts them
/// (`PREFIX/share/locprompt/Assets/Apps` for `PREFIX/bin/locprompt`).
public enum SampleApps {
    public static func directory() -> String? { SampleAppFolder.locate() }

    /// Every `*.plist` there, `WhereAmI.plist` (the default app) first, each read when first shown.
    public static func find(language: String?) -> [AppChoice] {
        guard let directory = directory() else { return [] }
        let plists = SampleAppFolder.names(in: directory, endingIn: ".plist").sorted { a, b in
            a == "WhereAmI.plist" ? true : b == "WhereAmI.plist" ? false : a < b
        }
        return plists.map { name in
            let path = directory + "/" + name
            // Read when first shown, so the samples cost nothing on the way to the first frame; a sample that
            // cannot be read shows as an app without usage keys.
            let unreadable = AppProfile(displayName: name + " (cannot be read)")
            return AppChoice(origin: path, load: {
                (try? AppLoader.load(path: path, language: language).profile) ?? unreadable
            }, localized: localized(path: path, fallback: unreadable))
        }
    }

    /// Reads an app's texts for a device language (its `.lproj`, else its development region).
    public static func localized(path: String, fallback: AppProfile) -> @Sendable (DeviceLanguage) -> AppProfile {
        { language in (try? AppLoader.load(path: path, language: language.code).profile) ?? fallback }
    }
}
