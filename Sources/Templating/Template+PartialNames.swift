extension Template {
    /// The templates this one names in partial and parent tags, literally, and whether it also
    /// has a dynamic name (`{{>*name}}`), which can name any template.
    var partialNames: (literal: [String], hasDynamic: Bool) {
        var names: [String] = []
        var hasDynamic = false
        func visit(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .text, .variable: break
                case .section(let section): visit(section.children)
                case .block(let block): visit(block.children)
                case .partial(let partial): note(partial.reference)
                case .parent(let parent):
                    note(parent.partial.reference)
                    for key in parent.overrides.keys.sorted() { visit(parent.overrides[key] ?? []) }
                }
            }
        }
        func note(_ reference: PartialReference) {
            switch reference {
            case .literal(let name): names.append(name)
            case .dynamic: hasDynamic = true
            }
        }
        visit(nodes)
        return (names, hasDynamic)
    }
}
