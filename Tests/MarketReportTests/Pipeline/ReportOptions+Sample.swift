import Foundation

@testable import MarketReport

extension ReportOptions {
    /// A run on the bundled sample, on its own date and time zone, writing into `output`.
    static func sample(writingTo output: URL) -> ReportOptions {
        var options = ReportOptions(
            watchlist: WatchlistFile(path: "unused.json", relativeTo: output), output: output,
            date: SampleData.date, timeZone: SampleData.timeZone)
        options.source = .sample
        return options
    }
}
