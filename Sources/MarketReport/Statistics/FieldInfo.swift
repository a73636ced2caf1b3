/// What a field is, apart from how it is read: key, format, role, and what the change shown
/// beside it measures. Its title is in the label catalog, under its key.
public struct FieldInfo: Sendable {
    /// The stable machine name: the CSV column name where there is one.
    public let key: String
    /// How the value is shown, and its unit.
    public let format: FieldFormat
    /// What the field means to the report's other parts, when it means something to them.
    public let role: FieldRole?
    /// What the change beside the value measures: a day, 24 hours, the post-market, the gain.
    public let changeLabel: ChangeQualifier?
}
