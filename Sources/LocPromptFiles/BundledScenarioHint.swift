import LocPromptCore

/// What to add to "no such file" when the missing scenario is one of the bundled ones, named as the README and
/// the help examples name them (`Assets/Scenarios/allow-once-expiry.yaml`, relative to the repository) or by
/// its bare name (`allow-once-expiry`): where the bundled copy is. Outside the checkout the relative path
/// names nothing, and `scripts/install` puts the scenarios in `PREFIX/share/locprompt/Assets/Scenarios`
/// (audit 24h D1: the QA and trainer quick starts failed when pasted in any other folder, with no hint).
/// Only a hint: the program never reads another file than the one it was given.
public enum BundledScenarioHint {
    /// The hint for a missing `path`, or nil when it names no bundled scenario or none is installed.
    public static func forMissing(_ path: String) -> String? {
        let underAssets = ("/" + path + "/").contains("/Assets/Scenarios/")
        let bare = !path.contains("/")
        guard underAssets || bare, let folder = SampleAppFolder.locateAssets("Scenarios") else { return nil }
        let name = lastComponent(path)
        let file = name.hasSuffix(".yaml") || name.hasSuffix(".yml") ? name : name + ".yaml"
        if !name.isEmpty, !name.contains("*"), DirectoryListing.isFile(PathText.join(folder, file)) {
            return "the bundled scenario is \(PathText.join(folder, file))"
        }
        guard underAssets else { return nil }
        // `Assets/Scenarios/*.yaml` left unexpanded by the shell, or a name no bundled scenario has.
        return "the bundled scenarios are in \(folder)/ (`locprompt run \(folder)/` runs them all)"
    }

    /// The last part of `path` (`b` for `a/b` and `a/b/`).
    static func lastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }
}
