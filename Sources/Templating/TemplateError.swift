/// A template that cannot be parsed or rendered, with the place in the template it concerns.
///
/// `description` reads `name:LINE:COLUMN: message`, then the source line and a caret under the column.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// A tag opened but its closing delimiter never came.
        case unclosedTag(closing: String)
        /// A section, inverted section, parent or block was never closed; its opening tag's position.
        case unclosedSection(String, line: Int, column: Int)
        /// A closing tag that does not match the innermost open section (`nil` when none is open).
        case unexpectedClosingTag(String, expected: String?)
        /// A tag with no name, like `{{ }}` or `{{#}}`.
        case emptyTag
        /// A tag name that cannot be a name (whitespace inside, or an empty part like `a..b`).
        case invalidName(String)
        /// A set-delimiter tag that is not `{{=OPEN CLOSE=}}` with two non-empty delimiters.
        case invalidDelimiters(String)
        /// Sections nested deeper than the parser allows.
        case nestingTooDeep(limit: Int)
        /// Strict mode: a name found nowhere in the context.
        case missingName(String)
        /// Strict mode: a partial or parent template not in the library.
        case missingPartial(String)
        /// Partials, parents or lambdas recursed deeper than the renderer allows.
        case recursionTooDeep(limit: Int)
        /// One render did more section iterations and template expansions than its limit.
        case renderTooLong(limit: Int)
        /// A template produced by a lambda failed to parse.
        case invalidLambdaResult(String)
    }

    /// The template's name (its file name, or the name it was given).
    public let template: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, in Unicode scalars.
    public let column: Int
    /// The text of that line of the template.
    public let sourceLine: String
    /// What went wrong.
    public let reason: Reason

    init(template: String, location: SourceLocation, reason: Reason) {
        self.template = template
        self.line = location.line
        self.column = location.column
        self.sourceLine = location.lineText
        self.reason = reason
    }

    /// The one-line message, e.g. `unclosed section "rows" opened at 12:3`.
    public var message: String {
        switch reason {
        case .unclosedTag(let closing): "unclosed tag, expected \"\(closing)\""
        case .unclosedSection(let name, let line, let column):
            "unclosed section \"\(name)\" opened at \(line):\(column)"
        case .unexpectedClosingTag(let name, let expected?):
            "unexpected closing tag \"\(name)\", expected \"\(expected)\""
        case .unexpectedClosingTag(let name, nil): "unexpected closing tag \"\(name)\", no section is open"
        case .emptyTag: "empty tag, expected a name"
        case .invalidName(let name): "invalid tag name \"\(name)\""
        case .invalidDelimiters(let text): "bad delimiter change \"\(text)\", expected {{=OPEN CLOSE=}}"
        case .nestingTooDeep(let limit): "sections nested deeper than \(limit) levels"
        case .missingName(let name): "missing name \"\(name)\""
        case .missingPartial(let name): "missing partial \"\(name)\""
        case .recursionTooDeep(let limit):
            "partials or lambdas nested deeper than \(limit) levels (recursion?)"
        case .renderTooLong(let limit):
            "rendering took more than \(limit) section iterations and partial expansions (runaway recursion?)"
        case .invalidLambdaResult(let message): "lambda result is not a valid template: \(message)"
        }
    }

    /// `name:LINE:COLUMN: message`, the source line, and a caret under the column.
    public var description: String {
        let caretPad = String(
            sourceLine.unicodeScalars.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
        return "\(template):\(line):\(column): \(message)\n\(sourceLine)\n\(caretPad)^"
    }
}
