import MarketData
import Templating

extension ReportViewModel {
    /// One section: its table columns, its assets in watchlist order (`assets`), in table order
    /// (`rows`, by ``sort``), in table order gathered into parts (`groups`, by ``grouping``, see
    /// ``tableGroups(_:order:row:)``) and the ones with a card (`cards`), each made when the
    /// templates reach it; `tableSpan` is the number of the dashboard table's columns,
    /// `headingBlanks` and `subtotalBlanks` the empty cells that fill a Markdown group heading's
    /// and subtotal's row.
    func section(_ kind: AssetKind) -> TemplateValue {
        let assets = model[kind]
        let layout = kind.layout
        let dates = dates
        let base = CurrencyFormat(code: model.portfolio.baseCurrency)
        let order = sort.order(assets)
        let reportDay = CalendarDay(iso: model.date)
        let withCards = carded == nil ? Array(assets.indices) : assets.indices.filter { hasCard(assets[$0]) }
        let hasCards = withCards.count == assets.count
        let tableReturns = showsReturnsInTables
        let tableTexts = TableTexts(count: assets.count)
        let labels = labels
        let hasHoldings = assets.contains { $0.holding != nil }
        let dashboardColumns =
            layout.table.filter { Self.inDashboard($0, of: layout, returns: tableReturns) }.count
            + (hasHoldings ? 1 : 0)
        // The asset at `position` of `assets` (in watchlist order); a table row shares the
        // section's texts.
        let element: @Sendable (Int, Bool) -> TemplateValue = { [self] position, isRow in
            Self.assetObject.make(
                AssetElement(
                    asset: assets[position], layout: layout, dates: dates,
                    hasCard: hasCards || hasCard(assets[position]), reportDay: reportDay,
                    base: base, labels: labels, tableReturns: tableReturns,
                    texts: isRow ? (tableTexts, position) : nil))
        }
        let row: @Sendable (Int) -> TemplateValue = { element($0, true) }
        return [
            "id": .string(Self.sectionID(kind)),
            "title": .string(labels.sectionTitle(kind)),
            "count": .string(String(assets.count)),
            "hasAssets": .bool(!assets.isEmpty),
            "emptyText": .string(labels.emptySection(kind)),
            "columns": .list(
                layout.table.map {
                    [
                        "title": .string(labels.columnTitle($0, of: layout)), "numeric": .bool($0.isNumeric),
                        "optional": .bool(!layout.isEssential($0)), "wide": .bool($0.isWideOnly),
                        "roomy": .bool($0.isRoomyOnly), "secondary": .bool($0.isSecondary),
                        "isSymbol": .bool($0.content == .symbol),
                        "isName": .bool($0.content == .name),
                        "inDashboard": .bool(Self.inDashboard($0, of: layout, returns: tableReturns)),
                    ]
                }),
            "hasHoldings": .bool(hasHoldings),
            "assets": .lazyList(TemplateList(count: assets.count) { element($0, false) }),
            "rows": .lazyList(TemplateList(count: assets.count) { row(order[$0]) }),
            "groups": tableGroups(assets, order: order, row: row),
            "tableSpan": .string(String(dashboardColumns)),
            "headingBlanks": Self.blanks(layout.table.count - 1),
            "subtotalBlanks": Self.blanks(layout.table.count - 2),
            "cards": .lazyList(
                TemplateList(count: withCards.count) { index in
                    Self.assetObject.make(
                        AssetElement(
                            asset: assets[withCards[index]], layout: layout, dates: dates, hasCard: true,
                            reportDay: reportDay, base: base, labels: labels))
                }),
            "cardCount": .string(String(withCards.count)),
            "cardsNote": .string(
                labels.text(.cardsFor, ["cards": String(withCards.count), "count": String(assets.count)])),
            "detailsNote": .string(
                labels.text(.detailsFor, ["cards": String(withCards.count), "count": String(assets.count)])),
            "hasAllCards": .bool(hasCards),
            "tableReturns": .bool(tableReturns),
        ]
    }

