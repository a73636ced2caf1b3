extension RandomAccessCollection {
    /// The index of the first element for which `isBefore` is false, found by halving, in a
    /// collection where every element for which it holds comes first (such as sorted days and
    /// "day is not after D"); `endIndex` when it holds for all.
    func partitionPoint(_ isBefore: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = distance(from: startIndex, to: endIndex)
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if isBefore(self[middle]) {
                low = index(after: middle)
                count -= half + 1
            } else {
                count = half
            }
        }
        return low
    }
}
