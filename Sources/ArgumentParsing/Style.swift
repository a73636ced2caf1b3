/// ANSI text styles, applied only when enabled (a terminal, and `NO_COLOR` unset).
public struct Style: Sendable, Hashable {
    /// Whether escape codes are written at all.
    public let isEnabled: Bool

    /// No styling.
    public static let plain = Style(isEnabled: false)

    /// Styling on or off.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// `text` in bold.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// `text` in red.
    public func red(_ text: String) -> String { wrap(text, "31") }
    /// `text` in yellow.
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    /// `text` in green.
    public func green(_ text: String) -> String { wrap(text, "32") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
