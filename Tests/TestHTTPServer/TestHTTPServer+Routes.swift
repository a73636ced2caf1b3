import Foundation

extension TestHTTPServer {
    /// The fixture routes of every provider endpoint.
    func installFixtureRoutes() {
        routes["/yahoo-cookie/"] = { [unowned self] _ in
            let cookie = lock.withLock { cookieValue }
            return ServerResponse(
                status: 404,
                headers: [
                    ("Content-Type", "text/html"),
                    (
                        "Set-Cookie",
                        "A3=\(cookie); Expires=Wed, 02 Dec 2026 21:00:00 GMT; Max-Age=31557600; Domain=127.0.0.1; Path=/; SameSite=None; Secure; HttpOnly"
                    ),
                    ("Set-Cookie", "A1=\(cookie); Expires=Wed, 02 Dec 2026 21:00:00 GMT; Path=/"),
                ],
                body: Data("<html><body>Not Found</body></html>".utf8))
        }
        routes["/yahoo/v1/test/getcrumb"] = { [unowned self] request in
            let (crumb, cookie) = lock.withLock { (self.crumb, cookieValue) }
            guard request.headers["cookie"]?.contains("A3=\(cookie)") == true else {
                return .text("", status: 403)
            }
            return .text(crumb)
        }
        routes["/yahoo/v7/finance/quote"] = { [unowned self] request in
            let (crumb, cookie) = lock.withLock { (self.crumb, cookieValue) }
            guard request.query["crumb"] == crumb, request.headers["cookie"]?.contains(cookie) == true else {
                return .json(YahooFixtures.invalidCrumbBody, status: 401)
            }
            return .json(YahooFixtures.quote(symbols: request.query["symbols"] ?? ""))
        }
        routes["/yahoo/v7/finance/spark"] = { YahooFixtures.spark(symbols: $0.query["symbols"] ?? "") }
        routes["/yahoo/v1/finance/search"] = { .json(YahooFixtures.search(query: $0.query["q"] ?? "")) }
        routes["/coingecko/api/v3/coins/markets"] = { .json(CoinGeckoFixtures.markets(ids: $0.query["ids"])) }
        routes["/twse/v1/opendata/t187ap03_L"] = { _ in .json(TaiwanFixtures.listedDirectory()) }
        routes["/tpex/openapi/v1/mopsfin_t187ap03_O"] = { _ in .json(TaiwanFixtures.tpexDirectory(.otc)) }
        routes["/tpex/openapi/v1/mopsfin_t187ap03_R"] = { _ in .json(TaiwanFixtures.tpexDirectory(.emerging))
        }
        routes["/twse/v1/exchangeReport/STOCK_DAY_ALL"] = { _ in .json(TaiwanFixtures.listedQuotes()) }
        routes["/tpex/openapi/v1/tpex_esb_latest_statistics"] = { _ in .json(TaiwanFixtures.emergingQuotes())
        }
        routes["/tpex/openapi/v1/tpex_mainboard_daily_close_quotes"] = { _ in
            .json(TaiwanFixtures.otcQuotes())
        }
        routes["/twse/v1/exchangeReport/TWT48U_ALL"] = { _ in .json(TaiwanScheduleFixtures.listed()) }
        routes["/tpex/openapi/v1/tpex_exright_prepost"] = { _ in .json(TaiwanScheduleFixtures.otc()) }
        installFigureRoutes()
    }

    /// The routes of the exchanges' lists of daily figures.
    private func installFigureRoutes() {
        typealias F = TaiwanFigureFixtures
        routes["/twse-site/rwd/zh/fund/T86"] = { .json(F.listedInstitutional(date: $0.query["date"])) }
        routes["/twse-site/rwd/zh/marginTrading/MI_MARGN"] = { .json(F.listedMargin(date: $0.query["date"])) }
        routes["/twse-site/rwd/announcement/notice"] = { .json(F.listedAttention(date: $0.query["date"])) }
        routes["/twse/v1/announcement/punish"] = { _ in .json(F.listedDisposition()) }
        routes["/twse/v1/exchangeReport/BWIBBU_ALL"] = { _ in .json(F.listedValuation()) }
        routes["/twse/v1/opendata/t187ap05_L"] = { _ in .json(F.revenue(.listed)) }
        routes["/tpex/openapi/v1/tpex_3insti_daily_trading"] = { _ in .json(F.otcInstitutional()) }
        routes["/tpex/openapi/v1/tpex_mainboard_margin_balance"] = { _ in .json(F.otcMargin()) }
        routes["/tpex/openapi/v1/tpex_mainboard_peratio_analysis"] = { _ in .json(F.otcValuation()) }
        routes["/tpex/openapi/v1/mopsfin_t187ap05_O"] = { _ in .json(F.revenue(.otc)) }
        routes["/tpex/openapi/v1/tpex_trading_warning_information"] = { _ in .json(F.otcAttention()) }
        routes["/tpex/openapi/v1/tpex_disposal_information"] = { _ in .json(F.otcDisposition()) }
    }

    /// The handler for a path: an exact route, else a coin detail or an unknown chart symbol.
    func routeHandler(for path: String) -> Handler? {
        if let route = routes[path] { return route }
        if path.hasPrefix("/coingecko/api/v3/coins/") {
            let id = String(path.dropFirst("/coingecko/api/v3/coins/".count))
            return { _ in CoinGeckoFixtures.detail(id: id) }
        }
        if path.hasPrefix("/yahoo/v8/finance/chart/") {
            let symbol = String(path.dropFirst("/yahoo/v8/finance/chart/".count))
            return { _ in YahooFixtures.chart(symbol: symbol) }
        }
        return nil
    }
}
