/// Renders a node tree into one UTF-8 buffer, walking a context stack.
struct Renderer: Sendable {
    /// The deepest nesting of sections, partials, parents, blocks and lambdas while rendering.
    static let maximumDepth = 200
    /// The default number of section iterations and template expansions one render may perform.
    static let defaultWorkLimit = 50_000_000

    /// Block content given by a parent tag, with the template it was written in.
    struct Override: Sendable {
        let nodes: [Node]
        let source: TemplateSource
    }

    let library: TemplateLibrary
    var escaping: Escaping
    let strict: Bool
    let preferredExtension: String?
    var source: TemplateSource
    var output: [UInt8] = []
    var stack: [TemplateValue]
    /// The indentation of the standalone partials and blocks being rendered, prepended to each line.
    var indent: [UInt8] = []
    /// Whether the next output starts a line (tracked only while `indent` is not empty).
    var atLineStart = true
    var depth = 0
    /// Section iterations and template expansions left before the render is abandoned.
    var workLeft: Int
    let workLimit: Int
    var overrides: [[String: Override]] = []
    /// How many threads long lists may render on; 1 renders everything on the calling thread.
    var threads: Int
    /// The partials this render has found, by the name they were asked for, each looked up in the
    /// library once.
    var foundPartials: [String: Template] = [:]
    /// Whether a partial is copied into storage of its own when found (see
    /// ``Node/isolatedCopy()``), as each chunk of a concurrent render does.
    var isolatesPartials = false

    init(
        library: TemplateLibrary, escaping: Escaping, strict: Bool, source: TemplateSource,
        preferredExtension: String?, root: TemplateValue, workLimit: Int = Renderer.defaultWorkLimit,
        threads: Int = 1
    ) {
        self.threads = threads
        self.workLimit = workLimit
        self.workLeft = workLimit
        self.library = library
        self.escaping = escaping
        self.strict = strict
        self.source = source
        self.preferredExtension = preferredExtension
        self.stack = [root]
        output.reserveCapacity(max(4096, source.bytes.count * 2))
    }

    mutating func render(_ nodes: [Node]) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let bytes): appendText(bytes)
            case .variable(let variable): try render(variable)
            case .section(let section): try render(section)
            case .partial(let partial): try render(partial, overrides: nil)
            case .parent(let parent): try render(parent.partial, overrides: parent.overrides)
            case .block(let block): try render(block)
            }
        }
    }

    /// Runs `body` one level deeper, failing instead of recursing without bound.
    mutating func nested(
        at offset: Int, _ body: (inout Renderer) throws(TemplateError) -> Void
    ) throws(TemplateError) {
        guard depth < Self.maximumDepth else {
            throw source.error(.recursionTooDeep(limit: Self.maximumDepth), at: offset)
        }
        try spendWork(at: offset)
        depth += 1
        defer { depth -= 1 }
        try body(&self)
    }

    /// Counts one unit of work, failing once the render has done more than `workLimit`.
    mutating func spendWork(at offset: Int) throws(TemplateError) {
        workLeft -= 1
        guard workLeft >= 0 else { throw source.error(.renderTooLong(limit: workLimit), at: offset) }
    }

    /// Resolves a name against the context stack: the first frame holding the first part, then the
    /// remaining parts inside it. `nil` when the name is found nowhere.
    func lookup(_ name: TagName) -> TemplateValue? {
        guard let first = name.parts.first else { return stack.last }
        let firstHash = name.hashes[0]
        var index = stack.count - 1
        while index >= 0 {
            if case .object(let object) = stack[index], var value = object.value(for: first, hash: firstHash)
            {
                var part = 1
                while part < name.parts.count {
                    guard case .object(let inner) = value,
                        let next = inner.value(for: name.parts[part], hash: name.hashes[part])
                    else { return nil }
                    value = next
                    part += 1
                }
                return value
            }
            index -= 1
        }
        return nil
    }

    /// Looks a name up, failing in strict mode when it is missing.
    func resolve(_ name: TagName, at offset: Int) throws(TemplateError) -> TemplateValue {
        if let value = lookup(name) { return value }
        if strict { throw source.error(.missingName(name.text), at: offset) }
        return .null
    }
}
