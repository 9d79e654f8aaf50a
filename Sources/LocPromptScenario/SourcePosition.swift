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

    public init(_ position: SourcePosition, _ message: String) {
        self.position = position
        self.message = message
    }

    /// `file:line:column: message`, one line. The message may quote scenario text: neutralize it before
    /// printing it to a terminal.
    public var description: String { "\(position): \(message)" }
}
