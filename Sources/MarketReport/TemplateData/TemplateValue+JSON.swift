import JSON
import Templating

extension TemplateValue {
    /// The template data a JSON value stands for, as `market-report render --data` reads it:
    /// strings, flags, `null`, lists, and objects with their key order; numbers as `Double`
    /// (one beyond a `Double`'s range, such as `1e400`, as its literal text). Objects with the
    /// same keys share one ``TemplateShape``, as rows of a table do.
    public init(json: JSONValue) {
        var shapes: [[String]: TemplateShape] = [:]
        self = Self.converting(json, shapes: &shapes)
    }

    private static func converting(_ json: JSONValue, shapes: inout [[String]: TemplateShape])
        -> TemplateValue
    {
        switch json {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .string(let text): return .string(text)
        case .number(let number):
            let value = number.doubleValue
            return value.isFinite ? .number(value) : .string(number.literal)
        case .array(let elements):
            return .list(elements.map { converting($0, shapes: &shapes) })
        case .object(let object):
            let keys = object.keys
            let shape: TemplateShape
            if let known = shapes[keys] {
                shape = known
            } else {
                shape = TemplateShape(keys)
                shapes[keys] = shape
            }
            return .object(
                TemplateObject(
                    shape: shape, values: object.members.map { converting($0.value, shapes: &shapes) }))
        }
    }
}
