import MarketData
import Templating

extension ReportViewModel {
    /// The chart of the holdings' value over the last year, when the report has a history of at
    /// least two days.
    var chart: PortfolioChart? {
        guard let history = model.history, let performance = model.performance,
            let today = CalendarDay(iso: model.date)
        else { return nil }
        return PortfolioChart(
            history: history, baseCurrency: model.portfolio.baseCurrency, today: today,
            benchmark: performance.benchmarkHistory, benchmarkSymbol: performance.benchmarkSymbol,
            labels: labels, held: performance.held)
    }

    /// The value over time (`false` without a chart): `svg` (the drawing, to inline raw), `alt` (the
    /// Markdown image's text), `file` (portfolio.svg's name), `description` (the drawing in words),
    /// `csvFile` (history.csv's name) and the caption around it: `captionLead`, the description and
    /// the words up to the file's name, and `captionEnd`, those after it.
    var valueHistory: TemplateValue {
        guard let chart else { return .bool(false) }
        let fileSentence = labels.text(.historyFile, ["symbol": chart.benchmarkSymbol])
            .components(separatedBy: "{file}")
        return [
            "captionLead": .string(LabelCatalog.joining([chart.description, fileSentence[0]])),
            "captionEnd": .string(fileSentence.dropFirst().joined(separator: ValueHistory.fileName)),
            "svg": .string(chart.svg),
            "alt": .string(labels.text(.historyAlt, ["symbol": chart.benchmarkSymbol])),
            "file": .string(PortfolioChart.fileName),
            "csvFile": .string(ValueHistory.fileName),
            "description": .string(chart.description),
        ]
    }
}
