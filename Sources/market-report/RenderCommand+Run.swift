import Foundation
import JSON
import MarketReport
import Templating

extension RenderCommand {
    /// Renders the template with the JSON data and writes the text to stdout byte for byte.
    static func run(_ options: Options, context: CommandContext) throws -> ExitCode {
        let templateURL = context.resolve(options.template)
        let dataURL = context.resolve(options.data)
        let source = try read(templateURL, shownAs: options.template, what: "template")
        let data = try read(dataURL, shownAs: options.data, what: "data file")
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: data)
        } catch {
            throw CommandFailure(
                "\(options.data):\(error.position): \(error.reason), fix the JSON data", exitCode: .dataError)
        }
        let value = TemplateValue(json: document.root)
        let partialsFolder = options.partials.map(context.resolve) ?? templateURL.deletingLastPathComponent()
        do {
            let library = try TemplateLibrary(directory: partialsFolder)
            let template = try Template(String(decoding: source, as: UTF8.self), name: options.template)
            let text = try template.render(value, library: library, escaping: escaping(options.escape))
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

    private static func escaping(_ name: String) -> Escaping {
        switch name {
        case "html": .html
        case "markdown": .markdown
        case "csv": .csv
        default: .none
        }
    }

    private static func read(_ url: URL, shownAs name: String, what: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CommandFailure("cannot read \(what) \(name), check the path", exitCode: .dataError)
        }
        return data
    }
}
