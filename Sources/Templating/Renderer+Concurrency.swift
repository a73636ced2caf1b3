import Dispatch

extension Renderer {
    /// The shortest list a concurrent render splits across threads; shorter ones are not worth it.
    static let concurrentListThreshold = 256

    /// Renders `section`'s content once per element, `element(index)` giving each in turn: on several
    /// threads for a long list in a concurrent render, outside indented partials and blocks (whose
    /// indentation depends on where the previous element's output ended); otherwise in order here.
    mutating func renderElements(
        count: Int, of section: Section, element: @Sendable (Int) -> TemplateValue
    ) throws(TemplateError) {
        guard count > 0 else { return }
        try nested(at: section.offset) { (renderer) throws(TemplateError) in
            if renderer.threads > 1, count >= Self.concurrentListThreshold, renderer.indent.isEmpty {
                try renderer.renderConcurrently(count: count, of: section, element: element)
            } else {
                for index in 0..<count {
                    try renderer.renderElement(element(index), children: section.children, at: section.offset)
                }
            }
        }
    }

    /// What one chunk of a concurrent list render left: its output, the work it did, and the
    /// error that stopped it.
    private struct Chunk: Sendable {
        var output: [UInt8]
        var spent: Int
        var error: TemplateError?
    }

    /// Renders `section`'s content once per element, as the sequential loop does, with the elements
    /// cut into a few contiguous chunks per thread. Each chunk renders with its own copy of this
    /// renderer, sequentially inside, making each element on its own thread and dropping it once
    /// rendered. The chunks are then read in order as the sequential loop would have gone through
    /// them: their outputs joined, their work counted against this render's limit, and the first
    /// error met, or the limit first overrun, thrown. So the bytes are those of a sequential render,
    /// and so is the error, but for where an overrun is reported.
    ///
    /// Each chunk renders a copy of the section's content and of the partials it meets, made on
    /// its thread (see ``Node/isolatedCopy()``).
    private mutating func renderConcurrently(
        count: Int, of section: Section, element: @Sendable (Int) -> TemplateValue
    ) throws(TemplateError) {
        let chunkCount = min(count, threads * 4)
        var base = self
        base.threads = 1
        base.output = []
        base.foundPartials = [:]
        base.isolatesPartials = true
        let template = base
        var chunks = [Chunk?](repeating: nil, count: chunkCount)
        chunks.withUnsafeMutableBufferPointer { buffer in
            // Each chunk writes only its own slot, and the buffer outlives `concurrentPerform`.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                var renderer = template
                var error: TemplateError?
                let children = section.children.isolatedCopy()
                do throws(TemplateError) {
                    for index in (count * chunk / chunkCount)..<(count * (chunk + 1) / chunkCount) {
                        try renderer.renderElement(element(index), children: children, at: section.offset)
                    }
                } catch let failure {
                    error = failure
                }
                slots[chunk] = Chunk(
                    output: renderer.output, spent: template.workLeft - renderer.workLeft, error: error)
            }
        }
        try join(&chunks, of: section)
    }

    /// Appends the chunks' outputs in order, freeing each once appended, and counts their work;
    /// throws the first error met or the limit first overrun.
    private mutating func join(_ chunks: inout [Chunk?], of section: Section) throws(TemplateError) {
        // Grown once, with room to spare as appending would leave it, rather than doubled step by step.
        let needed = output.count + chunks.reduce(0) { $0 + $1!.output.count }
        if needed > output.capacity { output.reserveCapacity(2 * needed) }
        for index in chunks.indices {
            let chunk = chunks[index]!
            chunks[index] = nil
            workLeft -= chunk.spent
            guard workLeft >= 0 else {
                throw source.error(.renderTooLong(limit: workLimit), at: section.offset)
            }
            if let error = chunk.error { throw error }
            output.append(contentsOf: chunk.output)
        }
    }

    /// Renders a section's content, `children`, once with `item` on top of the context stack;
    /// `offset` is the section's.
    mutating func renderElement(_ item: TemplateValue, children: [Node], at offset: Int) throws(TemplateError)
    {
        try spendWork(at: offset)
        stack.append(item)
        defer { stack.removeLast() }
        try render(children)
    }
}
