import FileSystem
import Foundation
import Testing

@Suite struct FileLockTests {
    @Test func aSecondHolderWaitsNamesTheFirstAndGetsTheLockWhenItGoes() async throws {
        let folder = Scratch()
        let path = folder.at(".w.lock")
        let first = try FileLock(path: path)
        #expect(folder.read(".w.lock") == "\(getpid())\n")
        let heard = LockedBox<Int32?>(nil)
        let acquired = LockedBox(false)
        let thread = Thread {
            let second = try? FileLock(path: path) { heard.set($0) }
            acquired.set(second != nil)
            second?.release()
        }
        thread.start()
        try await Task.sleep(for: .milliseconds(300))
        #expect(heard.get() == getpid(), "the waiter hears the holder's pid")
        #expect(!acquired.get())
        first.release()
        for _ in 0..<100 where !acquired.get() { try await Task.sleep(for: .milliseconds(20)) }
        #expect(acquired.get())
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
