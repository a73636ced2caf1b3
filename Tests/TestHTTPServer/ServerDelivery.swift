/// How the test server's answer to one request ended: what a client that gave up early, or read
/// only part of an answer, left behind.
public struct ServerDelivery: Sendable, Hashable {
    /// The request's path (without the query).
    public var path: String
    /// Bytes of the answer written to the connection, head included.
    public var bytesSent: Int
    /// Whether the client closed the connection before the whole answer was written (or, for a
    /// stalled answer, while the server held it).
    public var clientHungUp: Bool

    /// Creates a delivery record.
    public init(path: String, bytesSent: Int, clientHungUp: Bool) {
        self.path = path
        self.bytesSent = bytesSent
        self.clientHungUp = clientHungUp
    }
}
