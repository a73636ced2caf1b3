import Dispatch
import Foundation
import Testing

@testable import MarketReport

/// A section's table texts are made once per row and read by every file's table.
@Suite struct TableTextsTests {
    /// What each iteration of a concurrent loop got, and how many rows were made.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [[String]?]
        private var made = 0

        init(count: Int) { texts = Array(repeating: nil, count: count) }

        func record(_ value: [String], at index: Int) { lock.withLock { texts[index] = value } }
        func countMade() { lock.withLock { made += 1 } }
        var all: [[String]?] { lock.withLock { texts } }
        var madeCount: Int { lock.withLock { made } }
    }

    @Test func aRowIsMadeOnceAndThenRead() {
        let texts = TableTexts(count: 3)
        var made: [Int] = []
        for row in [1, 2, 1, 1, 2] {
            let read = texts.texts(ofRow: row) {
                made.append(row)
                return ["AAA", "+\(row).00%"]
            }
            #expect(read == ["AAA", "+\(row).00%"])
        }
        #expect(made == [1, 2])
    }

    @Test func threadsReadingTheSameRowsGetEachRowsOwnTexts() {
        let texts = TableTexts(count: 50)
        let results = Results(count: 2_000)
        DispatchQueue.concurrentPerform(iterations: 2_000) { index in
            let row = index % 50
            let read = texts.texts(ofRow: row) {
                results.countMade()
                return ["row \(row)"]
            }
            results.record(read, at: index)
        }
        #expect(results.all.enumerated().allSatisfy { $0.element == ["row \($0.offset % 50)"] })
        // Two threads may make one row at the same moment; most rows are read, not made again.
        #expect(results.madeCount >= 50 && results.madeCount < 1_000)
    }
}
