import Testing

@testable import Templating

@Suite struct TemplateObjectTests {
    @Test func objectsOfOneShapeShareItsKeys() throws {
        let shape = TemplateShape(["title", "value"])
        let first = TemplateObject(shape: shape, values: ["Open", "1.00"])
        let second = TemplateObject(shape: shape, values: ["Close", "2.00"])
        #expect(first.shape === second.shape)
        #expect(second.keys == ["title", "value"])
        #expect(second["title"]?.text == "Close")
        #expect(first["value"]?.text == "1.00")
        #expect(first["missing"] == nil)
        let template = try Template("{{#rows}}{{title}}={{value}};{{/rows}}")
        #expect(try template.render(["rows": [.object(first), .object(second)]]) == "Open=1.00;Close=2.00;")
    }

    @Test func valuesCanBeMadeStraightIntoTheObject() {
        let shape = TemplateShape(["a", "b", "c"])
        var asked: [Int] = []
        let object = TemplateObject(shape: shape) { position in
            asked.append(position)
            return .string("v\(position)")
        }
        #expect(asked == [0, 1, 2])
        #expect(object.shape === shape)
        #expect(object.values.map(\.text) == ["v0", "v1", "v2"])
        #expect(object["c"]?.text == "v2")
    }

    @Test func anObjectHoldsItsShapeAndFreesItWhenItIsFreed() {
        weak var freed: TemplateShape?
        var object: TemplateObject? = {
            let shape = TemplateShape(["a", "b"])
            freed = shape
            return TemplateObject(shape: shape, values: ["1", "2"])
        }()
        #expect(freed != nil)
        #expect(object?["b"]?.text == "2")
        #expect(object?.shape === freed)
        object = nil
        #expect(freed == nil)
    }

    @Test func aPermanentShapeIsKeptAndItsObjectsReadAsAnyOther() throws {
        weak var kept: TemplateShape?
        var objects: [TemplateObject]? = {
            let shape = TemplateShape.permanent(["name", "price"])
            kept = shape
            return (0..<3).map {
                TemplateObject(shape: shape, values: [.string("n\($0)"), .number(Double($0))])
            }
        }()
        #expect(kept?.isPermanent == true)
        #expect(objects?[2]["name"]?.text == "n2" && objects?[1].keys == ["name", "price"])
        #expect(
            try Template("{{#rows}}{{name}}={{price}};{{/rows}}").render([
                "rows": .list(objects!.map { .object($0) })
            ])
                == "n0=0;n1=1;n2=2;")
        objects = nil
        #expect(kept != nil)
        #expect(TemplateShape(["a"]).isPermanent == false)
    }

    @Test func aRepeatedKeyOfAShapeIsFoundAtItsFirstPosition() {
        let object = TemplateObject(shape: TemplateShape(["a", "b", "a"]), values: ["first", "b", "second"])
        #expect(object["a"]?.text == "first")
    }

    @Test(arguments: [3, 16, 17, 40])
    func entriesKeepTheFirstPositionAndTheLastValue(count: Int) {
        var entries = (0..<count).map { ("k\($0)", TemplateValue.string("v\($0)")) }
        entries.append(("k1", "again"))
        let object = TemplateObject(entries)
        #expect(object.keys == (0..<count).map { "k\($0)" })
        #expect(object["k1"]?.text == "again")
        #expect(object["k\(count - 1)"]?.text == "v\(count - 1)")
        #expect(object.values.count == count)
        #expect(object["k\(count)"] == nil)
    }

    @Test func largeObjectsAreIndexed() throws {
        let entries = (0..<100).map { ("key\($0)", TemplateValue.number(Double($0))) }
        let value = TemplateValue.object(TemplateObject(entries))
        #expect(try Template("{{key0}} {{key57}} {{key99}} [{{key100}}]").render(value) == "0 57 99 []")
    }

    /// A large shape finds every key at its position, the first of a repeated key, and no key it
    /// lacks.
    @Test(arguments: [17, 22, 64, 300])
    func aLargeShapeFindsEveryKeyAndNoOther(count: Int) {
        var keys = (0..<count).map { "k\($0)" }
        keys += ["k3", "k\(count - 1)"]
        let shape = TemplateShape(keys)
        for (position, key) in keys.enumerated().prefix(count) {
            #expect(shape.position(of: key, hash: TemplateShape.hash(key)) == position)
        }
        for missing in ["", "k", "k\(count)", "K1", "k01"] {
            #expect(shape.position(of: missing, hash: TemplateShape.hash(missing)) == nil)
        }
    }
}
