import Foundation

extension Array where Element: Sendable {
    /// `map(transform)` spread over the machine's cores: the elements are cut into a few
    /// contiguous chunks per core, each transformed on its own thread. The result is in the
    /// order of `map`, and the error thrown is the one of the first element that fails. For
    /// CPU-bound work outside async code: reading a folder of recordings, building a report.
    public func concurrentMap<T: Sendable, Failure: Error>(
        _ transform: @Sendable (Element) throws(Failure) -> T
    ) throws(Failure) -> [T] {
        let chunks = self.chunks
        guard chunks.count > 1 else { return try map(transform) }
        var results = [Result<T, Failure>?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each chunk writes only its own slots, and the buffer outlives `concurrentPerform`.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: chunks.count) { chunk in
                for index in chunks[chunk] {
                    slots[index] = Result { () throws(Failure) -> T in try transform(self[index]) }
                }
            }
        }
        return try results.map { result throws(Failure) -> T in try result!.get() }
    }

    /// `transform` applied to each of the contiguous chunks ``concurrentMap(_:)`` cuts the array
    /// into, the chunks at the same time: the results in order, one per chunk (none when empty).
    /// For work that is cheaper done run by run, such as writing a long list's text.
    public func concurrentChunkMap<T: Sendable>(_ transform: @Sendable (ArraySlice<Element>) -> T) -> [T] {
        chunks.concurrentMap { transform(self[$0]) }
    }

    /// The index ranges of a few contiguous chunks per core, in order, covering the array.
    private var chunks: [Range<Int>] {
        let chunkCount = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
        return (0..<chunkCount).map { chunk in
            (count * chunk / chunkCount)..<(count * (chunk + 1) / chunkCount)
        }
    }
}
