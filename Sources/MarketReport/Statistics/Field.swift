import Foundation
import MarketData

/// One figure of an asset class, declared once as a static handle (`StockField.marketCap`): its
/// stable key, how it is shown, its role, and how its raw value is read from the provider's data
/// (`Source`). Its title is the label catalog's (`fields.stock.market_cap`).
///
/// The key is the figure's machine name: its CSV column name where it has one (`market_cap`), and
/// its name in `report.json`. Every other place refers to the field by its handle, so a misspelt
/// field is a compile error. Where the field appears (card, table, CSV) is said by the
/// ``AssetDeclaration`` that lists it.
public struct Field<Source>: Sendable {
    /// What the field is, apart from how it is read.
    public let info: FieldInfo
    /// Reads the raw value from the provider's data.
    let read: Reader
    /// The field holding the change in percent shown beside this one's value.
    let change: Change?

    /// The field a change is read from, kept apart so a field can name another.
    final class Change: Sendable {
        let field: Field

        init(_ field: Field) { self.field = field }
    }

    /// How a field's raw value is read: the declaration's own closure, kept as it was written.
    ///
    /// A closure that captures nothing has no context to count references to. Wrapped in another
    /// closure that converts its result, it would have one, shared by every asset, whose count
    /// the threads reading assets at once would contend for.
    enum Reader: Sendable {
        case value(@Sendable (Source) -> FieldValue)
        case number(@Sendable (Source) -> Double?)
        case text(@Sendable (Source) -> String?)
        case instant(@Sendable (Source) -> Date?)
        case day(@Sendable (Source) -> CalendarDay?)

        /// The raw value read from `source`.
        func callAsFunction(_ source: Source) -> FieldValue {
            switch self {
            case .value(let read): read(source)
            case .number(let read): FieldValue(read(source))
            case .text(let read): FieldValue(read(source))
            case .instant(let read): read(source).map(FieldValue.instant) ?? .unknown
            case .day(let read): read(source).map(FieldValue.day) ?? .unknown
            }
        }
    }

    /// A field read by `read`; `change` is the field whose number (in percent) is shown beside
    /// this one's value, such as a price's change, and `per` says what that change measures
    /// (a day, 24 hours); `role` is what the field means to the report's other parts.
    public init(
        _ key: String, _ format: FieldFormat, change: Field? = nil, per: ChangeQualifier? = nil,
        role: FieldRole? = nil, read: @escaping @Sendable (Source) -> FieldValue
    ) {
        self.init(key, format, change: change, per: per, role: role, reader: .value(read))
    }

    private init(
        _ key: String, _ format: FieldFormat, change: Field? = nil, per: ChangeQualifier? = nil,
        role: FieldRole? = nil, reader: Reader
    ) {
        info = FieldInfo(key: key, format: format, role: role, changeLabel: per)
        read = reader
        self.change = change.map(Change.init)
    }

    /// The stable machine name (``FieldInfo/key``).
    public var key: String { info.key }

    /// A number field; `nil`, NaN and the infinities read as missing.
    public static func number(
        _ key: String, _ format: FieldFormat, change: Field? = nil, per: ChangeQualifier? = nil,
        role: FieldRole? = nil, _ read: @escaping @Sendable (Source) -> Double?
    ) -> Field {
        Field(key, format, change: change, per: per, role: role, reader: .number(read))
    }

    /// A text field, shown with `format` (trimmed text by default); `nil` reads as missing.
    public static func text(
        _ key: String, _ format: FieldFormat = .plainText, role: FieldRole? = nil,
        _ read: @escaping @Sendable (Source) -> String?
    ) -> Field {
        Field(key, format, role: role, reader: .text(read))
    }

    /// A moment, such as the time of a quote.
    public static func instant(
        _ key: String, role: FieldRole? = nil, _ read: @escaping @Sendable (Source) -> Date?
    ) -> Field {
        Field(key, .instant, role: role, reader: .instant(read))
    }

    /// A calendar day, such as a trading day.
    public static func day(
        _ key: String, role: FieldRole? = nil,
        _ read: @escaping @Sendable (Source) -> CalendarDay?
    ) -> Field {
        Field(key, .day, role: role, reader: .day(read))
    }
}

extension Field where Source: GapReporting {
    /// `status`: `ok`, or the reasons the asset's data has gaps, joined with `; `.
    public static var status: Field {
        .text("status", .verbatimText, role: .status) { $0.status }
    }
}