    /// `count` empty elements (none for less than one): the empty cells that fill a Markdown
    /// table's row out to its columns.
    static func blanks(_ count: Int) -> TemplateValue {
        .list(Array(repeating: [:], count: max(count, 0)))
    }

    /// Whether the dashboard's tables show the period returns: not on a page past
    /// ``allCardsLimit``, whose tables keep to what a page of thousands of rows can carry; the
    /// cards, the Markdown report and the CSV files still have them.
    var showsReturnsInTables: Bool { model.assetCount <= Self.allCardsLimit }

    /// Whether the dashboard's table has `column`: every column but the name (the symbol's cell
    /// shows it) and, unless `returns`, the period returns.
    static func inDashboard(_ column: AssetLayout.Column, of layout: AssetLayout, returns: Bool) -> Bool {
        column.content != .name && (returns || !layout.isReturn(column))
    }

    /// One asset as its card and table row show it; its statistics and cells are made only when
    /// the templates reach them.
    final class AssetElement: Sendable {
        let asset: AssetReport
        let layout: AssetLayout
        let context: FieldFormat.Context
        let status: String
        let hasCard: Bool
        /// Whether the dashboard's table shows the period returns.
        let tableReturns: Bool
        /// Where the texts of the asset's table row are kept for every file's table, and the row.
        let texts: (shared: TableTexts, row: Int)?

        init(
            asset: AssetReport, layout: AssetLayout, dates: DateFormatting, hasCard: Bool,
            reportDay: CalendarDay?, base: CurrencyFormat, labels: LabelCatalog, tableReturns: Bool = true,
            texts: (shared: TableTexts, row: Int)? = nil
        ) {
            self.asset = asset
            self.layout = layout
            context = FieldFormat.Context(
                currency: asset.currency, baseCurrency: base, dates: dates, reportDay: reportDay,
                labels: labels)
            status = labels.status(asset.gaps)
            self.hasCard = hasCard
            self.tableReturns = tableReturns
            self.texts = texts
        }

        /// The price and the headline change, made when a section opens it.
        var headline: TemplateValue {
            .lazyList(
                TemplateList(count: 1) { [self] _ in
                    var price = asset.fields.statistic(at: layout.price, in: context)
                    price.percentageChange = asset.changePercent
                    return headlineObject.make(StatisticView(price))
                })
        }

        /// The words shown.
        var labels: LabelCatalog { context.labels }

        /// The exchange's warnings, each `kind` (`attention`, `disposition`), `title`, `reason`
        /// and `period` (the day announced, or the disposition's first and last day).
        var badges: TemplateValue {
            .list(
                asset.badges.map { flag in
                    let period =
                        flag.period.map {
                            labels.text(
                                .flagPeriod,
                                ["first": $0.lowerBound.description, "last": $0.upperBound.description])
                        } ?? flag.announced?.description ?? ""
                    return [
                        "kind": .string(flag.kind.rawValue), "title": .string(labels.flagTitle(flag.kind)),
                        "reason": .string(flag.reason), "period": .string(period),
                        "hasPeriod": .bool(!period.isEmpty),
                    ]
                })
        }

        /// The statistics of the fields at `positions`, in order.
        func statistics(_ positions: [Int]) -> TemplateValue {
            .lazyList(
                TemplateList(count: positions.count) { [self] index in
                    var view = StatisticView(asset.fields.statistic(at: positions[index], in: context))
                    view.lang = language(asset.kind, text: view.statistic.value)
                    return statisticObject.make(view)
                })
        }

        /// The position's statistics; empty without a position.
        var holding: TemplateValue {
            statistics(asset.position == nil ? [] : layout.holding)
        }

        /// Where the price sits in the 52-week range, made when a card opens it; none without a
        /// price, a low and a high above it.
        var range: TemplateValue {
            guard let positions = layout.range, let low = asset.fields[positions.low].number,
                let high = asset.fields[positions.high].number, high >= low
            else { return .list([]) }
            return .lazyList(TemplateList(count: 1) { [self] _ in range(positions, low: low, high: high) })
        }

