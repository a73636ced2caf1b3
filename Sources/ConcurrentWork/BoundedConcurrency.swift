/// Runs async work over a list with at most a fixed number of tasks at once.
public enum BoundedConcurrency {
    /// `transform` applied to every element, at most `limit` at a time; results keep input order.
    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], limit: Int, _ transform: @escaping @Sendable (Element) async -> Result
    ) async -> [Result] {
        await withTaskGroup(of: (Int, Result).self) { group in
            var results = [Result?](repeating: nil, count: elements.count)
            var next = 0
            func startNext() {
                guard next < elements.count else { return }
                let index = next
                next += 1
                group.addTask { (index, await transform(elements[index])) }
            }
            for _ in 0..<min(max(1, limit), elements.count) { startNext() }
            while let (index, result) = await group.next() {
                results[index] = result
                startNext()
            }
            return results.compactMap { $0 }
        }
    }
}
