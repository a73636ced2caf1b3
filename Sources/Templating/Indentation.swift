/// Measures and removes the indentation of block content, so that a block's lines can be re-indented
/// where the block is expanded.
enum Indentation {
    /// The longest run of spaces and tabs that starts every non-blank line of `nodes`.
    static func common(of nodes: [Node]) -> [UInt8] {
        var walker = Measure()
        walker.visit(nodes)
        return walker.common ?? []
    }

    /// `nodes` with `indent` removed from the start of every line that begins with it.
    static func dedent(_ nodes: [Node], by indent: [UInt8]) -> [Node] {
        guard !indent.isEmpty else { return nodes }
        var walker = Dedent(indent: indent)
        return walker.visit(nodes)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    private struct Measure {
        var common: [UInt8]?
        var atLineStart = true
        var lineIndent: [UInt8] = []

        mutating func visit(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .text(let bytes): visitText(bytes)
                case .variable: contentStarts()
                case .section(let section):
                    visit(section.children)
                    if section.closesLine { atLineStart = true }
                case .partial(let partial): visitTag(partial)
                case .parent(let parent):
                    visitTag(parent.partial)
                    if parent.closesLine { atLineStart = true }
                case .block(let block):
                    if block.standalone, atLineStart { lineIndent = block.tagIndent }
                    visit(block.children)
                    if block.closesLine { atLineStart = true }
                }
            }
        }

        private mutating func visitTag(_ partial: Partial) {
            guard partial.standalone else { return contentStarts() }
            if atLineStart { lineIndent = partial.indent }
            contentStarts()
            atLineStart = true
        }

        private mutating func visitText(_ bytes: [UInt8]) {
            for byte in bytes {
                if atLineStart {
                    if isSpace(byte) {
                        lineIndent.append(byte)
                        continue
                    }
                    if byte == 0x0A || byte == 0x0D {
                        lineIndent = []
                        continue
                    }
                    contentStarts()
                }
                if byte == 0x0A {
                    atLineStart = true
                    lineIndent = []
                }
            }
        }

        private mutating func contentStarts() {
            guard atLineStart else { return }
            if let current = common {
                common = Array(zip(current, lineIndent).prefix { $0 == $1 }.map(\.0))
            } else {
                common = lineIndent
            }
            lineIndent = []
            atLineStart = false
        }
    }

    private struct Dedent {
        let indent: [UInt8]
        var atLineStart = true

        mutating func visit(_ nodes: [Node]) -> [Node] {
            nodes.map { node in
                switch node {
                case .text(let bytes):
                    return .text(strip(bytes))
                case .variable:
                    atLineStart = false
                    return node
                case .section(let section):
                    let children = visit(section.children)
                    if section.closesLine { atLineStart = true }
                    return .section(
                        Section(
                            name: section.name, inverted: section.inverted, children: children,
                            body: section.body,
                            delimiters: section.delimiters, offset: section.offset,
                            closesLine: section.closesLine))
                case .partial(let partial):
                    return .partial(strip(partial))
                case .parent(let parent):
                    let partial = strip(parent.partial)
                    if parent.closesLine { atLineStart = true }
                    return .parent(
                        Parent(partial: partial, overrides: parent.overrides, closesLine: parent.closesLine))
                case .block(let block):
                    let tagIndent =
                        block.standalone && atLineStart ? removingPrefix(block.tagIndent) : block.tagIndent
                    let children = visit(block.children)
                    if block.closesLine { atLineStart = true }
                    return .block(
                        Block(
                            name: block.name, children: children, standalone: block.standalone,
                            tagIndent: tagIndent,
                            closesLine: block.closesLine))
                }
            }
        }

        private mutating func strip(_ partial: Partial) -> Partial {
            guard partial.standalone else {
                atLineStart = false
                return partial
            }
            let indent = atLineStart ? removingPrefix(partial.indent) : partial.indent
            atLineStart = true
            return Partial(
                reference: partial.reference, indent: indent, standalone: true, offset: partial.offset)
        }

        private func removingPrefix(_ bytes: [UInt8]) -> [UInt8] {
            bytes.starts(with: indent) ? Array(bytes.dropFirst(indent.count)) : bytes
        }

        private mutating func strip(_ bytes: [UInt8]) -> [UInt8] {
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                if atLineStart, bytes[index...].starts(with: indent) { index += indent.count }
                guard index < bytes.count else { break }
                let byte = bytes[index]
                result.append(byte)
                atLineStart = byte == 0x0A
                index += 1
            }
            return result
        }
    }
}
