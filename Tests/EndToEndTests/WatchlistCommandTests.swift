import Foundation
import MarketReport
import Testing

@testable import market_report

/// A validator that knows a fixed set of identifiers and answers `notFound` for the rest.
private struct KnownSymbols: SymbolValidator {
    let known: Set<String>

    func check(_ identifier: String, kind: AssetKind) async -> SymbolCheck {
        known.contains(identifier) ? .exists(name: nil) : .notFound
    }
}

/// A validator that cannot reach its provider.
private struct Unreachable: SymbolValidator {
    func check(_ identifier: String, kind: AssetKind) async -> SymbolCheck {
        .notChecked(reason: "no network")
    }
}

@Suite struct WatchlistCommandTests {
    private let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory("watchlist-command")
    }

    @Test func addRefusesSymbolsTheValidatorDoesNotKnow() async throws {
        let result = await runInProcess(
            ["watchlist", "add", "AAPL", "XYZZY"], in: folder.url, validator: KnownSymbols(known: ["AAPL"]))
        #expect(result.status == 1)
        #expect(result.stdout == "Added AAPL to watchlist.json\n")
        #expect(
            result.stderr
                == "error: stock symbol 'XYZZY' was not found, not added to watchlist.json, check the spelling or "
                + "look it up with 'market-report search XYZZY'\n")
        #expect(try folder.read("watchlist.json").contains("\"AAPL\""))
        #expect(try !folder.read("watchlist.json").contains("XYZZY"))
    }

    @Test func addWarnsWhenTheCheckCouldNotBeMade() async throws {
        let result = await runInProcess(
            ["watchlist", "add", "2330", "--taiwan"], in: folder.url, validator: Unreachable())
        #expect(result.status == 0)
        #expect(result.stderr == "warning: could not check 2330 (no network); added anyway\n")
        #expect(result.stdout == "Added 2330 to watchlist.json\n")
    }

    @Test func toggleDoesNotAddAnUnknownSymbol() async throws {
        let result = await runInProcess(
            ["watchlist", "toggle", "nocoin", "--coin"], in: folder.url, validator: KnownSymbols(known: []))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: coin id 'nocoin' was not found"))
        #expect(!folder.exists("watchlist.json"))
    }

    @Test func existingSymbolsAreNotCheckedAgain() async throws {
        try folder.write(#"{"stocks": ["AAPL"]}"#, to: "watchlist.json")
        let result = await runInProcess(
            ["watchlist", "add", "aapl"], in: folder.url, validator: KnownSymbols(known: []))
        #expect(result.status == 0)
        #expect(result.stdout == "AAPL is already on the watchlist\n")
        #expect(try folder.read("watchlist.json") == #"{"stocks": ["AAPL"]}"#)
    }

    @Test func badIdentifiersAreUsageErrors() async throws {
        let result = await runInProcess(["watchlist", "add", "12", "--taiwan"], in: folder.url)
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "error: bad SYMBOL: \"12\" is not a Taiwan company code: use 4 to 6 letters or digits, "
                + "in 'market-report watchlist add', correct it and run again\n")
    }
}
