import CCurl
import Foundation

/// One request on a libcurl easy handle: its options, the bytes the callbacks collect within
/// the limits, and the continuation its result resumes.
///
/// Created by ``CurlTransport``; after ``CurlMultiLoop/start(_:)`` only the loop thread touches it
/// (``isCancelled`` aside, which the loop's lock guards).
final class CurlTransfer: @unchecked Sendable {
    let handle: UnsafeMutableRawPointer
    let url: URL
    /// Set under the loop's lock when the awaiting task is cancelled.
    var isCancelled = false
    var continuation: CheckedContinuation<HTTPResponse, any Error>?

    private let limits: TransportLimits
    private let maxBodyBytes: Int
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var body = Data()
    private var headers = HTTPHeaders()
    private var headerBytes = 0
    /// Whether the blank line that ends the last header block arrived.
    private var headerComplete = false
    /// A limit a callback stopped the transfer for.
    private var exceeded: TransportError?

    /// Prepares `request` (a GET, or `request.method` with its body) within `limits`.
    init(_ request: HTTPRequest, limits: TransportLimits, userAgent: String) throws {
        guard let handle = curl_easy_init() else {
            throw TransportError.unreachable(url: request.url, detail: "cannot start a transfer")
        }
        self.handle = handle
        self.url = request.url
        self.limits = limits
        self.maxBodyBytes = request.maxBodyBytes
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        for (name, value) in request.headers where name.lowercased() != "accept-encoding" {
            headerList = curl_slist_append(headerList, "\(name): \(value)")
        }
        if request.headers["user-agent"] == nil {
            headerList = curl_slist_append(headerList, "User-Agent: \(userAgent)")
        }
        if request.body != nil {
            // No `Expect: 100-continue` wait: the body is small and sent at once.
            headerList = curl_slist_append(headerList, "Expect:")
        }
        configure(method: request.method)
        if let body = request.body {
            // libcurl copies the bytes, so they need not outlive this call.
            _ = mr_curl_set_long(handle, CURLOPT_POSTFIELDSIZE, body.count)
            _ = body.withUnsafeBytes { bytes in
                mr_curl_set_pointer(
                    handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
            }
        }
    }

    deinit {
        curl_easy_cleanup(handle)
        curl_slist_free_all(headerList)
        errorBuffer.deallocate()
    }

    private func configure(method: String) {
        _ = mr_curl_set_string(handle, CURLOPT_URL, url.absoluteString)
        _ = mr_curl_allow_http_only(handle)
        if method != "GET" { _ = mr_curl_set_string(handle, CURLOPT_CUSTOMREQUEST, method) }
        _ = mr_curl_set_headers(handle, headerList)
        // Every encoding this libcurl decodes, and only those; the body limit counts decoded bytes.
        _ = mr_curl_set_string(handle, CURLOPT_ACCEPT_ENCODING, "")
        _ = mr_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0)
        _ = mr_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
        _ = mr_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(limits.connectTimeout))
        _ = mr_curl_set_long(handle, CURLOPT_TIMEOUT_MS, Self.milliseconds(limits.requestDeadline))
        _ = mr_curl_set_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1)
        _ = mr_curl_set_long(handle, CURLOPT_LOW_SPEED_TIME, max(1, Int(limits.idleTimeout.rounded(.up))))
        _ = mr_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = mr_curl_set_pointer(handle, CURLOPT_WRITEDATA, context)
        _ = mr_curl_set_pointer(handle, CURLOPT_HEADERDATA, context)
        _ = mr_curl_set_write_callback(handle) { buffer, size, count, context in
            guard let buffer, let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            return transfer.receiveBody(UnsafeRawBufferPointer(start: buffer, count: size * count))
        }
        _ = mr_curl_set_header_callback(handle) { buffer, size, count, context in
            guard let buffer, let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            return transfer.receiveHeader(UnsafeRawBufferPointer(start: buffer, count: size * count))
        }
    }

    /// Keeps body bytes while they fit the limit; returning less than given stops the transfer.
    private func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard body.count + bytes.count <= maxBodyBytes else {
            exceeded = .tooLarge(url: url, limit: maxBodyBytes)
            return 0
        }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    /// Reads one header line: a status line starts a new header block (after `100 Continue`),
    /// a field is kept, a `Content-Length` over the body limit stops the transfer at once, the
    /// blank line ends the block.
    private func receiveHeader(_ bytes: UnsafeRawBufferPointer) -> Int {
        headerBytes += bytes.count
        guard headerBytes <= TransportLimits.maxHeaderBytes else {
            exceeded = .tooLarge(url: url, limit: TransportLimits.maxHeaderBytes)
            return 0
        }
        let line = Self.trimmed(bytes[...])
        if line.starts(with: "HTTP/".utf8) {
            headers = HTTPHeaders()
            headerComplete = false
        } else if line.isEmpty {
            headerComplete = true
        } else if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
            let name = String(decoding: Self.trimmed(line[..<colon]), as: UTF8.self)
            let value = String(decoding: Self.trimmed(line[(colon + 1)...]), as: UTF8.self)
            if name.utf8.count == 14, name.lowercased() == "content-length", let length = Int(value),
                length > maxBodyBytes
            {
                exceeded = .tooLarge(url: url, limit: maxBodyBytes)
                return 0
            }
            headers.add(name, value)
        }
        return bytes.count
    }

    /// `bytes` without spaces, tabs, CR and LF at either end.
    private static func trimmed(_ bytes: Slice<UnsafeRawBufferPointer>) -> Slice<UnsafeRawBufferPointer> {
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        guard let first = bytes.firstIndex(where: { !blank($0) }),
            let last = bytes.lastIndex(where: { !blank($0) })
        else { return bytes[bytes.startIndex..<bytes.startIndex] }
        return bytes[first...last]
    }

    /// Resumes the awaiting task with `result`, once.
    func finish(_ result: Result<HTTPResponse, any Error>) {
        continuation?.resume(with: result)
        continuation = nil
    }

    /// The response, or the error `code` and the callbacks stand for.
    func outcome(_ code: CURLcode) -> Result<HTTPResponse, any Error> {
        if let exceeded { return .failure(exceeded) }
        guard code == CURLE_OK else { return .failure(failure(code)) }
        // libcurl takes a connection closed inside the header block for a whole answer.
        guard headerComplete else { return .failure(TransportError.connectionLost(url: url)) }
        var status = 0
        _ = mr_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
        guard status >= 100 else { return .failure(TransportError.badAnswer(url: url, detail: "no status")) }
        return .success(HTTPResponse(status: status, headers: headers, body: body, url: url))
    }

    private func failure(_ code: CURLcode) -> TransportError {
        let detail =
            String(cString: errorBuffer).isEmpty
            ? String(cString: curl_easy_strerror(code)) : String(cString: errorBuffer)
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            if detail.hasPrefix("Operation too slow") {
                return .timeout(url: url, seconds: limits.idleTimeout)
            }
            if detail.hasPrefix("Connection timed out") || detail.hasPrefix("Connection timeout") {
                return .timeout(url: url, seconds: limits.connectTimeout)
            }
            return .timeout(url: url, seconds: limits.requestDeadline)
        case CURLE_COULDNT_CONNECT: return .unreachable(url: url, detail: "connection refused")
        case CURLE_COULDNT_RESOLVE_HOST: return .unreachable(url: url, detail: "unknown host")
        case CURLE_COULDNT_RESOLVE_PROXY: return .unreachable(url: url, detail: "unknown proxy host")
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE, CURLE_HTTP2,
            CURLE_HTTP2_STREAM:
            return .connectionLost(url: url)
        case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_UNSUPPORTED_PROTOCOL:
            return .badAnswer(url: url, detail: Self.firstSentence(detail))
        case CURLE_FILESIZE_EXCEEDED: return .tooLarge(url: url, limit: maxBodyBytes)
        default: return .unreachable(url: url, detail: Self.firstSentence(detail))
        }
    }

    /// Curl's message on one line, lower-cased at the start, without a final period.
    private static func firstSentence(_ text: String) -> String {
        var line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
        while line.hasSuffix(".") { line.removeLast() }
        guard let first = line.first else { return line }
        return first.lowercased() + line.dropFirst()
    }

    private static func milliseconds(_ seconds: TimeInterval) -> Int {
        max(1, Int((seconds * 1000).rounded(.up)))
    }
}
