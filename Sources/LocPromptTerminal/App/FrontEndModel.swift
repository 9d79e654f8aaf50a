import LocPromptCore

/// What a key asks of the screen.
public enum Redraw: Hashable, Sendable {
    /// Nothing visible changed.
    case none
    /// Draw again.
    case frame
    /// Clear the terminal and draw everything (Ctrl-L, resize).
    case full
    /// Leave the interface.
    case quit
}

/// The interactive front end without a terminal: the engine state, the log of effects and the UI state.
/// Keys go in (`handle`), drawing needs come out; every authorization decision is the engine's.
public struct FrontEndModel: Sendable {
    public private(set) var state: EngineState
    /// The newest log entries (at most `logLimit` plus a margin; the oldest are dropped in batches). Recordings
    /// keep every frame, so the whole log is in a recording even when the screen has let its start go.
    public private(set) var log: [LogEntry] = []
    /// Entries ever logged; `droppedLogEntries` of them are no longer kept.
    public private(set) var logTotal = 0
    /// How many entries the log keeps on screen: scrolling back a thousand entries is more than a session
    /// needs, and memory stays flat however long it runs.
    public static let logLimit = 1_000
    /// The kept entries wrapped to the log pane's width (rewrapped when the width changes).
    private(set) var wrappedLog: WrappedLog
    /// The apps the interface can switch between; `appIndex` is the current one.
    public private(set) var apps: [AppChoice]
    public private(set) var appIndex: Int
    /// The terminal size the last frame was drawn for (mouse hit tests use it).
    public var size: Size {
        didSet {
            let columns = Self.logColumns(size)
            if columns != wrappedLog.columns { wrappedLog = WrappedLog(log, columns: columns) }
        }
    }

    // UI state
    public private(set) var focusedButton = 0
    public internal(set) var settingsOpen = false
    public internal(set) var settingsCursor = 0
    /// Which Location Services page is open where there are two (iOS 13+, the app listed): the app's page, where
    /// `S` opens, or the list its back label returns to (`SettingsPage.Level`).
    public internal(set) var settingsLevel: SettingsPage.Level = .app
    /// The first line of the Settings page on screen: it moves only to keep the highlighted row in view.
    public internal(set) var settingsScroll = 0
    public internal(set) var confirmation: Confirmation?
    public internal(set) var confirmFocus = 0
    public private(set) var helpVisible = false
    /// The help page shown (Space pages through a help that does not fit).
    public private(set) var helpPage = 0
    /// Lines scrolled back from the newest log line (0 follows the log).
    public internal(set) var logScroll = 0
    /// The log entry whose why pane is open (nil: the inspector shows).
    public internal(set) var whySelection: Int?
    /// A one-line note shown in the footer until the next key.
    public private(set) var message: String?
    /// Opening Settings sent the app to the background; leaving Settings brings it back.
    var backgroundedForSettings = false

    public init(os: DeviceOS, apps: [AppChoice], appIndex: Int = 0, size: Size = Size(rows: 24, cols: 80)) {
        precondition(!apps.isEmpty, "at least one app")
        self.apps = apps
        self.appIndex = min(max(appIndex, 0), apps.count - 1)
        self.state = EngineState(os: os, app: apps[self.appIndex].profile)
        self.size = size
        self.wrappedLog = WrappedLog(columns: Self.logColumns(size))
        note("\(os) (\(os.band.label)), app “\(SafeText.neutralize(state.app.displayName))”; press ? for keys")
    }

    /// A model showing a given engine state (tests, scenario walks). `apps` must contain the state's app.
    public init(state: EngineState, apps: [AppChoice], size: Size = Size(rows: 24, cols: 80)) {
        // Loaded choices first: comparing an unread sample app would read its file.
        let index = apps.firstIndex { $0.isLoaded && $0.profile == state.app } ?? apps.firstIndex { $0.profile == state.app } ?? 0
        self.init(os: state.os, apps: apps, appIndex: index, size: size)
        self.state = state
        clearLog()
    }

    /// The current app.
    public var app: AppChoice { apps[appIndex] }

    /// The alert on screen, worded by the catalog.
    public var alertContent: AlertContent? {
        state.alert.map { PromptCatalog.content(for: $0, os: state.os, app: state.app) }
    }

    /// The rows of the Settings page the engine derives (`EngineState.settingsPage`), top to bottom.
    public var settingsRows: [SettingsRow] { settingsPage.rows }

    /// The Settings page on screen: the engine's page at `settingsLevel`.
    public var settingsPage: SettingsPage { state.settingsPage(at: settingsLevel) }

