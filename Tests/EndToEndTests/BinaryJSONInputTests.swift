import Foundation
import Testing

/// JSON the user writes, read by the built binary: `render --data` and `--config`. A file that
/// cannot be used exits 65 with one line naming the file, line and column.
@Suite struct BinaryJSONInputTests {
    private let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory("binary-json")
    }

    private func run(_ arguments: [String]) throws -> RunResult {
        try #require(BinaryRunner.binary != nil, "build the market-report binary first (swift build)")
        return try BinaryRunner.run(arguments, in: folder.url, environment: [:])
    }

    @Test(arguments: [
        (
            "{\n  \"name\": ,\n}",
            "error: d.json:2:11: expected a value (string, number, list, object, true, false or null), found ',', "
                + "fix the JSON data\n"
        ),
        (
            "{\"a\": 1, \"a\": 2}",
            "error: d.json:1:10: the key \"a\" appears twice in the same object, fix the JSON data\n"
        ),
        (
            "[\"\\ud800\"]",
            "error: d.json:1:3: invalid escape \\uD800 without its pair in a string, fix the JSON data\n"
        ),
    ])
    func badRenderDataExits65WithItsPlace(data: String, message: String) throws {
        try folder.write("Hello {{name}}", to: "t.mustache")
        try folder.write(data, to: "d.json")
        let result = try run(["render", "t.mustache", "--data", "d.json"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message)
    }

    @Test func renderDataKeepsNumbersAndOrder() throws {
        try folder.write("{{#rows}}{{n}};{{/rows}}{{big}}", to: "t.mustache")
        try folder.write(#"{"rows": [{"n": 1.50}, {"n": 2e3}, {"n": -0}], "big": 1e400}"#, to: "d.json")
        let result = try run(["render", "t.mustache", "--data", "d.json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "1.5;2000;0;1e400")
    }

    @Test(arguments: [
        (
            "{\n  \"yahoo\": \n}\n",
            "error: c.json:3:1: expected a value (string, number, list, object, true, false or null), found '}', "
                + "fix the file or leave out --config\n"
        ),
        (
            "{\n  \"endpoints\": {\"yahoo\": 8080}\n}\n",
            "error: c.json:2:26: \"yahoo\" must be a string, found a number, fix the file or leave out --config\n"
        ),
        (
            "{\"coinGeckoAPIKey\": \"CG-x\"}",
            "error: c.json:1:2: unknown key \"coinGeckoAPIKey\" (did you mean \"coinGeckoApiKey\"?), "
                + "fix the file or leave out --config\n"
        ),
        (
            "[\"https://example.com\"]",
            "error: c.json:1:1: expected an object of provider settings, found a list, "
                + "fix the file or leave out --config\n"
        ),
        (
            "{\"twse\": \"ftp://example.com\"}",
            "error: `ftp://example.com` from c.json:1:10 (twse) is not an http(s) URL, "
                + "give one like https://example.com/api\n"
        ),
    ])
    func badConfigExits65WithItsPlace(config: String, message: String) throws {
        try folder.write(config, to: "c.json")
        let result = try run(["quote", "AAPL", "--config", "c.json", "--no-cache"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message)
    }
}
