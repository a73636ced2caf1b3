import Foundation

/// A counting semaphore for async code: `wait()` suspends (without blocking a thread) while no
/// permit is free, and waiters are resumed in arrival order.
public actor AsyncSemaphore {
    private var permits: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a semaphore with `permits` free slots (at least one).
    public init(permits: Int) {
        self.permits = max(1, permits)
    }

    /// Takes a permit, waiting for one if none is free.
    public func wait() async {
        if permits > 0 {
            permits -= 1
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Returns a permit, handing it straight to the longest waiter if there is one.
    public func signal() {
        if waiters.isEmpty {
            permits += 1
        } else {
            waiters.removeFirst().resume()
        }
    }
}
