import Foundation

/// What the test server does with a connection once it has read the request.
enum ServerReply: Sendable {
    /// Sends the response (with `Content-Length` and `Connection: close`).
    case response(ServerResponse)
    /// Closes the connection without a byte.
    case drop
    /// Sends nothing and keeps the connection open until the client closes it.
    case holdUntilHangUp
    /// Sends `head` (everything up to the body, or less), then each piece `next` gives, waiting
    /// `interval` seconds between pieces, until it gives `nil` or the client leaves.
    case stream(head: Data, interval: TimeInterval, next: @Sendable (_ index: Int) -> Data?)

    /// The stream a byte-level fault stands for, built from the normal answer where it needs one.
    static func stream(_ fault: ServerFault, normal: () -> ServerResponse) -> ServerReply? {
        switch fault {
        case .headersCutOff:
            return .stream(head: Data("HTTP/1.1 200 OK\r\nContent-Type: applica".utf8), interval: 0) { _ in
                nil
            }
        case .trickle(let interval):
            let response = normal()
            let body = response.body
            return .stream(head: response.head(contentLength: body.count), interval: interval) { index in
                index < body.count ? body.subdata(in: index..<index + 1) : nil
            }
        case .hugeContentLength:
            let piece = Data(count: pieceSize)
            let response = ServerResponse.json("")
            return .stream(head: response.head(contentLength: 1 << 31), interval: 0) { index in
                index < (1 << 31) / pieceSize ? piece : nil
            }
        case .endlessChunked:
            let piece =
                Data("10000\r\n".utf8) + Data(repeating: UInt8(ascii: " "), count: pieceSize)
                + Data("\r\n".utf8)
            let response = ServerResponse.json("", headers: [("Transfer-Encoding", "chunked")])
            return .stream(head: response.head(contentLength: nil), interval: 0) { index in
                index < (1 << 32) / pieceSize ? piece : nil
            }
        case .gzipBomb(let decodedBytes):
            let response = ServerResponse.json("", headers: [("Content-Encoding", "gzip")])
            let bomb = GzipZeros(decodedBytes: decodedBytes)
            return .stream(head: response.head(contentLength: nil), interval: 0) { bomb.piece($0) }
        default:
            return nil
        }
    }

    private static let pieceSize = 1 << 16
}
