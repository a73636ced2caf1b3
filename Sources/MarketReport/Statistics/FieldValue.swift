import Foundation
import MarketData

/// The raw value of one field of an asset, typed, before any display formatting: what the CSV
/// files hold and what a machine reader gets.
public enum FieldValue: Sendable, Equatable {
    /// A finite number, in the unit its field declares (``FieldUnit``).
    case number(Double)
    /// Text, as the provider sent it.
    case text(String)
    /// A moment, such as a quote's time.
    case instant(Date)
    /// A calendar day, such as a Taiwan trading day (kept apart, so every value stays small).
    indirect case day(CalendarDay)
    /// No value, with why when that is known (no trades).
    case missing(reason: Gap.Reason?)

    /// A missing value without a known reason.
    public static let unknown = FieldValue.missing(reason: nil)

    /// A number, or ``unknown`` for `nil`, NaN and the infinities.
    public init(_ number: Double?) {
        guard let number, number.isFinite else {
            self = .unknown
            return
        }
        self = .number(number)
    }

    /// Text, or ``unknown`` for `nil`.
    public init(_ text: String?) {
        self = text.map(FieldValue.text) ?? .unknown
    }

    /// The number, when the value is one.
    public var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The text, when the value is text.
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// Whether the value is text (escaped as such in a CSV field); numbers, dates and missing
    /// values are written raw.
    public var isText: Bool {
        if case .text = self { return true }
        return false
    }

    /// The value as a CSV field holds it, before escaping: numbers raw (dot decimal, no grouping,
    /// no exponent), moments in ISO 8601 in `dates`' time zone, days as `YYYY-MM-DD`, text as is,
    /// and an empty string when missing.
    public func rawText(dates: DateFormatting) -> String {
        switch self {
        case .number(let number): NumberFormatting.raw(number)
        case .text(let text): text
        case .instant(let date): dates.iso8601(date)
        case .day(let day): day.description
        case .missing: ""
        }
    }
}
