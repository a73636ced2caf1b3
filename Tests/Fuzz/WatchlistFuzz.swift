import Foundation

/// libFuzzer entry: the watchlist loader, and the JSON readers and writer.
///
/// Any input either fails with a `WatchlistError` or yields a watchlist whose normalized text
/// reads back to the same watchlist and is a fixed point of normalization. Every input also goes
/// through ``JSONDifferential``: the two readers, Foundation's, and the writer's round trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func watchlistFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    JSONDifferential.check(data)
    guard let watchlist = try? Watchlist(json: data, file: "fuzz.json") else { return 0 }
    let normalized = watchlist.jsonText
    guard let reread = try? Watchlist(json: Data(normalized.utf8), file: "normalized.json") else {
        preconditionFailure("normalized watchlist does not load: \(normalized)")
    }
    precondition(reread.jsonText == normalized, "normalization is not a fixed point: \(normalized)")
    return 0
}
