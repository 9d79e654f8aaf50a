import Foundation

/// The one JSON configuration for everything locprompt writes (device files, `check --format json`,
/// transcripts): keys sorted so files diff cleanly and runs are reproducible, `/` left unescaped.
/// Documents are pretty printed for people; JSON Lines (one object per line) are compact.
public enum JSONOutput {
    /// The version of every JSON document and line locprompt writes (`"formatVersion"`): 2 since one
    /// spelling per concept (`whenInUse`, `os`; issue 16). Bump it when a field changes meaning or name.
    public static let formatVersion = 2

    /// Documents: sorted keys, no slash escaping, pretty printed.
    public static let documentFormatting: JSONEncoder.OutputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    /// JSON Lines: the same without pretty printing (a line must hold one whole value).
    public static let lineOptions: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]

    /// Escapes, as JSON `\u` sequences, every scalar beyond ASCII that `SafeText` would neutralise (DEL, C1, the
    /// bidi and zero-width controls, U+061C, the line and paragraph separators, tags), so JSON printed to a
    /// terminal is exact data and still inert. The one list for every JSON writer (`check`, `render`, `run`, the
    /// quiz's answers): the writers kept their own lists, and two of them missed U+061C (audit 26a D4) and one DEL.
    /// `json` must be encoded JSON: C0 characters inside its strings are already escaped by the encoder.
    public static func escapeInvisible(_ json: String) -> String {
        guard SafeText.mayNeedReplacement(json.utf8, keepNewlines: true) else { return json }
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            if escapesBeyondASCII(scalar) {
                for unit in String(scalar).utf16 { out += "\\u" + hex4(UInt32(unit)) }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// True for a scalar beyond ASCII (DEL included) that `SafeText.neutralize` replaces.
    public static func escapesBeyondASCII(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x7F && SafeText.replacement(for: scalar, keepNewlines: false) != nil
    }

    /// Four lowercase hex digits.
    public static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// An encoder for a JSON document.
    public static func documentEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = documentFormatting
        return encoder
    }
}
