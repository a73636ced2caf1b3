/// Where a value sits inside a JSON document: the keys and list indexes leading to it.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step: an object key or a list index.
    public enum Component: Sendable, Hashable {
        /// The member with this key.
        case key(String)
        /// The element at this index, from 0.
        case index(Int)
    }

    /// The steps from the root.
    public var components: [Component]

    /// Creates a path from its steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// Creates a path from its steps, written as a list.
    public init(arrayLiteral elements: Component...) {
        self.init(elements)
    }

    /// The path one step further down.
    public func appending(_ component: Component) -> JSONPath {
        JSONPath(components + [component])
    }

    /// The path one key further down.
    public func appending(key: String) -> JSONPath { appending(.key(key)) }

    /// The path one list index further down.
    public func appending(index: Int) -> JSONPath { appending(.index(index)) }

    /// The path written as `stocks[2].quantity`; `$` for the root.
    public var description: String {
        guard !components.isEmpty else { return "$" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
