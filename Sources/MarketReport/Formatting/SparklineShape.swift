/// A price history drawn as an SVG path: the points already laid out in a `width` × `height`
/// box (y grows downwards), written with at most one decimal. A missing value breaks the line:
/// the path starts a new piece after it, and a known value alone between two gaps is a dot.
public struct SparklineShape: Sendable, Equatable {
    /// The path's `d` attribute: `M0,30L40,18.5M120,2h0` (a piece per run of known values).
    public let path: String
    /// The box width, in SVG user units.
    public let width: Int
    /// The box height, in SVG user units.
    public let height: Int
    /// The first known value.
    public let first: Double
    /// The last known value.
    public let last: Double
    /// The lowest known value.
    public let low: Double
    /// The highest known value.
    public let high: Double

    /// The smallest range the box shows, as a share of the largest magnitude drawn: a series
    /// that moves less than this (a stablecoin's drift) is drawn that much flatter, not
    /// stretched to the full height.
    public static let minimumRelativeRange = 0.02

    /// Lays out `values` evenly from left to right; unknown values (`nil`, NaN, infinite)
    /// leave a gap but keep their place. `nil` with fewer than two known values.
    /// `padding` keeps the line off the top and bottom edges; a flat series sits in the middle.
    public init?(values: [Double?], width: Int = 120, height: Int = 32, padding: Double = 2) {
        guard Self.canDraw(values) else { return nil }
        let known = values.enumerated().compactMap { index, value in
            value.flatMap { $0.isFinite ? (index, $0) : nil }
        }
        guard known.count >= 2, let first = known.first?.1, let last = known.last?.1 else { return nil }
        var low = first
        var high = first
        for (_, value) in known {
            if value < low { low = value }
            if value > high { high = value }
        }
        // The range drawn: at least the minimum share of the values, centred on them.
        let shown = max(high - low, Self.minimumRelativeRange * max(low.magnitude, high.magnitude))
        let top = (high + low) / 2 + shown / 2
        let step = Double(width) / Double(max(values.count - 1, 1))
        let drawable = max(Double(height) - 2 * padding, 0)
        var path: [UInt8] = []
        // `L120,18.5`: at most 10 bytes a point for the default box.
        path.reserveCapacity(known.count * 10)
        var previous = -2
        for (number, (index, value)) in known.enumerated() {
            let x = Double(index) * step
            let y = shown == 0 ? Double(height) / 2 : padding + (top - value) / shown * drawable
            path.append(UInt8(ascii: index == previous + 1 ? "L" : "M"))
            Self.appendCoordinate(x, to: &path)
            path.append(UInt8(ascii: ","))
            Self.appendCoordinate(y, to: &path)
            // A point with no known neighbour on either side: a dot.
            let next = number + 1 < known.count ? known[number + 1].0 : -1
            if index != previous + 1 && next != index + 1 { path.append(contentsOf: "h0".utf8) }
            previous = index
        }
        self.path = String(decoding: path, as: UTF8.self)
        self.width = width
        self.height = height
        self.first = first
        self.last = last
        self.low = low
        self.high = high
    }

    /// Whether `values` hold the two known values a line needs, found without laying it out.
    public static func canDraw(_ values: [Double?]) -> Bool {
        var known = 0
        for value in values where value?.isFinite == true {
            known += 1
            if known == 2 { return true }
        }
        return false
    }

    /// The change from the first to the last value in percent, when the first is above zero.
    public var changePercent: Double? {
        first > 0 ? (last - first) / first * 100 : nil
    }

    /// Which way the line went, as its percent text reads.
    public var direction: Direction { NumberFormatting.direction(ofChange: changePercent) }

    /// A description for screen readers and the SVG title:
    /// `AAPL, 1 month: from $220.00 to $227.63, up 3.47%` (or `flat at $1.00`).
    public func label(name: String, period: String, currency: CurrencyFormat, labels: LabelCatalog) -> String
    {
        switch direction {
        case .flat:
            return labels.text(.sparkFlat, ["name": name, "period": period, "last": currency.price(last)])
        case .up, .down:
            return labels.text(
                direction == .up ? .sparkUp : .sparkDown,
                [
                    "name": name, "period": period, "first": currency.price(first),
                    "last": currency.price(last),
                    "change": NumberFormatting.percent(changePercent.map(\.magnitude)),
                ])
        }
    }

    /// Appends `value` with at most one decimal, as `NumberFormatting.decimal(value,
    /// maximumFractionDigits: 1, grouping: false)` writes it. A coordinate in the box is read
    /// straight from `value × 10`, whose error is far below 10⁻⁶ there; only one that close to a
    /// rounding tie, or outside `0..<10⁶`, needs the exact decimal digits.
    private static func appendCoordinate(_ value: Double, to bytes: inout [UInt8]) {
        let tenths = value * 10
        let whole = tenths.rounded(.down)
        guard value >= 0, value < 1e6, abs(tenths - whole - 0.5) > 1e-6 else {
            bytes.append(
                contentsOf: NumberFormatting.decimal(value, maximumFractionDigits: 1, grouping: false).utf8)
            return
        }
        let rounded = Int(whole) + (tenths - whole > 0.5 ? 1 : 0)
        bytes.append(contentsOf: String(rounded / 10).utf8)
        if rounded % 10 != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(rounded % 10))
        }
    }
}
