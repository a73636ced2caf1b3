import Foundation
import MarketData

/// The bundled sample: a watchlist and the recorded responses of its run, compiled into the
/// binary from `Sources/MarketReport/Sample/`.
public enum SampleData {
    /// The day the sample was recorded, its report's date unless another is asked for.
    public static let date = CalendarDay(year: 2026, month: 12, day: 1)!

    /// The time zone the sample's report shows its times in, whatever the machine's.
    public static let timeZone = TimeZone(identifier: "UTC")!

    /// The sample watchlist's bytes.
    public static var watchlist: Data { EmbeddedResources.sample["watchlist.json"] ?? Data("{}".utf8) }

    /// The report.json of the day before the sample, which its report is compared with.
    public static var previousReport: Data? { EmbeddedResources.sample["previous-report.json"] }

    /// The history.csv of the days before the sample, which its report adds its day to.
    public static var history: Data? { EmbeddedResources.sample["history.csv"] }

    /// The recorded responses, by path below `recordings/`.
    public static var recordings: [String: Data] {
        var files: [String: Data] = [:]
        for (path, data) in EmbeddedResources.sample where path.hasPrefix("recordings/") {
            files[String(path.dropFirst("recordings/".count))] = data
        }
        return files
    }
}
