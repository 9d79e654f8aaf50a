/// `String(repeating:count:)` by copying bytes. The standard library's appends the piece one copy at a time, about
/// 280 instructions a copy: the borders, dividers, fills and paddings of one first frame were 350 copies and
/// 114k instructions (issue 15). The same string, built with one allocation and one copy per piece.
public enum RepeatedText {
    public static func make(_ piece: String, count: Int) -> String {
        guard count > 0, !piece.isEmpty else { return "" }
        var piece = piece
        let (total, overflow) = piece.utf8.count.multipliedReportingOverflow(by: count)
        guard !overflow else { return String(repeating: piece, count: count) }
        return piece.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: total) { buffer in
                var offset = 0
                for _ in 0..<count {
                    (buffer.baseAddress! + offset).update(from: bytes.baseAddress!, count: bytes.count)
                    offset += bytes.count
                }
                return total
            }
        }
    }
}
