import Foundation
import Testing

/// Runs the built binary's `watchlist` subcommands against files in a temporary folder.
@Suite struct BinaryWatchlistTests {
    private let folder: TemporaryDirectory
    /// Answers the symbol checks of `add` and `toggle`.
    private let providers: FakeProviders

    init() throws {
        folder = try TemporaryDirectory("binary-watchlist")
        providers = try FakeProviders()
    }

    private func run(_ arguments: [String]) throws -> RunResult {
        try #require(BinaryRunner.binary != nil, "build the market-report binary first (swift build)")
        return try BinaryRunner.run(arguments, in: folder.url, environment: providers.environment)
    }

    private func expectSuccess(_ arguments: [String], stdout: String) throws {
        let result = try run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == stdout)
    }

    @Test func addCreatesTheFileAndSaysWhatItDid() throws {
        try expectSuccess(
            ["watchlist", "add", "AAPL", "MSFT", "aapl"], stdout: "Added AAPL, MSFT to watchlist.json\n")
        try expectSuccess(
            ["watchlist", "add", "bitcoin", "--coin"], stdout: "Added bitcoin to watchlist.json\n")
        try expectSuccess(["watchlist", "add", "2330", "--taiwan"], stdout: "Added 2330 to watchlist.json\n")
        try expectSuccess(["watchlist", "add", "msft"], stdout: "MSFT is already on the watchlist\n")
        let expected = """
            {
              "stocks": [
                "AAPL",
                "MSFT"
              ],
              "coins": [
                "bitcoin"
              ],
              "taiwan": [
                "2330"
              ]
            }

            """
        #expect(try folder.read("watchlist.json") == expected)
    }

    @Test func addWithFieldsUpdatesAnExistingEntry() throws {
        try folder.write(#"{"stocks": ["AAPL", "TSLA"], "currency": "EUR"}"#, to: "watchlist.json")
        try expectSuccess(
            [
                "watchlist", "add", "tsla", "--quantity=10", "--cost", "212.5", "--note", "high beta",
                "--group", "Tech",
            ],
            stdout: "Updated TSLA on watchlist.json\n")
        let text = try folder.read("watchlist.json")
        #expect(text.contains(#""group": "Tech""#))
        #expect(text.contains(#""symbol": "TSLA","# + "\n" + #"      "quantity": 10,"#))
        #expect(text.contains(#""cost": 212.5"#))
        #expect(text.contains(#""currency": "EUR""#))
    }

    @Test func listShowsATableAndTheNormalizedJSON() throws {
        try folder.write(
            #"{"stocks":["AAPL",{"symbol":"TSLA","quantity":10,"cost":212.50,"note":"high beta","group":"Cars","x":[1]}],"coins":["bitcoin"],"taiwan":["2330"]}"#,
            to: "watchlist.json")
        let table = """
            KIND    SYMBOL   QUANTITY  COST    GROUP  NOTE
            stock   AAPL
            stock   TSLA     10        212.50  Cars   high beta
            coin    bitcoin
            taiwan  2330

            """
        try expectSuccess(["watchlist", "list"], stdout: table)
        let json = try run(["watchlist", "list", "--json"])
        #expect(json.status == 0)
        #expect(
            json.stdout.hasPrefix("{\n  \"stocks\": [\n    \"AAPL\",\n    {\n      \"symbol\": \"TSLA\","))
        #expect(json.stdout.contains("\"cost\": 212.50,"))
        #expect(json.stdout.hasSuffix("  ]\n}\n"))
    }

    @Test func listOfAnEmptyWatchlistSaysHowToAdd() throws {
        try folder.write("{}", to: "empty.json")
        try expectSuccess(
            ["watchlist", "list", "--watchlist", "empty.json"],
            stdout: "empty.json is empty; add symbols with 'market-report watchlist add SYMBOL'\n")
    }

    @Test func removeTakesEntriesOutAndNamesThoseNotThere() throws {
        try folder.write(#"{"stocks": ["AAPL", "MSFT", "NVDA"], "coins": ["bitcoin"]}"#, to: "watchlist.json")
        try expectSuccess(
            ["watchlist", "remove", "msft", "NFLX", "--watchlist", "./watchlist.json"],
            stdout: "Removed MSFT from watchlist.json\nNFLX is not on the watchlist\n")
        try expectSuccess(
            ["watchlist", "remove", "bitcoin", "--coin"], stdout: "Removed bitcoin from watchlist.json\n")
        let text = try folder.read("watchlist.json")
        #expect(!text.contains("MSFT") && !text.contains("bitcoin") && text.contains("NVDA"))
    }

    @Test func toggleAddsThenRemoves() throws {
        try expectSuccess(
            ["watchlist", "toggle", "6488", "--taiwan"], stdout: "Added 6488 to watchlist.json\n")
        try expectSuccess(
            ["watchlist", "toggle", "6488", "--taiwan"], stdout: "Removed 6488 from watchlist.json\n")
        #expect(try folder.read("watchlist.json").contains(#""taiwan": []"#))
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.binary, .xml])
    func importReadsXCAStocksTickers(format: PropertyListSerialization.PropertyListFormat) throws {
        let tickers: [[String: Any]] = [
            [
                "symbol": "AMD", "shortname": "Advanced Micro Devices", "quoteType": "EQUITY",
                "exchDisp": "NASDAQ",
            ],
            [
                "symbol": "SOL-USD", "shortname": "Solana USD", "quoteType": "CRYPTOCURRENCY",
                "exchDisp": "CCC",
            ],
            ["symbol": "AAPL", "shortname": "Apple Inc.", "quoteType": "EQUITY", "exchDisp": "NASDAQ"],
            ["shortname": "broken"],
        ]
        try folder.write(
            PropertyListSerialization.data(fromPropertyList: tickers, format: format, options: 0),
            to: "tickers.plist")
        try folder.write(#"{"stocks": ["AAPL"]}"#, to: "watchlist.json")
        let result = try run(["watchlist", "import", "tickers.plist"])
        #expect(result.status == 0)
        #expect(
            result.stdout == "Imported 2 of 3 entries from tickers.plist into watchlist.json: AMD, SOL-USD\n")
        #expect(result.stderr == "warning: tickers.plist: ticker 4 has no symbol, skipped\n")
        let text = try folder.read("watchlist.json")
        #expect(text.contains("\"AAPL\",\n    \"AMD\",\n    \"SOL-USD\""))
        #expect(text.contains("\"coins\": []"))
        let again = try run(["watchlist", "import", "tickers.plist"])
        #expect(again.stdout == "Nothing new in tickers.plist: all 3 entries are already on the watchlist\n")
    }

    @Test func importMergesAnotherWatchlist() throws {
        try folder.write(#"{"coins": ["ethereum", "solana"], "taiwan": ["2330"]}"#, to: "other.json")
        try folder.write(#"{"coins": ["ethereum"]}"#, to: "watchlist.json")
        try expectSuccess(
            ["watchlist", "import", "other.json"],
            stdout: "Imported 2 of 3 entries from other.json into watchlist.json: solana, 2330\n")
    }

    @Test func importCountsOneEntryAsOne() throws {
        try folder.write(#"{"coins": ["solana"]}"#, to: "one.json")
        try expectSuccess(
            ["watchlist", "import", "one.json"],
            stdout: "Imported 1 of 1 entry from one.json into watchlist.json: solana\n")
        try expectSuccess(
            ["watchlist", "import", "one.json"],
            stdout: "Nothing new in one.json: its entry is already on the watchlist\n")
    }

    @Test func badWatchlistExits65WithFileLineAndColumn() throws {
        try folder.write(
            "{\n  \"stocks\": [\"AAPL\"],\n  \"coins\": {\"bitcoin\": 1}\n}\n", to: "watchlist.json")
        let original = try folder.read("watchlist.json")
        for arguments in [
            ["watchlist", "list"], ["watchlist", "add", "MSFT"], ["watchlist", "remove", "AAPL"],
        ] {
            let result = try run(arguments)
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr
                    == "error: watchlist.json:3:12: \"coins\" must be a list of coin ids, found an object, "
                    + "fix the file and run again\n")
        }
        #expect(try folder.read("watchlist.json") == original)
    }

    @Test func badJSONSyntaxExits65WithPosition() throws {
        try folder.write("{\n  \"stocks\": [\"AAPL\" \"MSFT\"]\n}\n", to: "w.json")
        let result = try run(["watchlist", "list", "--watchlist", "w.json"])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "error: w.json:2:21: expected ',' or ']' after a list item, found '\"', fix the file and run again\n"
        )
    }

    @Test func missingWatchlistExits65() throws {
        let result = try run(["watchlist", "list"])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "error: watchlist.json: no such file, create it with 'market-report watchlist add SYMBOL' "
                + "or pass --watchlist FILE\n")
    }

    @Test func unwritableWatchlistExits1AndLeavesNothingBehind() throws {
        try folder.write("a file", to: "blocker")
        let result = try run(["watchlist", "add", "AAPL", "--watchlist", "blocker/watchlist.json"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "error: blocker/watchlist.json: cannot write (not a directory), a file is in the way of a folder "
                + "on that path, choose another path\n"
        )
        #expect(try folder.read("blocker") == "a file")
    }

    @Test func unsupportedImportExits65() throws {
        try folder.write("AAPL\nMSFT\n", to: "list.txt")
        let result = try run(["watchlist", "import", "list.txt"])
        #expect(result.status == 65)
        #expect(
            result.stderr.hasPrefix("error: list.txt: neither a property list nor a watchlist JSON object, "))
    }
}
