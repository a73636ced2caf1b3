/// Why a value given on the command line is not acceptable: what was expected, and the near
/// match when there is one.
public struct ValueProblem: Error, Sendable, Hashable {
    /// What a good value looks like: `a date as YYYY-MM-DD`.
    public let expected: String
    /// The accepted value nearest to what was typed, when it is near enough to be a typo.
    public let suggestion: String?

    /// A problem expecting `expected`, suggesting `suggestion`.
    public init(expected: String, suggestion: String? = nil) {
        self.expected = expected
        self.suggestion = suggestion
    }
}
