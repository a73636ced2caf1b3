import Foundation

/// One request and its response in the plain-text recording format.
///
/// A file holds a header block, a blank line, then the body verbatim:
///
///     GET https://query1.finance.yahoo.com/v7/finance/quote?symbols=AAPL
///     status: 200
///     content-type: application/json
///
///     {"quoteResponse":{...}}
///
/// The first line is the method and URL (volatile parameters such as `crumb` left out); then
/// `status:` and selected response headers, one `name: value` a line. People may edit any part.
public struct RecordedExchange: Sendable, Equatable {
    /// Response headers worth keeping in a recording.
    public static let keptHeaders = ["content-type", "retry-after", "date", "last-modified"]

    /// The HTTP method.
    public var method: String
    /// The request URL.
    public var url: URL
    /// The recorded status.
    public var status: Int
    /// The recorded headers (the selected response headers plus any extra lines).
    public var headers: HTTPHeaders
    /// The body bytes.
    public var body: Data

    /// Creates an exchange.
    public init(method: String, url: URL, status: Int, headers: HTTPHeaders, body: Data) {
        self.method = method
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The exchange of `request` and `response`, keeping only ``keptHeaders`` and dropping volatile
    /// query parameters from the URL.
    public init(request: HTTPRequest, response: HTTPResponse) {
        var headers = HTTPHeaders()
        for name in Self.keptHeaders {
            if let value = response.headers[name] { headers[name] = value }
        }
        self.init(
            method: request.method, url: RequestKey.shareableURL(request.url), status: response.status,
            headers: headers, body: response.body)
    }

    /// The key this exchange answers.
    public var key: RequestKey { RequestKey(method: method, url: url) }

    /// The recorded response, reported as answering `url`.
    public func response(for url: URL) -> HTTPResponse {
        HTTPResponse(status: status, headers: headers, body: body, url: url)
    }

    /// The file bytes of this exchange.
    public func encoded() -> Data {
        var head = "\(method) \(url.absoluteString)\nstatus: \(status)\n"
        for (name, value) in headers {
            let clean = value.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(
                of: "\r", with: " ")
            head += "\(name.lowercased()): \(clean)\n"
        }
        return Data((head + "\n").utf8) + body
    }

    /// Reads file bytes; `file` names the source in errors.
    public init(decoding data: Data, file: String) throws {
        let separator = Self.headerEnd(in: data)
        guard let separator else {
            throw TransportError.badRecording(file: file, detail: "no blank line after the header block")
        }
        let headText = String(decoding: data[data.startIndex..<separator.lowerBound], as: UTF8.self)
        var lines = headText.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            .map { String($0).trimmingSpaces }
        let requestLine = lines.removeFirst().split(separator: " ", maxSplits: 1).map(String.init)
        guard requestLine.count == 2, let url = URL(string: requestLine[1]) else {
            throw TransportError.badRecording(file: file, detail: "first line must be `GET <url>`")
        }
        var headers = HTTPHeaders()
        var status: Int?
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else {
                throw TransportError.badRecording(file: file, detail: "header line `\(line)` has no `:`")
            }
            let name = String(line[..<colon]).trimmingSpaces
            // A bare CR inside a value reads as the space `encoded()` writes for it.
            var value = String(line[line.index(after: colon)...])
            if value.utf8.contains(UInt8(ascii: "\r")) {
                value = value.replacingOccurrences(of: "\r", with: " ")
            }
            value = value.trimmingSpaces
            if name.lowercased() == "status" { status = Int(value) } else { headers.add(name, value) }
        }
        guard let status else {
            throw TransportError.badRecording(file: file, detail: "no `status: <code>` line")
        }
        self.init(
            method: requestLine[0], url: url, status: status, headers: headers,
            body: Data(data[separator.upperBound...]))
    }

    /// The range of the first blank line (`\n\n` or `\r\n\r\n`).
    private static func headerEnd(in data: Data) -> Range<Data.Index>? {
        var index = data.startIndex
        while let lineFeed = data[index...].firstIndex(of: UInt8(ascii: "\n")) {
            let rest = data[(lineFeed + 1)...]
            if rest.first == UInt8(ascii: "\n") { return lineFeed..<(lineFeed + 2) }
            if rest.starts(with: [UInt8(ascii: "\r"), UInt8(ascii: "\n")]), lineFeed > data.startIndex,
                data[lineFeed - 1] == UInt8(ascii: "\r")
            {
                return (lineFeed - 1)..<(lineFeed + 3)
            }
            index = lineFeed + 1
        }
        return nil
    }
}
