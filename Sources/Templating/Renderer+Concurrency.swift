import Dispatch

extension Renderer {
    /// The shortest list a concurrent render splits across threads; shorter ones are not worth it.
    static let concurrentListThreshold = 256

    /// Whether a section over `items` renders its elements on several threads: only in a concurrent
    /// render, for a long list, outside indented partials and blocks (whose indentation depends on
    /// where the previous element's output ended).
    func rendersConcurrently(_ items: [TemplateValue]) -> Bool {
        threads > 1 && items.count >= Self.concurrentListThreshold && indent.isEmpty
    }

    /// What one chunk of a concurrent list render left: its output, the work it did, and the
    /// error that stopped it.
    private struct Chunk: Sendable {
        var output: [UInt8]
        var spent: Int
        var error: TemplateError?
    }

    /// Renders `section`'s content once per element of `items`, as the sequential loop does, with
    /// the elements cut into a few contiguous chunks per thread. Each chunk renders with its own copy
    /// of this renderer, sequentially inside, and the chunks are then read in order as the sequential
    /// loop would have gone through them: their outputs joined, their work counted against this
    /// render's limit, and the first error met, or the limit first overrun, thrown. So the bytes are
    /// those of a sequential render, and so is the error, but for where an overrun is reported.
    mutating func renderConcurrently(_ items: [TemplateValue], of section: Section) throws(TemplateError) {
        let chunkCount = min(items.count, threads * 4)
        var base = self
        base.threads = 1
        base.output = []
        let template = base
        var chunks = [Chunk?](repeating: nil, count: chunkCount)
        chunks.withUnsafeMutableBufferPointer { buffer in
            // Each chunk writes only its own slot, and the buffer outlives `concurrentPerform`.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                var renderer = template
                var error: TemplateError?
                do throws(TemplateError) {
                    let range = (items.count * chunk / chunkCount)..<(items.count * (chunk + 1) / chunkCount)
                    for item in items[range] { try renderer.renderElement(item, of: section) }
                } catch let failure {
                    error = failure
                }
                slots[chunk] = Chunk(
                    output: renderer.output, spent: template.workLeft - renderer.workLeft, error: error)
            }
        }
        // Grown once, with room to spare as appending would leave it, rather than doubled step by step.
        let needed = output.count + chunks.reduce(0) { $0 + $1!.output.count }
        if needed > output.capacity { output.reserveCapacity(2 * needed) }
        for chunk in chunks {
            let chunk = chunk!
            workLeft -= chunk.spent
            guard workLeft >= 0 else {
                throw source.error(.renderTooLong(limit: workLimit), at: section.offset)
            }
            if let error = chunk.error { throw error }
            output.append(contentsOf: chunk.output)
        }
    }

    /// Renders `section`'s content once with `item` on top of the context stack.
    mutating func renderElement(_ item: TemplateValue, of section: Section) throws(TemplateError) {
        try spendWork(at: section.offset)
        stack.append(item)
        defer { stack.removeLast() }
        try render(section.children)
    }
}
