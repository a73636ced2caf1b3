import Foundation
import MarketData

/// A transport answering fixed bodies by path suffix (longest suffix wins); other paths get 404.
final class RoutedStub: HTTPTransport, @unchecked Sendable {
    struct Route {
        var suffix: String
        var status: Int
        var body: Data
        var headers: HTTPHeaders
    }

    private let lock = NSLock()
    private var routes: [Route] = []
    private var log: [HTTPRequest] = []
    /// The body of unrouted paths, answered with `fallbackStatus`.
    var fallbackBody = "{}"
    /// The status of unrouted paths.
    var fallbackStatus = 404

    /// Answers `suffix` with `body`.
    func on(_ suffix: String, status: Int = 200, body: Data, headers: HTTPHeaders = [:]) {
        lock.withLock { routes.append(Route(suffix: suffix, status: status, body: body, headers: headers)) }
    }

    /// Answers `suffix` with text.
    func on(_ suffix: String, status: Int = 200, text: String, headers: HTTPHeaders = [:]) {
        on(suffix, status: status, body: Data(text.utf8), headers: headers)
    }

    /// The requests seen whose path ends with `suffix`.
    func requests(_ suffix: String) -> [HTTPRequest] {
        lock.withLock { log.filter { $0.url.path.hasSuffix(suffix) } }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let route = lock.withLock { () -> Route? in
            log.append(request)
            return routes.filter { request.url.path.hasSuffix($0.suffix) }.max {
                $0.suffix.count < $1.suffix.count
            }
        }
        guard let route else {
            return HTTPResponse(status: fallbackStatus, body: Data(fallbackBody.utf8), url: request.url)
        }
        return HTTPResponse(status: route.status, headers: route.headers, body: route.body, url: request.url)
    }

    /// A Yahoo client over this stub, with the cookie page and a crumb already answered.
    func yahooClient() -> YahooFinanceClient {
        on("/cookie", status: 404, text: "", headers: ["Set-Cookie": "A3=d=abc; Path=/"])
        if lock.withLock({ !routes.contains { $0.suffix == "/getcrumb" } }) {
            on("/getcrumb", text: "stubCrumb")
        }
        return YahooFinanceClient(
            transport: self, baseURL: URL(string: "https://yahoo.test")!,
            cookieURL: URL(string: "https://fc.test/cookie")!)
    }
}
