/// One array element decoded on its own, so a bad item becomes a problem instead of failing the
/// whole batch; the element's identifier (`symbol`, `id`, `Code`, ...) is kept for the report.
struct Lossy<Element: Decodable>: Decodable {
    /// Keys that name an item in the providers' arrays.
    private static var identifierKeys: [AnyKey] {
        ["symbol", "id", "Code", "SecuritiesCompanyCode", "公司代號"].map(AnyKey.init)
    }

    /// The element, or why it could not be read.
    let result: Result<Element, any Error>
    /// The item's identifier when one could be read.
    let identifier: String?

    init(from decoder: any Decoder) throws {
        do {
            result = .success(try Element(from: decoder))
        } catch {
            result = .failure(error)
        }
        let container = try? decoder.container(keyedBy: AnyKey.self)
        identifier = Self.identifierKeys.lazy.compactMap { container?.text($0) }.first
    }
}
