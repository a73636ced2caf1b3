import ArgumentParsing
import FileSystem
import Foundation
import MarketReport

/// `market-report templates export DIR`: write the built-in templates out to customise them.
enum TemplatesCommand {
    static let spec = Command(
        name: "templates", summary: "Work with the built-in templates.",
        subcommands: [export])

    /// The folder to write to.
    static let directory: Argument<String> = .single(
        "DIR", help: "The folder to write to (created if missing).")

    /// `--force`.
    static let force: Option<Bool> = .flag(
        "force", help: "Overwrite templates in DIR that differ from the built-in ones.")

    static let export = Command(
        name: "export", summary: "Write the built-in templates to DIR, to customise them.",
        discussion:
            "Use the folder afterwards with 'market-report report --templates DIR'. A template in DIR "
            + "that differs from the built-in one is kept unless --force is given.",
        arguments: [directory], options: [force], run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> ExitCode {
        let path = arguments[directory]
        let folder = context.resolve(path)
        do {
            try FilePath.createFolder(folder.path)
        } catch {
            throw CommandFailure("\(error)", exitCode: .failure)
        }
        var written: [String] = []
        var kept: [String] = []
        for (name, text) in EmbeddedResources.templates.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            let data = Data(text.utf8)
            if !arguments[force], let existing = try? RegularFile.read(url.path, limit: data.count + 1),
                existing != data
            {
                kept.append(name)
                continue
            }
            do {
                try FilePath.createFolder(url.deletingLastPathComponent().path)
                if try AtomicFile.write(data, to: url.path) { written.append(name) }
            } catch {
                throw CommandFailure("\(error)", exitCode: .failure)
            }
        }
        for name in kept {
            context.warn(
                "\(name) in \(path) differs from the built-in template, kept; use --force to replace it")
        }
        context.print(
            written.isEmpty
                ? "The templates in \(path) are up to date"
                : "Wrote \(written.joined(separator: ", ")) to \(path)")
        return .success
    }
}
