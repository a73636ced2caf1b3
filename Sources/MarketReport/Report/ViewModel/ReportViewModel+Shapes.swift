import Templating

extension ReportViewModel {
    /// The key lists of the objects the view model makes by the thousand, each made once and
    /// shared; the values are given in the same order.
    enum Shapes {
        /// The keys every object with a change ends with, filled by ``ReportViewModel/change(_:_:_:)``.
        static let changeKeys = ["hasChange", "changeText", "direction", "isUp", "isDown"]

        /// An asset's card and table row.
        static let asset = TemplateShape([
            "id", "symbol", "name", "anchor", "status", "hasGap", "gapReason", "hasNote", "note", "headline",
            "overview", "additional", "hasHolding", "holding", "sparkline", "cells",
        ])
        /// An asset's price history line.
        static let sparkline = TemplateShape(["points", "width", "height", "label", "direction"])
        /// An asset's price and change.
        static let headline = TemplateShape(["value"] + changeKeys)
        /// One statistic.
        static let statistic = TemplateShape(["title", "value"] + changeKeys)
        /// One table cell.
        static let cell = TemplateShape(["value", "numeric", "isChange"] + changeKeys)
        /// A gainer or loser.
        static let mover = TemplateShape(["name", "symbol", "section", "anchor", "price"] + changeKeys)
    }
}