    /// When the next virtual timer falls due (Allow Once, temporary full accuracy, the solid arrow fading),
    /// or nil when nothing is pending: the main loop only wakes up by itself while one is.
    public var nextTimer: VirtualTime? {
        var due: [VirtualTime] = []
        if let d = state.allowOnceDeadline { due.append(d) }
        if let d = state.fullAccuracyDeadline { due.append(d) }
        if let last = state.lastDelivery, state.indicator == .solidArrow {
            due.append(last + EngineState.solidArrowDuration)
        }
        return due.filter { $0 > state.clock }.min()
    }

    // MARK: Keys

    /// Handles one key; returns what to redraw.
    @discardableResult
    public mutating func handle(_ key: Key) -> Redraw {
        let sizeBefore = size
        let before = settingsOpen && key != .resize ? SettingsScreen.positions(for: self, in: Layout(size).deviceScreen) : nil
        let redraw = handleKey(key)
        if settingsOpen {
            let screen = Layout(size).deviceScreen
            if let before, size == sizeBefore { settingsScroll = SettingsScreen.scroll(keeping: before, for: self, in: screen) }
            settingsScroll = SettingsScreen.scroll(for: self, in: screen)
        }
        return redraw
    }

    private mutating func handleKey(_ key: Key) -> Redraw {
        let hadMessage = message != nil
        message = nil
        if key == .resize { return .full }
        if helpVisible {
            return HelpOverlay.handleKey(key, rows: KeyBindings.helpRows, in: size, visible: &helpVisible, page: &helpPage)
        }
        if let confirmation {
            return handleConfirmation(key, confirmation)
        }
        if case .click(let row, let col) = key { return click(row: row, col: col) }
        if key == .wheelUp { return perform(.ui(.scrollLog(-3))) }
        if key == .wheelDown { return perform(.ui(.scrollLog(3))) }
        if let binding = KeyBindings.lookup(key, in: keyTable) { return perform(binding.action) }
        message = "\(key) does nothing here; press ? for the keys"
        _ = hadMessage
        return .frame
    }

    /// The bindings in effect now, in lookup order: Settings' or the alert's keys before the main ones.
    public var keyTable: [KeyBinding] {
        if settingsOpen { return KeyBindings.settings + KeyBindings.main }
        if state.alert != nil { return KeyBindings.alert + KeyBindings.main }
        return KeyBindings.main
    }

    /// Time passing by itself (the main loop's timer): advances the virtual clock to the next due timer,
    /// at most `step`.
    public mutating func tick(step: VirtualDuration = .seconds(1)) -> Redraw {
        guard let due = nextTimer else { return .none }
        let gap = due - state.clock
        send(.advance(gap < step ? gap : step), logInput: false)
        return .frame
    }

    mutating func perform(_ action: Action) -> Redraw {
        switch action {
        case .event(let event):
            send(event)
            return .frame
        case .ui(let ui):
            return perform(ui)
        case .walk, .quiz, .compare, .present:
            // Not in the emulator's tables: a walkthrough's, quiz's, compare screen's or presentation's keys go to their own models.
            return .none
        }
    }

