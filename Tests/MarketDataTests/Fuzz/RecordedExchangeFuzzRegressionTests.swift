import Foundation
import MarketData
import Testing

/// Recordings the provider-decoding fuzz target found, kept as regression cases.
///
/// `encoded()` lower-cases header names and writes line breaks inside values as spaces, so a
/// hand-edited file is normalized by its first re-encoding. What must hold: the request, status
/// and body come through, and encoding is a fixed point after that first pass.
struct RecordedExchangeFuzzRegressionTests {
    /// A cookie answer whose header name has upper-case letters (the fuzzer cut a `set-cookie`
    /// line so that `Expires=Wed, 01 Dec 2027 21` became part of the name).
    static let mixedCaseHeaderName = Data(
        """
        GET https://fc.yahoo.com/
        status: 404
        contentsample; Expires=Wed, 01 Dec 2027 21:30:00 GMT; Max-Age=31557600; Domain=.yahoo.com; \
        Path=/; SameSite=None; Secure; HttpOnly

        <!doctype html><html><head><title>Yahoo</title></head><body>404 Not Found</body></html>

        """.utf8)

    /// A cookie answer with bare carriage returns and NUL bytes inside header lines, and three
    /// `status` lines, as the fuzzer wrote it.
    static let bareCarriageReturns = Data(
        base64Encoded:
            "R0VUIGh0dHBzOi8vZmMueWFob28uY29tLwpzdGF0dXM6IDQwNApjb250ZW50LXR5cGU6IHRleHQvaHRtbDsgY2hhcnNldD11dGYtOApkYXRlOiBUdWUsIDAxIERlYyAyMDI2IDIxOjMwOjAwIEdNVApzZXQtcnRhdHVzAABjb29raWU6IEEzPWQ9QVFBQkJLcTFiMmtDRU94OXhTYW1wbGVDb29raWVPbmx5JlM9QVFBQUFzYW1wbGU7DQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NIEV4cGlyZXM9V2VkLCAwMSBEZWMgMjAyNyAyMTozMDowMG9vLmNvbS8Kc3RhdHVzOiA0MDQKY29udGVudC10eXBlOiB0ZXh0b20vCnN0YXR1czogNDA0CmNvbnRlbnQtdHlwZTogdGV4dC9odG1sOyBjaCBHTVQ7IE1heC1BZ2U9MzE1NTc2MDA7IERvbWFpbj0ueWFob28uY29tOyBQYXRoPS87IFNhbWVTaXRlPU5vbmU7IFNlY3VyZTsgSHR0cE9ubHkKCjwhZG9jdHlwZSBodG1sPjxodG1sPjxoZWFkPjx0IE5vdCBGb3VuZDwvYm9keT48L2h0bWw+Cg=="
    )!

    static let found = [mixedCaseHeaderName, bareCarriageReturns]

    @Test(arguments: found)
    func reEncodingKeepsRequestStatusAndBody(_ file: Data) throws {
        let exchange = try RecordedExchange(decoding: file, file: "fuzz.http")
        let again = try RecordedExchange(decoding: exchange.encoded(), file: "encoded.http")
        #expect(again.method == exchange.method)
        #expect(again.url == exchange.url)
        #expect(again.status == 404)
        #expect(again.body == exchange.body)
        #expect(again.headers.map { $0.name.lowercased() } == exchange.headers.map { $0.name.lowercased() })
    }

    @Test(arguments: found)
    func encodingIsAFixedPointAfterOnePass(_ file: Data) throws {
        let encoded = try RecordedExchange(decoding: file, file: "fuzz.http").encoded()
        let again = try RecordedExchange(decoding: encoded, file: "encoded.http")
        #expect(again.encoded() == encoded)
    }

    @Test func lineBreaksInsideAHeaderValueBecomeSpaces() throws {
        let exchange = try RecordedExchange(decoding: Self.bareCarriageReturns, file: "fuzz.http")
        let cookie = try #require(exchange.headers["set-rtatus\u{0}\u{0}cookie"])
        #expect(!cookie.contains("\r"))
        let again = try RecordedExchange(decoding: exchange.encoded(), file: "encoded.http")
        let rewritten = try #require(again.headers["set-rtatus\u{0}\u{0}cookie"])
        #expect(rewritten == cookie)
    }

    @Test(arguments: found)
    func reEncodedExchangeIsEqual(_ file: Data) throws {
        let exchange = try RecordedExchange(decoding: file, file: "fuzz.http")
        let again = try RecordedExchange(decoding: exchange.encoded(), file: "encoded.http")
        #expect(again == exchange)
    }
}
