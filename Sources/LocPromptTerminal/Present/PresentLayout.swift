/// Where a presentation draws: the phone centred and as tall as the terminal allows, the caption under it and
/// a one-line footer; with the panes (`I`), the phone moves left and the inspector and log take the emulator's
/// places beside it (the same widths, so the log wraps as it does there). Pure: drawing and clicks use it.
public struct PresentLayout: Hashable, Sendable {
    /// The smallest terminal a presentation draws in (the phone needs the alert's 32 columns and its rows).
    public static let minimum = Size(rows: 18, cols: 40)

    public let size: Size
    public let phone: Rect
    /// The status bar row inside the phone.
    public let statusBar: Rect
    /// The phone's screen: the app, alerts, Settings.
    public let phoneScreen: Rect
    /// The narration, under the phone.
    public let caption: Rect
    public let footer: Rect
    /// With the panes: the inspector and the log beside the phone.
    public let inspector: Rect?
    public let log: Rect?

    public init(_ size: Size, panes: Bool) {
        self.size = size
        let captionRows = size.rows >= 36 ? 4 : 3
        footer = Rect(row: max(0, size.rows - 1), col: 0, rows: 1, cols: size.cols)
        let phoneRows = max(0, size.rows - 1 - captionRows)
        let emulator = Layout(size)
        if panes, !emulator.isTooSmall {
            phone = Rect(row: 0, col: 0, rows: phoneRows, cols: emulator.device.cols)
            let rightCols = size.cols - phone.cols
            let inspectorRows = min(17, max(8, phoneRows / 2))
            inspector = Rect(row: 0, col: phone.right, rows: inspectorRows, cols: rightCols)
            log = Rect(row: inspectorRows, col: phone.right, rows: max(0, phoneRows - inspectorRows), cols: rightCols)
        } else {
            // A phone is taller than wide; terminal cells are about twice as tall as wide, and the alert needs
            // its 32 columns: as wide as 1.1 × its rows, at least 36 columns, at most 64.
            let cols = min(size.cols, max(36, min(64, phoneRows * 11 / 10)))
            phone = Rect(row: 0, col: max(0, (size.cols - cols) / 2), rows: phoneRows, cols: cols)
            inspector = nil
            log = nil
        }
        statusBar = Rect(row: phone.row + 1, col: phone.col + 1, rows: 1, cols: max(0, phone.cols - 2))
        // Between the status bar and the home indicator.
        phoneScreen = Rect(row: phone.row + 2, col: phone.col + 1, rows: max(0, phone.rows - 4), cols: max(0, phone.cols - 2))
        let captionCols = min(size.cols - 2, 76)
        caption = Rect(row: phone.bottom, col: max(0, (size.cols - captionCols) / 2), rows: captionRows, cols: max(0, captionCols))
    }

    /// The widest the alert may be: iOS's alert is 270 of the phone's 390 points (about 0.69 of its width).
    public var alertColumns: Int { max(AlertView.maxCols, phoneScreen.cols * 69 / 100) }

    public var isTooSmall: Bool { size.rows < Self.minimum.rows || size.cols < Self.minimum.cols }
}
