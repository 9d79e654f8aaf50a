/// What a key does on the compare screen (`walk --compare`): move through the steps.
public enum CompareAction: Hashable, Sendable {
    case next
    case previous
    case first
    case last
    case redraw
    case toggleHelp
    case quit
}

/// The compare screen's own key table: `CompareWalkModel` dispatches through it and its `?` help is generated from it.
public enum CompareKeyBindings {
    private static func compare(_ keys: [Key], _ action: CompareAction, _ summary: String, label: String? = nil,
                                inHelp: Bool = true) -> KeyBinding {
        KeyBinding(keys, .compare(action), summary, .compare, label: label, inHelp: inHelp)
    }

    public static let all: [KeyBinding] = [
        compare([.space, .right, .enter, .char("n")], .next, "the next step", label: "Space → Enter n"),
        compare([.left, .backspace, .char("b")], .previous, "the previous step", label: "← b"),
        compare([.home], .first, "the first step", label: "Home End"),
        compare([.end], .last, "the last step", inHelp: false),
        compare([.ctrl("l")], .redraw, "redraw the screen"),
        compare([.char("?")], .toggleHelp, "show/hide this help"),
        compare([.char("q")], .quit, "quit"),
    ]

    public static var helpRows: [KeyBinding] { all.filter(\.inHelp) }
}
