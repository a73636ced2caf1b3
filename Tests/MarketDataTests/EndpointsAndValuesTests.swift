import Foundation
import JSON
import Testing

@testable import MarketData

/// Endpoint resolution and small value types.
@Suite struct EndpointsAndValuesTests {
    @Test func environmentWinsOverFileOverDefaults() throws {
        let file = TestSupport.temporaryDirectory().appendingPathComponent("config.json")
        try Data(
            #"{"endpoints":{"yahoo":"http://file.test/y","coinGecko":"http://file.test/cg","coinGeckoApiKey":"CG-file"}}"#
                .utf8
        )
        .write(to: file)
        let endpoints = try MarketDataEndpoints.resolve(
            environment: ["MARKET_REPORT_YAHOO_URL": "http://env.test/y", "COINGECKO_API_KEY": ""],
            configFile: file)
        #expect(endpoints.yahoo.absoluteString == "http://env.test/y")
        #expect(endpoints.coinGecko.absoluteString == "http://file.test/cg")
        #expect(endpoints.coinGeckoAPIKey == "CG-file")
        #expect(endpoints.twse == MarketDataEndpoints.defaults.twse)
        #expect(try MarketDataEndpoints.resolve(environment: [:]) == .defaults)
    }

    @Test func badSettingsAreNamed() throws {
        #expect(throws: MarketDataConfigError.invalidURL(value: "ftp://x", source: "MARKET_REPORT_TPEX_URL"))
        {
            try MarketDataEndpoints.resolve(environment: ["MARKET_REPORT_TPEX_URL": "ftp://x"])
        }
        let missing = URL(fileURLWithPath: "/nonexistent/config.json")
        #expect(throws: MarketDataConfigError.self) {
            try MarketDataEndpoints.resolve(environment: [:], configFile: missing)
        }
    }

    private func resolve(config text: String) throws(MarketDataConfigError) -> MarketDataEndpoints {
        let file = TestSupport.temporaryDirectory().appendingPathComponent("config.json")
        try? Data(text.utf8).write(to: file)
        return try MarketDataEndpoints.resolve(environment: [:], configFile: file, configName: "config.json")
    }

    @Test func settingsMayStandAtTheTopLevelAndNullLeavesOneUnset() throws {
        let endpoints = try resolve(config: #"{"twse": "http://file.test/twse", "coinGeckoApiKey": null}"#)
        #expect(endpoints.twse.absoluteString == "http://file.test/twse")
        #expect(endpoints.coinGeckoAPIKey == nil)
        #expect(endpoints.yahoo == MarketDataEndpoints.defaults.yahoo)
    }

    /// Nothing in a config file is dropped in silence: a syntax error, a value of another type,
    /// an unknown key or a setting beside `"endpoints"` names its line and column.
    @Test(arguments: [
        (
            "{\n  \"yahoo\": }",
            "config.json:2:12: expected a value (string, number, list, object, true, false or null), "
                + "found '}', fix the file or leave out --config"
        ),
        (
            "{\"endpoints\": {\"tpex\": [\"http://x.test\"]}}",
            "config.json:1:24: \"tpex\" must be a string, found a list, fix the file or leave out --config"
        ),
        (
            "{\"endpoints\": \"http://x.test\"}",
            "config.json:1:15: \"endpoints\" must be an object, found a string, fix the file or leave out --config"
        ),
        (
            "{\"endpoints\": {}, \"yahoo\": \"http://x.test\"}",
            "config.json:1:19: unknown key \"yahoo\" (move it inside \"endpoints\"), fix the file or leave out --config"
        ),
        (
            "{\"yaho\": \"http://x.test\"}",
            "config.json:1:2: unknown key \"yaho\" (did you mean \"yahoo\"?), fix the file or leave out --config"
        ),
        (
            "{\"proxy\": \"http://x.test\"}",
            "config.json:1:2: unknown key \"proxy\" (the keys are yahoo, yahooCookie, coinGecko, twse, tpex, "
                + "twseSite, coinGeckoApiKey, deadline, notify), fix the file or leave out --config"
        ),
        (
            "{\"twse\": true}",
            "config.json:1:10: \"twse\" must be a string, found true or false, fix the file or leave out --config"
        ),
    ])
    func configProblemsNameTheirPlace(text: String, message: String) throws {
        let error = try #require(throws: MarketDataConfigError.self) { try resolve(config: text) }
        #expect(error.description == message)
    }

    @Test func aSessionFileRoundTripsAndReadsFoundationsSpelling() throws {
        let credentials = YahooCredentials(cookie: "A3=d=x/y; A1=\"q\"", crumb: "ab/c")
        #expect(YahooCredentials(sessionFile: credentials.sessionFile) == credentials)
        #expect(
            String(decoding: credentials.sessionFile, as: UTF8.self)
                == #"{"cookie":"A3=d=x/y; A1=\"q\"","crumb":"ab/c"}"#)
        let encoderSpelling = Data(#"{"crumb":"ab\/c","cookie":"A3=d=x\/y; A1=\"q\""}"#.utf8)
        #expect(YahooCredentials(sessionFile: encoderSpelling) == credentials)
        #expect(YahooCredentials(sessionFile: Data(#"{"cookie":"A3=x"}"#.utf8)) == nil)
        #expect(YahooCredentials(sessionFile: Data("not json".utf8)) == nil)
    }

    @Test func providerGroupsFollowTheLongestBaseURL() {
        let endpoints = MarketDataEndpoints(
            yahoo: URL(string: "http://h:1/yahoo")!, yahooCookie: URL(string: "http://h:1/cookie/")!,
            coinGecko: URL(string: "http://h:1/cg/api/v3")!, twse: URL(string: "http://h:1/twse/v1")!,
            tpex: URL(string: "http://h:1/tpex")!, twseSite: URL(string: "http://h:1/twse-site")!)
        #expect(
            TransportStack.providerGroup(
                for: URL(string: "http://h:1/cg/api/v3/coins/markets")!, endpoints: endpoints) == "coingecko")
        #expect(
            TransportStack.providerGroup(
                for: URL(string: "http://h:1/yahoo/v7/finance/quote")!, endpoints: endpoints) == "yahoo")
        #expect(
            TransportStack.providerGroup(for: URL(string: "http://other:2/x")!, endpoints: endpoints)
                == "other")
    }

    @Test(arguments: [("1131231", "2024-12-31"), ("1150709", "2026-07-09"), ("0991001", "2010-10-01")])
    func rocDates(roc: String, iso: String) {
        #expect(CalendarDay(rocDate: roc)?.description == iso)
    }

    @Test func invalidDatesAreRejected() {
        #expect(CalendarDay(rocDate: "1130230") == nil)
        #expect(CalendarDay(compact: "00000000") == nil)
        #expect(CalendarDay(rocDate: "abc") == nil)
        #expect(CalendarDay(compact: "19940905")?.description == "1994-09-05")
    }

    @Test func cookieHeaderSurvivesExpiresCommas() {
        let joined = "A3=d=abc; Expires=Wed, 02 Dec 2026 21:00:00 GMT; Path=/, A1=d=xyz; Path=/"
        #expect(YahooCredentials.cookieHeader(fromSetCookie: joined) == "A3=d=abc; A1=d=xyz")
        #expect(YahooCredentials.cookieHeader(fromSetCookie: nil) == "")
    }

    @Test(arguments: [
        ("haT3oykhHqZ", true), ("ab/cd.ef", true), ("Too Many Requests", false), ("<html>", false),
        ("", false),
    ])
    func crumbPlausibility(text: String, plausible: Bool) {
        #expect(YahooCredentials.isPlausibleCrumb(text) == plausible)
    }

    @Test func headersIgnoreCase() {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        headers.add("set-cookie", "a=1")
        headers.add("Set-Cookie", "b=2")
        #expect(headers["content-type"] == "application/json")
        #expect(headers["SET-COOKIE"] == "a=1, b=2")
    }

    @Test(arguments: [
        (FetchFailure.notFound, "not found"), (.rateLimited(retryAfter: 5), "rate limited"),
        (.timeout, "timeout"),
        (.http(status: 503), "http 503"), (.badResponse(detail: "x"), "bad response"),
        (.unreachable(detail: "y"), "unreachable"),
    ])
    func reasonTexts(failure: FetchFailure, text: String) {
        #expect(failure.reason == text)
    }

    @Test func lenientDecodingAndOneBadItemStaysOneProblem() async throws {
        let json =
            #"[{"id":"x","current_price":"1,234.5","market_cap":null,"total_volume":6.31917e-7,"market_cap_rank":"7"},{"symbol":"bad"}]"#
        let stub = RoutedStub()
        stub.on("/coins/markets", text: json)
        let client = CoinGeckoClient(transport: stub, baseURL: URL(string: "https://cg.test")!)
        let batch = await client.markets(ids: ["x", "bad"])
        let row = try #require(batch.values["x"])
        #expect(row.currentPrice == 1234.5 && row.marketCap == nil && row.totalVolume == 6.31917e-7)
        #expect(row.marketCapRank == 7)
        #expect(batch.problems.map(\.symbol) == ["bad"])
        #expect(batch.problems.first?.reason == .badResponse(detail: "missing key id at [1]"))
    }
}
