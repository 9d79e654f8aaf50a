import Foundation

/// The one JSON configuration for everything locprompt writes (device files, `check --format json`,
/// transcripts): keys sorted so files diff cleanly and runs are reproducible, `/` left unescaped.
/// Documents are pretty printed for people; JSON Lines (one object per line) are compact.
public enum JSONOutput {
    /// Documents: sorted keys, no slash escaping, pretty printed.
    public static let documentFormatting: JSONEncoder.OutputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    /// JSON Lines: the same without pretty printing (a line must hold one whole value).
    public static let lineOptions: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]

    /// An encoder for a JSON document.
    public static func documentEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = documentFormatting
        return encoder
    }
}
