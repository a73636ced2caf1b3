/// A column of an asset class's table, as its declaration names it. Its header is the label
/// catalog's: the class's own for the column (`columns.coin.price`), else the field's title.
public enum TableColumn<Source>: Sendable {
    /// The ticker to show (`AAPL`, `BTC`, `2330`).
    case symbol
    /// The display name.
    case name
    /// A field's shown value.
    case field(Field<Source>)
    /// The time of the data (a field's shown value), titled as the catalog's `columns.as_of`: a screen narrower than a
    /// desktop's leaves it to the cards, which show it too.
    case asOf(Field<Source>)
    /// A field holding a change in percent, shown with its sign and direction marker.
    case change(Field<Source>)
    /// The asset's status: `ok`, or why some of its data is missing.
    case status
    /// `column`, which the dashboard's table shows only on a large screen (above 78rem, 1,248 px)
    /// and leaves to the cards below it: the middle periods and the volume, so that a 1,024 px
    /// screen holds the rest.
    indirect case roomy(TableColumn)
    /// `column`, which the dashboard's table leaves to the cards on a small tablet or a phone held
    /// sideways (below 52rem, 832 px): the market cap, the rank, the market and the status, so
    /// that a 641 px screen holds the rest.
    indirect case secondary(TableColumn)
}
