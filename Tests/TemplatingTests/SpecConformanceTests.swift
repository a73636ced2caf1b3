import SharedFolder
import Templating
import Testing

@Suite(
    .enabled(
        if: SharedFolder.has(SharedFolder.mustacheSpecs),
        Comment(rawValue: SharedFolder.absent(SharedFolder.mustacheSpecs))))
struct SpecConformanceTests {
    static let cases = SpecCase.all()

    @Test(arguments: cases)
    func specCase(_ spec: SpecCase) throws {
        let library = try TemplateLibrary(templates: spec.partials)
        let template = try Template(spec.template, name: spec.name)
        let output = try template.render(spec.data, library: library)
        #expect(output == spec.expected, "\(spec.file): \(spec.name)")
    }

    @Test func everySpecFileIsRead() {
        let files = Set(Self.cases.map(\.file))
        #expect(files.count == 9, "spec files read: \(files.sorted())")
        #expect(files.contains("~lambdas.json") && files.contains("~inheritance.json"))
        #expect(Self.cases.count >= 190)
    }
}