    mutating func perform(_ action: UIAction) -> Redraw {
        switch action {
        case .quit:
            return .quit
        case .toggleHelp:
            helpVisible.toggle()
            helpPage = 0
        case .openSettings:
            if state.alert != nil {
                message = "Answer the alert first: a system alert stays on screen until a button is tapped"
            } else {
                settingsScroll = 0
                settingsLevel = .app
                openSettingsScreen()
                settingsCursor = min(settingsCursor, settingsRows.count - 1)
            }
        case .closeSettings:
            closeSettingsScreen()
        case .settingsBack:
            settingsBack()
        case .toggleUpdates:
            send(.app(state.callingManagerUpdatesLocation ? .stopUpdatingLocation : .startUpdatingLocation))
        case .requestFullAccuracy:
            let key = state.app.temporaryUsageDescriptions.keys.sorted().first ?? "FullAccuracy"
            send(.requestTemporaryFullAccuracy(purposeKey: key))
        case .toggleLiveUpdates:
            send(.modern(state.modern.liveUpdates == nil ? .startLiveUpdates : .stopLiveUpdates))
        case .toggleBackgroundActivity:
            send(.modern(state.modern.backgroundActivity == nil ? .startBackgroundActivitySession : .endBackgroundActivitySession))
        case .toggleBackgroundUpdates:
            send(.setProperty(.allowsBackgroundLocationUpdates, !state.value(of: .allowsBackgroundLocationUpdates)))
        case .toggleBackgroundIndicator:
            send(.setProperty(.showsBackgroundLocationIndicator, !state.value(of: .showsBackgroundLocationIndicator)))
        case .fullAccuracySession:
            let key = state.app.temporaryUsageDescriptions.keys.sorted().first ?? "FullAccuracy"
            send(.modern(.serviceSession(.whenInUse, fullAccuracyPurposeKey: key)))
        case .switchPlatform:
            let platforms = Platform.allCases
            let next = platforms[((platforms.firstIndex(of: state.os.platform) ?? 0) + 1) % platforms.count]
            reset(os: .newest(next), appIndex: appIndex)
        case .switchOS:
            let bands = OSBand.bands(for: state.os.platform)
            let next = bands[((bands.firstIndex(of: state.os.band) ?? 0) + 1) % bands.count]
            reset(os: DeviceOS(band: next), appIndex: appIndex)
        case .switchApp:
            reset(os: state.os, appIndex: (appIndex + 1) % apps.count)
        case .switchLanguage:
            let cycle = DeviceLanguage.cycle
            let current = cycle.firstIndex { $0 == state.os.language } ?? -1
            setLanguage(cycle[(current + 1) % cycle.count])
        case .scrollLog(let delta):
            // Never further back than the first line (holding PgUp does not pile up scroll to unwind).
            logScroll = min(max(0, logScroll - delta), max(0, wrappedLog.lines.count - 1))
        case .scrollLogPage(let direction):
            return perform(.scrollLog(direction * Self.logPage(paneRows: Layout(size).log.rows)))
        case .scrollLogToStart:
            logScroll = max(0, wrappedLog.lines.count - 1)
        case .scrollLogToEnd:
            logScroll = 0
        case .selectLog(let delta):
            selectLog(by: delta, in: Layout(size).log)
        case .closeWhy:
            whySelection = nil
        case .redraw:
            return .full
        case .focusNext, .focusPrevious:
            guard let count = alertContent?.buttons.count, count > 0 else { return .none }
            focusedButton = (focusedButton + (action == .focusNext ? 1 : count - 1)) % count
        case .tapFocused:
            tap(position: focusedButton)
        case .tapPosition(let position):
            tap(position: position)
        case .refuseDismiss:
            message = "Esc does nothing: a system alert cannot be dismissed, tap one of its buttons"
        case .settingsUp:
            settingsCursor = max(0, min(settingsCursor, settingsRows.count - 1) - 1)
        case .settingsDown:
            settingsCursor = min(settingsRows.count - 1, settingsCursor + 1)
        case .settingsFirst:
            settingsCursor = 0
        case .settingsLast:
            settingsCursor = max(0, settingsRows.count - 1)
        case .settingsActivate:
            activateSettingsRow(settingsCursor)
        }
        return .frame
    }

    // MARK: Alerts

    mutating func tap(position: Int) {
        guard let content = alertContent else { return }
        guard content.buttons.indices.contains(position) else {
            message = "This alert has \(content.buttons.count) buttons"
            return
        }
        let button = content.buttons[position]
        focusedButton = position
        appendLog(LogEntry(at: state.clock, text: "› person taps “\(button.label)”", kind: .input, style: .normal))
        let wasInForeground = state.lifecycle == .foreground
        send(.tap(button.answer), logInput: false)
        // The Location Services alert's Settings button takes the person to Settings. The engine has already moved
        // the app out of the foreground (rule services-off-alert), so leaving Settings brings it back, as after `S`.
        if button.answer == .openSettings && state.alert == nil {
            openSettingsScreen()
            if wasInForeground && state.lifecycle == .background { backgroundedForSettings = true }
            settingsCursor = settingsRows.firstIndex(of: .locationServices) ?? 0
        }
    }

    // MARK: Mouse

    mutating func click(row: Int, col: Int) -> Redraw {
        let layout = Layout(size)
        if !settingsOpen, let content = alertContent,
           let hit = AlertView.button(at: row, col: col, content: content, in: layout.deviceScreen) {
            tap(position: hit)
            return .frame
        }
        if settingsOpen, let index = SettingsScreen.row(at: row, col: col, model: self, in: layout.deviceScreen) {
            activateSettingsRow(index)
            return .frame
        }
        // The back label (“‹ Privacy & Security”) goes back, as on a device and as Esc does (audit 14 F8).
        if settingsOpen, SettingsScreen.isBackLabel(at: row, col: col, model: self, in: layout.deviceScreen) {
            settingsBack()
            return .frame
        }
        if let entry = WhyPane.logEntry(atRow: row, col: col, model: self, in: layout.log) {
            selectLog(entry, in: layout.log)
            return .frame
        }
        return .none
    }

    // MARK: Engine

