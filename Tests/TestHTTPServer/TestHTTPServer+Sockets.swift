import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// Why the server could not start.
public struct TestHTTPServerError: Error, CustomStringConvertible {
    /// What failed (`bind`, `listen`).
    public var description: String
}

extension TestHTTPServer {
    /// Starts listening on 127.0.0.1 at an ephemeral port; answers on background threads.
    public func start() throws {
        let (fd, port) = try Self.bindLoopback()
        guard listen(fd, 64) == 0 else {
            close(fd)
            throw TestHTTPServerError(description: "listen failed: errno \(errno)")
        }
        lock.withLock {
            listener = fd
            running = true
            boundPort = port
        }
        let thread = Thread { [weak self] in self?.acceptLoop(fd) }
        thread.start()
    }

    /// Stops listening; answers in flight still complete.
    ///
    /// The listening socket is shut down here and closed by the accept loop when it ends, so its
    /// descriptor cannot be reused by another socket (another server's) while the loop still
    /// polls it.
    public func stop() {
        let fd = lock.withLock { () -> Int32 in
            let fd = listener
            running = false
            listener = -1
            return fd
        }
        if fd >= 0 { shutdown(fd, Int32(SHUT_RDWR)) }
    }

    /// A URL on 127.0.0.1 where nothing listens (connections are refused).
    public static func closedPortURL() throws -> URL {
        let (fd, port) = try bindLoopback()
        close(fd)
        return URL(string: "http://127.0.0.1:\(port)")!
    }

    private static func bindLoopback() throws -> (Int32, Int) {
        let fd = socket(AF_INET, streamSocket, 0)
        guard fd >= 0 else { throw TestHTTPServerError(description: "socket failed: errno \(errno)") }
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw -> Bool in
                bind(fd, raw, length) == 0 && getsockname(fd, raw, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw TestHTTPServerError(description: "bind to 127.0.0.1 failed: errno \(errno)")
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    private func acceptLoop(_ fd: Int32) {
        defer { close(fd) }
        while lock.withLock({ running && listener == fd }) {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let client = accept(fd, nil, nil)
            guard client >= 0 else { continue }
            let thread = Thread { [weak self] in
                self?.serve(client)
                close(client)
            }
            thread.start()
        }
    }

    private func serve(_ client: Int32) {
        guard let (head, body) = Self.readRequest(client), var request = ServerRequest(head: head) else {
            return
        }
        request.body = body
        let (reply, delay) = respond(to: request)
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        var sent = 0
        var hungUp = false
        switch reply {
        case .drop:
            shutdown(client, Int32(SHUT_RDWR))
            record(ServerDelivery(path: request.path, bytesSent: 0, clientHungUp: false))
            return
        case .holdUntilHangUp:
            hungUp = Self.waitForHangUp(client, seconds: 300)
        case .response(let response):
            (sent, hungUp) = Self.transmit(response.serialized(), to: client)
        case .stream(let head, let interval, let next):
            // Bounded in time too, so a client that reads forever cannot keep the server busy.
            let stop = Date().addingTimeInterval(300)
            (sent, hungUp) = Self.transmit(head, to: client)
            var index = 0
            while !hungUp, Date() < stop, let piece = next(index) {
                let (count, gone) = Self.transmit(piece, to: client)
                sent += count
                hungUp = gone
                index += 1
                if interval > 0, !hungUp { Thread.sleep(forTimeInterval: interval) }
            }
        }
        shutdown(client, Int32(SHUT_WR))
        record(ServerDelivery(path: request.path, bytesSent: sent, clientHungUp: hungUp))
    }

    /// Sends all of `bytes`; returns the bytes sent and whether the client has gone.
    private static func transmit(_ bytes: Data, to client: Int32) -> (sent: Int, clientGone: Bool) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = send(
                    client, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return (offset, true) }
                offset += sent
            }
            return (offset, false)
        }
    }

    /// Waits, sending nothing, until the client closes the connection (`true`) or `seconds` pass.
    private static func waitForHangUp(_ client: Int32, seconds: Int) -> Bool {
        let stop = Date().addingTimeInterval(TimeInterval(seconds))
        var byte: UInt8 = 0
        while Date() < stop {
            var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(max(1, stop.timeIntervalSinceNow * 1000)))
            if ready < 0 && errno != EINTR { return false }
            guard ready > 0 else { continue }
            // Readable with nothing to read is the end of the stream; anything else is ignored.
            let count = recv(client, &byte, 1, 0)
            if count <= 0 { return true }
        }
        return false
    }

    /// Reads until the blank line that ends the request head, then the body its
    /// `Content-Length` announces (1 MiB at most); the head as text and the body.
    private static func readRequest(_ client: Int32) -> (head: String, body: Data)? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var end = data.range(of: Data("\r\n\r\n".utf8))
        while end == nil {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0, data.count < 65_536 else { return nil }
            data.append(buffer, count: count)
            end = data.range(of: Data("\r\n\r\n".utf8))
        }
        guard let end else { return nil }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
        let length =
            head.components(separatedBy: "\r\n").lazy.compactMap { line -> Int? in
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                return Int(parts[1].trimmingCharacters(in: .whitespaces))
            }.first ?? 0
        var body = Data(data[end.upperBound...])
        while body.count < min(length, 1 << 20) {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            body.append(buffer, count: count)
        }
        return (head + "\r\n\r\n", body)
    }
}
