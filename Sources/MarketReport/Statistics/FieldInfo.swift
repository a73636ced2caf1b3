/// What a field is, apart from how it is read: key, title, format, role, and the field holding
/// the change shown beside it.
public struct FieldInfo: Sendable {
    /// The stable machine name: the CSV column name where there is one.
    public let key: String
    /// The title people read (`Market Cap`).
    public let title: String
    /// How the value is shown, and its unit.
    public let format: FieldFormat
    /// What the field means to the report's other parts, when it means something to them.
    public let role: FieldRole?
    /// What the change beside the value measures, in a word or two: `1D`, `24h`, `post-market`.
    public let changeLabel: String?
}
