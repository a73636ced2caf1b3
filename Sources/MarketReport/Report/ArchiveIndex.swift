import Foundation
import MarketData

/// The `archive/index.md` that lists the dated copies kept by `report --archive`,
/// newest first, each linking to its folder's files, in the words of the run's catalog.
struct ArchiveIndex {
    /// The index's file name inside the archive folder.
    static let fileName = "index.md"

    /// The archive folder, holding one `YYYY-MM-DD` folder per archived run.
    let folder: URL
    /// The words and the day pattern of the index.
    let labels: LabelCatalog

    /// The index text once `date` is archived too.
    func rendered(adding date: String) -> [UInt8] {
        var dates = Set(existingDates())
        dates.insert(date)
        let header = [Label.archiveDate, .archiveDashboard, .archiveReport].map { labels[$0] }
        var text =
            "# \(labels[.archiveTitle])\n\n| " + header.joined(separator: " | ") + " |\n| --- | --- | --- |\n"
        let days = DateFormatting(timeZone: .gmt, dayPattern: labels[.datePattern])
        for day in dates.sorted(by: >) {
            let shown = CalendarDay(iso: day).map(days.displayDay) ?? day
            text += "| \(shown) | [index.html](\(day)/index.html) | [report.md](\(day)/report.md) |\n"
        }
        return Array(text.utf8)
    }

    /// The dated folders already in the archive.
    private func existingDates() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { CalendarDay(iso: $0) != nil }
    }
}
