/// A positional argument, declared once and read back typed with `arguments[argument]`: one
/// word (`String`), an optional word (`String?`) or every remaining word (`[String]`).
public struct Argument<Value: Sendable>: ArgumentDeclaration {
    public let spec: ArgumentSpec
    /// The value from the words given for it (none, one, or all the remaining ones).
    private let value: @Sendable ([String]) -> Value

    /// The value from the words the parser assigned to this argument.
    func value(from words: [String]) -> Value { value(words) }

}

extension Argument where Value == String {
    /// One word that must be given.
    public static func single(_ name: String, help: String) -> Argument<String> {
        Argument(
            spec: ArgumentSpec(name: name, help: help, isRepeating: false, isOptional: false),
            value: { $0.first ?? "" })
    }
}

extension Argument where Value == String? {
    /// One word that may be left out.
    public static func optional(_ name: String, help: String) -> Argument<String?> {
        Argument(
            spec: ArgumentSpec(name: name, help: help, isRepeating: false, isOptional: true),
            value: { $0.first })
    }
}

extension Argument where Value == [String] {
    /// Every remaining word, at least one unless `optional`.
    public static func repeating(_ name: String, help: String, optional: Bool = false) -> Argument<[String]> {
        Argument(
            spec: ArgumentSpec(name: name, help: help, isRepeating: true, isOptional: optional),
            value: { $0 })
    }
}
