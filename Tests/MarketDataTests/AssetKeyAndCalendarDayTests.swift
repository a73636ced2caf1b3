import Foundation
import MarketData
import Testing

@Suite struct AssetKeyAndCalendarDayTests {
    @Test(arguments: [("aapl", "AAPL"), (" vod.l ", "VOD.L"), ("00631l", "00631L"), ("2330", "2330")])
    func symbolsAndCodesAreUpperCase(written: String, key: String) {
        #expect(AssetKey(symbol: written).text == key)
    }

    @Test(arguments: [("Bitcoin", "bitcoin"), (" usd-coin", "usd-coin"), ("SHIBA-INU", "shiba-inu")])
    func coinIDsAreLowerCaseAsCoinGeckoWritesThem(written: String, key: String) {
        #expect(AssetKey(coinID: written).text == key)
    }

    @Test func distinctKeysDropBlanksAndRepeatsInOrder() {
        #expect(AssetKey.distinct(symbols: ["msft", "AAPL", " ", "Msft", "aapl "]) == ["MSFT", "AAPL"])
        #expect(
            AssetKey.distinct(coinIDs: ["Bitcoin", "ethereum", "bitcoin", ""]) == ["bitcoin", "ethereum"])
    }

    @Test(arguments: ["2024-02-29", "2000-02-29", "1999-12-31", "0001-01-01"])
    func readsRealISODates(text: String) {
        #expect(CalendarDay(iso: text)?.description == text)
    }

    @Test(arguments: [
        "1900-02-29", "2023-02-29", "2024-04-31", "2024-00-10", "2024-13-01", "2024-1-01", "２０２４-01-01",
        "2024-01-01 ", "+024-01-01", "2024/01/01", "",
    ])
    func refusesAnythingElseAsAnISODate(text: String) {
        #expect(CalendarDay(iso: text) == nil)
    }

    @Test func theDayOfAMomentDependsOnTheTimeZone() throws {
        let moment = Date(timeIntervalSince1970: 1_796_162_400)  // 2026-12-01 22:00 UTC
        #expect(
            CalendarDay(moment, in: try #require(TimeZone(identifier: "UTC"))).description == "2026-12-01")
        #expect(
            CalendarDay(moment, in: try #require(TimeZone(identifier: "Asia/Taipei"))).description
                == "2026-12-02")
    }

    /// The arithmetic day and time agree with a Gregorian `Calendar` in zones with daylight
    /// saving, half- and quarter-hour offsets and the date line, before 1970 too.
    @Test(arguments: [
        "UTC", "America/New_York", "Asia/Kolkata", "Asia/Kathmandu", "Pacific/Kiritimati", "Europe/London",
    ])
    func dayAndSecondAgreeWithTheCalendar(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var seconds = -400_000_000.25
        while seconds < 2_000_000_000 {
            let date = Date(timeIntervalSince1970: seconds)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let (day, second) = CalendarDay.dayAndSecond(of: date, in: timeZone)
            #expect([day.year, day.month, day.day] == [parts.year, parts.month, parts.day])
            #expect(
                [second / 3600, second / 60 % 60, second % 60] == [parts.hour, parts.minute, parts.second])
            seconds += 1_234_567.75
        }
    }
}
