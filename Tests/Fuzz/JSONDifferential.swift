import Foundation
import JSON

/// Checks the two JSON readers against each other and against Foundation's `JSONSerialization`,
/// for fuzz inputs that are valid UTF-8 and nested less deeply than any reader's limit:
///
/// - both readers share one grammar: the lazy one (`JSONTape`) refuses exactly what the strict
///   one (`JSONDocument`) refuses for its grammar, with the same error; the strict one refuses
///   on top only a repeated key or half a surrogate pair;
/// - what the strict reader accepts, Foundation accepts too (unless a number is beyond a
///   `Double`'s range, which Foundation refuses), with the same strings, keys, lists and numbers;
/// - the lazy reader reads every value as the strict one does, and every number as the standard
///   library reads its literal;
/// - the writer's text, pretty or compact, reads back to the same value.
///
/// (Foundation is the more lenient one elsewhere: it takes trailing commas, `[1,]`, and a number
/// followed by a NUL byte, which the grammar refuses.)
enum JSONDifferential {
    static func check(_ body: Data) {
        guard String(validating: body, as: UTF8.self) != nil,
            body.count(where: { $0 == 0x5B || $0 == 0x7B }) < 400
        else { return }
        let tape = Result { () throws(JSONSyntaxError) in try JSONTape(body) }
        let document = Result { () throws(JSONSyntaxError) in try JSONDocument(parsing: body) }
        switch (tape, document) {
        case (.failure(let lazy), .failure(let strict)):
            precondition(lazy == strict, "the readers stop at different places: \(lazy) / \(strict)")
        case (.failure(let lazy), .success):
            preconditionFailure("only the lazy reader refuses: \(lazy)")
        case (.success, .failure(let strict)):
            switch strict.problem {
            case .duplicateKey, .invalidEscape: break
            default: preconditionFailure("only the strict reader refuses, for its grammar: \(strict)")
            }
        case (.success(let tape), .success(let document)):
            precondition(same(tape.root, document.root), "the readers read different values")
            compareWithFoundation(body, document.root)
            for text in [JSONWriter.prettyPrinted(document.root), JSONWriter.compact(document.root)] {
                precondition(
                    (try? JSONDocument(parsing: text.utf8))?.root == document.root,
                    "written JSON reads otherwise: \(text)")
            }
        }
    }

    /// Whether the lazy reader's `node` reads as `value`.
    private static func same(_ node: JSONNode, _ value: JSONValue) -> Bool {
        switch value {
        case .null: return node.isNull
        case .bool: return node.kind == .bool
        case .string(let text): return node.kind == .string && node.string == text
        case .number(let number):
            let expected = Double(number.literal) ?? .nan
            precondition(
                number.doubleValue.bitPattern == expected.bitPattern, "\(number.literal) reads otherwise")
            return node.kind == .number
                && node.number?.bitPattern == (expected.isFinite ? expected.bitPattern : nil)
        case .array(let elements):
            let nodes = Array(node.elements)
            return node.kind == .array && nodes.count == elements.count
                && zip(nodes, elements).allSatisfy(same)
        case .object(let object):
            let members = node.members
            return node.kind == .object && members.map(\.key) == object.keys
                && zip(members, object.members).allSatisfy { same($0.value, $1.value) }
        }
    }

    private static func compareWithFoundation(_ body: Data, _ root: JSONValue) {
        guard let foundation = try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)
        else {
            precondition(hasOutOfRangeNumber(root), "the strict reader accepts what Foundation refuses")
            return
        }
        precondition(same(foundation, root), "Foundation reads other strings or structure")
    }

    private static func hasOutOfRangeNumber(_ value: JSONValue) -> Bool {
        switch value {
        case .number(let number): !number.doubleValue.isFinite
        case .array(let elements): elements.contains(where: hasOutOfRangeNumber)
        case .object(let object): object.members.contains { hasOutOfRangeNumber($0.value) }
        default: false
        }
    }

    /// Strings, keys and list lengths compared exactly; numbers and flags by kind only, as
    /// Foundation reads large numbers as decimals and flags as numbers.
    private static func same(_ foundation: Any, _ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): return (foundation as? String) == text
        case .array(let elements):
            guard let array = foundation as? [Any], array.count == elements.count else { return false }
            return zip(array, elements).allSatisfy { same($0, $1) }
        case .object(let object):
            guard let dictionary = foundation as? [String: Any], dictionary.count == object.members.count
            else {
                return false
            }
            return object.members.allSatisfy { member in
                dictionary[member.key].map { same($0, member.value) } ?? false
            }
        case .null: return foundation is NSNull
        case .bool, .number:
            return !(foundation is String || foundation is [Any] || foundation is [String: Any])
        }
    }
}
