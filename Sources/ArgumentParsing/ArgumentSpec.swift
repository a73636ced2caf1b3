/// The untyped facts of a positional argument that the parser and the help need; declared
/// through ``Argument``.
public struct ArgumentSpec: Sendable {
    /// The name shown in help: `SYMBOL`.
    public let name: String
    /// One line of help.
    public let help: String
    /// Whether it takes every remaining word (one or more, or zero or more when optional).
    public let isRepeating: Bool
    /// Whether it may be left out.
    public let isOptional: Bool

    /// How it appears in a usage line: `SYMBOL...`, `[DIR]`.
    public var usage: String {
        let text = isRepeating ? "\(name)..." : name
        return isOptional ? "[\(text)]" : text
    }
}

/// A declared positional argument of any value type, as a command lists it.
public protocol ArgumentDeclaration: Sendable {
    /// What the parser and the help need to know.
    var spec: ArgumentSpec { get }
}
