/// The keys of a kind of template object the view model makes by the thousand, declared as the
/// cases of an enum: the object's shape lists the cases in order, and its values are made by a
/// switch over the case, so a key and its value are never matched by position.
protocol ObjectKey: RawRepresentable<String>, CaseIterable, Sendable where AllCases == [Self] {}

extension ObjectKey {
    /// Every key's name, in the cases' order: the object's shape.
    static var names: [String] { allCases.map(\.rawValue) }

    /// The key at `position` of the shape made from ``names``, or `nil` past the last one.
    static func at(_ position: Int) -> Self? { position < allCases.count ? allCases[position] : nil }
}
