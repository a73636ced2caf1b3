import ArgumentParsing
import Testing

@Suite struct TextTableTests {
    @Test func wideCharactersCountTwoColumns() {
        #expect(TextTable.displayWidth("台積電") == 6)
        #expect(TextTable.displayWidth("AB台") == 4)
        #expect(TextTable.displayWidth("ＡＢ") == 4)
        #expect(TextTable.displayWidth("é") == 1)
    }

    @Test func columnsAlignWithMixedWidthsAndTrailingSpacesGo() {
        let table = TextTable(
            header: ["CODE", "NAME", "CAPITAL", "NOTE"], alignments: [.left, .left, .right],
            rows: [["2330", "台積電", "NT$1,000", ""], ["6488", "GW", "NT$5", "x"]])
        #expect(
            table.render(style: .plain) == """
                CODE  NAME     CAPITAL  NOTE
                2330  台積電  NT$1,000
                6488  GW          NT$5  x

                """)
    }

    @Test func paintingDoesNotChangeThePadding() {
        let table = TextTable(header: [], alignments: [.left, .right], rows: [["A", "+1"], ["BB", "-10"]])
        let painted = table.render(style: Style(isEnabled: true)) { _, column, text in
            column == 1 ? "<\(text)>" : text
        }
        #expect(painted == "A    <+1>\nBB  <-10>\n")
    }
}
