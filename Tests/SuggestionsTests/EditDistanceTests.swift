import Suggestions
import Testing

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0), ("abc", "", 3), ("", "ab", 2), ("kitten", "sitting", 3), ("report", "reprot", 1),
        ("partial", "partials", 1), ("ca", "ac", 1), ("flaw", "lawn", 2), ("same", "same", 0),
    ])
    func measuresEdits(a: String, b: String, distance: Int) {
        #expect(EditDistance.distance(a, b) == distance)
        #expect(EditDistance.distance(b, a) == distance)
    }

    @Test func suggestsOnlyNearMatches() {
        let options = ["--partials", "--data", "--escape", "--help"]
        #expect(EditDistance.closest(to: "--partial", among: options) == "--partials")
        #expect(EditDistance.closest(to: "--DATA", among: options) == "--data")
        #expect(EditDistance.closest(to: "--zzzzzz", among: options) == nil)
        #expect(EditDistance.closest(to: "--esc", among: options) == "--escape")
        #expect(EditDistance.closest(to: "x", among: ["md", "csv"]) == nil)
    }
}
