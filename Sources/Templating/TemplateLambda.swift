/// A Swift closure a template calls, standing in for the spec's lambdas.
///
/// As an interpolation (`{{name}}`) the closure receives the empty string; its result is rendered as a
/// template with the default delimiters, then escaped like any value (`{{{name}}}` leaves it raw).
/// As a section (`{{#name}}text{{/name}}`) it receives the section's unrendered text; its result is
/// rendered as a template with the delimiters in effect at the section. An inverted section over a
/// lambda never renders.
public struct TemplateLambda: Sendable {
    /// The closure: section text in (empty for interpolations), template text out.
    public let body: @Sendable (String) -> String

    /// Wraps a closure.
    public init(_ body: @escaping @Sendable (String) -> String) {
        self.body = body
    }
}
