import Foundation
import MarketData

/// A coin's price at the close of past days, from what its CoinGecko markets row already carries
/// (CoinGecko gives no daily closes in the calls made): over the last week the sparkline's hourly
/// prices, before that prices estimated between the ones its 7-day, 30-day and 1-year changes imply.
///
/// A coin's day closes at midnight UTC at its end, where CoinGecko's daily prices fall. A close
/// within the sparkline's hours takes the hourly price nearest to it: the sparkline's prices are an
/// hour apart, oldest first, the last one at `last_updated` (the sample's 24 hours before the last
/// is the 24-hour change's price), so each is timed back from `last_updated` by an hour a price.
/// Older closes are interpolated geometrically, by time, between the known prices either side:
/// today's price divided by one plus the 1-year, 30-day or 7-day change at that long before
/// `last_updated`, and the sparkline's oldest price. Before the oldest known price nothing is
/// known (as a stock listed later has no close), and after the newest the newest holds.
public struct CoinPriceEstimate: Sendable, Equatable {
    /// A price at a moment, in seconds since 1970.
    struct Point: Sendable, Equatable {
        let time: Double
        let price: Double
    }

    /// The seconds between two of the sparkline's prices.
    static let hour = 3_600.0
    /// The seconds of a day.
    static let day = 86_400.0
    /// The sparkline's prices, oldest first.
    let hourly: [Point]
    /// The prices interpolated between, oldest first: those the changes imply before the
    /// sparkline's first, then the sparkline's, then today's when it is later.
    let known: [Point]

    /// The estimate of `market`'s past prices; `nil` without today's price or the update time, or
    /// with neither a sparkline nor a change to tell an earlier price.
    public init?(market: CoinMarket) {
        guard let price = market.currentPrice, price > 0,
            let updated = market.lastUpdated?.timeIntervalSince1970
        else { return nil }
        let count = market.sparkline7d.count
        let hourly = market.sparkline7d.enumerated().compactMap { index, value in
            value > 0 ? Point(time: updated - Double(count - 1 - index) * Self.hour, price: value) : nil
        }
        let changes = [
            (365.0, market.priceChangePercentage1y), (30, market.priceChangePercentage30d),
            (7, market.priceChangePercentage7d),
        ]
        let anchors = changes.compactMap { days, percent -> Point? in
            guard let percent, percent > -100 else { return nil }
            return Point(time: updated - days * Self.day, price: price / (1 + percent / 100))
        }
        guard !anchors.isEmpty || !hourly.isEmpty else { return nil }
        var known = anchors.filter { $0.time < hourly.first?.time ?? updated } + hourly
        if known.last.map({ $0.time < updated }) ?? true { known.append(Point(time: updated, price: price)) }
        self.hourly = hourly
        self.known = known
    }

    /// The moment `day` closes: midnight UTC at its end.
    static func close(of day: CalendarDay) -> Double { Double(day.dayNumber + 1) * Self.day }

    /// The first day whose close has a price.
    public var firstDay: CalendarDay {
        let start = known[0].time - (hourly.first == known.first ? Self.hour / 2 : 0)
        return CalendarDay(dayNumber: Int((start / Self.day).rounded(.up)) - 1)
    }

    /// The price at the close of `day`; `nil` before the oldest known price.
    public func price(atCloseOf day: CalendarDay) -> Double? {
        let time = Self.close(of: day)
        if let first = hourly.first, let last = hourly.last,
            time >= first.time - Self.hour / 2, time <= last.time + Self.hour / 2
        {
            return hourly.min { abs($0.time - time) < abs($1.time - time) }?.price
        }
        guard let first = known.first, time >= first.time else { return nil }
        guard let after = known.firstIndex(where: { $0.time >= time }) else { return known.last?.price }
        let (from, to) = (known[max(after - 1, 0)], known[after])
        guard to.time > from.time else { return to.price }
        return from.price * pow(to.price / from.price, (time - from.time) / (to.time - from.time))
    }
}
