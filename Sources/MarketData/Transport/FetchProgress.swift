import Foundation

/// Counts a fetch's answers as they arrive, for a live progress line: answers received, answers
/// needed (the planned requests, or more when more were sent), and an estimate of the time left.
public final class FetchProgress: @unchecked Sendable {  // `state` is only touched under `lock`
    /// One moment of the count.
    public struct Count: Sendable, Equatable {
        /// Answers received (an error counts: the request is done).
        public var answered: Int
        /// Answers needed: the planned requests, or the requests sent when more were.
        public var needed: Int
        /// Seconds since the first request.
        public var elapsed: TimeInterval

        /// Creates a count.
        public init(answered: Int, needed: Int, elapsed: TimeInterval) {
            self.answered = answered
            self.needed = needed
            self.elapsed = elapsed
        }

        /// The seconds still to go at the pace so far; `nil` before the first answer.
        public var secondsLeft: TimeInterval? {
            guard answered > 0 else { return nil }
            return elapsed / Double(answered) * Double(max(0, needed - answered))
        }
    }

    private struct State {
        var planned = 0
        var started = 0
        var answered = 0
        var start: Date?
    }

    private let lock = NSLock()
    private var state = State()
    private let report: @Sendable (Count) -> Void
    private let now: @Sendable () -> Date

    /// A counter that hands each new count to `report` (from any thread).
    public init(now: @escaping @Sendable () -> Date = { Date() }, report: @escaping @Sendable (Count) -> Void)
    {
        self.now = now
        self.report = report
    }

    /// Sets how many answers the fetch is planned to need.
    public func plan(_ requests: Int) {
        lock.withLock { state.planned = requests }
    }

    /// The count now.
    public var count: Count {
        let now = now()
        return lock.withLock { Self.count(state, now: now) }
    }

    func started() {
        let now = now()
        let count = lock.withLock { () -> Count in
            state.started += 1
            if state.start == nil { state.start = now }
            return Self.count(state, now: now)
        }
        report(count)
    }

    func answered() {
        let now = now()
        let count = lock.withLock { () -> Count in
            state.answered += 1
            return Self.count(state, now: now)
        }
        report(count)
    }

    private static func count(_ state: State, now: Date) -> Count {
        Count(
            answered: state.answered, needed: max(state.planned, state.started),
            elapsed: state.start.map { now.timeIntervalSince($0) } ?? 0)
    }
}

/// Tells a ``FetchProgress`` of each request it passes on and of each answer (or failure).
struct CountingTransport: HTTPTransport {
    let inner: any HTTPTransport
    let progress: FetchProgress

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        progress.started()
        defer { progress.answered() }
        return try await inner.send(request)
    }
}
