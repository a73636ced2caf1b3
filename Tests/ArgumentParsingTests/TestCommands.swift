import ArgumentParsing

/// A small command tree with every kind of declaration, standing in for a real tool.
enum TestCommands {
    enum Format: String, CaseIterable, Sendable {
        case html, md, csv
    }

    enum Escape: String, CaseIterable, Sendable {
        case html, markdown, csv, none
    }

    static let output: Option<String> = .value(
        "output", "DIR", help: "Where files go (created if missing).", default: "./Output", parser: .path)
    static let formats: Option<[Format]> = .value(
        "formats", "LIST", help: "Any of html,md,csv.", default: Format.allCases,
        parser: .list(of: Format.self))
    static let date: Option<String?> = .optional(
        "date", "YYYY-MM-DD", help: "The date.", defaultDescription: "today",
        parser: ValueParser(expected: "a date as YYYY-MM-DD") { $0.count == 10 ? $0 : nil })
    static let sample: Option<Bool> = .flag("sample", help: "Use the sample.")
    static let replay: Option<String?> = .optional("replay", "DIR", help: "Replay DIR.", parser: .path)
    static let offline: Option<Bool> = .flag("offline", help: "Use the cache only.")
    static let report = CommandSpec<Void>(
        name: "report", summary: "Write the report.",
        options: [output, formats, date, sample, replay, offline],
        rules: [
            .exclusive([sample, replay, offline]),
            .exclusive([sample, output], reason: "the sample says where"),
        ],
        run: { _, _ in .success })

    static let symbols: Argument<[String]> = .repeating("SYMBOL", help: "Symbols.")
    static let quantity: Option<Double?> = .optional(
        "quantity", "N", help: "Units held.", parser: .number(minimum: 0))
    static let cost: Option<Double?> = .optional(
        "cost", "N", help: "Cost per unit.", parser: .number(minimum: 0.5))
    static let note: Option<String?> = .optional("note", "TEXT", help: "A note.", parser: .text)
    static let coin: Option<Bool> = .flag("coin", help: "Coins.")
    static let taiwan: Option<Bool> = .flag("taiwan", help: "Taiwan codes.")
    static let add = CommandSpec<Void>(
        name: "add", summary: "Add entries.", arguments: [symbols],
        options: [coin, taiwan, quantity, cost, note],
        rules: [.exclusive([coin, taiwan])], run: { _, _ in .success })

    static let symbol: Argument<String> = .single("SYMBOL", help: "A symbol.")
    static let toggle = CommandSpec<Void>(
        name: "toggle", summary: "Toggle an entry.", arguments: [symbol], options: [coin, taiwan],
        run: { _, _ in .success })

    static let watchlist = CommandSpec<Void>(
        name: "watchlist", summary: "Edit the watchlist.", subcommands: [add, toggle])

    static let template: Argument<String> = .single("TEMPLATE", help: "The template file.")
    static let data: Option<String> = .required("data", "FILE", help: "The JSON data.", parser: .path)
    static let partials: Option<String?> = .optional(
        "partials", "DIR", help: "Where partials are.", defaultDescription: "the template's folder",
        parser: .path)
    static let escape: Option<Escape?> = .optional(
        "escape", "MODE", help: "Escaping.", defaultDescription: "from the extension", parser: .choice)
    static let render = CommandSpec<Void>(
        name: "render", summary: "Render a template.", arguments: [template],
        options: [data, partials, escape],
        run: { _, _ in .success })

    static let all: Option<Bool> = .flag("all", help: "Everything.")
    static let market: Option<Format?> = .optional("market", "MARKET", help: "With --all.", parser: .choice)
    static let query: Argument<[String]> = .repeating("QUERY", help: "Words.", optional: true)
    static let search = CommandSpec<Void>(
        name: "search", summary: "Search.", arguments: [query], options: [all, market],
        rules: [.requires(market, all)], run: { _, _ in .success })

    static let folder: Argument<String?> = .optional("DIR", help: "A folder.")
    static let export = CommandSpec<Void>(
        name: "export", summary: "Export.", arguments: [folder], run: { _, _ in .success })

    static let root = CommandSpec<Void>(
        name: "tool", summary: "a test tool", subcommands: [report, watchlist, render, search, export])

    /// What `words` ask of the test tool.
    static func parse(_ words: [String]) throws(UsageError) -> ParseOutcome<Void> {
        try ArgumentParser(root: root).parse(words)
    }

    /// The arguments of the command `words` run.
    static func arguments(_ words: [String]) throws -> ParsedArguments {
        guard case .run(_, let arguments) = try parse(words) else {
            throw UsageError.unexpectedArgument("expected a command to run", in: words.joined(separator: " "))
        }
        return arguments
    }

    /// The usage error `words` raise, or `nil` when they parse.
    static func usageError(_ words: [String]) -> UsageError? {
        do {
            _ = try parse(words)
            return nil
        } catch {
            return error
        }
    }
}
