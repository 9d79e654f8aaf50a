/// A real OS version number such as `17.4` or `13.3.1`.
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible, Codable {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `17`, `17.4` or `17.4.1`. Returns nil for anything else (empty parts, signs, letters,
    /// more than three parts, absurdly long numbers).
    public init?(parsing text: String) {
        let trimmed = text.trimmingSpaces()
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 4, part.allSatisfy({ $0 >= "0" && $0 <= "9" }),
                  let value = Int(part) else { return nil }
            numbers.append(value)
        }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }
}

extension String {
    /// Trims ASCII spaces and tabs without Foundation.
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
