import ArgumentParsing
import Templating

/// `market-report render TEMPLATE --data FILE.json [--partials DIR] [--escape MODE] [--strict]`.
enum RenderCommand {
    /// How `{{name}}` values are escaped.
    enum EscapeMode: String, Sendable, CaseIterable {
        case html, markdown, csv, none

        /// `html` for `*.html(.mustache)`, `markdown` for `*.md`, `csv` for `*.csv`, else `none`.
        init(forTemplate name: String) {
            var parts = name.lowercased().split(separator: "/").last?.split(separator: ".") ?? []
            if parts.last == "mustache" { parts.removeLast() }
            switch parts.count > 1 ? parts.last : nil {
            case "html", "htm": self = .html
            case "md", "markdown": self = .markdown
            case "csv": self = .csv
            default: self = .none
            }
        }

        /// The engine's escaping of this mode.
        var escaping: Escaping {
            switch self {
            case .html: .html
            case .markdown: .markdown
            case .csv: .csv
            case .none: .none
            }
        }
    }

    /// The template file.
    static let template: Argument<String> = .single("TEMPLATE", help: "The template file.")

    /// `--data FILE`.
    static let data: Option<String> = .required(
        "data", "FILE", help: "The JSON data to render.", parser: .path)

    /// `--partials DIR`.
    static let partials: Option<String?> = .optional(
        "partials", "DIR", help: "Where {{> name}} partials are looked up.",
        defaultDescription: "the template's folder", parser: .path)

    /// `--escape MODE`.
    static let escape: Option<EscapeMode?> = .optional(
        "escape", "MODE", help: "Escaping: html, markdown, csv or none.",
        defaultDescription: "from the template's extension", parser: .choice)

    /// `--strict`.
    static let strict: Option<Bool> = .flag(
        "strict", help: "A name or partial found nowhere is an error (exit 65), not empty text.")

    static let spec = Command(
        name: "render", summary: "Render any Mustache template with JSON data to stdout.",
        discussion:
            "Only the template and the partials it names (and those they name) are read, so other "
            + "files in the partials folder do not matter. Exit 65 when the template, a partial it names "
            + "or the data cannot be read, or with --strict when a name is missing.",
        arguments: [template], options: [data, partials, escape, strict],
        run: { arguments, context in
            try run(arguments, context: context)
        })
}
