/// The untyped facts of one `--name` option that the parser and the help need; declared
/// through ``Option``, which adds the value's type.
public struct OptionSpec: Sendable {
    /// The name without dashes: `watchlist` for `--watchlist`.
    public let name: String
    /// How the value is written in help (`FILE`), or `nil` for a flag.
    public let valueName: String?
    /// One line of help.
    public let help: String
    /// The default as help shows it (`./Output`, `built-in`), or `nil` when there is none to show.
    public let defaultText: String?
    /// Whether the command cannot run without it.
    public let isRequired: Bool
    /// Reads a value written on the command line into the option's type (unused for a flag).
    let read: @Sendable (String) throws(ValueProblem) -> any Sendable
    /// For an option that may be given more than once, adds a value read to those read before
    /// it (`nil` at first); `nil` for an option given at most once.
    var accumulate: (@Sendable (_ earlier: (any Sendable)?, _ value: any Sendable) -> any Sendable)? = nil

    /// Whether the option may be given more than once.
    public var isRepeating: Bool { accumulate != nil }

    /// `--name` or `--name VALUE`, as in help.
    public var displayName: String { "--\(name)" + (valueName.map { " \($0)" } ?? "") }
}

/// A declared option of any value type, as a command lists it.
public protocol OptionDeclaration: Sendable {
    /// What the parser and the help need to know.
    var spec: OptionSpec { get }
}
