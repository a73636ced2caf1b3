import Synchronization
import Templating

/// The spec's lambdas (`~lambdas.json`), written as Swift closures and keyed by test name.
enum SpecLambdas {
    private static let calls = Mutex(0)

    static let table: [String: TemplateLambda] = [
        "Interpolation": TemplateLambda { _ in "world" },
        "Interpolation - Expansion": TemplateLambda { _ in "{{planet}}" },
        "Interpolation - Alternate Delimiters": TemplateLambda { _ in "|planet| => {{planet}}" },
        "Interpolation - Multiple Calls": TemplateLambda { _ in
            String(
                calls.withLock { count in
                    count += 1
                    return count
                })
        },
        "Escaping": TemplateLambda { _ in ">" },
        "Section": TemplateLambda { text in text == "{{x}}" ? "yes" : "no" },
        "Section - Expansion": TemplateLambda { text in text + "{{planet}}" + text },
        "Section - Alternate Delimiters": TemplateLambda { text in text + "{{planet}} => |planet|" + text },
        "Section - Multiple Calls": TemplateLambda { text in "__" + text + "__" },
        "Inverted Section": TemplateLambda { _ in "" },
    ]
}
