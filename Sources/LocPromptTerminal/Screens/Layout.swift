/// Splits the terminal into panes: a header row, the device on the left, the inspector above the log on
/// the right, and a footer row. Pure: the renderer and the mouse hit tests use the same numbers.
public struct Layout: Hashable, Sendable {
    public static let minimum = Size(rows: 24, cols: 80)

    public let size: Size
    public let header: Rect
    public let footer: Rect
    /// The phone frame.
    public let device: Rect
    /// The status bar row inside the frame.
    public let statusBar: Rect
    /// The phone's screen (between the status bar and the home indicator): app content, alerts, Settings.
    public let deviceScreen: Rect
    public let inspector: Rect
    public let log: Rect

    public init(_ size: Size) {
        self.size = size
        let body = max(0, size.rows - 2)
        header = Rect(row: 0, col: 0, rows: 1, cols: size.cols)
        footer = Rect(row: max(0, size.rows - 1), col: 0, rows: 1, cols: size.cols)
        let deviceCols = size.cols >= 110 ? 42 : 36
        device = Rect(row: 1, col: 0, rows: body, cols: deviceCols)
        statusBar = Rect(row: device.row + 1, col: device.col + 1, rows: 1, cols: deviceCols - 2)
        deviceScreen = Rect(row: device.row + 2, col: device.col + 1, rows: max(0, body - 4), cols: deviceCols - 2)
        let rightCols = max(0, size.cols - deviceCols)
        let inspectorRows = min(17, max(11, body / 2))
        inspector = Rect(row: 1, col: deviceCols, rows: inspectorRows, cols: rightCols)
        log = Rect(row: 1 + inspectorRows, col: deviceCols, rows: max(0, body - inspectorRows), cols: rightCols)
    }

    public var isTooSmall: Bool { size.rows < Layout.minimum.rows || size.cols < Layout.minimum.cols }

    /// The Settings confirmation's button under a click.
    public func confirmationButton(at row: Int, col: Int, _ confirmation: Confirmation) -> Int? {
        AlertView.button(at: row, col: col, box: AlertBox(confirmation: confirmation, focus: 0), in: deviceScreen)
    }
}
