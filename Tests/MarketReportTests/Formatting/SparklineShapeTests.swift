import Testing

@testable import MarketReport

@Suite struct SparklineShapeTests {
    @Test func pointsFillTheBoxWithYDownwards() throws {
        let line = try #require(SparklineShape(values: [10, 20, 15, 30], width: 120, height: 32, padding: 2))
        #expect(line.path == "M0,30L40,16L80,23L120,2")
        #expect(line.low == 10)
        #expect(line.high == 30)
        #expect(line.direction == .up)
        #expect(line.changePercent == 200)
    }

    @Test func unknownValuesLeaveGapsAndLonePointsAreDots() throws {
        let line = try #require(
            SparklineShape(values: [nil, 4, .nan, 2, nil], width: 100, height: 20, padding: 0))
        #expect(line.path == "M25,0h0M75,20h0")
        #expect(line.first == 4)
        #expect(line.last == 2)
        #expect(line.direction == .down)
    }

    @Test func flatSeriesSitsInTheMiddle() throws {
        let line = try #require(SparklineShape(values: [5, 5, 5], width: 10, height: 9))
        #expect(line.path == "M0,4.5L5,4.5L10,4.5")
        #expect(line.direction == .flat)
        #expect(
            line.label(name: "X", period: "7 days", currency: CurrencyFormat(code: "USD"), labels: .english)
                == "X, 7 days: flat at $5.00")
    }

    @Test(arguments: [[Double?](), [1], [nil, 3, nil], [.infinity, 2]])
    func tooFewValuesDrawNothing(values: [Double?]) {
        #expect(SparklineShape(values: values) == nil)
    }

    @Test func labels() throws {
        let usd = CurrencyFormat(code: "USD")
        let up = try #require(SparklineShape(values: [220, 227.63]))
        #expect(
            up.label(name: "AAPL", period: "1 month", currency: usd, labels: .english)
                == "AAPL, 1 month: from $220.00 to $227.63, up 3.47%")
        let down = try #require(SparklineShape(values: [0.00001, 0.000008]))
        #expect(
            down.label(name: "SHIB", period: "7 days", currency: usd, labels: .english)
                == "SHIB, 7 days: from $0.00001 to $0.000008, down 20.00%")
    }

    @Test func tinyRangesStayFinite() throws {
        let line = try #require(
            SparklineShape(values: [1e-9, 2e-9, 1.5e-9], width: 2, height: 10, padding: 0))
        #expect(line.path == "M0,10L1,0L2,5")
    }

    @Test func aGapSplitsTheLineIntoPieces() throws {
        let line = try #require(
            SparklineShape(values: [1, 2, nil, 2, 1], width: 4, height: 10, padding: 0))
        #expect(line.path == "M0,10L1,0M3,0L4,10")
    }

    @Test func aSmallDriftIsDrawnNearlyFlat() throws {
        // A stablecoin's ±0.1%: stretched to the full 2...30 it would look volatile.
        let line = try #require(SparklineShape(values: [1, 1.001, 0.999, 1], width: 3, height: 32))
        #expect(line.path == "M0,16L1,14.6L2,17.4L3,16")
        #expect(line.low == 0.999)
        #expect(line.high == 1.001)
    }
}
