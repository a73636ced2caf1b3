/// Something that can send an HTTP request and return the response.
///
/// The real implementation is ``CurlTransport``; decorators such as ``RetryingTransport``,
/// ``ConcurrencyLimitedTransport``, ``CachingTransport``, ``RecordingTransport`` wrap another
/// transport, and ``ReplayingTransport`` answers from recorded files.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response; non-2xx statuses are responses, not errors.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
