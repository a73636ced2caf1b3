/// Counts the callers inside at once and holds each inside until the test lets it go, so whether
/// the code under test lets callers in together does not depend on how long they take.
public actor Gauge {
    private var held: [CheckedContinuation<Void, Never>] = []
    private var watchers: [(entered: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// How many callers have come in.
    public private(set) var entered = 0
    /// How many are inside now.
    public private(set) var current = 0
    /// The most that were inside at once.
    public private(set) var peak = 0
    /// How many have left.
    public private(set) var finished = 0

    /// A gauge with no caller yet.
    public init() {}

    /// Comes in, waits to be let go, and leaves.
    public func pass() async {
        entered += 1
        current += 1
        peak = max(peak, current)
        await withCheckedContinuation { caller in
            held.append(caller)
            let met = watchers.filter { $0.entered <= entered }
            watchers.removeAll { $0.entered <= entered }
            for watcher in met { watcher.continuation.resume() }
        }
        current -= 1
        finished += 1
    }

    /// Lets `total` callers go, the longest held first, one each time `limit` more callers than
    /// were let go are in (or all `total`): code that lets `limit` in at once is seen doing it, and
    /// never finds more room than it would with callers that take their time.
    public func letThrough(_ total: Int, inAtOnce limit: Int) async {
        for released in 0..<total {
            let needed = min(limit + released, total)
            if entered < needed {
                await withCheckedContinuation { watchers.append((needed, $0)) }
            }
            held.removeFirst().resume()
        }
    }
}
