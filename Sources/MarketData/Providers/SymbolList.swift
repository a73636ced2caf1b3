import Foundation
import JSON

/// Batching of requested symbols.
enum SymbolList {
    /// `items` in chunks of at most `size`, in order.
    static func chunks<T>(_ items: [T], size: Int) -> [[T]] {
        stride(from: 0, to: items.count, by: size).map { Array(items[$0..<min($0 + size, items.count)]) }
    }
}
