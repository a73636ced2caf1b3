import ArgumentParsing
import Foundation
import MarketData
import MarketReport

/// The fetch step's live line on a terminal: `[2/5] fetch: 12/27 answers, about 3 s left`,
/// redrawn in place (carriage return, erase line) at most ten times a second, and ended with a
/// newline once the fetch is done.
final class ProgressLine: @unchecked Sendable {  // `lastDraw` is only touched under `lock`
    private let output: TextOutput
    private let prefix: String
    private let lock = NSLock()
    private var lastDraw = Date.distantPast

    /// A line written to `output`, each redraw starting with `prefix`.
    init(output: TextOutput, prefix: String) {
        self.output = output
        self.prefix = prefix
    }

    /// The counter that redraws this line.
    func counter() -> FetchProgress {
        FetchProgress { [self] count in draw(count, force: count.answered == count.needed) }
    }

    /// Ends the line with the final count: `[2/5] fetch: 27 answers in 1.4 s`.
    func finish(_ count: FetchProgress.Count) {
        lock.withLock {
            output.write(
                "\r\u{1B}[2K\(prefix)\(Counting.phrase(count.answered, "answer")) in "
                    + String(format: "%.1f s", count.elapsed) + "\n")
        }
    }

    /// The line's text for `count`.
    static func text(_ count: FetchProgress.Count) -> String {
        var text = "\(count.answered)/\(count.needed) answers"
        if count.answered < count.needed, let left = count.secondsLeft {
            text += ", about \(Int(left.rounded(.up))) s left"
        }
        return text
    }

    private func draw(_ count: FetchProgress.Count, force: Bool) {
        let now = Date()
        lock.withLock {
            guard force || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
            lastDraw = now
            output.write("\r\u{1B}[2K\(prefix)\(Self.text(count))")
        }
    }
}
