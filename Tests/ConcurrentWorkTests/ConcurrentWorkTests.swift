import ConcurrentWork
import Foundation
import Testing

/// Tracks how many callers are inside at once.
private actor Gauge {
    private(set) var current = 0
    private(set) var peak = 0
    private(set) var finished = 0

    func enter() {
        current += 1
        peak = max(peak, current)
    }

    func leave() {
        current -= 1
        finished += 1
    }
}

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

    @Test func boundedMapKeepsOrderAndTheLimit() async {
        let gauge = Gauge()
        let results = await BoundedConcurrency.map(Array(0..<12), limit: 3) { number in
            await gauge.enter()
            try? await Task.sleep(nanoseconds: 5_000_000)
            await gauge.leave()
            return number * 10
        }
        #expect(results == (0..<12).map { $0 * 10 })
        #expect(await gauge.peak <= 3)
        #expect(await gauge.finished == 12)
    }

    @Test func boundedMapRunsWithALimitBelowOne() async {
        #expect(await BoundedConcurrency.map([1, 2], limit: 0) { $0 + 1 } == [2, 3])
    }

    @Test(arguments: [1, 2])
    func semaphoreLetsAtMostItsPermitsIn(permits: Int) async {
        let semaphore = AsyncSemaphore(permits: permits)
        let gauge = Gauge()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    await semaphore.wait()
                    await gauge.enter()
                    try? await Task.sleep(nanoseconds: 2_000_000)
                    await gauge.leave()
                    await semaphore.signal()
                }
            }
        }
        #expect(await gauge.peak <= permits)
        #expect(await gauge.finished == 8)
    }

    @Test func semaphoreHandsPermitsInArrivalOrder() async throws {
        let semaphore = AsyncSemaphore(permits: 1)
        let order = OrderLog()
        await semaphore.wait()
        var waiters: [Task<Void, Never>] = []
        for index in 0..<3 {
            waiters.append(
                Task {
                    await semaphore.wait()
                    await order.append(index)
                    await semaphore.signal()
                })
            // Lets each waiter queue up before the next one starts.
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        #expect(await order.entries.isEmpty, "no waiter passes while the only permit is taken")
        await semaphore.signal()
        for waiter in waiters { await waiter.value }
        #expect(await order.entries == [0, 1, 2])
    }
}

/// The order in which tasks got through.
private actor OrderLog {
    private(set) var entries: [Int] = []

    func append(_ entry: Int) { entries.append(entry) }
}
