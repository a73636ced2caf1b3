import Foundation

extension Array where Element: Sendable {
    /// `map(transform)` spread over the machine's cores: the elements are cut into a few
    /// contiguous chunks per core, each transformed on its own thread. The result is in the
    /// order of `map`, and the error thrown is the one of the first element that fails. For
    /// CPU-bound work outside async code: reading a folder of recordings, building a report.
    public func concurrentMap<T: Sendable, Failure: Error>(
        _ transform: @Sendable (Element) throws(Failure) -> T
    ) throws(Failure) -> [T] {
        let chunkCount = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
        guard chunkCount > 1 else { return try map(transform) }
        var results = [Result<T, Failure>?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each chunk writes only its own slots, and the buffer outlives `concurrentPerform`.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                for index in (count * chunk / chunkCount)..<(count * (chunk + 1) / chunkCount) {
                    slots[index] = Result { () throws(Failure) -> T in try transform(self[index]) }
                }
            }
        }
        return try results.map { result throws(Failure) -> T in try result!.get() }
    }
}
