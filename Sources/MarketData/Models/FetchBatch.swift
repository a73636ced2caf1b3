/// What a batch fetch produced: the values found and a problem for each symbol without one.
public struct FetchBatch<Value: Sendable>: Sendable {
    /// The values, keyed by the symbol as requested.
    public var values: [String: Value]
    /// One entry per requested symbol that has no value.
    public var problems: [FetchProblem]

    /// Creates a batch.
    public init(values: [String: Value] = [:], problems: [FetchProblem] = []) {
        self.values = values
        self.problems = problems
    }

    /// The values and problems of `batches` in one batch; a symbol in several keeps its value from
    /// the last. Room for every value is made once, not grown batch by batch: quotes are large, and
    /// a watchlist may hold thousands.
    public init(merging batches: [FetchBatch<Value>]) {
        self.init()
        values.reserveCapacity(batches.reduce(0) { $0 + $1.values.count })
        for batch in batches { merge(batch) }
    }

    /// Adds the values and problems of `other`.
    public mutating func merge(_ other: FetchBatch<Value>) {
        values.merge(other.values) { _, new in new }
        problems += other.problems
    }

    /// A batch where every symbol in `symbols` failed for `reason`.
    static func failed(
        _ symbols: [String], reason: FetchFailure, dataset: MarketDataset, provider: MarketDataProvider
    ) -> FetchBatch {
        FetchBatch(
            problems: symbols.map {
                FetchProblem(symbol: $0, dataset: dataset, provider: provider, reason: reason)
            })
    }

    /// A batch from per-symbol outcomes: successes become values, failures problems.
    static func collect(
        _ outcomes: [(String, Result<Value, any Error>)], dataset: MarketDataset, provider: MarketDataProvider
    ) -> FetchBatch {
        var batch = FetchBatch()
        for (symbol, outcome) in outcomes {
            switch outcome {
            case .success(let value): batch.values[symbol] = value
            case .failure(let error):
                batch.problems.append(
                    FetchProblem(
                        symbol: symbol, dataset: dataset, provider: provider, reason: FetchFailure(error)))
            }
        }
        return batch
    }
}
