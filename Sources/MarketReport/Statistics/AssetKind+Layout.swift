extension AssetKind {
    /// The layout of the class's declared fields.
    public var layout: AssetLayout {
        switch self {
        case .stock: StockSource.declaration.layout
        case .coin: CoinSource.declaration.layout
        case .taiwan: TaiwanSource.declaration.layout
        }
    }
}
