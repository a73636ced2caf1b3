import Foundation
import MarketData

extension MarketSnapshot {
    /// The newest time stamp the providers gave for their data (quote times, coin updates).
    var latestDataTime: Date? {
        (quotes.values.compactMap(\.marketTime) + coinMarkets.values.compactMap(\.lastUpdated)).max()
    }
}
