extension Array where Element == String {
    /// The strings with `separator` between them, as `joined(separator:)` gives them. The standard library's
    /// `joined(separator:)` runs through its unspecialized generic entry point, whose first call looks up the
    /// array's associated types at run time (a scan of every protocol conformance in the binary, a tenth of a
    /// millisecond); the texts drawn on the way to the first frame join through this instead (issue 15).
    @inlinable
    public func joinedText(separator: String) -> String {
        var text = ""
        for (index, part) in enumerated() {
            if index > 0 { text += separator }
            text += part
        }
        return text
    }
}
