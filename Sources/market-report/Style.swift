/// ANSI text styles, applied only when enabled (a terminal, and `NO_COLOR` unset).
struct Style: Sendable, Hashable {
    /// Whether escape codes are written at all.
    let isEnabled: Bool

    /// No styling.
    static let plain = Style(isEnabled: false)

    func bold(_ text: String) -> String { wrap(text, "1") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func green(_ text: String) -> String { wrap(text, "32") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
