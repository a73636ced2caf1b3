import Foundation

/// A place text is written to: standard output, standard error, or a buffer in tests.
public struct TextOutput: Sendable {
    /// Writes text as it is.
    public let write: @Sendable (String) -> Void

    /// An output that hands its text to `write`.
    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Standard output.
    public static let standardOutput = TextOutput { FileHandle.standardOutput.write(Data($0.utf8)) }
    /// Standard error.
    public static let standardError = TextOutput { FileHandle.standardError.write(Data($0.utf8)) }

    /// Writes `text` followed by a newline.
    public func line(_ text: String) { write(text + "\n") }
}
