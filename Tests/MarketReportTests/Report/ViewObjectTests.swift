import Templating
import Testing

@testable import MarketReport

@Suite struct ViewObjectTests {
    /// The direction read from the change text agrees with the rule of `NumberFormatting`.
    @Test(arguments: [1.27, -0.5, -0.004, 0.004, 0.005, -0.005, 0, Double.nan, 12_345.678])
    func changeDirectionFollowsItsText(percent: Double) {
        let change = ChangeView(percent)
        #expect(change.direction == NumberFormatting.direction(ofChange: percent))
        #expect(change.text == NumberFormatting.percentChange(percent))
        #expect(change.value(at: 0).text == "true")
    }

    @Test func noChangeIsFlatAndEmpty() {
        let none = ChangeView(nil)
        #expect(
            ChangeView.keys.indices.map { none.value(at: $0).text } == [
                "false", "", "flat", "false", "false", "",
            ])
        #expect(ChangeView(nil, label: "P/L").label == "", "no change, nothing to label")
    }

    @Test func keysAndValuesComeFromOneList() {
        let kind = ViewObject<Int>(
            [("double", { .string(String($0 * 2)) }), ("odd", { .bool($0 % 2 != 0) })],
            change: { ChangeView(Double($0), label: "1D") })
        #expect(
            kind.shape.keys == [
                "double", "odd", "hasChange", "changeText", "direction", "isUp", "isDown", "changeLabel",
            ])
        guard case .object(let object) = kind.make(-3) else {
            Issue.record("not an object")
            return
        }
        #expect(object.shape === kind.shape)
        #expect(object.values.map(\.text) == ["-6", "true", "true", "-3.00%", "down", "false", "true", "1D"])
    }
}
