import Foundation
import MarketData
import Testing

/// Inputs the provider-decoding fuzz target found, kept as regression cases.
struct RecordedExchangeFuzzRegressionTests {
    /// A recorded cookie answer whose header name has upper-case letters (the fuzzer cut a
    /// `set-cookie` line so that `Expires=Wed, 01 Dec 2027 21` became part of the name).
    static let mixedCaseHeaderName = Data(
        """
        GET https://fc.yahoo.com/
        status: 404
        contentsample; Expires=Wed, 01 Dec 2027 21:30:00 GMT; Max-Age=31557600; Domain=.yahoo.com; \
        Path=/; SameSite=None; Secure; HttpOnly

        <!doctype html><html><head><title>Yahoo</title></head><body>404 Not Found</body></html>

        """.utf8)

    @Test func reEncodingKeepsEverythingButTheCaseOfHeaderNames() throws {
        let exchange = try RecordedExchange(decoding: Self.mixedCaseHeaderName, file: "fuzz.http")
        let again = try RecordedExchange(decoding: exchange.encoded(), file: "encoded.http")
        #expect(again.method == exchange.method)
        #expect(again.url == exchange.url)
        #expect(again.status == 404)
        #expect(again.body == exchange.body)
        #expect(again.headers.map { $0.name.lowercased() } == exchange.headers.map { $0.name.lowercased() })
        #expect(again.headers.map(\.value) == exchange.headers.map(\.value))
        #expect(
            again.headers["CONTENTSAMPLE; expires=wed, 01 dec 2027 21"] == "30:00 GMT; Max-Age=31557600; "
                + "Domain=.yahoo.com; Path=/; SameSite=None; Secure; HttpOnly")
    }

    @Test func reEncodedExchangeIsEqual() throws {
        let exchange = try RecordedExchange(decoding: Self.mixedCaseHeaderName, file: "fuzz.http")
        let again = try RecordedExchange(decoding: exchange.encoded(), file: "encoded.http")
        withKnownIssue("encoded() lower-cases header names and HTTPHeaders == compares them with case") {
            #expect(again == exchange)
        }
    }
}
