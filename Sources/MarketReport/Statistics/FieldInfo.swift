/// What a field is, apart from how it is read: key, title, format, and the field holding the
/// change shown beside it.
public struct FieldInfo: Sendable {
    /// The stable machine name: the CSV column name where there is one.
    public let key: String
    /// The title people read (`Market Cap`).
    public let title: String
    /// How the value is shown, and its unit.
    public let format: FieldFormat
    /// The key of the field whose number is the change in percent shown beside this value.
    public let changeKey: String?
    /// What the change beside the value measures, in a word or two: `1D`, `24h`, `post-market`.
    public let changeLabel: String?
}
