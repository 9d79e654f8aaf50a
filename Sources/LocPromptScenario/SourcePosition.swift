/// Where something stands in a scenario file: `file:line:column`, both 1-based (columns count Unicode scalars).
public struct SourcePosition: Hashable, Sendable, Codable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// Why a scenario is invalid (exit code 2): a YAML error, an unknown step or value, a file that cannot be
/// read, a `tap:` on a button that is not on screen, or a step the emulated system refuses.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    public let position: SourcePosition
    public let message: String
    /// True for an error about the whole file (it cannot be read, it is too big, it is not UTF-8): it names the
    /// file alone, with no line and column (`position` is then the file's start, 1:1, for code that needs one).
    public let isFileLevel: Bool

    public init(_ position: SourcePosition, _ message: String) {
        self.position = position
        self.message = message
        self.isFileLevel = false
    }

    /// An error about the whole file, which names no line or column.
    public init(file: String, _ message: String) {
        self.position = SourcePosition(file: file, line: 1, column: 1)
        self.message = message
        self.isFileLevel = true
    }

    /// `file:line:column: message` (a file-level error: `file: message`), one line. The message may quote
    /// scenario text: neutralize it before printing it to a terminal.
    public var description: String { isFileLevel ? "\(position.file): \(message)" : "\(position): \(message)" }
}
