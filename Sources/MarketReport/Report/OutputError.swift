import Foundation

/// A failure to write report files. Nothing is left half-written when one is thrown.
public enum OutputError: Error, Equatable, CustomStringConvertible {
    /// The output folder could not be created or is not a folder.
    case cannotCreateFolder(path: String, reason: String)
    /// A file could not be written into the output folder.
    case cannotWrite(path: String, reason: String)
    /// A file name would leave the output folder.
    case unsafeName(String)

    public var description: String {
        switch self {
        case .cannotCreateFolder(let path, let reason):
            return "cannot create output folder \(path): \(reason), choose a writable --output folder"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason), check the folder's permissions and free space"
        case .unsafeName(let name):
            return "refusing to write \"\(name)\" outside the output folder, use a plain file name"
        }
    }
}
