/// locprompt's own version: `locprompt --version`, and the tool line of reports.
public enum LocPromptVersion {
    public static let current = "0.1.0"
}
