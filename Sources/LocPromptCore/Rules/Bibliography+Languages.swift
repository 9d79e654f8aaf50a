extension Bibliography {
    /// Sources of localized system strings (issue 13 §4), ids S150–S199.
    static let languages: [Source] = []
}
