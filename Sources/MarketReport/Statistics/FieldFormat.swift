import Foundation
import MarketData

/// How a field's value is shown to people, and what unit its raw number is in.
///
/// A missing value always reads the catalog's `values.missing` (`n/a`).
public struct FieldFormat: Sendable {
    /// What a display needs besides the value: the asset's currency, the report's base currency,
    /// time zone, day and words.
    public struct Context: Sendable {
        /// The currency the asset's amounts are in.
        public var currency: CurrencyFormat
        /// The major unit of ``currency`` (`GBP` for `GBp`).
        public var majorCurrency: CurrencyFormat
        /// The report's base currency.
        public var baseCurrency: CurrencyFormat
        /// Writes dates and times in the report's time zone.
        public var dates: DateFormatting
        /// The report's day: a quote time or trading day before it is marked stale.
        public var reportDay: CalendarDay?
        /// The words shown.
        public var labels: LabelCatalog

        /// A context for an asset priced in `currency`, dates in `dates`' time zone, in a report
        /// of `reportDay`, totals in `baseCurrency`, in the words of `labels`.
        public init(
            currency: CurrencyFormat, baseCurrency: CurrencyFormat, dates: DateFormatting,
            reportDay: CalendarDay?,
            labels: LabelCatalog
        ) {
            self.currency = currency
            self.majorCurrency = CurrencyFormat(code: currency.totalCode)
            self.baseCurrency = baseCurrency
            self.dates = dates
            self.reportDay = reportDay
            self.labels = labels
        }

        /// `text` of data from `day`, marked stale (the catalog's `values.stale`) when that day is
        /// before the report's.
        func dated(_ text: String, day: CalendarDay) -> String {
            guard let reportDay, day < reportDay else { return text }
            return text + labels[.stale]
        }
    }

    /// What the raw number counts.
    public let unit: FieldUnit
    /// Whether the shown value is a number (right-aligned in tables).
    public let isNumeric: Bool
    private let show: @Sendable (FieldValue, Context) -> String?

    /// A format that shows a value with `show`; `nil` from it reads `n/a`.
    public init(
        unit: FieldUnit, isNumeric: Bool, show: @escaping @Sendable (FieldValue, Context) -> String?
    ) {
        self.unit = unit
        self.isNumeric = isNumeric
        self.show = show
    }

    /// The value as shown: formatted, or `n/a` when missing or not of this format's kind.
    public func text(_ value: FieldValue, in context: Context) -> String {
        show(value, context) ?? context.labels[.missing]
    }

    /// A format for numbers in `unit`, shown by `show`.
    public static func number(_ unit: FieldUnit, _ show: @escaping @Sendable (Double, Context) -> String?)
        -> FieldFormat
    {
        FieldFormat(unit: unit, isNumeric: true) { value, context in
            value.number.flatMap { show($0, context) }
        }
    }

    /// A format for text, shown by `show`.
    public static func text(_ show: @escaping @Sendable (String, Context) -> String?) -> FieldFormat {
        FieldFormat(unit: .none, isNumeric: false) { value, context in
            value.text.flatMap { show($0, context) }
        }
    }

    /// A format for text with a fixed set of raw values, each shown as the catalog's
    /// `values.GROUP.RAW`; a raw value the catalog has no text for is shown as sent, or `n/a`
    /// unless `showsOthers`.
    public static func words(
        _ group: String, showsOthers: Bool = true, normalize: @escaping @Sendable (String) -> String = { $0 }
    ) -> FieldFormat {
        text { raw, context in
            context.labels.value(group, normalize(raw)) ?? (showsOthers ? trimmed(raw) : nil)
        }
    }
}

extension FieldFormat {
    /// A price in the asset's currency with its significant digits: `$227.63`, `$0.00000845`, `123.40p`.
    public static let price = number(.currency) { $1.currency.price($0) }

    /// A price of a trading day, `n/a` when zero or below (how TWSE marks an untraded day).
    public static let tradedPrice = number(.currency) { $0 > 0 ? $1.currency.price($0) : nil }

    /// A price change with its sign: `+$2.58`, `-1.20p`.
    public static let signedPrice = number(.currency) { $1.currency.signedPrice($0) }

    /// A price in the main unit of the asset's currency: `£0.945` for a stock quoted in pence.
    public static let majorPrice = number(.majorCurrency) { $1.currency.major.price($0) }

    /// A large amount in the main unit of the asset's currency, shortened: `£185.61Bn` for a
    /// stock quoted in pence.
    public static let majorAbbreviatedAmount = number(.majorCurrency) { $1.currency.major.abbreviated($0) }

    /// A price change with its sign, or the reason the exchange gave in its place when there is
    /// none (`除息 (ex-dividend)`).
    public static let signedPriceOrNote = FieldFormat(unit: .currency, isNumeric: true) { value, context in
        switch value {
        case .number(let change): context.currency.signedPrice(change)
        case .missing(.exchangeNote(let note)?): context.labels.exchangeNote(note)
        default: nil
        }
    }

    /// A large amount in the asset's currency, shortened: `$3.42Tr`, `NT$27.48Bn`.
    public static let abbreviatedAmount = number(.currency) { $1.currency.abbreviated($0) }

