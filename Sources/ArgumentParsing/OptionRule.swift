/// A constraint between the options of one command, checked after parsing.
public enum OptionRule: Sendable {
    /// At most one of these options may be given; `reason` tells why, when it is not obvious.
    case exclusive([any OptionDeclaration], reason: String? = nil)
    /// The first option may only be given together with the second.
    case requires(any OptionDeclaration, any OptionDeclaration)
}
