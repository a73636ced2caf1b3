import Foundation
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
        #expect(change.value(.hasChange).text == "true")
    }

    @Test func noChangeIsFlatAndEmpty() {
        let none = ChangeView(nil)
        #expect(
            ChangeView.Key.allCases.map { none.value($0).text } == [
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

    /// A table cell's keys are its enum's cases: each value is found by its key, whatever the
    /// order of the cases.
    @Test func aCellsValuesAreFoundByKey() throws {
        let column = AssetLayout.Column(isNumeric: true, content: .change(0), isSecondary: true)
        let cell = ReportViewModel.CellView(
            text: "+1.00%", column: column, isChange: true, change: ChangeView(1), isEssential: false,
            isUsual: false, inDashboard: true)
        guard case .object(let object) = ReportViewModel.cellObject(cell) else {
            Issue.record("not an object")
            return
        }
        #expect(object["value"]?.text == "+1.00%")
        #expect(object["numeric"]?.text == "true")
        #expect(object["secondary"]?.text == "true")
        #expect(object["roomy"]?.text == "false")
        #expect(object["optional"]?.text == "true")
        #expect(object["classes"]?.text == "num chg up opt sec")
        #expect(object["direction"]?.text == "up")
        #expect(object["changeText"]?.text == "+1.00%")
        #expect(
            object.shape.keys.count == ReportViewModel.CellKey.allCases.count + ChangeView.Key.allCases.count)
    }

    /// The value of each key of `value`, an object, as text.
    private func texts(_ value: TemplateValue) -> [String: String] {
        guard case .object(let object) = value else { return [:] }
        return Dictionary(uniqueKeysWithValues: zip(object.keys, object.values.map { $0.text ?? "?" }))
    }

    @Test func aCellHasTheValueOfEachOfItsKeys() {
        var column = AssetLayout.Column(isNumeric: true, content: .change(3))
        column.isRoomyOnly = true
        let cell = ReportViewModel.CellView(
            text: "+1.50%", column: column, isChange: true, change: ChangeView(1.5, label: "1W"),
            isEssential: false, isUsual: false, inDashboard: true)
        #expect(
            texts(ReportViewModel.cellObject(cell)) == [
                "value": "+1.50%", "numeric": "true", "isChange": "true", "isSymbol": "false",
                "isName": "false", "optional": "true", "wide": "false", "roomy": "true", "secondary": "false",
                "isUsual": "false", "inDashboard": "true", "classes": "num chg up opt roomy",
                "hasChange": "true",
                "changeText": "+1.50%", "direction": "up",
                "isUp": "true", "isDown": "false", "changeLabel": "1W",
            ])
        let symbol = ReportViewModel.CellView(
            text: "AAPL", column: AssetLayout.Column(isNumeric: false, content: .symbol),
            isChange: false, change: .none, isEssential: true, isUsual: true, inDashboard: false)
        let keys = texts(ReportViewModel.cellObject(symbol))
        #expect(keys["value"] == "AAPL" && keys["isSymbol"] == "true" && keys["numeric"] == "false")
        #expect(keys["optional"] == "false" && keys["isUsual"] == "true" && keys["inDashboard"] == "false")
        #expect(keys["hasChange"] == "false" && keys["direction"] == "flat" && keys["classes"] == "")
        var statusColumn = AssetLayout.Column(isNumeric: false, content: .status)
        statusColumn.isSecondary = true
        let status = ReportViewModel.CellView(
            text: "no quote", column: statusColumn, isChange: false, change: .none, isEssential: false,
            isUsual: false, inDashboard: true)
        let statusKeys = texts(ReportViewModel.cellObject(status))
        #expect(statusKeys["secondary"] == "true" && statusKeys["classes"] == " opt sec")
    }

    @Test func aCSVFieldHasItsTextOrItsRawValue() {
        let dates = DateFormatting(timeZone: TimeZone(identifier: "UTC")!)
        #expect(
            texts(ReportViewModel.csvFieldObject(.text("=SUM(A1)"), first: true, dates: dates)) == [
                "text": "=SUM(A1)", "raw": "", "first": "true",
            ])
        #expect(
            texts(ReportViewModel.csvFieldObject(.number(1234.5), first: false, dates: dates)) == [
                "text": "", "raw": "1234.5", "first": "false",
            ])
    }
}
