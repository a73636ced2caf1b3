import JSON

/// A table of the exchanges' main-site JSON (`www.twse.com.tw/rwd/...`): `{stat, fields, data}`,
/// or several such tables under `tables`, whose rows are positional arrays of strings.
///
/// A day without data is `stat` with a message such as `很抱歉，沒有符合條件的資料!` and no
/// table: it reads as no rows, not as an error.
struct TaiwanSiteTable {
    /// The column names, in order; a name can repeat (`今日餘額` for margin, then for short).
    let fields: [String]
    /// The rows, each value as cleaned text (``TaiwanRow/clean(_:)``).
    let rows: [[String]]

    /// The tables of an answer: the root itself when it has `fields`, else each of `tables`.
    static func tables(_ root: JSONNode) throws(JSONShapeError) -> [TaiwanSiteTable] {
        let root = try root.object()
        guard let stat = root["stat"]?.text, stat.uppercased() == "OK" else { return [] }
        if root["fields"] != nil { return [try TaiwanSiteTable(root)] }
        guard let tables = root["tables"] else { return [] }
        var result: [TaiwanSiteTable] = []
        for table in try tables.array() { result.append(try TaiwanSiteTable(table.object())) }
        return result
    }

    private init(_ node: JSONNode) throws(JSONShapeError) {
        fields = (node["fields"].map { Array($0.elements) } ?? []).map { $0.text ?? "" }
        var rows: [[String]] = []
        if let data = node["data"] {
            for row in try data.array() {
                rows.append(
                    row.elements.map { cell in
                        TaiwanRow.clean(cell.string ?? cell.number.map { String($0) } ?? "")
                    })
            }
        }
        self.rows = rows
    }

    /// The position of the `occurrence`-th column (from 0) named `name`, spaces around names ignored.
    func column(_ name: String, occurrence: Int = 0) -> Int? {
        let positions = fields.indices.filter { fields[$0].trimmingSpaces == name }
        return occurrence < positions.count ? positions[occurrence] : nil
    }

    /// The value of `row` at `column`, when there is a non-empty one.
    func value(_ row: [String], _ column: Int?) -> String? {
        guard let column, column < row.count else { return nil }
        return row[column].nilIfEmpty
    }

    /// The whole number of `row` at `column` (thousands separators and a leading `-` read).
    func wholeNumber(_ row: [String], _ column: Int?) -> Int64? {
        value(row, column).flatMap(LenientNumber.parse).flatMap(LenientNumber.wholeNumber)
    }
}
