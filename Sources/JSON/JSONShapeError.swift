/// JSON that reads but lacks what a reader needs: a required member missing, or a value of the
/// wrong kind, with the path where it is.
public struct JSONShapeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, such as `missing key symbol`.
    public let problem: String
    /// Where, from the root: `quoteResponse.result[3]`; empty for the root itself.
    public var path: String = ""

    /// An error with its problem and path.
    init(problem: String, path: String = "") {
        self.problem = problem
        self.path = path
    }

    /// One line such as `missing key symbol at quoteResponse.result[3]`.
    public var description: String { path.isEmpty ? problem : "\(problem) at \(path)" }

    /// The error for a required member that is absent or null.
    static func missingKey(_ key: String) -> JSONShapeError {
        JSONShapeError(problem: "missing key \(key)")
    }

    /// The error for a value that is not of the `expected` kind (`a string`, `a list`).
    static func mismatch(expected: String, found node: JSONNode) -> JSONShapeError {
        JSONShapeError(problem: "expected \(expected), found \(node.kindDescription)")
    }

    /// The same error seen from a container: `component` (`result`, `[3]`) goes in front of the path.
    public func inside(_ component: String) -> JSONShapeError {
        var error = self
        if path.isEmpty {
            error.path = component
        } else {
            error.path = component + (path.hasPrefix("[") ? "" : ".") + path
        }
        return error
    }
}

extension JSONNode {
    /// This value, when it is an object.
    public func object() throws(JSONShapeError) -> JSONNode {
        guard kind == .object else { throw .mismatch(expected: "an object", found: self) }
        return self
    }

    /// The elements of this value, when it is a list.
    public func array() throws(JSONShapeError) -> Elements {
        guard kind == .array else { throw .mismatch(expected: "a list", found: self) }
        return elements
    }

    /// The member `key` of this object; absent or null is an error.
    public func required(_ key: String) throws(JSONShapeError) -> JSONNode {
        guard let member = try object()[key], !member.isNull else { throw .missingKey(key) }
        return member
    }

    /// The string member `key` of this object, untrimmed; absent, null or another kind is an error.
    public func requiredString(_ key: String) throws(JSONShapeError) -> String {
        let member = try required(key)
        guard let text = member.string else {
            throw JSONShapeError.mismatch(expected: "a string", found: member).inside(key)
        }
        return text
    }

    /// The elements of the list member `key`: empty when it is absent or null, an error when it
    /// is not a list.
    public func optionalArray(_ key: String) throws(JSONShapeError) -> Elements {
        // An object's own `elements` are empty.
        guard let member = try object()[key], !member.isNull else { return elements }
        guard member.kind == .array else {
            throw JSONShapeError.mismatch(expected: "a list", found: member).inside(key)
        }
        return member.elements
    }
}
