import Foundation

/// libFuzzer entry: the watchlist loader and the JSON writer round trip.
///
/// Any input either fails with a `WatchlistError` or yields a watchlist whose normalized text
/// reads back to the same watchlist and is a fixed point of normalization. A JSON document that
/// parses must also survive `JSONWriter.prettyPrinted` and parse back to the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func watchlistFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let document = try? JSONDocument(parsing: data) {
        let text = JSONWriter.prettyPrinted(document.root)
        guard let again = try? JSONDocument(parsing: text) else {
            preconditionFailure("written JSON does not parse: \(text)")
        }
        precondition(again.root == document.root, "JSON round trip changed the value: \(text)")
    }
    guard let watchlist = try? Watchlist(json: data, file: "fuzz.json") else { return 0 }
    let normalized = watchlist.jsonText
    guard let reread = try? Watchlist(json: Data(normalized.utf8), file: "normalized.json") else {
        preconditionFailure("normalized watchlist does not load: \(normalized)")
    }
    precondition(reread.jsonText == normalized, "normalization is not a fixed point: \(normalized)")
    return 0
}
