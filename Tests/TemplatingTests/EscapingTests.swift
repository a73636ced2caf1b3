import Templating
import Testing

@Suite struct EscapingTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\"><img src=x onerror=alert(1)>", "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"),
        ("Tom & Jerry's", "Tom &amp; Jerry&#39;s"),
        ("=HYPERLINK(\"http://x\",\"y\")", "=HYPERLINK(&quot;http://x&quot;,&quot;y&quot;)"),
        ("a|b back\\slash", "a|b back\\slash"),
        ("台積電 🚀 🇹🇼 👨‍👩‍👧", "台積電 🚀 🇹🇼 👨‍👩‍👧"),
        ("AT&T &amp;", "AT&amp;T &amp;amp;"),
        ("\u{202E}1260\u{202C} \u{2067}<b>\u{2069}", "1260 &lt;b&gt;"),
        ("\u{202E}", ""),
        ("", ""),
    ])
    func html(input: String, expected: String) {
        #expect(Escaping.html.escape(input) == expected)
    }

    @Test(arguments: [
        ("a|b", "a\\|b"),
        ("back\\slash", "back\\\\slash"),
        ("one\ntwo\r\nthree\rfour", "one two three four"),
        ("<script>alert(1)</script>", "&lt;script>alert(1)&lt;/script>"),
        ("\"><img src=x onerror=alert(1)>", "\">&lt;img src=x onerror=alert(1)>"),
        ("# Heading", "\\# Heading"),
        ("> quote", "\\> quote"),
        ("- item", "\\- item"),
        ("+1", "+1"),
        ("+ item", "\\+ item"),
        ("-2+3", "-2+3"),
        ("---", "\\---"),
        ("=SUM(A1)", "=SUM(A1)"),
        ("===", "\\==="),
        ("#", "\\#"),
        ("#1", "#1"),
        ("!important", "!important"),
        ("1. first", "1\\. first"),
        ("12) twelfth", "12\\) twelfth"),
        ("2024.", "2024\\."),
        ("*bold* and _em_", "\\*bold\\* and \\_em\\_"),
        ("`code`", "\\`code\\`"),
        ("[link](http://x)", "\\[link\\](http\\://x)"),
        ("AT&T &amp; &lt;b&gt; &#60; &#x3C;", "AT&T \\&amp; \\&lt;b\\&gt; \\&#60; \\&#x3C;"),
        ("see https://evil.example/x", "see https\\://evil.example/x"),
        ("www.evil.example and WWW.x.y", "www\\.evil.example and WWW\\.x.y"),
        ("awww.x", "awww.x"),
        ("mail me@evil.example", "mail me@\u{2060}evil.example"),
        ("@ home", "@ home"),
        ("1260 \u{202E}evil\u{202C} \u{2066}x\u{2069}", "1260 evil x"),
        ("![img](x)", "!\\[img\\](x)"),
        ("~~gone~~", "\\~\\~gone\\~\\~"),
        ("-1.25", "-1.25"),
        ("1.25", "1.25"),
        ("Acme & Co.", "Acme & Co."),
        ("台積電", "台積電"),
        ("🚀 🇹🇼 👨‍👩‍👧", "🚀 🇹🇼 👨‍👩‍👧"),
    ])
    func markdown(input: String, expected: String) {
        #expect(Escaping.markdown.escape(input) == expected)
    }

    @Test(arguments: [
        ("=HYPERLINK(\"http://x\",\"y\")", "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""),
        ("+1", "'+1"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tindented", "'\tindented"),
        ("\rreturn", "\"'\rreturn\""),
        ("-", "'-"),
        ("-1.", "'-1."),
        ("-1.25", "-1.25"),
        ("1.25", "1.25"),
        ("-0", "-0"),
        ("1000000", "1000000"),
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("line\nbreak", "\"line\nbreak\""),
        (" leading", "\" leading\""),
        ("trailing ", "\"trailing \""),
        ("a|b back\\slash", "a|b back\\slash"),
        ("<script>alert(1)</script>", "<script>alert(1)</script>"),
        ("台積電", "台積電"),
        ("🚀 🇹🇼 👨‍👩‍👧", "🚀 🇹🇼 👨‍👩‍👧"),
        ("USDC \u{202E}evil, \u{2066}x\u{2069}", "\"USDC evil, x\""),
        ("\u{202D}=1+1", "'=1+1"),
        ("", ""),
    ])
    func csv(input: String, expected: String) {
        #expect(Escaping.csv.escape(input) == expected)
    }

    @Test func noneLeavesTextAlone() {
        let hostile = "<script>\"'&|\\=+1\n🚀"
        #expect(Escaping.none.escape(hostile) == hostile)
    }

    @Test func numbersStayRawInCSVAndMarkdown() throws {
        let template = try Template("{{a}},{{b}},{{c}}")
        let value: TemplateValue = ["a": -1.25, "b": .number(-3), "c": "-1.25"]
        #expect(try template.render(value, escaping: .csv) == "-1.25,-3,-1.25")
        #expect(try template.render(value, escaping: .markdown) == "-1.25,-3,-1.25")
    }

    @Test func tripleMustacheSkipsEveryEscaping() throws {
        let template = try Template("{{{v}}}|{{&v}}")
        for escaping in Escaping.allCases {
            #expect(try template.render(["v": "=<a>,\"b\""], escaping: escaping) == "=<a>,\"b\"|=<a>,\"b\"")
        }
    }

    @Test(arguments: [
        ("report.html.mustache", Escaping.html), ("index.htm", .html), ("REPORT.HTML.MUSTACHE", .html),
        ("report.md.mustache", .markdown), ("stocks.csv.mustache", .csv), ("stocks.csv", .csv),
        ("notes.txt.mustache", .none), ("row.mustache", .none), ("README", .none),
    ])
    func escapingFromFileName(name: String, expected: Escaping) {
        #expect(Escaping(fileName: name) == expected)
    }
}