        private func range(_ positions: (low: Int, high: Int), low: Double, high: Double) -> TemplateValue {
            let lowText = layout.fields[positions.low].format.text(asset.fields[positions.low], in: context)
            let highText = layout.fields[positions.high].format.text(
                asset.fields[positions.high], in: context)
            // Without a price (or a range of one price) the bar has no mark.
            let price = asset.price
            let percent = price.flatMap { price in
                high > low ? Int(((min(max(price, low), high) - low) / (high - low) * 100).rounded()) : nil
            }
            let label =
                if let price, let percent {
                    labels.text(
                        .rangeLabelWithPrice,
                        [
                            "price": context.currency.price(price), "percent": String(percent),
                            "low": lowText,
                            "high": highText,
                        ])
                } else {
                    labels.text(.rangeLabel, ["low": lowText, "high": highText])
                }
            return [
                "low": .string(lowText), "high": .string(highText),
                "hasMark": .bool(percent != nil), "percent": .string(percent.map(String.init) ?? ""),
                "text": .string("\(lowText)–\(highText)"),
                "label": .string(label),
            ]
        }

        /// The price history line, made when a section opens it; none with fewer than two known prices.
        var sparkline: TemplateValue {
            .lazyList(
                TemplateList(count: SparklineShape.canDraw(asset.history) ? 1 : 0) { [self] _ in
                    sparklineObject.make((SparklineShape(values: asset.history)!, self))
                })
        }

        /// What `shape` draws, for screen readers and its title.
        func sparklineLabel(_ shape: SparklineShape) -> String {
            shape.label(
                name: asset.symbol, period: asset.historyPeriod.map { labels[$0] } ?? "",
                currency: asset.currency,
                labels: labels)
        }

        /// One cell per column of the section's table.
        var cells: TemplateValue { cellList(Array(layout.table.indices)) }

        /// The cells of the columns the dashboard's table has (``ReportViewModel/inDashboard(_:of:returns:)``),
        /// in order: a page of thousands of rows leaves out the period returns' cells, rather than
        /// making each and skipping it.
        var dashboardCells: TemplateValue {
            cellList(
                layout.table.indices.filter {
                    ReportViewModel.inDashboard(layout.table[$0], of: layout, returns: tableReturns)
                })
        }

        /// The cells of the columns at `positions`. With the row's texts shared, they are read
        /// from there (made for the whole row by the first table that reaches it); otherwise each
        /// cell's text is made as the cell is.
        private func cellList(_ positions: [Int]) -> TemplateValue {
            let shared = texts.map { texts in
                texts.shared.texts(ofRow: texts.row) { layout.table.indices.map(cellText) }
            }
            return .lazyList(
                TemplateList(count: positions.count) { [self] index in
                    let position = positions[index]
                    return cellObject(cell(position, text: shared?[position] ?? cellText(position)))
                })
        }

        private func cellText(_ index: Int) -> String {
            switch layout.table[index].content {
            case .symbol: asset.symbol
            case .name: asset.name
            case .status: status
            case .field(let position):
                layout.fields[position].format.text(asset.fields[position], in: context)
            case .change(let position):
                ReportViewModel.shown(asset.fields[position].number, labels, NumberFormatting.percentChange)
            }
        }

        private func cell(_ index: Int, text: String) -> CellView {
            let column = layout.table[index]
            let inDashboard = ReportViewModel.inDashboard(column, of: layout, returns: tableReturns)
            if case .change(let position) = column.content {
                let percent = asset.fields[position].number
                // Without a change the cell is plain `n/a`, with no marker.
                return CellView(
                    text: text, column: column, isChange: percent != nil,
                    change: percent == nil ? .none : ChangeView(percent, text: text),
                    isEssential: layout.isEssential(column), isUsual: false, inDashboard: inDashboard)
            }
            return CellView(
                text: text, column: column, isChange: false, change: .none,
                isEssential: layout.isEssential(column),
                isUsual: column.content == .status && asset.gaps.isEmpty,
                inDashboard: inDashboard)
        }

