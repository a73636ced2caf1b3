import Foundation

/// The texts of a section's table cells, row by row: made by whichever file's table reaches a row
/// first and read by the others. The dashboard and the Markdown report show the same cells, and
/// formatting thousands of rows of numbers is most of what making a table row costs.
///
/// `@unchecked Sendable`: `rows` is only read and written under `lock`.
final class TableTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var rows: [[String]?]

    /// Room for `count` rows, none made yet.
    init(count: Int) {
        rows = Array(repeating: nil, count: count)
    }

    /// The texts of row `row`, made by `make` the first time they are asked for.
    func texts(ofRow row: Int, make: () -> [String]) -> [String] {
        if let texts = lock.withLock({ rows[row] }) { return texts }
        let texts = make()
        lock.withLock { rows[row] = texts }
        return texts
    }
}
