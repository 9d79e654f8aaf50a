/// What a key does in a presentation: move through the scenario's steps, change the look, ask for help.
/// Everything that touches the device goes through the scenario session (steps) or, in free play, through the
/// emulator's own key table and the engine.
public enum PresentAction: Hashable, Sendable {
    /// Play the scenario's next step (and the checks that follow it).
    case forward
    /// Back to the previous step: replayed from the start, so the state is exactly the one shown there before.
    case back
    /// Back to the start of the scenario / on to its end.
    case first
    case last
    case toggleAppearance
    /// The inspector and the log beside the phone (hidden by default).
    case togglePanes
    /// The catalog's confidence on the alert ("unverified", the language note); hidden by default.
    case toggleConfidence
    case toggleHelp
    case redraw
    case quit
}

/// The presentation's own key table: `PresentModel` dispatches through it and its `?` help is generated from it.
/// In free play (no scenario) the emulator's keys follow it, so the device answers as in `locprompt ui`.
public enum PresentKeyBindings {
    private static func present(_ keys: [Key], _ action: PresentAction, _ summary: String, _ group: BindingGroup = .present,
                                label: String? = nil, inHelp: Bool = true) -> KeyBinding {
        KeyBinding(keys, .present(action), summary, group, label: label, inHelp: inHelp)
    }

    /// Moving through a scenario (a presentation clicker sends → ← or PgDn PgUp).
    public static let steps: [KeyBinding] = [
        // Every key in the label, as the help shows it (a “Space →” label hid Enter, PgDn and n; audit 14 F5).
        present([.space, .right, .enter, .pageDown, .char("n")], .forward, "next step (a clicker's PgDn too)", .presentSteps),
        present([.left, .backspace, .pageUp, .char("b")], .back, "previous step (replayed from the start)", .presentSteps),
        present([.home], .first, "back to the start", .presentSteps),
        present([.end], .last, "on to the last step", .presentSteps),
    ]

    /// Keys of every presentation, with or without a scenario.
    public static let common: [KeyBinding] = [
        present([.char("D")], .toggleAppearance, "light / dark appearance"),
        present([.char("I")], .togglePanes, "show / hide the inspector and log"),
        present([.char("C")], .toggleConfidence, "show / hide confidence (unverified text)"),
        present([.ctrl("l")], .redraw, "redraw the screen"),
        present([.char("?"), .function(1)], .toggleHelp, "show/hide this help"),
        present([.char("q")], .quit, "quit"),
    ]

    /// The table of a scripted presentation, in lookup order.
    public static var scripted: [KeyBinding] { steps + common }

    /// The scripted presentation's keys as a Markdown table, every key of each row (for `Documentation/Present.md`).
    public static var markdown: String {
        var lines = ["| key | what it does |", "|---|---|"]
        for row in scripted where row.inHelp {
            lines.append("| " + row.keys.map { "`\($0)`" }.joined(separator: " ") + " | \(row.summary) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The rows the help shows: the presentation's keys, and in free play the emulator's keys it leaves free.
    public static func helpRows(freePlay: Bool) -> [KeyBinding] {
        guard freePlay else { return scripted.filter(\.inHelp) }
        let taken = Set(common.flatMap(\.keys))
        return common.filter(\.inHelp) + KeyBindings.helpRows.filter { $0.keys.allSatisfy { !taken.contains($0) } }
    }
}
