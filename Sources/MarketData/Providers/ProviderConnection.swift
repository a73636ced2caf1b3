import Foundation
import JSON

/// The HTTP plumbing a provider client shares: building URLs, sending with the provider's headers,
/// and turning statuses and bodies into ``ProviderError`` or decoded values.
struct ProviderConnection: Sendable {
    let transport: any HTTPTransport
    let provider: MarketDataProvider
    let baseURL: URL
    var headers: HTTPHeaders = ["Accept": "application/json"]
    var timeout: TimeInterval?
    /// Reads a provider error body into a short detail (`Invalid Crumb`, `coin not found`).
    var errorDetail: @Sendable (Data) -> String? = { _ in nil }

    /// `baseURL` + `path` + the query, percent-encoded strictly (commas kept readable).
    func url(_ path: String, query: [(String, String)] = []) -> URL {
        var text = baseURL.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        text += "/" + path.split(separator: "/").map { Self.encode(String($0)) }.joined(separator: "/")
        if !query.isEmpty {
            text += "?" + query.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        }
        return URL(string: text) ?? baseURL
    }

    /// Sends a GET for an answer of `kind` (which sets its size limit) with the provider headers
    /// plus `extra`.
    func get(_ url: URL, kind: EndpointKind, extra: HTTPHeaders = [:]) async throws -> HTTPResponse {
        var request = HTTPRequest(
            url: url, headers: headers, timeout: timeout,
            maxBodyBytes: TransportLimits.maxBodyBytes(for: kind))
        for (name, value) in extra { request.headers[name] = value }
        return try await transport.send(request)
    }

    /// Reads a successful JSON answer with `reader`, or throws the error its status or body
    /// stands for.
    func read<T>(_ response: HTTPResponse, _ reader: (JSONNode) throws(JSONShapeError) -> T) throws -> T {
        guard response.isSuccess else { throw failure(for: response) }
        guard response.looksLikeJSON else {
            throw ProviderError.notJSON(
                provider: provider, url: response.url, preview: Self.preview(response.body))
        }
        let root: JSONNode
        do {
            root = try JSONTape(response.body).root
        } catch {
            throw ProviderError.undecodable(
                provider: provider, url: response.url, detail: "malformed JSON at \(error)")
        }
        do {
            return try reader(root)
        } catch {
            throw ProviderError.undecodable(provider: provider, url: response.url, detail: error.description)
        }
    }

    /// The error a non-2xx response stands for.
    func failure(for response: HTTPResponse) -> ProviderError {
        let detail = errorDetail(response.body) ?? Self.preview(response.body)
        switch response.status {
        case 429:
            let wait = RetryAfter.seconds(from: response.headers["retry-after"])
            return .rateLimited(provider: provider, url: response.url, retryAfter: wait)
        case 401, 403: return .unauthorized(provider: provider, url: response.url, detail: detail)
        case 404: return .notFound(provider: provider, url: response.url, detail: detail)
        default:
            return .status(provider: provider, url: response.url, status: response.status, detail: detail)
        }
    }

    /// The first 60 characters of a body on one line.
    static func preview(_ body: Data) -> String {
        let text = String(decoding: body.prefix(240), as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        return line.count > 60 ? String(line.prefix(60)) + "..." : line
    }

    /// `text` with every UTF-8 byte outside `A-Z a-z 0-9 - . _ ~ ,` written as `%XX`.
    static func encode(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: ","):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
