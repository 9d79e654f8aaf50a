extension Bibliography {
    /// Sources of location authorization 2.0 (issue 19), ids S200–S249.
    static let modern: [Source] = []
}
