import Foundation
import MarketData
import Templating

extension PortfolioChart {
    /// The whole SVG document.
    public var svg: String {
        let plot = Plot(chart: self)
        let escape = Escaping.html.escape
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" class="pc" viewBox="0 0 \(Int(Self.width)) \(Int(Self.height))" \
            width="\(Int(Self.width))" height="\(Int(Self.height))" role="img" aria-labelledby="pc-title pc-desc">
            <title id="pc-title">\(escape(labels.text(.chartTitle, ["currency": currency.code ?? ""])))</title>
            <desc id="pc-desc">\(escape(description))</desc>
            <style>
            .pc { --pc-bg: var(--bg, #ffffff); --pc-fg: var(--fg, #1b1f24); --pc-muted: var(--muted, #59636e); \
            --pc-grid: var(--line, #d1d9e0); --pc-value: var(--accent, #0969da); --pc-up: var(--up, #1a7f37); \
            --pc-down: var(--down, #cf222e); font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
            @media (prefers-color-scheme: dark) {
              .pc { --pc-bg: var(--bg, #0d1117); --pc-fg: var(--fg, #e6edf3); --pc-muted: var(--muted, #9198a1); \
            --pc-grid: var(--line, #3d444d); --pc-value: var(--accent, #4493f8); --pc-up: var(--up, #3fb950); \
            --pc-down: var(--down, #f85149); }
            }
            .pc-bg { fill: var(--pc-bg); }
            .pc text { fill: var(--pc-fg); font-size: 12px; }
            .pc .pc-axis { fill: var(--pc-muted); }
            .pc .pc-heading { font-size: 14px; font-weight: 600; }
            .pc-grid { stroke: var(--pc-grid); stroke-width: 1; }
            .pc-line { fill: none; stroke-width: 2; stroke-linejoin: round; stroke-linecap: round; }
            .pc-recorded { stroke: var(--pc-value); stroke-width: 2.5; }
            .pc-backfilled { stroke: var(--pc-value); stroke-dasharray: 5 4; opacity: 0.8; }
            .pc-benchmark { stroke: var(--pc-muted); stroke-width: 1.5; stroke-dasharray: 1 3; }
            .pc-dot { fill: var(--pc-value); }
            .pc .pc-up { fill: var(--pc-up); }
            .pc .pc-down { fill: var(--pc-down); }
            </style>
            <rect class="pc-bg" width="100%" height="100%" rx="6"/>

            """
        out += plot.heading
        out += plot.legend
        out += plot.grid
        out += plot.lines
        out += "</svg>\n"
        return out
    }

    /// The drawing's pieces, laid out in the plot area.
    struct Plot {
        let chart: PortfolioChart
        let low: Double
        let high: Double

        init(chart: PortfolioChart) {
            self.chart = chart
            let values = chart.rows.map(\.total) + chart.benchmark.map(\.value)
            let (niceLow, niceHigh, _) = Self.ticks(low: values.min() ?? 0, high: values.max() ?? 1)
            (low, high) = (niceLow, niceHigh)
        }

        var plotWidth: Double { PortfolioChart.width - PortfolioChart.left - PortfolioChart.right }
        var plotHeight: Double { PortfolioChart.height - PortfolioChart.top - PortfolioChart.bottom }

        func x(_ day: CalendarDay) -> Double {
            let (first, last) = chart.span
            let days = Double(max(last.dayNumber - first.dayNumber, 1))
            return PortfolioChart.left + Double(day.dayNumber - first.dayNumber) / days * plotWidth
        }

        func y(_ value: Double) -> Double {
            PortfolioChart.top + (high - value) / max(high - low, 1e-9) * plotHeight
        }

        /// The title line and the period's change, its sign an arrow as well as a colour.
        var heading: String {
            let escape = Escaping.html.escape
            let title = chart.labels.text(.chartTitle, ["currency": chart.currency.code ?? ""])
            var text =
                "<text class=\"pc-heading\" x=\"\(Self.number(PortfolioChart.left))\" y=\"20\">\(escape(title))"
            if let change = chart.change {
                let direction = NumberFormatting.direction(ofChange: change)
                let arrow = direction == .up ? "▲ " : direction == .down ? "▼ " : ""
                let kind = direction == .up ? "pc-up" : direction == .down ? "pc-down" : "pc-axis"
                text +=
                    " <tspan class=\"\(kind)\">\(arrow)\(escape(NumberFormatting.percentChange(change)))</tspan>"
            }
            return text + "</text>\n"
        }

        /// Samples of the three lines with their names.
        var legend: String {
            let escape = Escaping.html.escape
            let labels = chart.labels
            var entries = [("pc-recorded", labels[.chartLegendRecorded])]
            if !chart.backfilled.isEmpty { entries.append(("pc-backfilled", labels[.chartLegendBackfilled])) }
            if !chart.benchmark.isEmpty {
                entries.append(
                    ("pc-benchmark", labels.text(.chartLegendBenchmark, ["symbol": chart.benchmarkSymbol])))
            }
            var x = PortfolioChart.left
            var out = ""
            for (kind, text) in entries {
                out += "<path class=\"pc-line \(kind)\" d=\"M\(Self.number(x)),38h24\"/>"
                out += "<text x=\"\(Self.number(x + 30))\" y=\"42\">\(escape(text))</text>\n"
                x += 30 + Self.textWidth(text) + 24
            }
            return out
        }

        /// About how wide `text` is at 12 px: 6.6 units a character, 12 (the font's size) a wide
        /// East Asian one, such as the Han characters of zh-TW.
        static func textWidth(_ text: String) -> Double {
            text.unicodeScalars.reduce(0) { width, scalar in
                width + (wideRanges.contains { $0.contains(scalar.value) } ? 12 : 6.6)
            }
        }

        /// The blocks of wide East Asian characters: Hangul Jamo, CJK punctuation, kana and
        /// ideographs, Hangul syllables, compatibility ideographs and forms, full-width forms.
        static let wideRanges: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
        ]

        /// Horizontal grid lines with their values, and month labels along the bottom.
        var grid: String {
            let (_, _, step) = Self.ticks(low: low, high: high)
            var out = ""
            var value = low
            while value <= high + step / 2 {
                let y = Self.number(y(value))
                out +=
                    "<path class=\"pc-grid\" d=\"M\(Self.number(PortfolioChart.left)),\(y)H\(Self.number(PortfolioChart.width - PortfolioChart.right))\"/>"
                out +=
                    "<text class=\"pc-axis\" x=\"\(Self.number(PortfolioChart.left - 6))\" y=\"\(y)\" "
                    + "text-anchor=\"end\" dominant-baseline=\"middle\">\(Escaping.html.escape(chart.currency.abbreviated(value)))</text>\n"
                value += step
            }
            let (first, last) = chart.span
            let months = Self.monthStarts(from: first, to: last)
            let every = max(1, (months.count + 5) / 6)
            for (index, month) in months.enumerated() where index % every == 0 {
                let x = Self.number(x(month))
                let baseline = PortfolioChart.height - PortfolioChart.bottom
                out += "<path class=\"pc-grid\" d=\"M\(x),\(Self.number(baseline))v4\"/>"
                out +=
                    "<text class=\"pc-axis\" x=\"\(x)\" y=\"\(Self.number(baseline + 18))\" text-anchor=\"middle\">"
                    + String(month.description.prefix(7)) + "</text>\n"
            }
            return out
        }

        /// The benchmark, the back-computed days and the recorded days, in that order (the
        /// recorded on top), each recorded day a dot as well.
        var lines: String {
            var out = ""
            if chart.benchmark.count >= 2 {
                out += path("pc-benchmark", chart.benchmark.map { (x($0.day), y($0.value)) })
            }
            // The back-computed line runs up to the first recorded day after it, so the two join.
            var backfilled = chart.backfilled.map { (x($0.date), y($0.total)) }
            if let last = chart.backfilled.last,
                let next = chart.recorded.first(where: { $0.date > last.date })
            {
                backfilled.append((x(next.date), y(next.total)))
            }
            if backfilled.count >= 2 { out += path("pc-backfilled", backfilled) }
            let recorded = chart.recorded.map { (x($0.date), y($0.total)) }
            if recorded.count >= 2 { out += path("pc-recorded", recorded) }
            for (x, y) in recorded where chart.recorded.count <= 60 {
                out +=
                    "<circle class=\"pc-dot\" cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"2.5\"/>"
            }
            return out + (recorded.isEmpty || chart.recorded.count > 60 ? "" : "\n")
        }

        private func path(_ kind: String, _ points: [(Double, Double)]) -> String {
            let d = points.enumerated().map { index, point in
                (index == 0 ? "M" : "L") + Self.number(point.0) + "," + Self.number(point.1)
            }.joined()
            return "<path class=\"pc-line \(kind)\" d=\"\(d)\"/>\n"
        }

        /// A coordinate with at most one decimal.
        static func number(_ value: Double) -> String {
            NumberFormatting.decimal(value, maximumFractionDigits: 1, grouping: false)
        }

        /// Round bounds around `low`...`high` and the step between about five grid lines.
        static func ticks(low: Double, high: Double) -> (low: Double, high: Double, step: Double) {
            let range = max(high - low, max(abs(high), 1) * 0.02)
            let rough = range / 4
            let magnitude = pow10(floor(log10(rough)))
            let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
            return ((low / step).rounded(.down) * step, (high / step).rounded(.up) * step, step)
        }

        private static func pow10(_ exponent: Double) -> Double {
            var value = 1.0
            if exponent >= 0 {
                for _ in 0..<Int(exponent) { value *= 10 }
            } else {
                for _ in 0..<Int(-exponent) { value /= 10 }
            }
            return value
        }

        /// The first day of each month after `first` up to `last`.
        static func monthStarts(from first: CalendarDay, to last: CalendarDay) -> [CalendarDay] {
            var months: [CalendarDay] = []
            guard var month = CalendarDay(year: first.year, month: first.month, day: 1) else { return [] }
            month = month.adding(months: 1)
            while month <= last {
                months.append(month)
                month = month.adding(months: 1)
            }
            return months
        }
    }
}
