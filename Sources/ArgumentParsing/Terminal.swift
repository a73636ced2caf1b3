#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Facts about where output goes, to decide on colour.
public enum Terminal {
    /// Whether the file descriptor is an interactive terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The style for output on `descriptor`: colour only on a terminal, with `NO_COLOR` unset
    /// and `TERM` not `dumb`.
    public static func style(for descriptor: Int32, environment: [String: String]) -> Style {
        Style(
            isEnabled: isTerminal(descriptor) && environment["NO_COLOR"] == nil
                && environment["TERM"] != "dumb")
    }
}
