extension Renderer {
    /// Renders a section once per list element, once for another truthy value, or its inverse.
    mutating func render(_ section: Section) throws(TemplateError) {
        let value = try resolve(section.name, at: section.offset)
        if section.inverted {
            if !value.isTruthy {
                try nested(at: section.offset) { (renderer) throws(TemplateError) in
                    try renderer.render(section.children)
                }
            }
            return
        }
        switch value {
        case .list(let items):
            try renderElements(count: items.count, of: section) { items[$0] }
        case .lazyList(let list):
            try renderElements(count: list.count, of: section) { list[$0] }
        case .lambda(let lambda):
            let template = try lambdaTemplate(
                lambda.body(section.body), delimiters: section.delimiters, at: section.offset)
            try renderTemplate(template, at: section.offset)
        default:
            guard value.isTruthy else { return }
            try nested(at: section.offset) { (renderer) throws(TemplateError) in
                renderer.stack.append(value)
                defer { renderer.stack.removeLast() }
                try renderer.render(section.children)
            }
        }
    }

    /// Renders a partial (`overrides == nil`) or a parent with its block overrides.
    mutating func render(_ partial: Partial, overrides blockOverrides: [String: [Node]]?)
        throws(TemplateError)
    {
        guard let name = try partialName(partial) else { return }
        guard let template = try partialTemplate(named: name) else {
            if strict { throw source.error(.missingPartial(name), at: partial.offset) }
            return
        }
        let savedIndent = indent
        if partial.standalone {
            indent += partial.indent
            atLineStart = true
        }
        defer { indent = savedIndent }
        if let blockOverrides {
            overrides.append(blockOverrides.mapValues { Override(nodes: $0, source: source) })
        }
        defer { if blockOverrides != nil { overrides.removeLast() } }
        try renderTemplate(template, at: partial.offset)
    }

    /// The template a partial tag names, from ``foundPartials`` after the first time.
    private mutating func partialTemplate(named name: String) throws(TemplateError) -> Template? {
        if let found = foundPartials[name] { return found }
        guard let template = try library.template(named: name, preferring: preferredExtension) else {
            return nil
        }
        let found = isolatesPartials ? template.isolatedCopy() : template
        foundPartials[name] = found
        return found
    }

    private func partialName(_ partial: Partial) throws(TemplateError) -> String? {
        switch partial.reference {
        case .literal(let name): return name
        case .dynamic(let name):
            let value = try resolve(name, at: partial.offset)
            guard case .string(let text) = value else { return nil }
            return text
        }
    }

    /// Renders a block: the outermost override of its name, or its own default content.
    mutating func render(_ block: Block) throws(TemplateError) {
        guard let override = overrides.lazy.compactMap({ $0[block.name] }).first else {
            try render(block.children)
            return
        }
        let savedIndent = indent
        let savedSource = source
        if block.standalone {
            indent += block.expansionIndent
            atLineStart = true
        }
        defer {
            indent = savedIndent
            source = savedSource
        }
        source = override.source
        try nested(at: 0) { (renderer) throws(TemplateError) in try renderer.render(override.nodes) }
    }
}
