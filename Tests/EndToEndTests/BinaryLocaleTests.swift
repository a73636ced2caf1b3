import Foundation
import TestHTTPServer
import Testing

/// `--locale`, `--up-color` and the watchlist's `"locale"` and `"up_color"`, through the binary.
@Suite(.serialized) final class BinaryLocaleTests: ServedFolder {

    init() throws { try super.init("locale-e2e") }

    func report(_ watchlist: String, _ extra: [String] = []) throws -> RunResult {
        try folder.write(watchlist, to: "watchlist.json")
        return try BinaryRunner.run(
            ["report", "--date", "2026-12-01", "--output", "out", "--quiet", "--formats", "html,md"] + extra,
            in: folder.url, environment: environment())
    }

    @Test func theWatchlistsLocaleAndColourAndTheOptionsThatWin() throws {
        let chinese = #"{"stocks": ["AAPL"], "taiwan": ["2330"], "locale": "zh-TW"}"#
        var result = try report(chinese)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("out/report.md").hasPrefix("# 市場報告 – 2026/12/01\n"))
        #expect(try folder.read("out/index.html").contains(#"<html lang="zh-Hant-TW" class="up-red">"#))
        result = try report(chinese, ["--up-color", "green"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("out/index.html").contains(#"<html lang="zh-Hant-TW" class="up-green">"#))
        result = try report(
            #"{"stocks": ["AAPL"], "locale": "zh-TW", "up_color": "green"}"#, ["--locale", "en"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.read("out/report.md").hasPrefix("# Market Report – 2026-12-01\n"))
        #expect(try folder.read("out/index.html").contains(#"<html lang="en" class="up-green">"#))
        result = try report(#"{"stocks": ["AAPL"], "up_color": "red"}"#)
        #expect(try folder.read("out/index.html").contains(#"<html lang="en" class="up-red">"#))
    }

    @Test func anUnknownLocaleIsAUsageErrorListingTheKnownOnes() throws {
        var result = try report(#"{"stocks": ["AAPL"]}"#, ["--locale", "fr"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "error: --locale \"fr\": no label catalog for it (available: en, zh-TW), use one of them or "
                + "copy locales/en.json to locales/fr.json in a --templates folder\n")
        #expect(!folder.exists("out"), "nothing is written")
        result = try report(#"{"stocks": ["AAPL"], "locale": "fr"}"#)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: watchlist.json: \"locale\" \"fr\": no label catalog for it"))
        result = try report(#"{"stocks": ["AAPL"]}"#, ["--up-color", "blue"])
        #expect(result.status == 64)
        #expect(
            result.stderr.contains("--up-color") && result.stderr.contains("green, red"), "\(result.stderr)")
    }

    @Test func aBadLocaleOrColourInTheWatchlistNamesItsPlace() throws {
        var result = try report(#"{"stocks": ["AAPL"], "up_color": "Red"}"#)
        #expect(result.status == 65)
        #expect(
            result.stderr.hasPrefix(
                #"error: watchlist.json:1:34: "up_color" must be "green" or "red", found the text "Red" (did you mean "red"?)"#
            ), "\(result.stderr)")
        result = try report(#"{"stocks": ["AAPL"], "locale": "zh TW"}"#)
        #expect(result.status == 65)
        #expect(
            result.stderr.hasPrefix(
                #"error: watchlist.json:1:32: "locale" must be a language tag such as "zh-TW" or "en", found the text "zh TW""#
            ), "\(result.stderr)")
    }

    /// A language is added by copying a catalog: `templates export` writes every built-in one.
    @Test func templatesExportWritesEveryCatalog() throws {
        let result = try BinaryRunner.run(["templates", "export", "custom"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let english = try folder.read("custom/locales/en.json")
        let chinese = try folder.read("custom/locales/zh-TW.json")
        #expect(
            english.contains(#""language_tag": "en""#) && chinese.contains(#""language_tag": "zh-Hant-TW""#))
        try folder.write(
            english.replacingOccurrences(of: #""Market Report""#, with: #""Marktbericht""#),
            to: "custom/locales/de.json")
        let german = try report(#"{"stocks": ["AAPL"], "locale": "de"}"#, ["--templates", "custom"])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(try folder.read("out/report.md").hasPrefix("# Marktbericht – 2026-12-01\n"))
    }
}
