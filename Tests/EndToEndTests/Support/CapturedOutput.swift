import ArgumentParsing
import Foundation

@testable import market_report

/// Collects what a command writes, so a test can read it back.
final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }

    var output: TextOutput {
        TextOutput { [self] text in
            lock.lock()
            buffer += text
            lock.unlock()
        }
    }
}
