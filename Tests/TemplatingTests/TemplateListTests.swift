import Foundation
import Testing

@testable import Templating

/// A lazily made list renders as the list of its elements would, sequentially and concurrently,
/// and makes each element only when a section reaches it.
@Suite struct TemplateListTests {
    static let source =
        "{{#rows}}<p>{{name}}{{#tags}} {{.}}{{/tags}}</p>{{/rows}}{{^rows}}none{{/rows}}|{{#rows}}!{{/rows}}"

    static func row(_ index: Int) -> TemplateValue {
        ["name": .string("row <\(index)>"), "tags": .list((0..<(index % 3)).map { .string("t\($0)") })]
    }

    private func render(_ rows: TemplateValue, threads: Int) throws -> String {
        String(
            decoding: try Template(Self.source, name: "rows.html").renderUTF8(
                ["rows": rows], library: TemplateLibrary(), escaping: .html, strict: true, threads: threads),
            as: UTF8.self)
    }

    @Test(arguments: [(0, 1), (3, 1), (1_000, 1), (1_000, 4)])
    func rendersAsTheListOfItsElements(count: Int, threads: Int) throws {
        let lazy = TemplateValue.lazyList(TemplateList(count: count, element: Self.row))
        let eager = TemplateValue.list((0..<count).map(Self.row))
        let output = try render(lazy, threads: threads)
        #expect(output == (try render(eager, threads: 1)))
        #expect(output.hasPrefix(count == 0 ? "none|" : "<p>row &lt;0&gt;</p>"))
        #expect(output.hasSuffix(String(repeating: "!", count: count)))
    }

    @Test(arguments: [1, 4])
    func makesEachElementWhenRendered(threads: Int) throws {
        let made = Counter()
        let list = TemplateList(count: 600) { index in
            made.increment()
            return Self.row(index)
        }
        #expect(made.value == 0)
        _ = try render(.lazyList(list), threads: threads)
        // Once per section that iterates the list; the inverted section only asks its count.
        #expect(made.value == 1_200)
    }

    @Test func aFailingElementIsReportedAsInAList() throws {
        let list = TemplateList(count: 500) { index in index == 321 ? ["tags": []] : Self.row(index) }
        for threads in [1, 4] {
            #expect {
                try render(.lazyList(list), threads: threads)
            } throws: { error in
                (error as? TemplateError)?.reason == .missingName("name")
            }
        }
    }

    @Test func isFalsyOnlyWhenEmpty() {
        #expect(!TemplateValue.lazyList(TemplateList(count: 0) { _ in nil }).isTruthy)
        #expect(TemplateValue.lazyList(TemplateList(count: 1) { _ in nil }).isTruthy)
        #expect(TemplateValue.lazyList(TemplateList(count: 1) { _ in nil }).text == nil)
        #expect(TemplateList(count: -2) { _ in nil }.isEmpty)
        let numbers = TemplateList(count: 2) { .number(Double($0)) }
        #expect([numbers[0].text, numbers[1].text] == ["0", "1"])
    }
}

/// A count several threads may add to.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}
