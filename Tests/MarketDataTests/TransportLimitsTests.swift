import Foundation
import MarketData
import Testing

/// The limits' values and where the run's deadline comes from.
@Suite struct TransportLimitsTests {
    private func config(_ text: String) throws -> URL {
        let file = TestSupport.temporaryDirectory().appendingPathComponent("config.json")
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test func deadlineComesFromTheOptionThenTheConfigThenTheDefault() throws {
        let file = try config(#"{"deadline": 120, "endpoints": {"yahoo": "http://file.test/y"}}"#)
        #expect(try TransportLimits.resolve(deadline: 30, configFile: file).runDeadline == 30)
        #expect(try TransportLimits.resolve(deadline: nil, configFile: file).runDeadline == 120)
        #expect(try TransportLimits.resolve(deadline: nil, configFile: nil) == .standard)
        #expect(
            try TransportLimits.resolve(deadline: nil, configFile: try config(#"{"yahoo": "http://x"}"#))
                .runDeadline == 600)
        #expect(try MarketDataEndpoints.resolve(environment: [:], configFile: file).yahoo.host == "file.test")
    }

    @Test(arguments: [
        (#"{"deadline": "soon"}"#, "c.json:1:14: \"deadline\" must be a number, found a string"),
        (#"{"deadline": 0}"#, "c.json:1:14: \"deadline\" must be a number of seconds, 1 or more, like 300"),
        (
            #"{"endpoints": {}, "deadline": -5}"#,
            "c.json:1:31: \"deadline\" must be a number of seconds, 1 or more, like 300"
        ),
        (#"{"endpoints": {"deadline": 5}}"#, "c.json:1:16: unknown key \"deadline\" (the keys are yahoo"),
    ])
    func badDeadlineIsNamed(text: String, message: String) throws {
        let file = try config(text)
        let error = try #require(throws: MarketDataConfigError.self) {
            try TransportLimits.resolve(deadline: nil, configFile: file, configName: "c.json")
        }
        #expect(error.description.hasPrefix(message))
    }

    @Test func standardLimitsAndTheirBounds() {
        let standard = TransportLimits.standard
        #expect(standard.connectTimeout == 10 && standard.idleTimeout == 15 && standard.requestDeadline == 30)
        #expect(standard.maxRedirects == 5 && standard.runDeadline == 600)
        let short = standard.withRequestDeadline(2)
        #expect(short.requestDeadline == 2 && short.connectTimeout == 2 && short.idleTimeout == 2)
        #expect(short.runDeadline == 600)
        // Every kind is bounded, and an unknown kind by the largest limit.
        let limits = EndpointKind.allCases.map { TransportLimits.maxBodyBytes(for: $0) }
        #expect(limits.allSatisfy { $0 > 0 && $0 <= TransportLimits.maxBodyBytes(for: nil) })
        #expect(TransportLimits.maxBodyBytes(for: .crumb) < TransportLimits.maxBodyBytes(for: .quote))
    }
}
