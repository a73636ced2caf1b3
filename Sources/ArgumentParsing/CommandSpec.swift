/// A command, declared: its name, help, positional arguments, options and what it does with a
/// `Context` (what it reads from and writes to the world). A command either has subcommands
/// (`watchlist add`) or runs.
public struct CommandSpec<Context: Sendable>: Sendable {
    /// What a command does once its arguments are parsed and checked.
    public typealias Run = @Sendable (ParsedArguments, Context) async throws -> ExitCode

    /// The word that names it.
    public let name: String
    /// One line for the command list.
    public let summary: String
    /// More help, printed under the usage line.
    public let discussion: String?
    /// Its positional arguments, in order.
    public let arguments: [ArgumentSpec]
    /// Its options, in the order help lists them.
    public let options: [OptionSpec]
    /// Constraints between its options.
    public let rules: [OptionRule]
    /// Its subcommands; empty for a command that runs.
    public let subcommands: [CommandSpec]
    /// What it does; `nil` for a group of subcommands.
    public let run: Run?

    /// A command that runs.
    public init(
        name: String, summary: String, discussion: String? = nil, arguments: [any ArgumentDeclaration] = [],
        options: [any OptionDeclaration] = [], rules: [OptionRule] = [], run: @escaping Run
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments.map(\.spec)
        self.options = options.map(\.spec)
        self.rules = rules
        self.subcommands = []
        self.run = run
    }

    /// A group of subcommands.
    public init(name: String, summary: String, discussion: String? = nil, subcommands: [CommandSpec]) {
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
