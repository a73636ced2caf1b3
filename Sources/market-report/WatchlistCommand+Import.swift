import ArgumentParsing
import Foundation
import MarketReport

extension WatchlistCommand {
    /// The file to import.
    static let importSource: Argument<String> = .single("FILE", help: "The file to import.")

    /// `watchlist import FILE`: merge an XCA Stocks `tickers.plist` or another watchlist JSON.
    static let importFile = Command(
        name: "import", summary: "Merge an XCA Stocks tickers.plist or another watchlist into the watchlist.",
        discussion: "FILE is the tickers.plist the XCA Stocks app saves (binary or XML property list), or a "
            + "market-report watchlist JSON. Entries already on the watchlist are kept as they are.",
        arguments: [importSource],
        options: [watchlist]
    ) { arguments, context in
        let file = file(arguments, context)
        let source = WatchlistFile(path: arguments[importSource], relativeTo: context.currentDirectory)
        let data = try source.read()
        let imported = try WatchlistImporter.read(data, file: source.displayName)
        for reason in imported.skipped { context.warn("\(source.displayName): \(reason), skipped") }
        let lock = try file.lock()
        defer { lock.release() }
        let original = try file.loadIfPresent()
        var watchlist = original
        let added = watchlist.merge(imported.watchlist).map(\.identifier)
        try save(watchlist, ifChangedFrom: original, to: file)
        let total = imported.watchlist.allEntries.count
        let entries = Counting.phrase(total, "entry", plural: "entries")
        if total == 0 {
            context.print("No entries found in \(source.displayName)")
        } else if added.isEmpty {
            context.print(
                "Nothing new in \(source.displayName): "
                    + (total == 1 ? "its entry is" : "all \(entries) are") + " already on the watchlist")
        } else {
            context.print(
                "Imported \(added.count) of \(entries) from \(source.displayName) into \(file.displayName): "
                    + joined(added))
        }
        return .success
    }
}
