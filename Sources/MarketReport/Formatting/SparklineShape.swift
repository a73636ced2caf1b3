/// A price history drawn as an SVG polyline: the points already laid out in a
/// `width` × `height` box (y grows downwards), written with at most one decimal.
public struct SparklineShape: Sendable, Equatable {
    /// The polyline's `points` attribute: `0,30 40,18.5 80,22 120,2`.
    public let points: String
    /// The box width, in SVG user units.
    public let width: Int
    /// The box height, in SVG user units.
    public let height: Int
    /// The first known value.
    public let first: Double
    /// The last known value.
    public let last: Double

    /// Lays out `values` evenly from left to right; unknown values (`nil`, NaN, infinite)
    /// leave a step out but keep their place. `nil` with fewer than two known values.
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
        let step = Double(width) / Double(max(values.count - 1, 1))
        let drawable = max(Double(height) - 2 * padding, 0)
        var points: [UInt8] = []
        // `120,18.5 `: at most 13 bytes a point for the default box.
        points.reserveCapacity(known.count * 13)
        for (index, value) in known {
            let x = Double(index) * step
            let y = high == low ? Double(height) / 2 : padding + (high - value) / (high - low) * drawable
            if !points.isEmpty { points.append(UInt8(ascii: " ")) }
            Self.appendCoordinate(x, to: &points)
            points.append(UInt8(ascii: ","))
            Self.appendCoordinate(y, to: &points)
        }
        self.points = String(decoding: points, as: UTF8.self)
        self.width = width
        self.height = height
        self.first = first
        self.last = last
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
    public func label(name: String, period: String, currency: CurrencyFormat) -> String {
        let start = name + ", " + period + ": "
        switch direction {
        case .flat:
            return start + "flat at " + currency.price(last)
        case .up, .down:
            let change = NumberFormatting.percent(changePercent.map(\.magnitude))
            return start + "from " + currency.price(first) + " to " + currency.price(last) + ", "
                + (direction == .up ? "up " : "down ") + change
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
