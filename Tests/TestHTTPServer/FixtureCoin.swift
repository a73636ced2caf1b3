/// One coin of the test server's market universe.
public struct FixtureCoin: Sendable {
    /// The CoinGecko id.
    public var id: String
    /// The ticker.
    public var symbol: String
    /// The display name.
    public var name: String
    /// The price, spelled as the API would (`6.2e-7` for tiny ones).
    public var price: String
    /// Market capitalisation.
    public var marketCap: Double
    /// Market-cap rank.
    public var rank: Int
    /// 24 h volume in USD.
    public var volume: Double
    /// 24 h price change in percent.
    public var changePercent: Double
    /// Maximum supply; `nil` for unbounded coins.
    public var maxSupply: Double?
    /// Minutes per block (0 for tokens).
    public var blockTime: Double
    /// Hashing algorithm; `nil` for tokens.
    public var hashing: String?

    /// The price as a number.
    public var priceValue: Double { Double(price) ?? 0 }

    /// The coins: 16, from bitcoin down to one priced below $0.000001, several with no max supply.
    public static let universe: [FixtureCoin] = [
        FixtureCoin(
            id: "bitcoin", symbol: "btc", name: "Bitcoin", price: "96214", marketCap: 1.905e12, rank: 1,
            volume: 4.12e10, changePercent: 1.8342, maxSupply: 21_000_000, blockTime: 10, hashing: "SHA-256"),
        FixtureCoin(
            id: "ethereum", symbol: "eth", name: "Ethereum", price: "3612.55", marketCap: 4.35e11, rank: 2,
            volume: 2.31e10, changePercent: -2.1177, maxSupply: nil, blockTime: 0, hashing: "Ethash"),
        FixtureCoin(
            id: "tether", symbol: "usdt", name: "Tether", price: "1.0003", marketCap: 1.34e11, rank: 3,
            volume: 6.78e10, changePercent: 0.0124, maxSupply: nil, blockTime: 0, hashing: nil),
        FixtureCoin(
            id: "solana", symbol: "sol", name: "Solana", price: "231.87", marketCap: 1.1e11, rank: 4,
            volume: 5.43e9, changePercent: 4.5561, maxSupply: nil, blockTime: 0, hashing: nil),
        FixtureCoin(
            id: "binancecoin", symbol: "bnb", name: "BNB", price: "652.3", marketCap: 9.4e10, rank: 5,
            volume: 1.98e9, changePercent: 0.7731, maxSupply: 200_000_000, blockTime: 0, hashing: nil),
        FixtureCoin(
            id: "ripple", symbol: "xrp", name: "XRP", price: "1.4421", marketCap: 8.21e10, rank: 6,
            volume: 9.87e9, changePercent: 12.3342, maxSupply: 100_000_000_000, blockTime: 0, hashing: nil),
        FixtureCoin(
            id: "dogecoin", symbol: "doge", name: "Dogecoin", price: "0.412345", marketCap: 6.07e10, rank: 7,
            volume: 4.56e9, changePercent: -3.0019, maxSupply: nil, blockTime: 1, hashing: "Scrypt"),
        FixtureCoin(
            id: "usd-coin", symbol: "usdc", name: "USDC", price: "0.9998", marketCap: 3.91e10, rank: 8,
            volume: 7.65e9, changePercent: -0.0061, maxSupply: nil, blockTime: 0, hashing: nil),
        FixtureCoin(
            id: "cardano", symbol: "ada", name: "Cardano", price: "1.0521", marketCap: 3.69e10, rank: 9,
            volume: 1.43e9, changePercent: 2.9987, maxSupply: 45_000_000_000, blockTime: 0, hashing: nil),
        FixtureCoin(
            id: "tron", symbol: "trx", name: "TRON", price: "0.2012", marketCap: 1.74e10, rank: 10,
            volume: 8.7e8, changePercent: -1.2345, maxSupply: nil, blockTime: 0, hashing: nil),
        FixtureCoin(
            id: "chainlink", symbol: "link", name: "Chainlink", price: "19.87", marketCap: 1.24e10, rank: 11,
            volume: 6.5e8, changePercent: 5.4321, maxSupply: 1_000_000_000, blockTime: 0, hashing: nil),
        FixtureCoin(
            id: "polkadot", symbol: "dot", name: "Polkadot", price: "8.1234", marketCap: 1.23e10, rank: 12,
            volume: 4.3e8, changePercent: -0.004, maxSupply: nil, blockTime: 0, hashing: nil),
        FixtureCoin(
            id: "litecoin", symbol: "ltc", name: "Litecoin", price: "102.45", marketCap: 7.7e9, rank: 13,
            volume: 9.1e8, changePercent: 1.1111, maxSupply: 84_000_000, blockTime: 2.5, hashing: "Scrypt"),
        FixtureCoin(
            id: "shiba-inu", symbol: "shib", name: "Shiba Inu", price: "0.00002431", marketCap: 1.43e10,
            rank: 14, volume: 7.7e8, changePercent: -4.2121, maxSupply: nil, blockTime: 0, hashing: nil),
        FixtureCoin(
            id: "pepe", symbol: "pepe", name: "Pepe", price: "0.00001987", marketCap: 8.36e9, rank: 15,
            volume: 1.65e9, changePercent: 7.7777, maxSupply: 420_690_000_000_000, blockTime: 0, hashing: nil),
        FixtureCoin(
            id: "bittorrent", symbol: "btt", name: "BitTorrent", price: "8.4321e-7", marketCap: 8.16e8,
            rank: 16, volume: 2.9e7, changePercent: -0.5, maxSupply: 990_000_000_000_000, blockTime: 0,
            hashing: nil),
    ]
}
