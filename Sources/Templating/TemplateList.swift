/// A list whose elements are made only when a section reaches them, one at a time, and dropped once
/// rendered: a long list of large objects never exists in full, only the element being rendered
/// (one per thread in a concurrent render).
///
/// The closure is called again each time the list is rendered, and from several threads at once in a
/// concurrent render, so it must give the same value for the same index every time.
public struct TemplateList: Sendable {
    /// The number of elements.
    public let count: Int
    private let makeElement: @Sendable (Int) -> TemplateValue

    /// A list of `count` elements, element `index` made by `element(index)` when it is rendered.
    public init(count: Int, element: @escaping @Sendable (Int) -> TemplateValue) {
        self.count = max(count, 0)
        self.makeElement = element
    }

    /// Makes the element at `index`, which must be in `0..<count`.
    public subscript(index: Int) -> TemplateValue {
        precondition(index >= 0 && index < count, "index out of the list's range")
        return makeElement(index)
    }

    /// Whether the list has no element.
    public var isEmpty: Bool { count == 0 }
}
