/// A template library that cannot be loaded, or a template it does not have.
public enum TemplateLibraryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A folder or file that could not be read.
    case unreadable(path: String, reason: String)
    /// `render(name:)` asked for a template the library does not hold.
    case notFound(name: String, available: [String])

    /// One line telling what to fix.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read templates at \(path): \(reason)"
        case .notFound(let name, let available):
            "no template \"\(name)\" (available: \(available.isEmpty ? "none" : available.joined(separator: ", ")))"
        }
    }
}
