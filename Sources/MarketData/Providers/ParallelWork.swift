import Dispatch

/// Runs synchronous, CPU-bound work over a list on all cores, for steps outside async code such as
/// reading a folder of recordings.
enum ParallelWork {
    /// `transform` applied to every element, spread over the cores; results keep input order, and
    /// the first error in input order is thrown.
    static func map<Element: Sendable, Output>(
        _ elements: [Element], _ transform: @Sendable (Element) throws -> Output
    ) throws -> [Output] {
        var outcomes = [Result<Output, any Error>?](repeating: nil, count: elements.count)
        outcomes.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                // Each iteration writes only its own slot.
                slots.buffer[index] = Result { try transform(elements[index]) }
            }
        }
        return try outcomes.map { try $0!.get() }
    }

    /// The result slots, shared by iterations that each write a different index.
    private struct Slots<Output>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Result<Output, any Error>?>
    }
}
