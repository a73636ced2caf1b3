import Foundation

/// One HTTP response: status, headers, body and the URL it answered.
public struct HTTPResponse: Sendable, Hashable {
    /// The HTTP status code.
    public var status: Int
    /// Response headers, looked up without regard to case.
    public var headers: HTTPHeaders
    /// The body bytes, verbatim.
    public var body: Data
    /// The URL this response answers.
    public var url: URL

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data(), url: URL) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }

    /// Whether the status is in the 2xx range.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The body read as UTF-8 text (invalid bytes replaced).
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// Whether the body starts like a JSON object or array (after whitespace and a byte-order mark).
    public var looksLikeJSON: Bool {
        let first = body.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.first
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }
}
