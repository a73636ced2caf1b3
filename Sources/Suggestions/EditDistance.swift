/// Edit distance between words, to suggest the command or option the user probably meant.
public enum EditDistance {
    /// The number of single-character insertions, deletions, substitutions and swaps of two
    /// neighbours that turn `a` into `b` (optimal string alignment distance).
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `word`, when it is near enough to be a likely typo
    /// (at most a third of the word's length, at least one edit) or `word` starts it.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        let scored = candidates.map {
            (candidate: $0, distance: distance(word.lowercased(), $0.lowercased()))
        }
        if let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit {
            return best.candidate
        }
        let extensions = candidates.filter { word.count >= 3 && $0.hasPrefix(word) }
        return extensions.count == 1 ? extensions[0] : nil
    }
}
