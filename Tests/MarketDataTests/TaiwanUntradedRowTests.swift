import Foundation
import Testing

@testable import MarketData

/// Untraded rows in the shapes TWSE and TPEx send them: the placeholders (`"0.00"`, `"0.0000"`,
/// `""`, `"---"`) are unknowns, never zeros, so every shape gives the same quote.
@Suite struct TaiwanUntradedRowTests {
    private func quotes(listed: String = "[]", otc: String = "[]") async -> [String: TaiwanDailyQuote] {
        let stub = RoutedStub()
        stub.on("/exchangeReport/STOCK_DAY_ALL", text: listed)
        stub.on("/tpex_mainboard_daily_close_quotes", text: otc)
        let client = TaiwanExchangeClient(
            transport: stub, twseBaseURL: URL(string: "https://twse.test/v1")!,
            tpexBaseURL: URL(string: "https://tpex.test/openapi/v1")!)
        return await client.dailyQuotes().quotes
    }

    /// The current TWSE shape (zeros) and the older one (empty strings) of the same untraded day.
    @Test func zerosAndEmptyStringsGiveTheSameQuote() async throws {
        let zeros = await quotes(
            listed: #"""
                [{"Date":"1151201","Code":"00625K","Name":"富邦上証+R","TradeVolume":"0","TradeValue":"0",
                "OpeningPrice":"0.00","HighestPrice":"0.00","LowestPrice":"0.00","ClosingPrice":"0.00",
                "Change":"0.0000","Transaction":"0"}]
                """#)
        let empty = await quotes(
            listed: #"""
                [{"Code":"00625K","Name":"富邦上証+R","TradeVolume":"","TradeValue":"","OpeningPrice":"",
                "HighestPrice":"","LowestPrice":"","ClosingPrice":"","Change":"0.0000","Transaction":""}]
                """#)
        var current = try #require(zeros["00625K"])
        let legacy = try #require(empty["00625K"])
        #expect(current.date?.description == "2026-12-01")
        current.date = nil
        #expect(current == legacy)
        for value in [legacy.open, legacy.high, legacy.low, legacy.close, legacy.change, legacy.tradeValue] {
            #expect(value == nil)
        }
        #expect(legacy.volume == nil && legacy.transactions == nil && !legacy.traded)
    }

    /// A row with odd-lot volume but no close keeps its volume; its zero prices are still unknown.
    @Test func volumeWithoutACloseIsKept() async throws {
        let rows = await quotes(
            listed: #"""
                [{"Date":"1151201","Code":"00682U","Name":"期元大美元指數","TradeVolume":"29","TradeValue":"602",
                "OpeningPrice":"0.00","HighestPrice":"0.00","LowestPrice":"0.00","ClosingPrice":"0.00",
                "Change":"0.0000","Transaction":"1"}]
                """#)
        let quote = try #require(rows["00682U"])
        #expect(quote.volume == 29 && quote.tradeValue == 602 && quote.transactions == 1)
        #expect(quote.close == nil && quote.change == nil && quote.open == nil)
    }

    /// TPEx's dashes and its ex-dividend note in place of the change.
    @Test func tpexDashesAreUnknownAndNotesAreKept() async throws {
        let rows = await quotes(
            otc: #"""
                [{"Date":"1151201","SecuritiesCompanyCode":"3105","CompanyName":"穩懋","Close":" ---",
                "Change":"--- ","Open":"---","High":"---","Low":"---","Average":"0.00","TradingShares":"0",
                "TransactionAmount":"0","TransactionNumber":"0"},
                {"Date":"1151201","SecuritiesCompanyCode":"8069","CompanyName":"元太","Close":"259.50",
                "Change":"除息 ","Open":"262.00","High":"265.00","Low":"258.00","Average":"260.10",
                "TradingShares":"3456789","TransactionAmount":"897037745","TransactionNumber":"4938"}]
                """#)
        let untraded = try #require(rows["3105"])
        #expect(untraded.close == nil && untraded.volume == nil && untraded.changeNote == nil)
        let exDividend = try #require(rows["8069"])
        #expect(exDividend.close == 259.5 && exDividend.change == nil && exDividend.changeNote == "除息")
    }
}
