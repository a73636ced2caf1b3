import Synchronization
import Templating

/// The spec's lambdas (`~lambdas.json`), written as Swift closures and keyed by test name.
enum SpecLambdas {
    /// The lambda of the test `name`, made afresh: the counting one counts from zero for each
    /// case that asks for it.
    static func lambda(for name: String) -> TemplateLambda? {
        if name == "Interpolation - Multiple Calls" {
            let calls = Mutex(0)
            return TemplateLambda { _ in
                String(
                    calls.withLock { count in
                        count += 1
                        return count
                    })
            }
        }
        return table[name]
    }

    private static let table: [String: TemplateLambda] = [
        "Interpolation": TemplateLambda { _ in "world" },
        "Interpolation - Expansion": TemplateLambda { _ in "{{planet}}" },
        "Interpolation - Alternate Delimiters": TemplateLambda { _ in "|planet| => {{planet}}" },
        "Escaping": TemplateLambda { _ in ">" },
        "Section": TemplateLambda { text in text == "{{x}}" ? "yes" : "no" },
        "Section - Expansion": TemplateLambda { text in text + "{{planet}}" + text },
        "Section - Alternate Delimiters": TemplateLambda { text in text + "{{planet}} => |planet|" + text },
        "Section - Multiple Calls": TemplateLambda { text in "__" + text + "__" },
        "Inverted Section": TemplateLambda { _ in "" },
    ]
}
