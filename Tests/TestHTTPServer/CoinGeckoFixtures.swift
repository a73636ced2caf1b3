import Foundation

/// CoinGecko answers in the real shapes, built from ``FixtureCoin/universe``.
public enum CoinGeckoFixtures {
    /// When every row was last updated.
    public static let lastUpdated = "2025-12-02T20:59:41.125Z"

    /// `coins/markets` for a comma-separated id list (all coins when empty), in market-cap order.
    public static func markets(ids: String?) -> String {
        let wanted = Set((ids ?? "").split(separator: ",").map { $0.lowercased() })
        let coins = FixtureCoin.universe.filter { wanted.isEmpty || wanted.contains($0.id) }.sorted {
            $0.rank < $1.rank
        }
        return JSONText.array(coins.map(row)).rendered
    }

    static func row(_ c: FixtureCoin) -> JSONText {
        let price = c.priceValue
        let change = price * c.changePercent / (100 + c.changePercent)
        let supply = c.marketCap / max(price, 1e-12)
        let points = (0..<8).map { JSONText.double(price * (1 + sin(Double($0) + Double(c.rank)) * 0.02)) }
        return .object([
            ("id", .string(c.id)), ("symbol", .string(c.symbol)), ("name", .string(c.name)),
            ("image", .string("https://coin-images.example/\(c.id).png")),
            ("current_price", .number(c.price)),
            ("market_cap", .number(String(Int64(c.marketCap)))), ("market_cap_rank", .number(String(c.rank))),
            ("fully_diluted_valuation", c.maxSupply.map { .number(String(Int64($0 * price))) } ?? nil),
            ("total_volume", .number(String(Int64(c.volume)))), ("high_24h", .double(price * 1.03)),
            ("low_24h", .double(price * 0.96)),
            ("price_change_24h", .double(change)), ("price_change_percentage_24h", .double(c.changePercent)),
            ("market_cap_change_24h", .double(c.marketCap * c.changePercent / 100)),
            ("market_cap_change_percentage_24h", .double(c.changePercent * 0.98)),
            ("circulating_supply", .double(supply.rounded())),
            ("total_supply", c.maxSupply == nil ? nil : .double(supply.rounded())),
            ("max_supply", .double(c.maxSupply)), ("ath", .double(price * 1.4)),
            ("ath_change_percentage", -28.57143),
            ("ath_date", "2025-10-06T18:57:42.558Z"), ("atl", .double(price / 50)),
            ("atl_change_percentage", 4900.0),
            ("atl_date", "2015-10-20T00:00:00.000Z"), ("roi", nil), ("last_updated", .string(lastUpdated)),
            ("sparkline_in_7d", .object([("price", .array(points))])),
            ("price_change_percentage_1y_in_currency", .double(c.changePercent * 20)),
            ("price_change_percentage_24h_in_currency", .double(c.changePercent)),
            ("price_change_percentage_30d_in_currency", .double(c.changePercent * 5)),
            ("price_change_percentage_7d_in_currency", .double(c.changePercent * 2)),
        ])
    }

    /// `coins/{id}`, or CoinGecko's 404 for unknown ids.
    public static func detail(id: String) -> ServerResponse {
        guard let c = FixtureCoin.universe.first(where: { $0.id == id }) else {
            return .json(#"{"error":"coin not found"}"#, status: 404)
        }
        let body: JSONText = .object([
            ("id", .string(c.id)), ("symbol", .string(c.symbol)), ("name", .string(c.name)),
            ("asset_platform_id", c.hashing == nil && c.blockTime == 0 ? "ethereum" : nil),
            (
                "block_time_in_minutes",
                .number(c.blockTime == c.blockTime.rounded() ? String(Int(c.blockTime)) : String(c.blockTime))
            ),
            ("hashing_algorithm", .string(c.hashing)),
            (
                "categories",
                .array(["Cryptocurrency", c.hashing == nil ? "Smart Contract Platform" : "Layer 1 (L1)"])
            ),
            (
                "description",
                .object([
                    (
                        "en",
                        .string(
                            "\(c.name) is a digital asset.\r\n\r\nSee <a href=\"https://\(c.id).example\">the site</a>."
                        )
                    )
                ])
            ),
            (
                "links",
                .object([
                    ("homepage", .array(["", .string("https://\(c.id).example"), ""])),
                    ("subreddit_url", c.rank <= 3 ? .string("https://www.reddit.com/r/\(c.id)") : nil),
                ])
            ),
            ("genesis_date", c.id == "bitcoin" ? "2009-01-03" : nil),
            ("market_cap_rank", .number(String(c.rank))),
            ("last_updated", .string(lastUpdated)),
        ])
        return .json(body.rendered)
    }

    /// CoinGecko's 429 body.
    public static let rateLimitedBody =
        #"{"status":{"error_code":429,"error_message":"You've exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits."}}"#
}
