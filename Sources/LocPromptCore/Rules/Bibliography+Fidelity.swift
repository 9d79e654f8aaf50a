extension Bibliography {
    /// Sources of the second reading of Apple's sources (issue 13), ids S100–S149.
    static let fidelity: [Source] = []
}
