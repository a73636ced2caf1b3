/// What the command line asks for.
enum ParseOutcome: Sendable {
    /// Print help for this command (the words naming it, and its declaration).
    case help([String], CommandSpec)
    /// Print the version.
    case version
    /// Run the command with these arguments.
    case run(CommandSpec, ParsedArguments)
}