    /// Sends an event to the engine and logs it with its effects.
    public mutating func send(_ event: Event, logInput: Bool = true) {
        let before = state.alert
        if logInput { appendLog(LogEntry(at: state.clock, text: event.logText, kind: .input, style: .normal)) }
        let effects = state.apply(event)
        appendLog(effects.map { LogEntry(effect: $0, on: state.os) })
        if let alert = state.alert, before?.kind != alert.kind || before?.manager != alert.manager {
            focusedButton = 0
            settingsOpen = false
            backgroundedForSettings = false
            noteLanguageFallback()
        }
        logScroll = 0
    }

    // MARK: Log

    /// The lines PgUp/PgDn move in a log pane of `paneRows` rows (frame included): what it shows, less one line
    /// kept for context.
    static func logPage(paneRows: Int) -> Int { max(1, paneRows - 2 - 1) }

    /// The log pane's text columns at a terminal size (the walk's log pane is as wide as the emulator's).
    static func logColumns(_ size: Size) -> Int { WrappedLog.textColumns(paneColumns: Layout(size).log.cols) }

    /// Entries ever logged that the screen no longer keeps (the UI says so).
    public var droppedLogEntries: Int { logTotal - log.count }

    mutating func appendLog(_ entry: LogEntry) {
        appendLog(CollectionOfOne(entry))
    }

    /// Appends entries, wrapping each once; beyond `logLimit` plus a quarter the oldest go, in one batch so that
    /// dropping costs O(1) per entry on average.
    mutating func appendLog(_ entries: some Collection<LogEntry>) {
        log.append(contentsOf: entries)
        for entry in entries { wrappedLog.append(entry) }
        logTotal += entries.count
        let excess = log.count - Self.logLimit
        if excess > Self.logLimit / 4 {
            log.removeFirst(excess)
            wrappedLog.dropFirst(excess)
            // The why pane's selection follows its entry, or closes when the entry is gone.
            whySelection = whySelection.flatMap { $0 >= excess ? $0 - excess : nil }
        }
    }

    mutating func clearLog() {
        log = []
        logTotal = 0
        whySelection = nil
        wrappedLog = WrappedLog(columns: wrappedLog.columns)
    }

    mutating func note(_ text: String) {
        appendLog(LogEntry(at: state.clock, text: text, kind: .note, style: .dim))
    }

    /// Where a new device's state comes from when the person switches app or OS: a fresh install, or (with
    /// `--device`) what the saved device keeps for that app.
    public var startingState: @Sendable (DeviceOS, AppProfile) -> EngineState = { EngineState(os: $0, app: $1) }

    /// The saved device (`--device`): its OS version and file. Switching back to its OS is the saved device again,
    /// not a new one, and the log says so (audit 14 F12).
    public var savedDevice: (os: DeviceOS, path: String)?

    mutating func reset(os: DeviceOS, appIndex: Int) {
        self.appIndex = appIndex
        // A new device keeps the language the person chose.
        let language = state.os.language
        let os = os.speaking(language)
        state = startingState(os, language.isEnglish ? apps[appIndex].profile : apps[appIndex].profile(in: language))
        focusedButton = 0
        settingsCursor = 0
        settingsScroll = 0
        settingsLevel = .app
        settingsOpen = false
        backgroundedForSettings = false
        confirmation = nil
        logScroll = 0
        let app = "app “\(SafeText.neutralize(state.app.displayName))”"
        if let savedDevice, os.speaking(.english) == savedDevice.os {
            note("— the saved device \(SafeText.neutralize(savedDevice.path)): \(os) (\(os.band.label)), \(app) —")
        } else {
            note("— new device: \(os) (\(os.band.label)), \(app) —")
        }
    }

    /// The same device and app state in another language (see `setLanguage`).
    mutating func speak(_ language: DeviceLanguage, app profile: AppProfile) {
        state = state.speaking(language, app: profile)
    }

    // MARK: Driven from outside (scenario walkthroughs)

    /// Shows a state computed elsewhere (a walkthrough plays steps through `ScenarioSession`, which drives the
    /// engine) and appends its log lines. The alert focus goes back to the first button when another alert
    /// appears, as with `send`.
    public mutating func show(_ newState: EngineState, logging entries: [LogEntry]) {
        let before = state.alert
        state = newState
        appendLog(entries)
        if let alert = state.alert, before?.kind != alert.kind || before?.manager != alert.manager {
            focusedButton = 0
        }
        settingsOpen = false
        logScroll = 0
    }

    /// Appends log lines without changing the state.
    public mutating func append(_ entries: [LogEntry]) {
        appendLog(entries)
        logScroll = 0
    }

    /// Highlights a button of the visible alert (a walkthrough shows which button it is about to tap).
    public mutating func focus(button position: Int) {
        guard let count = alertContent?.buttons.count, (0..<count).contains(position) else { return }
        focusedButton = position
    }

    /// Sets or clears the footer note.
    public mutating func setMessage(_ text: String?) {
        message = text
    }
}
