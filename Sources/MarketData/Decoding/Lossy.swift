import JSON

/// One array element read on its own, so a bad item becomes a problem instead of failing the
/// whole batch; the element's identifier (`symbol`, `id`, `Code`, ...) is kept for the report.
struct Lossy<Element> {
    /// Keys that name an item in the providers' arrays.
    private static var identifierKeys: [String] {
        ["symbol", "id", "Code", "SecuritiesCompanyCode", "公司代號"]
    }

    /// The element, or why it could not be read.
    let result: Result<Element, JSONShapeError>
    /// For an item that could not be read, its identifier when it has one.
    let identifier: String?

    /// Reads every element of `elements` with `read`; `path` names the array from the root
    /// (`["quoteResponse", "result"]`, empty for a root array) in errors.
    static func read(
        _ elements: JSONNode.Elements, path: [String] = [],
        _ read: (JSONNode) throws(JSONShapeError) -> Element
    ) -> [Lossy] {
        elements.enumerated().map { offset, node in
            do throws(JSONShapeError) {
                return Lossy(result: .success(try read(node)), identifier: nil)
            } catch {
                return Lossy(
                    result: .failure(path.reversed().reduce(error.inside("[\(offset)]")) { $0.inside($1) }),
                    identifier: identifierKeys.lazy.compactMap { node[$0]?.text }.first)
            }
        }
    }
}