        /// The holding's value (in the major unit of its currency), empty without a holding.
        var holdingValue: String {
            asset.holding.map {
                ReportViewModel.shown($0.value, labels, CurrencyFormat(code: $0.valueCurrency).amount)
            }
                ?? ""
        }
    }

    /// An asset's card and table row.
    static let assetObject = ViewObject<AssetElement>([
        ("id", { .string($0.asset.id) }),
        ("symbol", { .string($0.asset.symbol) }),
        ("name", { .string($0.asset.name) }),
        ("lang", { .string(language($0.asset.kind)) }),
        ("anchor", { .string(anchor($0.asset)) }),
        ("hasCard", { .bool($0.hasCard) }),
        ("status", { .string($0.status) }),
        ("hasGap", { .bool(!$0.asset.gaps.isEmpty) }),
        ("gapReason", { .string($0.asset.gaps.isEmpty ? "" : $0.status) }),
        ("hasBadges", { .bool(!$0.asset.badges.isEmpty) }),
        ("badges", { $0.badges }),
        ("hasNote", { .bool(!($0.asset.note ?? "").isEmpty) }),
        ("note", { .string($0.asset.note ?? "") }),
        ("headline", { $0.headline }),
        ("overview", { $0.statistics($0.layout.overview) }),
        ("additional", { $0.statistics($0.layout.additional) }),
        ("returns", { $0.statistics($0.layout.returns) }),
        ("range", { $0.range }),
        ("hasHolding", { .bool($0.asset.position != nil) }),
        ("holding", { $0.holding }),
        ("holdingValue", { .string($0.holdingValue) }),
        ("sparkline", { $0.sparkline }),
        ("cells", { $0.cells }),
        ("dashboardCells", { $0.dashboardCells }),
    ])

    /// An asset's price history line: `path`, `width`, `height`, `label`, `direction`, `low`, `high`.
    static let sparklineObject = ViewObject<(shape: SparklineShape, element: AssetElement)>([
        ("path", { .string($0.shape.path) }),
        ("width", { .string(String($0.shape.width)) }),
        ("height", { .string(String($0.shape.height)) }),
        ("label", { .string($0.element.sparklineLabel($0.shape)) }),
        ("direction", { .string($0.shape.direction.rawValue) }),
        ("low", { .string($0.element.asset.currency.price($0.shape.low)) }),
        ("high", { .string($0.element.asset.currency.price($0.shape.high)) }),
    ])

    /// A unique HTML id built only from letters, digits and dashes: `stock-aapl`.
    static func anchor(_ asset: AssetReport) -> String { anchor(kind: asset.kind, id: asset.id) }

    /// The language of the names of `kind` (BCP 47), empty for the page's own (English):
    /// Taiwan companies' names are in traditional Chinese.
    static func language(_ kind: AssetKind) -> String { kind == .taiwan ? "zh-Hant" : "" }

    /// The language of a statistic's `text` of an asset of `kind`: the names' language when the
    /// text is written in Han characters (a Taiwan company's full name), else the page's own.
    static func language(_ kind: AssetKind, text: String) -> String {
        text.unicodeScalars.contains { $0.properties.isIdeographic } ? language(kind) : ""
    }

    /// The anchor of the asset of `kind` with watchlist key `id`.
    static func anchor(kind: AssetKind, id: String) -> String {
        var anchor = kind.rawValue + "-"
        for scalar in id.lowercased().unicodeScalars {
            let kept = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            anchor.unicodeScalars.append(kept ? scalar : "-")
        }
        return anchor
    }

    /// `stocks`, `coins` or `taiwan`.
    static func sectionID(_ kind: AssetKind) -> String { kind.listKey }
}
