/// A constraint between the options of one command, checked after parsing.
enum OptionRule: Sendable {
    /// At most one of these options may be given.
    case exclusive([String])
    /// The first option may only be given together with the second.
    case requires(String, String)
}
