@testable import MarketReport

/// A gap written in a test as its code (`"sparkline: timeout"`), read as a later run reads it.
extension Gap: ExpressibleByStringLiteral {
    public init(stringLiteral code: String) {
        guard let gap = Gap(code: code) else { preconditionFailure("\(code) is not a gap's code") }
        self = gap
    }
}

/// A reason written in a test as its code (`"no trades"`).
extension Gap.Reason: ExpressibleByStringLiteral {
    public init(stringLiteral code: String) {
        guard let reason = Gap.Reason(code: code) else {
            preconditionFailure("\(code) is not a reason's code")
        }
        self = reason
    }
}
