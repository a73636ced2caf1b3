/// The raw value of every field of one asset, in its layout's order, read by position or role.
public struct AssetValues: Sendable, Equatable {
    /// Where each value belongs.
    public let layout: AssetLayout
    /// One value per field of the layout.
    public let values: [FieldValue]

    /// The value at `position` of the layout's fields.
    public subscript(position: Int) -> FieldValue { values[position] }

    /// The value of the field with `role`; `nil` when the asset's class has none.
    public subscript(role: FieldRole) -> FieldValue? { layout.position(of: role).map { values[$0] } }

    /// The headline price.
    public var price: Double? { values[layout.price].number }

    /// The headline change, in percent.
    public var changePercent: Double? { values[layout.change].number }

    /// What the headline change measures: a day, 24 hours.
    public var changeLabel: ChangeQualifier? { layout.fields[layout.price].changeLabel }

    /// The field at `position` as shown: its title, its formatted value, and the change beside it.
    public func statistic(at position: Int, in context: FieldFormat.Context) -> Statistic {
        Statistic(
            title: context.labels.fieldTitle(layout, position),
            value: layout.fields[position].format.text(values[position], in: context),
            percentageChange: layout.changes[position].flatMap { values[$0].number },
            changeLabel: layout.fields[position].changeLabel.map(context.labels.qualifier))
    }

    /// The fields at `positions` as shown, in order.
    public func statistics(at positions: [Int], in context: FieldFormat.Context) -> [Statistic] {
        positions.map { statistic(at: $0, in: context) }
    }

    public static func == (lhs: AssetValues, rhs: AssetValues) -> Bool {
        lhs.layout === rhs.layout && lhs.values == rhs.values
    }
}
