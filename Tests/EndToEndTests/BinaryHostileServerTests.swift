import Foundation
import TestHTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built binary against a server that answers as no well-behaved server does: every
/// networked command ends with its own exit code and one-line messages, never a crash, in
/// bounded time and memory.
@Suite(.serialized) final class BinaryHostileServerTests: ServedFolder {

    init() throws {
        try super.init(
            "hostile-e2e",
            watchlist: #"{"stocks": ["AAPL", "MSFT"], "coins": ["bitcoin"], "taiwan": ["2330", "6488"]}"#)
    }

    private func run(_ arguments: [String]) throws -> RunResult {
        try #require(BinaryRunner.binary != nil, "build the market-report binary first (swift build)")
        var environment = self.environment()
        environment["NO_COLOR"] = "1"
        return try BinaryRunner.run(arguments, in: folder.url, environment: environment)
    }

    private func report(_ extra: [String] = []) throws -> RunResult {
        try run(["report", "--date", "2026-12-01", "--output", "out", "--quiet", "--no-cache"] + extra)
    }

    /// The largest resident size of any child process this test process has waited for, in MB.
    private static func peakChildMegabytes() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
            return Double(usage.ru_maxrss) / 1024  // kilobytes
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
            return Double(usage.ru_maxrss) / 1024 / 1024  // bytes
        #endif
    }

    @Test func headersCutOffEndEveryNetworkedCommandWithoutACrash() throws {
        for suffix in [
            "/getcrumb", "/v7/finance/quote", "/v1/finance/search", "/coins/markets", "/t187ap03_L",
        ] {
            server.inject(.headersCutOff, pathSuffix: suffix, times: .max)
        }
        let commands: [(arguments: [String], status: Int32)] = [
            (["quote", "AAPL"], 1), (["quote", "--coin", "bitcoin"], 1), (["search", "apple"], 1),
            (["watchlist", "add", "AAPL", "--watchlist", "added.json"], 0),
            (["search", "--taiwan", "台積"], 0),
        ]
        for (arguments, status) in commands {
            let result = try run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stdout) \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            #expect(
                lines.allSatisfy { $0.hasPrefix("error: ") || $0.hasPrefix("warning: ") }, "\(result.stderr)")
            #expect(!result.stderr.contains("Error Domain"))
            #expect(
                lines.filter { $0.hasPrefix("error: ") }.count == (status == 0 ? 0 : 1), "\(result.stderr)")
        }
        let result = try report()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: no data for AAPL (stock): unreachable"))
        #expect(result.stderr.contains("warning: no data for bitcoin (coin): unreachable"))
    }

    @Test func oversizedAnswersAreGapsAndMemoryStaysBounded() throws {
        server.inject(.hugeContentLength, pathSuffix: "/v7/finance/quote")
        server.inject(.gzipBomb(decodedBytes: 2 << 30), pathSuffix: "/coins/markets")
        server.inject(.endlessChunked, pathSuffix: "/opendata/t187ap03_L")
        server.inject(.endlessChunked, pathSuffix: "/exchangeReport/STOCK_DAY_ALL")
        let result = try report()
        #expect(result.status == 0, "\(result.stderr)")
        for item in ["AAPL (stock)", "bitcoin (coin)", "2330 (taiwan)"] {
            #expect(
                result.stderr.contains("warning: no data for \(item): response too large"), "\(result.stderr)"
            )
        }
        #expect(try folder.read("out/coins.csv").contains(",response too large,"))
        #expect(Self.peakChildMegabytes() < 300)
    }

    @Test func cutOffSparkAnswerIsABadResponseOfTheTaiwanHistories() throws {
        server.inject(.truncatedJSON, pathSuffix: "/v7/finance/spark", times: .max)
        let result = try report()
        #expect(result.status == 0, "\(result.stderr)")
        let taiwan = try folder.read("out/taiwan.csv")
        #expect(taiwan.contains("sparkline: bad response"), "\(taiwan)")
        #expect(!taiwan.contains("sparkline: not found"), "\(taiwan)")
        #expect(
            result.stderr.contains("warning: incomplete data for 6488 (taiwan): sparkline: bad response"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("no data for 6488"), "\(result.stderr)")
        #expect(!result.stderr.contains("(stock)"), "stocks fall back to the chart: \(result.stderr)")
    }

    /// The coin markets never answer and the quotes trickle for minutes: the 2 s run deadline ends
    /// both at once, where a request's own timeout would have been retried (and the test's time
    /// limit passed).
    @Test(.timeLimit(.minutes(1))) func runDeadlineEndsASlowRunWithGaps() throws {
        server.inject(.stall, pathSuffix: "/coins/markets", times: .max)
        server.inject(.trickle(interval: 0.5), pathSuffix: "/v7/finance/quote", times: .max)
        let result = try report(["--deadline", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: no data for bitcoin (coin): timeout"))
        #expect(result.stderr.contains("warning: no data for AAPL (stock): timeout"))
        #expect(server.requestCount(pathSuffix: "/coins/markets") == 1, "ended by the deadline, not retried")
        #expect(try folder.read("out/taiwan.csv").contains(",ok,"), "what came in time is kept")
    }

    @Test func badDeadlinesAreRefused() throws {
        let option = try report(["--deadline", "0"])
        #expect(option.status == 64)
        #expect(option.stderr.hasPrefix("error: "))
        try folder.write(#"{"deadline": "soon"}"#, to: "config.json")
        let config = try report(["--config", "config.json"])
        #expect(config.status == 65)
        #expect(
            config.stderr
                == "error: config.json:1:14: \"deadline\" must be a number, found a string, "
                + "fix the file or leave out --config\n")
    }
}
