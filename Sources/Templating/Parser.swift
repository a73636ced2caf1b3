/// Parses a template source into a node tree: tokenize, apply the standalone-line rule, then nest.
struct Parser {
    /// The deepest nesting of sections, parents and blocks a template may have.
    static let maximumNesting = 100

    private struct Frame {
        enum Kind {
            case root
            case section(TagName, inverted: Bool)
            case parent(PartialReference)
            case block
        }

        let kind: Kind
        let open: Token?
        var children: [Node] = []
        var text: [UInt8] = []
        var overrides: [String: [Node]] = [:]

        mutating func flushText() {
            guard !text.isEmpty else { return }
            children.append(.text(text))
            text = []
        }
    }

    let bytes: [UInt8]
    let templateName: String
    let delimiters: Delimiters

    /// Parses the whole source into its top-level nodes.
    func parse() throws(TemplateError) -> [Node] {
        var tokenizer = Tokenizer(bytes: bytes, templateName: templateName, delimiters: delimiters)
        try tokenizer.run()
        var tokens = tokenizer.tokens
        StandaloneLines.apply(to: &tokens, in: bytes)
        var stack = [Frame(kind: .root, open: nil)]
        for token in tokens {
            try add(token, to: &stack)
        }
        if stack.count > 1, let open = stack[stack.count - 1].open {
            let location = SourceLocation(of: open.start, in: bytes)
            throw error(
                .unclosedSection(open.content, line: location.line, column: location.column), at: open.start)
        }
        stack[0].flushText()
        return stack[0].children
    }

    private func add(_ token: Token, to stack: inout [Frame]) throws(TemplateError) {
        let top = stack.count - 1
        switch token.kind {
        case .text:
            if token.end > token.start { stack[top].text.append(contentsOf: bytes[token.start..<token.end]) }
        case .comment, .delimiters:
            break
        case .variable(let escaped):
            stack[top].flushText()
            let variable = Variable(name: try name(token), escaped: escaped, offset: token.start)
            stack[top].children.append(.variable(variable))
        case .partial(let dynamic):
            stack[top].flushText()
            stack[top].children.append(.partial(try partial(token, dynamic: dynamic)))
        case .section(let inverted):
            try push(Frame(kind: .section(try name(token), inverted: inverted), open: token), onto: &stack)
        case .parent(let dynamic):
            try push(Frame(kind: .parent(try reference(token, dynamic: dynamic)), open: token), onto: &stack)
        case .block:
            try push(Frame(kind: .block, open: token), onto: &stack)
        case .close:
            try close(token, in: &stack)
        }
    }

    private func push(_ frame: Frame, onto stack: inout [Frame]) throws(TemplateError) {
        guard stack.count <= Self.maximumNesting else {
            throw error(.nestingTooDeep(limit: Self.maximumNesting), at: frame.open?.start ?? 0)
        }
        stack[stack.count - 1].flushText()
        stack.append(frame)
    }

    private func close(_ token: Token, in stack: inout [Frame]) throws(TemplateError) {
        guard stack.count > 1, var frame = stack.popLast(), let open = frame.open else {
            throw error(.unexpectedClosingTag(token.content, expected: nil), at: token.start)
        }
        guard open.content == token.content else {
            throw error(.unexpectedClosingTag(token.content, expected: open.content), at: token.start)
        }
        frame.flushText()
        let top = stack.count - 1
        switch frame.kind {
        case .root:
            break
        case .section(let name, let inverted):
            let body = String(decoding: bytes[open.end..<token.start], as: UTF8.self)
            let section = Section(
                name: name, inverted: inverted, children: frame.children, body: body,
                delimiters: open.delimiters,
                offset: open.start, closesLine: token.standalone)
            stack[top].children.append(.section(section))
        case .parent(let reference):
            let partial = Partial(
                reference: reference, indent: open.indent, standalone: open.standalone, offset: open.start)
            let parent = Parent(partial: partial, overrides: frame.overrides, closesLine: token.standalone)
            stack[top].children.append(.parent(parent))
        case .block:
            if case .parent = stack[top].kind {
                let children =
                    open.standalone
                    ? Indentation.dedent(frame.children, by: Indentation.common(of: frame.children))
                    : frame.children
                if stack[top].overrides[open.content] == nil { stack[top].overrides[open.content] = children }
            } else {
                let block = Block(
                    name: open.content, children: frame.children, standalone: open.standalone,
                    tagIndent: open.indent,
                    closesLine: token.standalone)
                stack[top].children.append(.block(block))
            }
        }
    }

    private func name(_ token: Token) throws(TemplateError) -> TagName {
        guard let name = TagName(token.content) else {
            throw error(.invalidName(token.content), at: token.start)
        }
        return name
    }

    private func reference(_ token: Token, dynamic: Bool) throws(TemplateError) -> PartialReference {
        dynamic ? .dynamic(try name(token)) : .literal(token.content)
    }

    private func partial(_ token: Token, dynamic: Bool) throws(TemplateError) -> Partial {
        Partial(
            reference: try reference(token, dynamic: dynamic), indent: token.standalone ? token.indent : [],
            standalone: token.standalone, offset: token.start)
    }

    private func error(_ reason: TemplateError.Reason, at offset: Int) -> TemplateError {
        TemplateError(template: templateName, location: SourceLocation(of: offset, in: bytes), reason: reason)
    }
}
