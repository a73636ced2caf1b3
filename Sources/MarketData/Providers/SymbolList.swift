import Foundation
import JSON

/// Cleaning and batching of requested symbols.
enum SymbolList {
    /// Symbols trimmed, upper-cased and without repeats, in order.
    static func normalize(_ symbols: [String]) -> [String] {
        var seen = Set<String>()
        return symbols.map { $0.trimmingSpaces.uppercased() }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// `items` in chunks of at most `size`, in order.
    static func chunks<T>(_ items: [T], size: Int) -> [[T]] {
        stride(from: 0, to: items.count, by: size).map { Array(items[$0..<min($0 + size, items.count)]) }
    }
}
