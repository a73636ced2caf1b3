import Dispatch
import Foundation

/// Gives the memory the process has freed back to the system.
///
/// glibc keeps the pages of freed allocations in its heap for reuse. After the fetch stage those
/// are many scattered pieces (response bodies, the decoded snapshot), too small for the render's
/// large output buffers, which then take new pages on top: the process's peak would be the sum of
/// both stages rather than the larger of them. Elsewhere (macOS) only the freeing is done.
enum FreedMemory {
    /// Frees `value` off the calling thread (its thousands of deallocations take a while), then
    /// returns the heap's free pages to the system.
    static func release<Value: Sendable>(_ value: consuming Value) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).async {
            box.empty()
            returnToSystem()
        }
    }

    /// Returns the free pages of the heap to the system.
    static func returnToSystem() {
        #if os(Linux)
            typealias Trim = @convention(c) (Int) -> Int32
            // `malloc_trim(0)` of glibc, looked up because Swift's Glibc module does not export it.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }

    /// Holds a value until the one block it is handed to empties it.
    private final class Box<Boxed: Sendable>: @unchecked Sendable {
        private var value: Boxed?

        init(_ value: consuming Boxed) { self.value = value }

        func empty() { value = nil }
    }
}