    /// A change of a large amount with its sign, shortened: `-$15.18Bn`.
    public static let signedAbbreviatedAmount = number(.currency) { $1.currency.signedAbbreviated($0) }

    /// An amount in the major unit of the asset's currency: `£1,058.20` for a `GBp` quote.
    public static let majorAmount = number(.majorCurrency) { $1.majorCurrency.amount($0) }

    /// A change of an amount in the major unit, with its sign and the currency's minor-unit digits: `+£12.40`.
    public static let signedMajorAmount = number(.majorCurrency) { $1.majorCurrency.signedAmount($0) }

    /// An amount in the report's base currency: `$12,345.67`.
    public static let baseAmount = number(.baseCurrency) { $1.baseCurrency.amount($0) }

    /// A quantity held, up to eight decimals: `0.5`, `1,000`.
    public static let quantity = number(.count) { value, _ in
        NumberFormatting.decimal(value, maximumFractionDigits: 8)
    }

    /// A count such as a volume, shortened: `52.16M`, `999`.
    public static let abbreviatedCount = number(.count) { value, _ in NumberFormatting.abbreviated(value) }

    /// A whole number with grouping (`45,231`), in `unit`.
    public static func wholeNumber(_ unit: FieldUnit) -> FieldFormat {
        number(unit) { value, _ in NumberFormatting.integer(value) }
    }

    /// A whole number with grouping and its sign (`+45,231`, `-1,200`, `0`), in `unit`: a net
    /// figure such as shares bought less shares sold.
    public static func signedWholeNumber(_ unit: FieldUnit) -> FieldFormat {
        number(unit) { value, _ in
            let text = NumberFormatting.integer(value)
            return value.rounded() > 0 ? "+" + text : text
        }
    }

    /// A ratio with two decimals: `36.19`.
    public static let ratio = number(.ratio) { value, _ in NumberFormatting.decimal(value, fractionDigits: 2)
    }

    /// A percentage without a forced sign: `0.43%`.
    public static let percent = number(.percent) { value, _ in NumberFormatting.percent(value) }

    /// A change in percent with its sign: `+1.27%`, `0.00%`.
    public static let percentChange = number(.percent) { value, _ in NumberFormatting.percentChange(value) }

    /// A rank (`1`, `1,234`); `n/a` for zero or below, which means unranked.
    public static let rank = number(.count) { value, _ in value > 0 ? NumberFormatting.integer(value) : nil }

    /// Minutes (`10 min`, `0.25 min`); `n/a` for zero or below, which means unknown.
    public static let minutes = number(.minutes) { value, context in
        value > 0
            ? context.labels.text(
                .minutes, ["minutes": NumberFormatting.decimal(value, maximumFractionDigits: 2)])
            : nil
    }

    /// Text trimmed of surrounding white space; `n/a` when blank.
    public static let plainText = text { text, _ in trimmed(text) }

    /// Text exactly as given; `n/a` when empty.
    public static let verbatimText = text { text, _ in text.isEmpty ? nil : text }

    /// Yahoo's market state in words (`values.market_state`): `Pre-market`, `Regular`,
    /// `Post-market`, `Closed`; an unknown state as sent.
    public static let marketState = words("market_state") { state in
        switch state.uppercased() {
        case "PREPRE", "POSTPOST": "closed"
        default: state.lowercased()
        }
    }

    /// A Taiwan board, from its raw name (`listed`), with its exchange (`values.board`):
    /// `Listed (TWSE)`, `OTC (TPEx)`, `Emerging (TPEx)`.
    public static let taiwanBoard = words("board", showsOthers: false)

    /// A Taiwan industry, from its English name, in the words of `values.industry.CODE`
    /// (`Semiconductor` is `半導體業` in zh-TW); an industry the catalog does not name as sent.
    public static let taiwanIndustry = words("industry") { TaiwanIndustry.code(forEnglishName: $0) ?? $0 }

    /// What a Taiwan day's price is (`values.price_basis`): the close, or an emerging company's
    /// average.
    public static let priceBasis = words("price_basis")

    /// A moment in the report's time zone: the time alone on the report's day (`14:30 UTC`), else
    /// day and minute (`2026-12-02 14:30 UTC`), marked `(stale)` when before the report's day.
    public static let instant = FieldFormat(unit: .none, isNumeric: false) { value, context in
        guard case .instant(let date) = value else { return nil }
        let day = CalendarDay(date, in: context.dates.timeZone)
        if day == context.reportDay { return context.dates.displayTime(date) }
        return context.dated(context.dates.displayDateTime(date), day: day)
    }

    /// A calendar day in the catalog's pattern: `2026-12-01`, `2026/12/01`; marked `(stale)` when
    /// before the report's day.
    public static let day = FieldFormat(unit: .none, isNumeric: false) { value, context in
        guard case .day(let day) = value else { return nil }
        return context.dated(context.dates.displayDay(day), day: day)
    }

    /// `text` without surrounding white space, `nil` when nothing is left.
    private static func trimmed(_ text: String) -> String? {
        // Most text has nothing to trim: only text that starts or ends with white space is trimmed.
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return nil }
        let space = CharacterSet.whitespacesAndNewlines
        guard space.contains(first) || space.contains(last) else { return text }
        let trimmed = text.trimmingCharacters(in: space)
        return trimmed.isEmpty ? nil : trimmed
    }
}
