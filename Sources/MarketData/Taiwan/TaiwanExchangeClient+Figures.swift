import ConcurrentWork
import Foundation

extension TaiwanExchangeClient {
    /// The daily figures of the codes in `markets` (code to market), from the lists of the
    /// markets that have codes only, fetched concurrently; TWSE's main-site lists are asked for
    /// `tradingDay`. A list that fails is a problem of its figure for each code of its market,
    /// and the other figures are still returned; a code a list does not name has no such figure,
    /// which is not a problem (an ETF has no P/E, most stocks no attention flag).
    public func dailyFigures(markets: [String: TaiwanMarket], tradingDay: CalendarDay) async -> (
        figures: [String: TaiwanDailyFigures], problems: [FetchProblem]
    ) {
        let wanted = Set(markets.values)
        let lists = TaiwanFigureList.all.filter { wanted.contains($0.market) }
        let results = await BoundedConcurrency.map(lists, limit: max(1, lists.count)) { list in
            (list, await Result { try await rows(of: list, tradingDay: tradingDay) })
        }
        var figures: [String: TaiwanDailyFigures] = [:]
        var problems: [FetchProblem] = []
        for (list, result) in results {
            switch result {
            case .success(let rows):
                for (code, change) in rows {
                    let key = AssetKey(symbol: code).text
                    guard markets[key] == list.market else { continue }
                    change(&figures[key, default: TaiwanDailyFigures()])
                }
            case .failure(let error):
                let failure = FetchFailure(error)
                for (code, market) in markets where market == list.market {
                    problems.append(
                        FetchProblem(
                            symbol: code, dataset: list.dataset, provider: market.provider, reason: failure))
                }
            }
        }
        problems.sort { ($0.symbol, $0.dataset.rawValue) < ($1.symbol, $1.dataset.rawValue) }
        return (figures, problems)
    }

    private func rows(of list: TaiwanFigureList, tradingDay: CalendarDay) async throws -> [(
        String, @Sendable (inout TaiwanDailyFigures) -> Void
    )] {
        let connection: ProviderConnection
        let url: URL
        switch list.place {
        case .openAPI:
            connection = list.market == .listed ? twse : tpex
            url = connection.url(list.path)
        case .site(let parameters):
            connection = twseSite
            let date = String(tradingDay.description.filter { $0 != "-" })
            url = connection.url(list.path, query: [("response", "json"), ("date", date)] + parameters)
        }
        let response = try await connection.get(url, kind: .taiwanDailyFigures)
        return try connection.read(response, list.read)
    }
}

extension TaiwanExchangeClient {
    /// The lists of daily figures of one market.
    public static var figureListsPerMarket: Int {
        TaiwanFigureList.all.count(where: { $0.market == .listed })
    }

    /// Taipei, where the exchanges' days begin and end.
    public static let timeZone = TimeZone(identifier: "Asia/Taipei") ?? TimeZone(secondsFromGMT: 8 * 3_600)!

    /// The trading day TWSE's dated lists are asked for: the latest day of the listed `quotes`,
    /// else the last weekday on or before `now` in Taipei.
    public static func tradingDay(quotes: some Sequence<TaiwanDailyQuote>, now: Date) -> CalendarDay {
        if let day = quotes.lazy.filter({ $0.market == .listed }).compactMap(\.date).max() { return day }
        var day = CalendarDay(now, in: timeZone)
        // 1970-01-01 (day number 0) was a Thursday: a day number's weekday is (n + 4) mod 7, Sunday 0.
        while [0, 6].contains(((day.dayNumber + 4) % 7 + 7) % 7) { day = day.adding(days: -1) }
        return day
    }
}
