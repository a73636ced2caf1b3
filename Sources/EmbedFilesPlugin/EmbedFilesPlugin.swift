import Foundation
import PackagePlugin

/// Compiles the package's `Templates/` folder and the target's `Sample/` folder into the
/// target as an `EmbeddedFiles` enum, so the binary needs no resource bundle at run time.
@main
struct EmbedFilesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let groups: [(name: String, folder: URL)] = [
            ("templates", context.package.directoryURL.appending(path: "Templates")),
            ("sample", target.directoryURL.appending(path: "Sample")),
        ]
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        var inputs: [URL] = []
        for group in groups {
            let enumerator = FileManager.default.enumerator(
                at: group.folder, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = enumerator?.nextObject() as? URL {
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                    inputs.append(url)
                }
            }
            inputs.append(group.folder)
        }
        return [
            .buildCommand(
                displayName: "Embedding templates and sample data into \(target.name)",
                executable: try context.tool(named: "embed-files").url,
                arguments: [output.path] + groups.map { "\($0.name)=\($0.folder.path)" },
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
