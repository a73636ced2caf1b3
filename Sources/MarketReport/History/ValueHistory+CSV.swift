import Foundation
import MarketData
import Templating

extension ValueHistory {
    /// The largest `history.csv` read: about 40 years of daily rows with a hundred columns.
    public static let sizeLimit = 16 << 20

    /// `history.csv`: a UTF-8 byte order mark, a header, one row per day, `\r\n` line ends, amounts
    /// to the cent (dot decimal, no grouping), empty where unknown; text guarded as in every CSV file.
    public var csvText: String {
        let columns = HistoryColumn.ordered(Set(rows.flatMap(\.parts.keys)))
        var lines = [(HistoryColumn.fixed + columns).map(Escaping.csv.escape).joined(separator: ",")]
        for row in rows {
            let fixed = [
                row.date.description, row.baseCurrency, Self.amount(row.total), Self.amount(row.dayChange),
                Self.amount(row.gain), row.source.rawValue,
            ]
            let parts = columns.map { Self.amount(row.parts[$0]) }
            lines.append((fixed + parts).map(Escaping.csv.escape).joined(separator: ","))
        }
        return "\u{FEFF}" + lines.map { $0 + "\r\n" }.joined()
    }

    /// Reads `history.csv` as ``csvText`` writes it (a byte order mark and `\r\n` optional).
    public init(csv data: Data) throws(HistoryFileError) {
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let records = Self.records(text)
        guard let header = records.first,
            Array(header.prefix(HistoryColumn.fixed.count)) == HistoryColumn.fixed
        else {
            throw HistoryFileError(
                line: 1, problem: "the header must start with \(HistoryColumn.fixed.joined(separator: ","))")
        }
        let parts = Array(header.dropFirst(HistoryColumn.fixed.count))
        for column in parts where !HistoryColumn.prefixes.contains(where: column.hasPrefix) {
            throw HistoryFileError(line: 1, problem: "unknown column \"\(column)\"")
        }
        var rows: [HistoryRow] = []
        for (index, record) in records.enumerated().dropFirst() {
            let line = index + 1
            guard record.count == header.count else {
                throw HistoryFileError(
                    line: line, problem: "\(record.count) fields where the header has \(header.count)")
            }
            guard let date = CalendarDay(iso: record[0]) else {
                throw HistoryFileError(line: line, problem: "\"\(record[0])\" is not a date (YYYY-MM-DD)")
            }
            guard CurrencyCode(record[1]) != nil else {
                throw HistoryFileError(line: line, problem: "\"\(record[1])\" is not a currency code")
            }
            guard let source = HistoryRow.Source(rawValue: record[5]) else {
                throw HistoryFileError(
                    line: line, problem: "source \"\(record[5])\" is neither recorded nor backfilled")
            }
            func number(_ position: Int) throws(HistoryFileError) -> Double? {
                let field = record[position]
                if field.isEmpty { return nil }
                guard let value = Double(field), value.isFinite else {
                    throw HistoryFileError(
                        line: line, problem: "\"\(field)\" in \(header[position]) is not a number")
                }
                return value
            }
            guard let total = try number(2) else {
                throw HistoryFileError(line: line, problem: "the total is empty")
            }
            var values: [String: Double] = [:]
            for (offset, column) in parts.enumerated() {
                if let value = try number(HistoryColumn.fixed.count + offset) { values[column] = value }
            }
            rows.append(
                HistoryRow(
                    date: date, baseCurrency: record[1], total: total, dayChange: try number(3),
                    gain: try number(4),
                    source: source, parts: values))
        }
        self.init(rows: rows)
    }

    /// An amount (already to the cent, see ``HistoryRow``); empty when unknown.
    private static func amount(_ value: Double?) -> String { NumberFormatting.raw(value) }

    /// The records of RFC 4180 text: fields split at commas outside quotes, doubled quotes read as
    /// one, a `'` guarding a formula lead dropped; blank lines skipped.
    static func records(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var wasQuoted = false
        func endField() {
            if field.count > 1, field.first == "'", let lead = field.dropFirst().first,
                "=+-@\t\r".contains(lead)
            {
                field.removeFirst()
            }
            record.append(field)
            field = ""
            wasQuoted = false
        }
        var characters = text.unicodeScalars.makeIterator()
        var pending = characters.next()
        while let scalar = pending {
            pending = characters.next()
            if quoted {
                if scalar == "\"" {
                    if pending == "\"" {
                        field.unicodeScalars.append("\"")
                        pending = characters.next()
                    } else {
                        quoted = false
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty && !wasQuoted:
                quoted = true
                wasQuoted = true
            case ",": endField()
            case "\r" where pending == "\n": continue
            case "\n", "\r":
                endField()
                if record != [""] { records.append(record) }
                record = []
            default: field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty || !record.isEmpty {
            endField()
            records.append(record)
        }
        return records
    }
}

/// What is wrong with a `history.csv`, by line.
public struct HistoryFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// What is wrong there.
    public let problem: String

    public var description: String { "\(ValueHistory.fileName):\(line): \(problem)" }
}
