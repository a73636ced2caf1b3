/// A column of an asset class's table, as its declaration names it.
public enum TableColumn<Source>: Sendable {
    /// The ticker to show (`AAPL`, `BTC`, `2330`), titled `title`.
    case symbol(String)
    /// The display name, titled `Name`.
    case name
    /// A field's shown value, titled with the field's title unless `title` is given.
    case field(Field<Source>, title: String? = nil)
    /// The time of the data (a field's shown value), titled `As of`: a screen narrower than a
    /// desktop's leaves it to the cards, which show it too.
    case asOf(Field<Source>)
    /// A field holding a change in percent, shown with its sign and direction marker.
    case change(Field<Source>, title: String)
    /// The asset's status, titled `Status`: `ok`, or why some of its data is missing.
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
