import Foundation

/// Gives the memory the process has freed back to the system.
///
/// glibc keeps the pages of freed allocations in its heap for reuse. After the fetch stage those
/// are many scattered pieces (response bodies, the decoded snapshot), too small for the render's
/// large output buffers, which then take new pages on top: the process's peak would be the sum of
/// both stages rather than the larger of them. Elsewhere (macOS) it does nothing.
enum FreedMemory {
    /// Returns the free pages of the heap to the system.
    static func returnToSystem() {
        #if os(Linux)
            typealias Trim = @convention(c) (Int) -> Int32
            // `malloc_trim(0)` of glibc, looked up because Swift's Glibc module does not export it.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
