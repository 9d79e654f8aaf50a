import ArgumentParser
import LocPromptCore

/// `--appearance light|dark` of `present`, `render --format svg` and `run --storyboard`.
extension Appearance: ArgumentChoice, ExpressibleByArgument {
    static var noun: String { "appearance" }
}
