import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// A TCP port on 127.0.0.1 that is bound but never listens, so every connection to it is
/// refused at once, and no other test can take it while this value lives.
final class ClosedPort: Sendable {
    let port: Int
    private let descriptor: Int32

    init() throws {
        let descriptor = socket(AF_INET, streamSocket, 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard descriptor >= 0, bound else {
            close(descriptor)
            throw CocoaError(.fileWriteUnknown)
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(descriptor) }

    /// The `MARKET_REPORT_*` variables with every provider on this port.
    var environment: [String: String] {
        let base = "http://127.0.0.1:\(port)"
        return [
            "MARKET_REPORT_YAHOO_URL": base + "/yahoo",
            "MARKET_REPORT_YAHOO_COOKIE_URL": base + "/yahoo-cookie/",
            "MARKET_REPORT_COINGECKO_URL": base + "/coingecko/api/v3",
            "MARKET_REPORT_TWSE_URL": base + "/twse/v1",
            "MARKET_REPORT_TPEX_URL": base + "/tpex/openapi/v1",
            "MARKET_REPORT_TWSE_SITE_URL": base + "/twse-site", "NO_COLOR": "1",
        ]
    }
}
