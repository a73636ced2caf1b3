import Foundation

/// The industry codes (產業別) used by TWSE and TPEx.
public enum TaiwanIndustry {
    private static let names: [String: String] = [
        "01": "Cement", "02": "Food", "03": "Plastics", "04": "Textiles", "05": "Electric Machinery",
        "06": "Electrical and Cable", "08": "Glass and Ceramics", "09": "Paper and Pulp",
        "10": "Iron and Steel",
        "11": "Rubber", "12": "Automobile", "14": "Building Material and Construction",
        "15": "Shipping and Transportation", "16": "Tourism and Hospitality", "17": "Financial and Insurance",
        "18": "Trading and Consumer Goods", "19": "Comprehensive", "20": "Other", "21": "Chemical",
        "22": "Biotechnology and Medical Care", "23": "Oil, Gas and Electricity", "24": "Semiconductor",
        "25": "Computer and Peripheral Equipment", "26": "Optoelectronic",
        "27": "Communications and Internet",
        "28": "Electronic Parts and Components", "29": "Electronic Products Distribution",
        "30": "Information Service", "31": "Other Electronic", "32": "Cultural and Creative",
        "33": "Agricultural Science and Technology", "34": "E-commerce",
        "35": "Green Energy and Environmental Services", "36": "Digital and Cloud Services",
        "37": "Sports and Leisure", "38": "Household", "80": "Managed Stocks", "91": "Depositary Receipts",
    ]

    /// Every industry code, sorted.
    public static var codes: [String] { names.keys.sorted() }

    /// The code of the industry named `englishName` (`Semiconductor` gives `24`), or `nil` when unknown.
    public static func code(forEnglishName englishName: String) -> String? {
        codesByName[englishName]
    }

    private static let codesByName = Dictionary(uniqueKeysWithValues: names.map { ($0.value, $0.key) })

    /// The English name of industry `code` (`24` gives `Semiconductor`), or `nil` when unknown.
    public static func englishName(forCode code: String) -> String? {
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        return names[trimmed.count == 1 ? "0" + trimmed : trimmed]
    }
}
