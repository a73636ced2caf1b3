/// A positional argument of a command.
struct ArgumentSpec: Sendable {
    /// The name shown in help and used to read the value: `SYMBOL`.
    let name: String
    /// One line of help.
    let help: String
    /// Whether it takes every remaining word (one or more, or zero or more when optional).
    let isRepeating: Bool
    /// Whether it may be left out.
    let isOptional: Bool

    init(_ name: String, help: String, repeating: Bool = false, optional: Bool = false) {
        self.name = name
        self.help = help
        self.isRepeating = repeating
        self.isOptional = optional
    }

    /// How it appears in a usage line: `SYMBOL...`, `[DIR]`.
    var usage: String {
        let text = isRepeating ? "\(name)..." : name
        return isOptional ? "[\(text)]" : text
    }
}
