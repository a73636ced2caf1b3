import Dispatch
import FileSystem

/// Stages a report's files into the locked output folder on a thread of its own, each batch as
/// soon as it is made: writing one file (and waiting for the disk to keep it) overlaps rendering
/// the next, and only the commit is left once the last is rendered. The files still land as one
/// set (``OutputWriter/commit(_:archiveDate:labels:in:)``) or not at all (``discard()``).
///
/// `@unchecked Sendable`: the staged set and the first failure are touched only on `queue`.
final class OutputStaging: @unchecked Sendable {
    private let writer: OutputWriter
    private let folder: JournaledFolder
    private let archiveDate: String?
    private let labels: LabelCatalog
    private let queue = DispatchQueue(label: "market-report.output-staging")
    private var set = JournaledFolder.StagedSet()
    private var failure: OutputError?

    /// Stages into `folder`, which `writer` locked, with dated copies when `archiveDate` is given
    /// and their index in the words of `labels`.
    init(writer: OutputWriter, folder: JournaledFolder, archiveDate: String?, labels: LabelCatalog = .english)
    {
        self.writer = writer
        self.folder = folder
        self.archiveDate = archiveDate
        self.labels = labels
    }

    /// Starts staging `files` after those added before; a failure is kept for ``commit()``, and
    /// nothing more is staged after it.
    func add(_ files: [RenderedFile]) {
        queue.async { [self] in
            guard failure == nil else { return }
            do throws(OutputError) {
                try writer.stage(files, archiveDate: archiveDate, into: &set, in: folder)
            } catch {
                failure = error
            }
        }
    }

    /// Waits for every file added, then puts them in place as one set; throws the first failure.
    func commit() throws(OutputError) -> OutputWriter.Summary {
        try queue.sync { () -> Result<OutputWriter.Summary, OutputError> in
            if let failure { return .failure(failure) }
            do throws(OutputError) {
                return .success(try writer.commit(set, archiveDate: archiveDate, labels: labels, in: folder))
            } catch {
                return .failure(error)
            }
        }.get()
    }

    /// Waits for every file added, then removes what was staged.
    func discard() {
        queue.sync {
            folder.discard(set)
            set = JournaledFolder.StagedSet()
        }
    }
}
