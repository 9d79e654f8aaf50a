/// What a key does in a walkthrough: the scenario drives the app, so the presenter only moves through the steps,
/// answers the scenario's `tap:` on the alert, and looks around.
public enum WalkAction: Hashable, Sendable {
    /// Play the next step (on the scenario's alert: only with `--autoplay`, which would tap it anyway).
    case nextStep
    case togglePause
    case restart
    case scrollLog(Int)
    /// A page of the walk's log pane back (-1) or forward (1).
    case scrollLogPage(Int)
    case scrollLogToStart
    case scrollLogToEnd
    case redraw
    case toggleHelp
    case quit
    /// The why pane: select the log line `delta` lines back or forward; close it.
    case selectLog(Int)
    case closeWhy
    // On the scenario's alert
    case tapPosition(Int)
    case tapFocused
    case focusNext
    case focusPrevious
    case refuseDismiss
    /// Leave the script to try something with the emulator's keys; again: back to the step where it was left.
    case toggleFreePlay
}

/// The walkthrough's own key table: `WalkModel` dispatches through it and its `?` help is generated from it,
/// as the emulator's are from `KeyBindings`.
public enum WalkKeyBindings {
    private static func walk(_ keys: [Key], _ action: WalkAction, _ summary: String, _ group: BindingGroup = .walk,
                             label: String? = nil, inHelp: Bool = true) -> KeyBinding {
        KeyBinding(keys, .walk(action), summary, group, label: label, inHelp: inHelp)
    }

    /// Keys of every step.
    public static let main: [KeyBinding] = [
        walk([.space, .right, .enter, .char("n")], .nextStep, "play the next step", label: "Space → Enter n"),
        walk([.char("p")], .togglePause, "pause / run by itself"),
        walk([.char("r")], .restart, "restart from the first step"),
        walk([.char("T")], .toggleFreePlay, "free play off the script (T returns)"),
        walk([.pageUp], .scrollLogPage(-1), "scroll the log a page (wheel too)", label: "PgUp PgDn"),
        walk([.pageDown], .scrollLogPage(1), "scroll the log a page forward", inHelp: false),
        walk([.wheelUp], .scrollLog(-3), "scroll the log back", inHelp: false),
        walk([.wheelDown], .scrollLog(3), "scroll the log forward", inHelp: false),
        walk([.home], .scrollLogToStart, "the oldest log line / follow the newest", label: "Home End"),
        walk([.end], .scrollLogToEnd, "follow the newest log lines", inHelp: false),
        walk([.char("[")], .selectLog(-1), "why: select a log line, see its rule (click too)", label: "[ ]"),
        walk([.char("]")], .selectLog(1), "select the next log line", inHelp: false),
        walk([.escape], .closeWhy, "close the why pane", inHelp: false),
        walk([.ctrl("l")], .redraw, "redraw the screen"),
        walk([.char("?"), .function(1)], .toggleHelp, "show/hide this help"),
        walk([.char("q")], .quit, "quit"),
    ]

    /// Keys while the scenario's `tap:` waits with its alert on screen (checked before `main`).
    public static let alert: [KeyBinding] = [
        walk([.char("1")], .tapPosition(0), "tap button 1, 2 or 3 (only the scenario's plays)", .walkAlert, label: "1 2 3"),
        walk([.char("2")], .tapPosition(1), "tap button 2", .walkAlert, inHelp: false),
        walk([.char("3")], .tapPosition(2), "tap button 3", .walkAlert, inHelp: false),
        walk([.enter], .tapFocused, "tap the highlighted button", .walkAlert),
        walk([.down, .right, .tab], .focusNext, "next button", .walkAlert, label: "↓ → Tab"),
        walk([.up, .left, .backTab], .focusPrevious, "previous button", .walkAlert, label: "↑ ← ⇧Tab"),
        walk([.escape], .refuseDismiss, "nothing: alerts stay up", .walkAlert),
    ]

    /// Free play (`T`): this key, then the emulator's tables.
    public static let freePlay: [KeyBinding] = [
        walk([.char("T")], .toggleFreePlay, "end free play: back to the step"),
    ]

    /// Every table, in help order.
    public static var all: [KeyBinding] { main + alert }

    /// The rows the walk's help shows.
    public static var helpRows: [KeyBinding] { all.filter(\.inHelp) }
}
