/// Applies the spec's standalone-line rule to a token list.
///
/// A line holding only whitespace and one or more non-interpolation tags (at most one partial) is
/// standalone: its leading whitespace becomes the tags' indentation and the whole line, line break
/// included, disappears from the output. A parent or block whose opening and closing tags share such
/// a line counts too; for a block pair the line break stays, since the block's content replaces only
/// the tags.
enum StandaloneLines {
    static func apply(to tokens: inout [Token], in bytes: [UInt8]) {
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count {
                let token = tokens[lineEnd]
                lineEnd += 1
                if token.kind == .text, token.end > token.start, bytes[token.end - 1] == 0x0A { break }
            }
            process(&tokens, lineStart..<lineEnd, bytes)
            lineStart = lineEnd
        }
    }

    private static func process(_ tokens: inout [Token], _ line: Range<Int>, _ bytes: [UInt8]) {
        var firstTag = line.lowerBound
        if tokens[firstTag].kind == .text {
            guard isBlank(tokens[firstTag], bytes, allowingLineBreak: false) else { return }
            firstTag += 1
        }
        var afterTags = firstTag
        while afterTags < line.upperBound, tokens[afterTags].kind != .text { afterTags += 1 }
        let tags = firstTag..<afterTags
        guard !tags.isEmpty, tags.allSatisfy({ tokens[$0].kind.canStandAlone }),
            tags.filter({ if case .partial = tokens[$0].kind { true } else { false } }).count <= 1
        else { return }
        let hasTrailing = afterTags < line.upperBound
        if hasTrailing {
            guard afterTags == line.upperBound - 1, isBlank(tokens[afterTags], bytes, allowingLineBreak: true)
            else { return }
        }
        let indent: [UInt8] =
            firstTag > line.lowerBound
            ? Array(bytes[tokens[line.lowerBound].start..<tokens[line.lowerBound].end]) : []
        if firstTag > line.lowerBound { tokens[line.lowerBound].end = tokens[line.lowerBound].start }
        for index in tags {
            tokens[index].standalone = true
            tokens[index].indent = indent
        }
        if hasTrailing {
            let keepsLineBreak =
                tags.count == 2 && tokens[tags.lowerBound].kind == .block
                && tokens[tags.upperBound - 1].kind == .close
            var trailing = tokens[afterTags]
            if keepsLineBreak {
                trailing.start = trailing.end - lineBreakLength(trailing, bytes)
            } else {
                trailing.end = trailing.start
            }
            tokens[afterTags] = trailing
        }
    }

    private static func isBlank(_ token: Token, _ bytes: [UInt8], allowingLineBreak: Bool) -> Bool {
        var end = token.end
        if allowingLineBreak { end -= lineBreakLength(token, bytes) }
        for index in token.start..<end where bytes[index] != 0x20 && bytes[index] != 0x09 { return false }
        return true
    }

    private static func lineBreakLength(_ token: Token, _ bytes: [UInt8]) -> Int {
        guard token.end > token.start, bytes[token.end - 1] == 0x0A else { return 0 }
        return token.end - token.start >= 2 && bytes[token.end - 2] == 0x0D ? 2 : 1
    }
}
