import ArgumentParsing
import FileSystem
import Foundation
import JSON
import MarketReport
import Templating

extension RenderCommand {
    /// Renders the template with the JSON data and writes the text to stdout byte for byte.
    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
        let templatePath = arguments[template]
        let dataPath = arguments[data]
        let templateURL = context.resolve(templatePath)
        let source = try read(templateURL, shownAs: templatePath, what: "template")
        let json = try read(context.resolve(dataPath), shownAs: dataPath, what: "data file")
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: json)
        } catch {
            throw CommandFailure(
                "\(dataPath):\(error.position): \(error.reason), fix the JSON data", exitCode: .dataError)
        }
        let value = TemplateValue(json: document.root)
        let partialsFolder =
            arguments[partials].map(context.resolve) ?? templateURL.deletingLastPathComponent()
        let mode = arguments[escape] ?? EscapeMode(forTemplate: templatePath)
        do {
            let parsed = try Template(String(decoding: source, as: UTF8.self), name: templatePath)
            let library = try TemplateLibrary(partialsOf: parsed, in: partialsFolder)
            let text = try parsed.render(
                value, library: library, escaping: mode.escaping, strict: arguments[strict])
            context.output.write(text)
            return .success
        } catch let error as TemplateError {
            throw CommandFailure(oneLine(error), exitCode: .dataError)
        } catch {
            throw CommandFailure("\(error), check --partials", exitCode: .dataError)
        }
    }

    /// `FILE:LINE:COLUMN: message, fix the template`.
    static func oneLine(_ error: TemplateError) -> String {
        "\(error.template):\(error.line):\(error.column): \(error.message), fix the template"
    }

    /// The largest template or data file read.
    static let maximumInputSize = 64 << 20

    private static func read(_ url: URL, shownAs name: String, what: String) throws -> Data {
        do {
            return try RegularFile.read(url.path, limit: maximumInputSize)
        } catch {
            throw CommandFailure(
                "cannot read \(what) \(name) (\(error.reason)), check the path", exitCode: .dataError)
        }
    }
}
