/// Which way a change points, as its two-decimal text reads: up, down or flat.
public enum Direction: String, Sendable, Equatable, CaseIterable {
    /// A rise: shown green with `▲` and a `+` sign.
    case up
    /// A fall: shown red with `▼` and a `-` sign.
    case down
    /// No change, or an unknown one.
    case flat

    /// The marker shown before the change text: `▲`, `▼`, or nothing when flat.
    public var marker: String {
        switch self {
        case .up: "▲"
        case .down: "▼"
        case .flat: ""
        }
    }
}
