import FileSystem
import Foundation
import Testing

@Suite struct FileLockTests {
    @Test(.timeLimit(.minutes(1))) func aSecondHolderWaitsNamesTheFirstAndGetsTheLockWhenItGoes() async throws
    {
        let folder = Scratch()
        let path = folder.at(".w.lock")
        let first = try FileLock(path: path)
        #expect(folder.read(".w.lock") == "\(getpid())\n")
        let heard = LockedBox<Int32?>(nil)
        let acquired = LockedBox(false)
        let (steps, step) = AsyncStream.makeStream(of: String.self)
        let thread = Thread {
            let second = try? FileLock(path: path) {
                heard.set($0)
                step.yield("waiting")
            }
            acquired.set(second != nil)
            step.yield("acquired")
            second?.release()
            step.finish()
        }
        thread.start()
        var next = steps.makeAsyncIterator()
        #expect(await next.next() == "waiting")
        #expect(heard.get() == getpid(), "the waiter hears the holder's pid")
        #expect(!acquired.get(), "it waits while the first holds the lock")
        first.release()
        #expect(await next.next() == "acquired")
        #expect(acquired.get())
        #expect(await next.next() == nil, "the second has let go")
        #expect(folder.names().isEmpty, "the lock file goes with the last holder")
    }
}

/// A value shared between a test and a thread.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func get() -> Value { lock.withLock { value } }
    func set(_ new: Value) { lock.withLock { value = new } }
}
