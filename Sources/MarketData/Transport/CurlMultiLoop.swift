import CCurl
import Foundation

/// One thread driving one libcurl multi handle: transfers started from any thread run side by
/// side over kept-alive, shared connections, and finish on this thread.
///
/// No thread waits per request: the loop sleeps in `curl_multi_poll` until a socket is ready, a
/// timer is due or ``start(_:)`` or ``cancel(_:)`` wakes it.
final class CurlMultiLoop: @unchecked Sendable {
    /// The loop every ``CurlTransport`` shares, so connections are reused across them; `nil` when
    /// libcurl could not make a multi handle (out of memory), which each request then reports.
    static let shared = CurlMultiLoop()

    private let multi: UnsafeMutableRawPointer
    private let lock = NSLock()
    private var starting: [CurlTransfer] = []
    private var cancelling: [CurlTransfer] = []
    /// The transfers curl is running, by easy handle; touched on the loop thread only.
    private var running: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    private init?() {
        curl_global_init(Int(CURL_GLOBAL_DEFAULT))
        guard let multi = curl_multi_init() else { return nil }
        self.multi = multi
        let thread = Thread { [unowned self] in self.run() }
        thread.name = "market-report.http"
        thread.start()
    }

    /// Hands `transfer` to the loop; it finishes by resuming its continuation.
    func start(_ transfer: CurlTransfer) {
        lock.withLock { starting.append(transfer) }
        curl_multi_wakeup(multi)
    }

    /// Stops `transfer` if it still runs; it then finishes with a `CancellationError`.
    func cancel(_ transfer: CurlTransfer) {
        lock.withLock {
            transfer.isCancelled = true
            cancelling.append(transfer)
        }
        curl_multi_wakeup(multi)
    }

    private func run() {
        var stillRunning: Int32 = 0
        var queued: Int32 = 0
        while true {
            let (started, cancelled) = lock.withLock { () -> ([CurlTransfer], [CurlTransfer]) in
                defer {
                    starting.removeAll(keepingCapacity: true)
                    cancelling.removeAll(keepingCapacity: true)
                }
                return (starting, cancelling)
            }
            for transfer in started {
                if lock.withLock({ transfer.isCancelled }) {
                    transfer.finish(.failure(CancellationError()))
                } else if curl_multi_add_handle(multi, transfer.handle) == CURLM_OK {
                    running[transfer.handle] = transfer
                } else {
                    transfer.finish(
                        .failure(TransportError.unreachable(url: transfer.url, detail: "cannot start")))
                }
            }
            for transfer in cancelled where running.removeValue(forKey: transfer.handle) != nil {
                curl_multi_remove_handle(multi, transfer.handle)
                transfer.finish(.failure(CancellationError()))
            }
            curl_multi_perform(multi, &stillRunning)
            while let message = curl_multi_info_read(multi, &queued) {
                guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
                    let transfer = running.removeValue(forKey: handle)
                else { continue }
                let code = message.pointee.data.result
                curl_multi_remove_handle(multi, handle)
                transfer.finish(transfer.outcome(code))
            }
            curl_multi_poll(multi, nil, 0, 1000, nil)
        }
    }
}
