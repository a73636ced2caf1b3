/// Why a rule written as `NAME=VALUE` is not one: what a good one looks like, and the near rule
/// name when the name is a typo.
public struct AlertRuleTextProblem: Error, Sendable, Hashable {
    /// What a good setting looks like.
    public let expected: String
    /// The setting nearest to what was written, when the name is near a rule's.
    public let suggestion: String?

    /// A problem expecting `expected`, suggesting `suggestion`.
    init(expected: String, suggestion: String? = nil) {
        self.expected = expected
        self.suggestion = suggestion
    }
}
