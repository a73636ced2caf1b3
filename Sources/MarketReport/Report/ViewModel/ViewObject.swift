import Templating

/// A kind of object the view model makes by the thousand, declared once (a `static let`) as one
/// list of keys, each with how its value is made from a `Context`: keys and values cannot drift
/// apart, and the keys' permanent ``TemplateShape`` is made once and shared by every object of
/// the kind.
struct ViewObject<Context>: Sendable {
    /// One key and how its value is made.
    typealias Entry = (key: String, value: @Sendable (Context) -> TemplateValue)

    /// The keys, shared.
    let shape: TemplateShape
    private let makers: [@Sendable (Context) -> TemplateValue]
    private let change: (@Sendable (Context) -> ChangeView)?

    /// A kind with `entries`, in order, followed by the change keys (``ChangeView/Key``) of
    /// `change` when given.
    init(_ entries: [Entry], change: (@Sendable (Context) -> ChangeView)? = nil) {
        shape = .permanent(entries.map(\.key) + (change == nil ? [] : ChangeView.Key.names))
        makers = entries.map(\.value)
        self.change = change
    }

    /// The object for `context`.
    func make(_ context: Context) -> TemplateValue {
        let change = change?(context)
        return .object(
            TemplateObject(shape: shape) { index in
                index < makers.count
                    ? makers[index](context) : change!.value(ChangeView.Key.allCases[index - makers.count])
            })
    }
}

/// A change in percent as the templates show it: its text and direction, worked out once.
struct ChangeView: Sendable {
    /// The change, when there is one.
    let percent: Double?
    /// `+1.27%`; empty without a change.
    let text: String
    /// Which way the text reads; flat without a change.
    let direction: Direction
    /// What the change measures (`1D`, `P/L`); empty where the context says it.
    let label: String

    /// No change.
    static let none = ChangeView(nil)

    init(_ percent: Double?, label: String? = nil) {
        self.init(percent, text: percent == nil ? "" : NumberFormatting.percentChange(percent), label: label)
    }

    /// The change `percent` whose text, `NumberFormatting.percentChange(percent)`, was written
    /// before; empty without a change.
    init(_ percent: Double?, text: String, label: String? = nil) {
        self.percent = percent
        self.label = percent == nil ? "" : label ?? ""
        self.text = text
        // The text's sign is the direction (`NumberFormatting.direction(ofChange:)`), read
        // without rounding the number again.
        direction = text.hasPrefix("+") ? .up : text.hasPrefix("-") ? .down : .flat
    }

    /// The keys every object with a change ends with (empty and flat without a change).
    enum Key: String, ObjectKey {
        case hasChange, changeText, direction, isUp, isDown, changeLabel
    }

    /// The value of `key`.
    func value(_ key: Key) -> TemplateValue {
        switch key {
        case .hasChange: .bool(percent != nil)
        case .changeText: .string(text)
        case .direction: .string(direction.rawValue)
        case .isUp: .bool(direction == .up)
        case .isDown: .bool(direction == .down)
        case .changeLabel: .string(label)
        }
    }
}
