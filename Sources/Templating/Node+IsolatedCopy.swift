extension Node {
    /// This node and everything inside it again, in storage of its own: the same template, but no
    /// object, array or string that a render reads is shared with the original.
    ///
    /// Rendering retains and releases the nodes it walks. Threads walking the same nodes contend
    /// for those counts, each write taking the count's memory from the other core; a thread that
    /// renders a copy of its own keeps them in its own cache.
    func isolatedCopy() -> Node {
        switch self {
        case .text(let bytes):
            return .text(bytes.map { $0 })
        case .variable(let variable):
            return .variable(
                Variable(
                    name: variable.name.isolatedCopy(), escaped: variable.escaped, offset: variable.offset))
        case .section(let section):
            return .section(section.isolatedCopy())
        case .partial(let partial):
            return .partial(partial.isolatedCopy())
        case .parent(let parent):
            return .parent(
                Parent(
                    partial: parent.partial.isolatedCopy(),
                    overrides: parent.overrides.mapValues { $0.isolatedCopy() },
                    closesLine: parent.closesLine))
        case .block(let block):
            return .block(
                Block(
                    name: String(copying: block.name), children: block.children.isolatedCopy(),
                    standalone: block.standalone, tagIndent: block.tagIndent.map { $0 },
                    closesLine: block.closesLine))
        }
    }
}

extension [Node] {
    /// Each node again, in storage of its own (see ``Node/isolatedCopy()``).
    func isolatedCopy() -> [Node] { map { $0.isolatedCopy() } }
}

extension Section {
    /// This section again, in storage of its own (see ``Node/isolatedCopy()``).
    fileprivate func isolatedCopy() -> Section {
        Section(
            name: name.isolatedCopy(), inverted: inverted, children: children.isolatedCopy(), body: body,
            delimiters: delimiters, offset: offset, closesLine: closesLine)
    }
}

extension Partial {
    /// This partial tag again, in storage of its own (see ``Node/isolatedCopy()``).
    fileprivate func isolatedCopy() -> Partial {
        let copied: PartialReference
        switch reference {
        case .literal(let name): copied = .literal(String(copying: name))
        case .dynamic(let name): copied = .dynamic(name.isolatedCopy())
        }
        return Partial(reference: copied, indent: indent.map { $0 }, standalone: standalone, offset: offset)
    }
}

extension TagName {
    /// This name again, in storage of its own (see ``Node/isolatedCopy()``).
    fileprivate func isolatedCopy() -> TagName {
        TagName(
            text: String(copying: text), parts: parts.map { String(copying: $0) }, hashes: hashes.map { $0 })
    }
}

extension Template {
    /// This template again, in storage of its own (see ``Node/isolatedCopy()``).
    func isolatedCopy() -> Template {
        Template(
            name: name, source: TemplateSource(name: source.name, bytes: source.bytes),
            nodes: nodes.isolatedCopy())
    }
}

extension String {
    /// `text` in a buffer of its own rather than sharing `text`'s.
    fileprivate init(copying text: String) {
        self.init(decoding: Array(text.utf8), as: UTF8.self)
    }
}
