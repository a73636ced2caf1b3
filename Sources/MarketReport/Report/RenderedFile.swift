/// One output file of a report run: its name inside the output folder and its bytes.
public struct RenderedFile: Sendable, Equatable {
    /// File name, such as `index.html`; never a path.
    public let name: String
    /// The exact bytes to write, as the template engine renders them (no copy into `Data`).
    public let contents: [UInt8]

    /// Creates a file from its name and bytes.
    public init(name: String, contents: [UInt8]) {
        self.name = name
        self.contents = contents
    }

    /// Creates a file from its name and UTF-8 text.
    public init(name: String, text: String) {
        self.init(name: name, contents: Array(text.utf8))
    }
}
