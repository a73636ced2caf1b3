/// A misbehaviour the test server can be told to show on matching requests.
public enum ServerFault: Sendable, Hashable {
    /// HTTP 401 with Yahoo's `Invalid Crumb` body.
    case invalidCrumb
    /// HTTP 429 with a `Retry-After` header (seconds or an HTTP date) and the provider's body.
    case rateLimited(retryAfter: String?)
    /// HTTP 500.
    case serverError
    /// The answer is held back this many seconds (longer than a client timeout to test it).
    case slow(seconds: Double)
    /// HTTP 200 with the real answer cut in half.
    case truncatedJSON
    /// HTTP 200 with an HTML "security" page instead of JSON.
    case html
    /// The connection is closed without any answer.
    case dropConnection
    /// Any status with a body of your choice.
    case status(Int, body: String)
}
