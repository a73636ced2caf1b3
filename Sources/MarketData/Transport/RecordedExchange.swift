import FileSystem
import Foundation
import JSON

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
/// `status:` and selected response headers, one `name: value` a line, and the named base URL the
/// request was made under (`x-endpoint: coinGecko https://api.coingecko.com/api/v3`), which lets
/// the recording replay under another base URL. People may edit any part.
public struct RecordedExchange: Sendable, Equatable {
    /// Response headers worth keeping in a recording.
    public static let keptHeaders = ["content-type", "retry-after", "date", "last-modified"]

    /// The line naming the base URL the request was made under: `x-endpoint: NAME URL`.
    public static let endpointHeader = "x-endpoint"

    /// The largest recording or cache file read (64 MiB): a larger one is refused before it is
    /// read, so a wrong file (a disk image, a sparse 2 GB file) never fills memory.
    public static let maximumFileSize = 64 << 20

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

    /// The key this exchange answers, with its URL's whole path (the cache's and file names' key).
    public var key: RequestKey { RequestKey(method: method, url: url) }

    /// The key this exchange answers when replayed under `endpoints`: its path below the base URL
    /// its `x-endpoint` line names, else below the providers' public base URL it lies under, else
    /// below one of `endpoints`; the whole path when none applies.
    public func replayKey(under endpoints: MarketDataEndpoints) -> RequestKey {
        if let line = headers[Self.endpointHeader], let space = line.firstIndex(of: " "),
            let base = URL(string: String(line[line.index(after: space)...]).trimmingSpaces),
            let key = RequestKey(method: method, url: url, base: String(line[..<space]), at: base)
        {
            return key
        }
        for candidates in [MarketDataEndpoints.defaults, endpoints] {
            let key = RequestKey(method: method, url: url, endpoints: candidates)
            if key.base != nil { return key }
        }
        return key
    }

    /// Reads the recording file at `path`: a regular file of at most ``maximumFileSize`` bytes;
    /// `file` names it in errors.
    public init(contentsOf path: String, file: String) throws {
        try self.init(decoding: Self.read(path, file: file), file: file)
    }

    /// Reads the recording file at `path` as ``init(contentsOf:file:)`` does, without its body
    /// (left empty): only the file's start is read when the header block ends in it.
    public init(headOf path: String, file: String) throws {
        let start = try Self.read(path, file: file, prefix: Self.headReadSize)
        do {
            try self.init(decoding: start, file: file)
        } catch _ where start.count == Self.headReadSize {
            // A header block longer than the start: the whole file tells.
            try self.init(contentsOf: path, file: file)
        }
        body = Data()
    }

    /// How much of a file ``init(headOf:file:)`` reads first: far more than a header block.
    static let headReadSize = 16 << 10

    private static func read(_ path: String, file: String, prefix: Int? = nil) throws -> Data {
        do {
            return try RegularFile.read(path, limit: maximumFileSize, prefix: prefix)
        } catch {
            throw TransportError.badRecording(file: file, detail: error.reason)
        }
    }

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
        guard let (headEnd, bodyStart) = data.withUnsafeBytes(Self.headerEnd) else {
            throw TransportError.badRecording(file: file, detail: "no blank line after the header block")
        }
        var lines = data.withUnsafeBytes { bytes in
            Self.lines(of: UnsafeRawBufferPointer(rebasing: bytes[..<headEnd]))
        }
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
        // The body shares the file's bytes rather than copying an answer of megabytes.
        self.init(
            method: requestLine[0], url: url, status: status, headers: headers,
            body: data[(data.startIndex + bodyStart)...])
    }

    /// Where the header block ends and the body starts, as offsets: at the first blank line
    /// (`\n\n` or `\r\n\r\n`).
    private static func headerEnd(in bytes: UnsafeRawBufferPointer) -> (headEnd: Int, bodyStart: Int)? {
        let lineFeed = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        var index = 0
        while let found = bytes[index...].firstIndex(of: lineFeed) {
            if found + 1 < bytes.count, bytes[found + 1] == lineFeed { return (found, found + 2) }
            if found + 2 < bytes.count, found > 0, bytes[found - 1] == carriageReturn,
                bytes[found + 1] == carriageReturn, bytes[found + 2] == lineFeed
            {
                return (found - 1, found + 3)
            }
            index = found + 1
        }
        return nil
    }

    /// The lines of a header block, split at each `\n` or `\r\n`, each without surrounding spaces.
    private static func lines(of bytes: UnsafeRawBufferPointer) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            let text = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
            return String(decoding: text, as: UTF8.self).trimmingSpaces
        }
    }
}
