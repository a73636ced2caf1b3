import ConcurrencyGauge
import ConcurrentWork
import Foundation
import Testing

private struct Failure: Error, Equatable {
    let element: Int
}

@Suite struct ConcurrentWorkTests {
    @Test(arguments: [0, 1, 7, 1000])
    func concurrentMapKeepsTheOrderOfMap(count: Int) {
        let numbers = Array(0..<count)
        #expect(numbers.concurrentMap { $0 * $0 } == numbers.map { $0 * $0 })
    }

    /// The chunks cover the array in order, none empty, a few per core at most.
    @Test(arguments: [0, 1, 7, 1000])
    func concurrentChunkMapCoversTheArrayInOrder(count: Int) {
        let numbers = Array(0..<count)
        let chunks = numbers.concurrentChunkMap { Array($0) }
        #expect(Array(chunks.joined()) == numbers)
        #expect(chunks.allSatisfy { !$0.isEmpty })
        #expect(chunks.count <= min(count, ProcessInfo.processInfo.activeProcessorCount * 4))
    }

    @Test func concurrentMapThrowsTheFirstFailingElementsError() {
        let numbers = Array(0..<500)
        #expect(throws: Failure(element: 123)) {
            try numbers.concurrentMap { (number) throws(Failure) -> Int in
                if number == 123 || number == 400 { throw Failure(element: number) }
                return number
            }
        }
    }

    @Test(.timeLimit(.minutes(1))) func boundedMapKeepsOrderAndTheLimit() async {
        let gauge = Gauge()
        async let results = BoundedConcurrency.map(Array(0..<12), limit: 3) { number in
            await gauge.pass()
            return number * 10
        }
        await gauge.letThrough(12, inAtOnce: 3)
        #expect(await results == (0..<12).map { $0 * 10 })
        #expect(await gauge.peak == 3)
        #expect(await gauge.finished == 12)
    }

    @Test func boundedMapRunsWithALimitBelowOne() async {
        #expect(await BoundedConcurrency.map([1, 2], limit: 0) { $0 + 1 } == [2, 3])
    }

    @Test(.timeLimit(.minutes(1)), arguments: [1, 2])
    func semaphoreLetsItsPermitsInAtOnceAndNoMore(permits: Int) async {
        let semaphore = AsyncSemaphore(permits: permits)
        let gauge = Gauge()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    await semaphore.wait()
                    await gauge.pass()
                    await semaphore.signal()
                }
            }
            await gauge.letThrough(8, inAtOnce: permits)
        }
        #expect(await gauge.peak == permits)
        #expect(await gauge.finished == 8)
    }

    @Test(.timeLimit(.minutes(1))) func semaphoreHandsPermitsInArrivalOrder() async throws {
        let semaphore = AsyncSemaphore(permits: 1)
        let order = OrderLog()
        await semaphore.wait()
        var waiters: [Task<Void, Never>] = []
        for index in 0..<3 {
            // Each waiter is in the queue before the next one starts.
            await withCheckedContinuation { (queued: CheckedContinuation<Void, Never>) in
                waiters.append(
                    Task {
                        await semaphore.wait(reportingQueued: { queued.resume() })
                        await order.append(index)
                        await semaphore.signal()
                    })
            }
        }
        #expect(await order.entries.isEmpty, "no waiter passes while the only permit is taken")
        await semaphore.signal()
        for waiter in waiters { await waiter.value }
        #expect(await order.entries == [0, 1, 2])
    }
}

extension AsyncSemaphore {
    /// `wait()`, calling `queued` once the caller holds a permit or stands in the queue for one:
    /// `queued` runs as the semaphore's next job, which cannot start before `wait()` has returned
    /// or suspended in the queue, as the semaphore is an actor.
    fileprivate func wait(reportingQueued queued: @escaping @Sendable () -> Void) async {
        Task { self.run(queued) }
        await wait()
    }

    private func run(_ body: () -> Void) { body() }
}

/// The order in which tasks got through.
private actor OrderLog {
    private(set) var entries: [Int] = []

    func append(_ entry: Int) { entries.append(entry) }
}
