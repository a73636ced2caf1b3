import ArgumentParsing
import Testing

@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("AAPL", "AAPL"),
        ("台積電 Ünïcode", "台積電 Ünïcode"),
        ("A\u{1B}[31mB", #"A\x1B[31mB"#),
        ("A\u{0}B\u{7F}C\u{85}", #"A\x00B\x7FC\x85"#),
        ("one\ntwo\r\tthree", #"one\ntwo\r\tthree"#),
        ("abc\u{202E}def\u{2066}", #"abc\u{202E}def\u{2066}"#),
    ])
    func controlCharactersAreShownAsEscapes(text: String, shown: String) {
        #expect(TerminalText.escaped(text) == shown)
    }
}
