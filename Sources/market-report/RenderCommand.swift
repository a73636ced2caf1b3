/// `market-report render TEMPLATE --data FILE.json [--partials DIR] [--escape html|markdown|csv|none]`.
enum RenderCommand {
    static let escapes = ["html", "markdown", "csv", "none"]

    static let spec = CommandSpec(
        name: "render", summary: "Render any Mustache template with JSON data to stdout.",
        arguments: [ArgumentSpec("TEMPLATE", help: "The template file.")],
        options: [
            .value("data", "FILE", kind: .path, help: "The JSON data to render.", required: true),
            .value(
                "partials", "DIR", kind: .path, help: "Where {{> name}} partials are looked up.",
                defaultDescription: "the template's folder"),
            .value(
                "escape", "MODE", kind: .choice(escapes), help: "Escaping: html, markdown, csv or none.",
                defaultDescription: "from the template's extension"),
        ],
        run: { arguments, context in
            try run(Options(arguments), context: context)
        })

    /// The options of `render`, typed.
    struct Options: Sendable, Hashable {
        var template: String
        var data: String
        var partials: String?
        /// The escaping asked for, or the one the template's name implies.
        var escape: String

        init(_ arguments: ParsedArguments) {
            template = arguments.argument("TEMPLATE") ?? ""
            data = arguments.value("data") ?? ""
            partials = arguments.value("partials")
            escape = arguments.value("escape") ?? Self.escape(forTemplate: template)
        }

        /// `html` for `*.html(.mustache)`, `markdown` for `*.md`, `csv` for `*.csv`, else `none`.
        static func escape(forTemplate name: String) -> String {
            var parts = name.lowercased().split(separator: "/").last?.split(separator: ".") ?? []
            if parts.last == "mustache" { parts.removeLast() }
            switch parts.count > 1 ? parts.last : nil {
            case "html", "htm": return "html"
            case "md", "markdown": return "markdown"
            case "csv": return "csv"
            default: return "none"
            }
        }
    }

}
