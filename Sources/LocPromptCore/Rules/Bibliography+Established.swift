extension Bibliography {
    /// Sources of S1–S52, the sources of the first reference (issue 2).
    static let established: [Source] = []
}
