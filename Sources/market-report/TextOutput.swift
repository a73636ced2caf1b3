import Foundation

/// A place text is written to: standard output, standard error, or a buffer in tests.
struct TextOutput: Sendable {
    let write: @Sendable (String) -> Void

    /// Standard output.
    static let standardOutput = TextOutput { FileHandle.standardOutput.write(Data($0.utf8)) }
    /// Standard error.
    static let standardError = TextOutput { FileHandle.standardError.write(Data($0.utf8)) }

    /// Writes `text` followed by a newline.
    func line(_ text: String) { write(text + "\n") }
}
