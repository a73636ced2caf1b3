import Dispatch

/// Frees a large value on a background thread, so the caller does not wait for the thousands of
/// deallocations a snapshot or a view tree of a whole watchlist takes. The process may end before
/// the freeing does, which costs nothing.
public enum BackgroundRelease {
    /// Takes the caller's last reference to `value` and drops it off the calling thread.
    public static func release<Value: Sendable>(_ value: consuming Value) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(box) {} }
    }

    private final class Box<Boxed: Sendable>: Sendable {
        let value: Boxed
        init(_ value: consuming Boxed) { self.value = value }
    }
}
