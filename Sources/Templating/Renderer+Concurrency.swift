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

    /// Renders `section`'s content once per element of `items`, as the sequential loop does, with
    /// the elements cut into a few contiguous chunks per thread. Each chunk renders with its own copy
    /// of this renderer, sequentially inside, and the outputs are joined in order, so the bytes are
    /// those of a sequential render. The error thrown is the first chunk's, which is the first
    /// element's; the work the chunks did counts against this render's limit.
    mutating func renderConcurrently(_ items: [TemplateValue], of section: Section) throws(TemplateError) {
        let chunkCount = min(items.count, threads * 4)
        var base = self
        base.threads = 1
        base.output = []
        let template = base
        var chunks = [Result<Renderer, TemplateError>?](repeating: nil, count: chunkCount)
        chunks.withUnsafeMutableBufferPointer { buffer in
            // Each chunk writes only its own slot, and the buffer outlives `concurrentPerform`.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                var renderer = template
                let range = (items.count * chunk / chunkCount)..<(items.count * (chunk + 1) / chunkCount)
                slots[chunk] = Result { () throws(TemplateError) -> Renderer in
                    for item in items[range] { try renderer.renderElement(item, of: section) }
                    return renderer
                }
            }
        }
        let renderers = try chunks.map { chunk throws(TemplateError) in try chunk!.get() }
        // Grown once, with room to spare as appending would leave it, rather than doubled step by step.
        let needed = output.count + renderers.reduce(0) { $0 + $1.output.count }
        if needed > output.capacity { output.reserveCapacity(2 * needed) }
        var spent = 0
        for renderer in renderers {
            output.append(contentsOf: renderer.output)
            spent += workLeft - renderer.workLeft
        }
        workLeft -= spent
        guard workLeft >= 0 else { throw source.error(.renderTooLong(limit: workLimit), at: section.offset) }
    }

    /// Renders `section`'s content once with `item` on top of the context stack.
    mutating func renderElement(_ item: TemplateValue, of section: Section) throws(TemplateError) {
        try spendWork(at: section.offset)
        stack.append(item)
        defer { stack.removeLast() }
        try render(section.children)
    }
}
