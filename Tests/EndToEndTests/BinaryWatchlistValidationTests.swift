import Foundation
import Testing

/// `watchlist add` checks symbols against the providers through the built binary.
@Suite struct BinaryWatchlistValidationTests {
    private let run: ProviderRun

    init() throws {
        run = try ProviderRun("binary-watchlist-validation")
    }

    @Test func knownSymbolsOfEveryKindAreAdded() throws {
        try run.expect(
            ["watchlist", "add", "AAPL", "7203.T"], stdout: "Added AAPL, 7203.T to watchlist.json\n")
        try run.expect(["watchlist", "add", "--coin", "solana"], stdout: "Added solana to watchlist.json\n")
        try run.expect(
            ["watchlist", "add", "--taiwan", "2330", "7796", "0050"],
            stdout: "Added 2330, 7796, 0050 to watchlist.json\n")
        let text = try run.folder.read("watchlist.json")
        #expect(text.contains("\"7203.T\"") && text.contains("\"solana\"") && text.contains("\"0050\""))
        #expect(run.providers.server.requestCount(pathSuffix: "v7/finance/quote") >= 1)
    }

    @Test func unknownSymbolsAreRefused() throws {
        try run.expect(
            ["watchlist", "add", "AAPL", "NOPE"], status: 1, stdout: "Added AAPL to watchlist.json\n",
            stderr:
                "error: stock symbol 'NOPE' was not found, not added to watchlist.json, check the spelling or "
                + "look it up with 'market-report search NOPE'\n")
        try run.expect(
            ["watchlist", "add", "--taiwan", "9999"], status: 1, stdout: "",
            stderr:
                "error: Taiwan company code '9999' was not found, not added to watchlist.json, check the "
                + "spelling or look it up with 'market-report search --taiwan 9999'\n")
        try run.expect(
            ["watchlist", "toggle", "--coin", "nocoin"], status: 1, stdout: "",
            stderr:
                "error: coin id 'nocoin' was not found, not added to watchlist.json, check the spelling or "
                + "use the coin's CoinGecko id, as in its coingecko.com address\n")
        #expect(try !run.folder.read("watchlist.json").contains("NOPE"))
    }

    @Test func serverDownWarnsAndAddsAnyway() throws {
        let down = run.unreachableEnvironment
        try run.expect(
            ["watchlist", "add", "AAPL"], stdout: "Added AAPL to watchlist.json\n",
            stderr: "warning: could not check AAPL (network unreachable); added anyway\n", environment: down)
        try run.expect(
            ["watchlist", "toggle", "--taiwan", "2330"], stdout: "Added 2330 to watchlist.json\n",
            stderr: "warning: could not check 2330 (network unreachable); added anyway\n", environment: down)
        #expect(try run.folder.read("watchlist.json").contains("\"2330\""))
    }

    @Test func aTimeoutIsNotANotFound() throws {
        run.providers.server.inject(.slow(seconds: 7), pathSuffix: "coins/markets", times: .max)
        try run.expect(
            ["watchlist", "add", "--coin", "bitcoin"], stdout: "Added bitcoin to watchlist.json\n",
            stderr: "warning: could not check bitcoin (no answer in time); added anyway\n")
    }
}
