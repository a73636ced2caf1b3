import FileSystem

/// A failure to write report files. Nothing is left half-written when one is thrown.
public enum OutputError: Error, Equatable, CustomStringConvertible {
    /// The output folder, a file in it, its lock or its journal could not be written or read.
    case fileSystem(FileSystemError)
    /// A file name would leave the output folder.
    case unsafeName(String)

    public var description: String {
        switch self {
        case .fileSystem(let error): "\(error)"
        case .unsafeName(let name):
            "refusing to write \"\(name)\" outside the output folder, use a plain file name"
        }
    }
}
