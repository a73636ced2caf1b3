/// A command, declared: its name, help, positional arguments, options and what it does.
/// A command either has subcommands (`watchlist add`) or runs.
struct CommandSpec: Sendable {
    /// What a command does once its arguments are parsed and checked.
    typealias Run = @Sendable (ParsedArguments, CommandContext) async throws -> ExitCode

    let name: String
    /// One line for the command list.
    let summary: String
    /// More help, printed under the usage line.
    let discussion: String?
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]
    let rules: [OptionRule]
    let subcommands: [CommandSpec]
    let run: Run?

    /// A command that runs.
    init(
        name: String, summary: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], rules: [OptionRule] = [], run: @escaping Run
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.rules = rules
        self.subcommands = []
        self.run = run
    }

    /// A group of subcommands.
    init(name: String, summary: String, discussion: String? = nil, subcommands: [CommandSpec]) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.arguments = []
        self.options = []
        self.rules = []
        self.subcommands = subcommands
        self.run = nil
    }

    /// The option called `name`, if declared.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// The subcommand called `name`, if declared.
    func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }
}
