import Foundation

/// A number a test reads from the environment, so CI can run more trials than a quick local
/// `swift test`; each use prints the figure it ran with.
enum TestKnob {
    /// `$name` as a positive integer, else `fallback`.
    static func integer(_ name: String, default fallback: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? fallback
    }
}
