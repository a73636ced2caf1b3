import Foundation
import TestHTTPServer
import Testing

@testable import MarketData

/// URL building for provider calls.
@Suite struct ProviderConnectionTests {
    @Test func queryValuesArePercentEncodedStrictly() {
        #expect(ProviderConnection.encode("AAPL,7203.T,BRK-B,^GSPC") == "AAPL,7203.T,BRK-B,%5EGSPC")
        #expect(ProviderConnection.encode("a b/é&=?#+") == "a%20b%2F%C3%A9%26%3D%3F%23%2B")
        #expect(ProviderConnection.encode("") == "")
    }

    @Test func encodingMatchesFoundationForAnyText() {
        let allowed = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~,")
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("aZ09-._~, !\"#$%&'()*+/:;<=>?@[\\]^`{|}éß台積電😀\u{0}\n")
        for _ in 0..<2_000 {
            let text = String(
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                })
            #expect(
                ProviderConnection.encode(text) == text.addingPercentEncoding(withAllowedCharacters: allowed))
        }
    }

    @Test func urlsJoinBasePathAndQuery() {
        let connection = ProviderConnection(
            transport: RoutedStub(), provider: .yahoo, baseURL: URL(string: "https://q.test/base/")!)
        let url = connection.url("v7/finance/quote", query: [("symbols", "AAPL,^N225"), ("lang", "en US")])
        #expect(
            url.absoluteString == "https://q.test/base/v7/finance/quote?symbols=AAPL,%5EN225&lang=en%20US")
    }
}
