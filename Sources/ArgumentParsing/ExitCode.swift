/// The process exit codes of the command-line contract (the values of BSD `sysexits.h`).
public enum ExitCode: Int32, Sendable {
    /// Done (gaps in the data are marked in the reports and listed on stderr).
    case success = 0
    /// Failed: nothing could be fetched, or a file could not be written.
    case failure = 1
    /// `--strict-alerts` and some alert is new (the reports are written).
    case newAlerts = 3
    /// Usage error: unknown command or option, bad option value.
    case usage = 64
    /// Bad input data: a watchlist, template or config that cannot be read.
    case dataError = 65
    /// `--strict` and some data was missing.
    case missingData = 75
}
