import JSON

/// A locale no label catalog is found for: neither a built-in one nor a `locales/NAME.json` of
/// the `--templates` folder.
public struct UnknownLocaleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The locale asked for.
    public let locale: String
    /// The locales that have a catalog, sorted.
    public let available: [String]
    /// Where the locale was asked for: `--locale`, or a watchlist's `"locale"`.
    public var origin = "--locale"

    /// The error for `locale`, which none of `available` is.
    public init(locale: String, available: [String]) {
        self.locale = locale
        self.available = available
    }

    public var description: String {
        "\(origin) \(JSONWriter.quoted(locale)): no label catalog for it (available: "
            + available.joined(separator: ", ")
            + "), use one of them or copy locales/en.json to locales/\(locale).json in a --templates folder"
    }
}
