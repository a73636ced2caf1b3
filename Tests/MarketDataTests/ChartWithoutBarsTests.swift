import Foundation
import Testing

@testable import MarketData

/// A chart that knows the symbol but has no bars (no `timestamp`, empty `close`) is the gap
/// `no price history`, not a bad response.
@Suite struct ChartWithoutBarsTests {
    @Test func aChartWithoutBarsHasNoPriceHistory() async {
        let stub = RoutedStub()
        stub.on(
            "/chart/NEWCO",
            text: #"""
                {"chart":{"result":[{"meta":{"currency":"USD","symbol":"NEWCO","dataGranularity":"1d",
                "range":"1mo"},"indicators":{"quote":[{}],"adjclose":[{}]}}],"error":null}}
                """#)
        let batch = await stub.yahooClient().charts(for: ["NEWCO"])
        #expect(batch.values.isEmpty)
        #expect(batch.problems.map(\.reason) == [.noPriceHistory])
        #expect(batch.problems.first?.reason.reason == "no price history")
    }
}
