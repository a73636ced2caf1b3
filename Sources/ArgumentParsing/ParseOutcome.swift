/// What the command line asks for.
public enum ParseOutcome<Context: Sendable>: Sendable {
    /// Print help for this command (the words naming it, and its declaration).
    case help([String], CommandSpec<Context>)
    /// Print the version.
    case version
    /// Run the command with these arguments.
    case run(CommandSpec<Context>, ParsedArguments)
}
