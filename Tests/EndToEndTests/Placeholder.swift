import Testing

// Replaced by real tests as the target's features land.
@Test func EndToEndTestsBuilds() { #expect(Bool(true)) }
