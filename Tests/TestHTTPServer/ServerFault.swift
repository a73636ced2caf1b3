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
    /// No answer at all: the connection is held open, silent, until the client hangs up (five
    /// minutes at most); its ``ServerDelivery`` then says the client hung up.
    case stall
    /// HTTP 200 with the real answer cut in half.
    case truncatedJSON
    /// HTTP 200 with an HTML "security" page instead of JSON.
    case html
    /// The connection is closed without any answer.
    case dropConnection
    /// Any status with a body of your choice.
    case status(Int, body: String)
    /// The status line and half a header field, then the connection is closed.
    case headersCutOff
    /// The real answer with its whole length announced, the body sent one byte every `interval`
    /// seconds.
    case trickle(interval: Double)
    /// `Content-Length: 2147483648` announced, then zero bytes until that many are sent or the
    /// client leaves.
    case hugeContentLength
    /// A chunked body of 64 KiB chunks that does not end while the client reads (4 GiB at most).
    case endlessChunked
    /// `Content-Encoding: gzip` with a body that inflates to `decodedBytes` zero bytes.
    case gzipBomb(decodedBytes: Int)
    /// The real answer, `Content-Encoding: gzip`.
    case gzipped
    /// A redirect with this status to `location` (relative or absolute, any scheme).
    case redirect(location: String, status: Int = 302)
}
