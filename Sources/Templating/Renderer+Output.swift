extension Renderer {
    /// Appends template text, indenting each line while inside an indented partial or block.
    mutating func appendText(_ bytes: [UInt8]) {
        if indent.isEmpty {
            output.append(contentsOf: bytes)
            return
        }
        var start = 0
        while start < bytes.count {
            if atLineStart {
                output.append(contentsOf: indent)
                atLineStart = false
            }
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            if end < bytes.count {
                end += 1
                atLineStart = true
            }
            output.append(contentsOf: bytes[start..<end])
            start = end
        }
    }

    /// Appends an interpolated value, escaped unless the tag is `{{{name}}}` or `{{&name}}`.
    mutating func render(_ variable: Variable) throws(TemplateError) {
        let value = try resolve(variable.name, at: variable.offset)
        switch value {
        case .string(let text): append(text, escaped: variable.escaped, isNumber: false)
        case .number(let number):
            append(TemplateValue.format(number), escaped: variable.escaped, isNumber: true)
        case .bool(let flag): append(flag ? "true" : "false", escaped: variable.escaped, isNumber: false)
        case .lambda(let lambda):
            let expanded = try expand(lambda, at: variable.offset)
            append(expanded, escaped: variable.escaped, isNumber: false)
        case .null, .list, .lazyList, .object: break
        }
    }

    private mutating func append(_ text: String, escaped: Bool, isNumber: Bool) {
        if !indent.isEmpty, atLineStart, !text.isEmpty {
            output.append(contentsOf: indent)
            atLineStart = false
        }
        if escaped {
            escaping.append(text, isNumber: isNumber, into: &output)
        } else {
            output.append(contentsOf: text.utf8)
        }
    }

    /// Calls an interpolation lambda and renders its result as a template, unescaped.
    private mutating func expand(_ lambda: TemplateLambda, at offset: Int) throws(TemplateError) -> String {
        let template = try lambdaTemplate(lambda.body(""), delimiters: .standard, at: offset)
        let savedOutput = output
        let savedEscaping = escaping
        let savedIndent = indent
        output = []
        escaping = .none
        indent = []
        defer {
            output = savedOutput
            escaping = savedEscaping
            indent = savedIndent
        }
        try renderTemplate(template, at: offset)
        return String(decoding: output, as: UTF8.self)
    }

    /// Parses a lambda's result; a parse error is reported at the tag that called the lambda.
    func lambdaTemplate(_ text: String, delimiters: Delimiters, at offset: Int) throws(TemplateError)
        -> Template
    {
        do {
            return try Template(
                bytes: Array(text.utf8), name: source.name + " (lambda result)", delimiters: delimiters)
        } catch {
            throw source.error(.invalidLambdaResult(error.message), at: offset)
        }
    }

    /// Renders another template's nodes with that template as the source of error positions.
    mutating func renderTemplate(_ template: Template, at offset: Int) throws(TemplateError) {
        let savedSource = source
        try nested(at: offset) { (renderer) throws(TemplateError) in
            renderer.source = template.source
            defer { renderer.source = savedSource }
            try renderer.render(template.nodes)
        }
    }
}
