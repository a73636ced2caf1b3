/// Counts written with their noun in agreement: `1 gap`, `2 gaps`, `1 entry`, `0 entries`.
public enum Counting {
    /// `count` and `singular`, or `plural` (by default `singular` + `s`) unless the count is one.
    public static func phrase(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// `count` with its thousands grouped, as the pages write how many assets: `1,480`.
    public static func grouped(_ count: Int) -> String {
        NumberFormatting.decimal(Double(count), maximumFractionDigits: 0)
    }
}
