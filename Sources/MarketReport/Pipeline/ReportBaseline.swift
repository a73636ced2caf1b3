import FileSystem
import Foundation
import MarketData

/// Where a run keeps the report the next run into the same output folder compares with ("Since
/// the previous report") when `json` is not among its formats: a copy of its report.json in the
/// cache folder, `DIR/baselines/<the folder's path, readable>-<hash of it>.json`, one file per
/// output folder (named from its absolute path), so two output folders never mix baselines.
struct ReportBaseline: Sendable {
    /// The folder inside the cache folder that holds the baselines.
    static let folderName = "baselines"

    /// The baseline file.
    let file: URL

    /// The baseline of the output folder `output` in the cache folder `cacheDirectory`.
    init(cacheDirectory: URL, output: URL) {
        file = cacheDirectory.appendingPathComponent(Self.folderName)
            .appendingPathComponent(SafeFileName.make(output.standardizedFileURL.path, suffix: ".json"))
    }

    /// Replaces the baseline with `document` (the run's report.json) in one atomic write.
    func keep(_ document: RenderedFile) throws(FileSystemError) {
        try FilePath.createFolder(file.deletingLastPathComponent().path)
        _ = try AtomicFile.write(document.contents, to: file.path)
    }
}
