import ArgumentParsing
import JSON
import MarketReport

/// How one kind of search result is printed: as table rows or as JSON objects.
protocol SearchResultFormat {
    /// The results as a table with a header.
    var table: TextTable { get }
    /// The results as JSON objects, one per result.
    var jsonObjects: [JSONObject] { get }
    /// Whether there is no result.
    var isEmpty: Bool { get }
}
