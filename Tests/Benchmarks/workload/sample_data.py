"""The curated bundled sample: hand-picked assets for a report dated 2026-12-01.

Headline values (prices, volumes, supplies, capital) are chosen by hand; price paths and the
profile fields nobody reads closely come from a fixed-seed generator, so the output never changes.
"""

from __future__ import annotations

import datetime as dt
import random

import taiwan as tw
from coingecko import Coin, hourly_path
from common import RunClock, Workload
from yahoo import EXCHANGES, Stock, fx_quotes, history_path, taiwan_charts

# Holdings in US dollars, yen, pence (GBp), NT$ and coins, one of them (bitcoin) without a cost.
# Two alerts: NVDA crosses 185 on the day (new), HSBA.L was above 1000p already (still on).
# Groups on every holding but 6488, which is counted under "No group".
WATCHLIST = {
    "stocks": [
        "AAPL", "MSFT", {"symbol": "NVDA", "alerts": {"above": 185}},
        {"symbol": "TSLA", "quantity": 12, "cost": 231.4, "note": "high beta; trim above 450", "group": "Growth"},
        {"symbol": "7203.T", "quantity": 300, "cost": 2650, "note": "dividend core, JPY", "group": "Income"},
        "6758.T", {"symbol": "VOD.L", "quantity": 2500, "cost": 78.4, "note": "cost in pence", "group": "Income"},
        {"symbol": "HSBA.L", "quantity": 400, "cost": 985.6, "note": "pence; value in GBP",
         "alerts": {"above": 1000}, "group": "Income"},
        "2330.TW", {"symbol": "QQQ", "quantity": 15, "cost": 455.2, "group": "Growth"}, "^GSPC",
    ],
    "coins": [
        {"id": "bitcoin", "quantity": 0.15, "note": "gift, no cost", "group": "Crypto"},
        {"id": "ethereum", "quantity": 2.5, "cost": 2410.0, "note": "staked", "group": "Crypto"},
        "solana", "dogecoin", "shiba-inu", "usd-coin",
    ],
    "taiwan": [{"code": "2330", "quantity": 1000, "cost": 980, "note": "core holding", "group": "Growth"},
               "2317", "2454", {"code": "6488", "quantity": 200, "cost": 455}, "8069", "6035", "2207"],
}

# The currencies the holdings are in besides US dollars: their rates are quoted with the stocks.
_FX = fx_quotes({"GBP", "JPY", "TWD"})

# symbol, short name, long name, exchange, price, previous close, open, high, low, volume,
# 3-month average volume, shares, EPS, forward EPS, dividend rate, book value, 52w low, 52w high,
# 52w change %, post-market price, analyst rating, first trade day
_STOCKS = [
    ("AAPL", "Apple Inc.", "Apple Inc.", "NMS", 284.15, 281.62, 282.10, 285.44, 281.05, 47812330,
     52340100, 14776353000, 7.46, 8.37, 1.04, 4.91, 196.45, 291.30, 21.84, 284.61, "2.0 - Buy",
     dt.date(1980, 12, 12)),
    ("MSFT", "Microsoft Corporation", "Microsoft Corporation", "NMS", 512.40, 515.87, 516.02, 518.33,
     509.76, 18944200, 21870400, 7433038000, 14.22, 16.10, 3.64, 48.12, 380.12, 555.45, 19.07, 512.10,
     "1.6 - Strong Buy", dt.date(1986, 3, 13)),
    ("NVDA", "NVIDIA Corporation", "NVIDIA Corporation", "NMS", 186.20, 179.94, 180.55, 187.12, 179.80,
     231554900, 198440300, 24300000000, 3.90, 6.02, 0.04, 4.77, 101.22, 212.19, 38.25, 187.05,
     "1.4 - Strong Buy", dt.date(1999, 1, 22)),
    ("TSLA", "Tesla, Inc.", "Tesla, Inc.", "NMS", 402.75, 417.31, 415.90, 419.88, 398.12, 98221400,
     104338700, 3325000000, 1.68, 2.90, None, 24.35, 214.25, 488.54, 12.66, 401.30, "2.7 - Hold",
     dt.date(2010, 6, 29)),
    ("7203.T", "TOYOTA MOTOR CORP", "Toyota Motor Corporation", "JPX", 3012.0, 2978.5, 2981.0, 3024.0,
     2975.5, 24318900, 27120300, 13034000000, 308.95, 296.10, 95.0, 2731.4, 2226.5, 3270.0, 4.31, None,
     "2.3 - Buy", dt.date(1999, 5, 6)),
    ("6758.T", "SONY GROUP CORPORATION", "Sony Group Corporation", "JPX", 4265.0, 4301.0, 4298.0,
     4315.0, 4248.0, 9804100, 11250600, 5980000000, 180.4, 196.2, 25.0, 1402.6, 2810.0, 4720.0, 31.02,
     None, "1.7 - Buy", dt.date(1999, 5, 6)),
    ("VOD.L", "VODAFONE GROUP PLC", "Vodafone Group Public Limited Company", "LSE", 92.46, 91.80, 91.94,
     92.88, 91.52, 61330000, 74120500, 24300000000, -0.16, 0.088, 4.5, 2.41, 64.10, 96.30, 24.97, None,
     "2.6 - Hold", dt.date(1988, 10, 26)),
    ("HSBA.L", "HSBC HOLDINGS PLC", "HSBC Holdings plc", "LSE", 1058.2, 1049.6, 1051.0, 1062.4, 1047.8,
     19870000, 23441000, 17540000000, 0.945, 1.02, 55.0, 9.85, 811.3, 1093.5, 27.88, None, "2.2 - Buy",
     dt.date(1992, 7, 10)),
    ("2330.TW", "TAIWAN SEMICONDUCTOR MANUFACTURING", "Taiwan Semiconductor Manufacturing Company Limited",
     "TAI", 1465.0, 1450.0, 1455.0, 1470.0, 1450.0, 28412376, 31204000, 25932130000, 62.38, 71.05, 18.0,
     221.4, 905.0, 1520.0, 48.3, None, "1.3 - Strong Buy", dt.date(2000, 1, 4)),
    ("QQQ", "Invesco QQQ Trust, Series 1", "Invesco QQQ Trust", "NGM", 612.35, 608.91, 609.40, 613.88,
     607.75, 41120000, 44890200, 636550000, 17.96, None, 2.88, 401.6, 452.10, 634.85, 22.41, 612.80, None,
     dt.date(1999, 3, 10)),
]
_STOCKS.append(
    ("^GSPC", "S&P 500", "S&P 500", "SNP", 6858.47, 6826.35, 6830.12, 6866.70, 6821.44, 2561340000,
     2810220000, 0, None, None, None, None, 4835.04, 6866.70, 14.2, None, None, dt.date(1950, 1, 3)))
_INDEX = {"^GSPC"}
_FINANCIAL_CURRENCY = {"VOD.L": "EUR", "HSBA.L": "USD"}
_ETF = {"QQQ": {"ytdReturn": 17.81, "trailingThreeMonthReturns": 5.42,
                "trailingThreeMonthNavReturns": 5.44, "netAssets": 398220000000.0, "netExpenseRatio": 0.2}}
_NULL_BAR = {"6758.T": 9}
# close a month ago, as a change to the previous close (%), so each chart tells a plain story
_MONTH_MOVE = {"AAPL": 3.1, "MSFT": -2.4, "NVDA": 6.8, "TSLA": -9.5, "7203.T": 2.2, "6758.T": 4.9,
               "VOD.L": 1.6, "HSBA.L": 3.8, "2330.TW": 4.3, "QQQ": 2.9,
               "^GSPC": 2.4}
# move over the 23 months before that (%), so the year's returns differ from the month's
_OLDER_MOVE = {"AAPL": 31.0, "MSFT": 22.5, "NVDA": 88.0, "TSLA": 41.0, "7203.T": -6.5, "6758.T": 47.0,
               "VOD.L": 12.0, "HSBA.L": 38.0, "2330.TW": 64.0, "QQQ": 27.0, "^GSPC": 24.0}


def _utc(day: dt.date, hour: int = 0, minute: int = 0) -> int:
    return int(dt.datetime(day.year, day.month, day.day, hour, minute, tzinfo=dt.timezone.utc).timestamp())


def _events(day: dt.date) -> dict:
    """Earnings and dividend dates of the sample's quotes around the report `day`: NVDA's estimated
    window and MSFT's announced date within 30 days, Toyota paying a dividend, HSBC's dividend
    already paid (Yahoo keeps the last one)."""
    at = lambda days, hour=0, minute=0: _utc(day + dt.timedelta(days=days), hour, minute)  # noqa: E731
    return {
        "NVDA": {"earningsTimestamp": at(-96, 20, 20), "earningsTimestampStart": at(7, 10, 59),
                 "earningsTimestampEnd": at(11, 12), "isEarningsDateEstimate": True},
        "MSFT": {"earningsTimestamp": at(15, 21, 5), "earningsTimestampStart": at(15, 21, 5),
                 "earningsTimestampEnd": at(15, 21, 5), "isEarningsDateEstimate": False},
        "7203.T": {"dividendDate": at(21)},
        "HSBA.L": {"dividendDate": at(-11)},
    }


def _stocks(clock: RunClock) -> list[Stock]:
    stocks = []
    events = _events(clock.report_date)
    for row in _STOCKS:
        (symbol, short, long, exchange, price, prev, open_, high, low, volume, avg3m, shares, eps,
         eps_fwd, dividend, book, w52_low, w52_high, w52_change, post, rating, first_day) = row
        rng = random.Random(f"sample:{symbol}")
        ex = EXCHANGES[exchange]
        path = history_path(rng, clock, exchange, price, prev, _MONTH_MOVE[symbol], _OLDER_MOVE[symbol],
                            0.02 if symbol in ("TSLA", "NVDA") else 0.008)
        closes = path[1:]
        year = path[-253:]
        if symbol in _NULL_BAR:
            closes[len(closes) - len(clock.trading_days(ex.holidays, months=1)) + _NULL_BAR[symbol]] = None
        stocks.append(Stock(
            symbol=symbol, short_name=short, long_name=long, exchange=exchange, price=price,
            prev_close=prev, open=open_, high=high, low=low, volume=volume, avg_volume_3m=avg3m,
            avg_volume_10d=int(avg3m * 0.93), shares=shares,
            w52_low=min(w52_low, *[c for c in year if c is not None]),
            w52_high=max(w52_high, *[c for c in year if c is not None]), w52_change_pct=w52_change,
            closes=closes, chart_prev_close=path[0],
            quote_type="ETF" if symbol in _ETF else "INDEX" if symbol in _INDEX else "EQUITY",
            financial_currency=_FINANCIAL_CURRENCY.get(symbol), eps=eps, eps_forward=eps_fwd,
            dividend_rate=dividend, book_value=book, post_price=post, analyst_rating=rating,
            first_trade=clock.at(first_day, ex.opens), board_id=f"finmb_{1000 + rng.randint(0, 9_000_000)}",
            etf=_ETF.get(symbol), events=events.get(symbol)))
    return stocks


# id, symbol, name, image id, price, circulating, total, max, volume, 24h %, ath, ath date, atl,
# atl date, rank, block time, hashing algorithm, genesis, platform, categories, homepage, description
_COINS = [
    ("bitcoin", "btc", "Bitcoin", 1, 91245, 19928750, 19928750, 21000000, 38114520331, 1.3154,
     126272, "2025-10-06T18:57:42.558Z", 67.81, "2013-07-06T00:00:00.000Z", 1, 10, "SHA-256",
     "2009-01-03", None, ["Cryptocurrency", "Layer 1 (L1)", "Proof of Work (PoW)"],
     "https://bitcoin.org",
     "Bitcoin is a peer-to-peer electronic cash system with a fixed supply of 21 million coins. "
     "Blocks are found about every ten minutes by miners running the <a href=\"https://www.coingecko.com/"
     "en?hashing_algorithm=SHA-256\">SHA-256</a> proof-of-work algorithm.\r\n\r\nNo company or central "
     "bank issues it; the rules are enforced by every node that validates the chain."),
    ("ethereum", "eth", "Ethereum", 279, 3118.42, 120700000.41, 120700000.41, None, 21337800112, -1.3342,
     4946.05, "2025-08-24T19:21:03.333Z", 0.432979, "2015-10-20T00:00:00.000Z", 2, 0, "Ethash",
     "2015-07-30", None, ["Smart Contract Platform", "Layer 1 (L1)", "Proof of Stake (PoS)"],
     "https://www.ethereum.org/",
     "Ethereum is a programmable blockchain: smart contracts written for it run the same way on "
     "every node, and ether pays for the computation.\r\n\r\nSince 2022 blocks are proposed by "
     "validators who stake ether instead of miners."),
    ("solana", "sol", "Solana", 4128, 142.87, 558400000.0, 612300000.0, None, 4118330555, 4.3211,
     293.31, "2025-01-19T11:15:27.957Z", 0.500801, "2020-05-11T19:35:23.449Z", 6, 0, None,
     "2020-03-16", None, ["Smart Contract Platform", "Layer 1 (L1)", "Solana Ecosystem"],
     "https://solana.com/",
     "Solana is a high-throughput layer 1 blockchain that orders transactions with a proof-of-history "
     "clock before validators vote on them."),
    ("dogecoin", "doge", "Dogecoin", 5, 0.1538, 151600000000.0, 151600000000.0, None, 1233400129, -2.5966,
     0.731578, "2021-05-08T05:08:23.458Z", 0.0000869, "2015-05-06T00:00:00.000Z", 9, 1, "Scrypt",
     "2013-12-08", None, ["Meme", "Proof of Work (PoW)"], "https://dogecoin.com/",
     "Dogecoin started in 2013 as a light-hearted fork of Litecoin. It has no cap on supply: about five "
     "billion new coins are mined every year."),
    ("shiba-inu", "shib", "Shiba Inu", 11939, 0.00000921, 589250000000000.0, 589500000000000.0, None,
     118204311, 3.4819, 0.00008616, "2021-10-28T03:54:55.568Z", 5.6366e-11, "2020-11-28T11:26:25.838Z",
     24, 0, None, None, ("ethereum", "0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4ce"),
     ["Meme", "Ethereum Ecosystem"], "https://shibatoken.com/",
     "Shiba Inu is an ERC-20 meme token with a supply in the hundreds of trillions, so one token "
     "trades for a small fraction of a cent."),
    ("usd-coin", "usdc", "USDC", 6319, 0.999874, 76310000000.0, 76315000000.0, None, 9804112774, -0.0041,
     1.17, "2019-05-08T00:40:28.300Z", 0.877647, "2023-03-11T08:02:13.981Z", 7, 0, None, None,
     ("ethereum", "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48"), ["Stablecoins", "USD Stablecoin"],
     "https://www.circle.com/en/usdc",
     "USDC is a dollar stablecoin: each token is meant to be redeemable for one US dollar held in "
     "reserve."),
]
# 30-day and 1-year price change (%) per coin
_COIN_LONGER = {"bitcoin": (-4.8312, 41.2207), "ethereum": (-9.1175, 28.6631), "solana": (6.2041, -12.5508),
                "dogecoin": (-15.3327, 88.4019), "shiba-inu": (2.1145, -34.9962), "usd-coin": (0.0107, -0.0213)}
_TWITTER = {"bitcoin": "bitcoin", "ethereum": "ethereum", "solana": "solana", "dogecoin": "dogecoin",
            "shiba-inu": "Shibtoken", "usd-coin": "circle"}


def _coins(clock: RunClock) -> list[Coin]:
    coins = []
    for row in _COINS:
        (cid, symbol, name, image, price, circ, total, max_supply, volume, pct, ath, ath_date, atl,
         atl_date, rank, block, algo, genesis, platform, categories, homepage, text) = row
        rng = random.Random(f"sample:{cid}")
        volatility = 0.00004 if cid == "usd-coin" else 0.006
        change_30d, change_1y = _COIN_LONGER[cid]
        coins.append(Coin(
            change_pct_30d=change_30d, change_pct_1y=change_1y, id=cid, symbol=symbol, name=name, image_id=image, price=price, circulating=circ,
            total_supply=total, max_supply=max_supply, volume=volume, change_pct_24h=pct, ath=ath,
            ath_date=ath_date, atl=atl, atl_date=atl_date, rank=rank,
            sparkline=hourly_path(rng, price, pct, volatility),
            roi={"times": 42.177, "currency": "btc", "percentage": 4217.7} if cid == "ethereum" else None,
            block_time=block, hashing_algorithm=algo, categories=categories, description=text,
            homepage=homepage, genesis_date=genesis, platform=platform, twitter=_TWITTER[cid],
            subreddit=f"https://www.reddit.com/r/{name.replace(' ', '')}/",
            github=[f"https://github.com/{cid}/{cid}"] if platform is None else [],
            sentiment_up=round(rng.uniform(55, 90), 2), watchers=rng.randint(50_000, 2_000_000)))
    return coins


# code, market, abbreviation, full name, English abbreviation, industry, capital (100 million NT$),
# founded, listed; None dates are generated
_COMPANIES = [
    ("2330", tw.LISTED, "台積電", "台灣積體電路製造股份有限公司", "TSMC", "24", 2593.2130, "19870221", "19940905"),
    ("2317", tw.LISTED, "鴻海", "鴻海精密工業股份有限公司", "Hon Hai", "31", 1386.2985, "19740220", "19910618"),
    ("2454", tw.LISTED, "聯發科", "聯發科技股份有限公司", "MediaTek", "24", 160.0412, "19970528", "20010723"),
    ("1101", tw.LISTED, "台泥", "臺灣水泥股份有限公司", "TCC", "01", 772.3182, None, None),
    ("1216", tw.LISTED, "統一", "統一企業股份有限公司", "UNI-PRESIDENT", "02", 568.2015, None, None),
    ("1301", tw.LISTED, "台塑", "台灣塑膠工業股份有限公司", "FPC", "03", 636.5730, None, None),
    ("1303", tw.LISTED, "南亞", "南亞塑膠工業股份有限公司", "NAN YA", "03", 793.0960, None, None),
    ("2002", tw.LISTED, "中鋼", "中國鋼鐵股份有限公司", "CSC", "10", 1577.3101, None, None),
    ("2207", tw.LISTED, "和泰車", "和泰汽車股份有限公司", "HOTAI", "12", 55.5090, None, None),
    ("2303", tw.LISTED, "聯電", "聯華電子股份有限公司", "UMC", "24", 1253.4590, None, None),
    ("2308", tw.LISTED, "台達電", "台達電子工業股份有限公司", "DELTA", "28", 259.7543, None, None),
    ("2357", tw.LISTED, "華碩", "華碩電腦股份有限公司", "ASUS", "25", 74.2760, None, None),
    ("2379", tw.LISTED, "瑞昱", "瑞昱半導體股份有限公司", "REALTEK", "24", 51.2870, None, None),
    ("2382", tw.LISTED, "廣達", "廣達電腦股份有限公司", "QUANTA", "25", 386.2630, None, None),
    ("2412", tw.LISTED, "中華電", "中華電信股份有限公司", "CHT", "27", 775.7447, None, None),
    ("2603", tw.LISTED, "長榮", "長榮海運股份有限公司", "EVERGREEN", "15", 216.4150, None, None),
    ("2881", tw.LISTED, "富邦金", "富邦金融控股股份有限公司", "FUBON FHC", "17", 1381.2140, None, None),
    ("2882", tw.LISTED, "國泰金", "國泰金融控股股份有限公司", "CATHAY FHC", "17", 1466.8480, None, None),
    ("2886", tw.LISTED, "兆豐金", "兆豐金融控股股份有限公司", "MEGA FHC", "17", 1470.9120, None, None),
    ("2891", tw.LISTED, "中信金", "中國信託金融控股股份有限公司", "CTBC HOLDING", "17", 1998.2550, None, None),
    ("3008", tw.LISTED, "大立光", "大立光電股份有限公司", "LARGAN", "26", 13.4140, None, None),
    ("3711", tw.LISTED, "日月光投控", "日月光投資控股股份有限公司", "ASEH", "24", 441.7330, None, None),
    ("5871", tw.LISTED, "中租-KY", "中租控股股份有限公司", "CHAILEASE", "20", 170.6800, None, None),
    ("6488", tw.OTC, "環球晶", "環球晶圓股份有限公司", "GlobalWafers", "24", 47.8114, "20110603", "20150925"),
    ("8069", tw.OTC, "元太", "元太科技工業股份有限公司", "E INK", "26", 116.8290, "19920616", "20040330"),
    ("3105", tw.OTC, "穩懋", "穩懋半導體股份有限公司", "WIN SEMI", "24", 42.3900, None, None),
    ("5347", tw.OTC, "世界", "世界先進積體電路股份有限公司", "VIS", "24", 187.4720, None, None),
    ("3293", tw.OTC, "鈊象", "鈊象電子股份有限公司", "IGS", "32", 14.1900, None, None),
    ("8299", tw.OTC, "群聯", "群聯電子股份有限公司", "PHISON", "24", 20.5420, None, None),
    ("5483", tw.OTC, "中美晶", "中美矽晶製品股份有限公司", "SAS", "24", 59.3330, None, None),
    ("6510", tw.OTC, "精測", "中華精測科技股份有限公司", "CHPT", "24", 3.2930, None, None),
    ("3529", tw.OTC, "力旺", "力旺電子股份有限公司", "eMemory", "24", 7.4680, None, None),
    ("4966", tw.OTC, "譜瑞-KY", "譜瑞科技股份有限公司", "Parade", "24", 8.1590, None, None),
    ("6147", tw.OTC, "頎邦", "頎邦科技股份有限公司", "CHIPBOND", "24", 74.0500, None, None),
    ("3260", tw.OTC, "威剛", "威剛科技股份有限公司", "ADATA", "25", 33.1920, None, None),
    ("5274", tw.OTC, "信驊", "信驊科技股份有限公司", "ASPEED", "24", 3.7810, None, None),
    ("8433", tw.OTC, "弘帆", "弘帆股份有限公司", "HONG FAN", "18", 5.6200, None, None),
    ("6035", tw.EMERGING, "悠遊卡", "悠遊卡股份有限公司", "EasyCard", "17", 14.0000, "20000331", "20230103"),
    ("8329", tw.EMERGING, "台視", "臺灣電視事業股份有限公司", "TTV", "32", 21.7000, None, None),
    ("7867", tw.EMERGING, "特力屋", "特力屋股份有限公司", "HOLA", "38", 10.2500, None, None),
]
_CAYMAN = {"5871", "4966"}

# code: (reference price, change %, volume); close = reference moved by change %, on ticks
_LISTED_DAY = {
    "2330": (1450.0, 1.03, 28412376), "2317": (229.0, -1.09, 41338120), "2454": (1360.0, 1.84, 5121774),
    "1101": (24.15, -0.62, 17204556), "1216": (79.4, 0.38, 9120433), "1301": (42.3, -1.18, 14550210),
    "1303": (38.9, 0.51, 12044781), "2002": (19.85, 0.25, 25331290), "2207": (562.0, -0.53, 402112),
    "2303": (47.6, 1.47, 60112004), "2308": (905.0, 2.21, 8021330), "2357": (612.0, -0.65, 2230441),
    "2379": (548.0, 0.91, 2904512), "2382": (287.5, 1.56, 21350991), "2412": (132.5, 0.0, 8873021),
    "2603": (198.5, -2.27, 19442030), "2881": (91.3, 0.33, 13220118), "2882": (68.7, -0.29, 20311875),
    "2886": (41.05, 0.12, 18990442), "2891": (44.6, 0.67, 31002113), "3008": (2395.0, -1.25, 312004),
    "3711": (178.0, 1.69, 15002331), "5871": (102.5, -0.98, 4410092),
    "0050": (62.85, 0.80, 88120334), "0056": (36.42, 0.33, 41220190), "00878": (22.18, 0.18, 52330981),
}
_LISTED_ETF_NAMES = {"0050": "元大台灣50", "0056": "元大高股息", "00878": "國泰永續高股息"}
_OTC_DAY = {
    "6488": (412.0, 1.58, 3122410), "8069": (236.0, -1.91, 6220118), "3105": (121.5, 0.82, 4330217),
    "5347": (104.5, -0.48, 9021144), "3293": (842.0, 1.07, 402221), "8299": (655.0, 2.29, 2110094),
    "5483": (98.6, -1.32, 3304112), "6510": (1985.0, 0.76, 151022), "3529": (2210.0, -0.91, 188321),
    "4966": (512.0, 0.39, 802117), "6147": (62.4, 10.0, 18220941), "3260": (118.5, -0.84, 2990110),
    "5274": (4380.0, 1.26, 90332),
}


def _companies(rng: random.Random) -> list[tw.Company]:
    companies = []
    for code, market, abbr, name, english, industry, capital, founded, listed in _COMPANIES:
        if founded is None:
            year = rng.randint(1950, 2008)
            founded = f"{year}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
            listed_year = min(year + rng.randint(6, 25), 2024)
            listed = f"{listed_year}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        company = tw.Company(code, market, abbr, name, english, industry, int(round(capital * 1e8 / 10)) * 10,
                             founded, listed, cayman=code in _CAYMAN)
        domain = "".join(ch for ch in english.lower() if ch.isalnum()) + ".com.tw"
        tw.fill_profile(company, rng, domain)
        companies.append(company)
    return companies


def _taiwan_day(rng: random.Random, companies: list[tw.Company]):
    by_code = {c.code: c for c in companies}
    listed = [tw.trade(rng, code, by_code[code].abbreviation if code in by_code else _LISTED_ETF_NAMES[code],
                       ref, pct, volume, by_code[code].shares if code in by_code else 0)
              for code, (ref, pct, volume) in _LISTED_DAY.items()]
    tsmc = next(q for q in listed if q.code == "2330")  # the same day as Yahoo's 2330.TW quote
    tsmc.open, tsmc.high, tsmc.low = 1455.0, 1470.0, 1450.0
    tsmc.value = int(tsmc.volume * 1461.35)
    listed.append(tw.DailyQuote("9103", "美德醫療-DR", 0.0, None))  # untraded: zeros on TWSE
    hotai = next(i for i, q in enumerate(listed) if q.code == "2207")  # on the watchlist, untraded
    listed[hotai] = tw.DailyQuote("2207", "和泰車", 562.0, None)
    otc = [tw.trade(rng, code, by_code[code].abbreviation, ref, pct, volume, by_code[code].shares)
           for code, (ref, pct, volume) in _OTC_DAY.items()]
    otc.append(tw.DailyQuote("8433", "弘帆", 28.35, None, volume=1200, value=34020, transactions=3,
                             shares_issued=by_code["8433"].shares))  # untraded: `---`
    otc.append(tw.trade(rng, "006201", "元大富櫃50", 28.95, 0.52, 210330, 31446000))
    dividend = tw.trade(rng, "00679B", "元大美債20年", 27.41, -1.2, 8120990, 6130552000)
    dividend.note, dividend.no_limits = "除息", True
    otc.append(dividend)
    otc.append(tw.trade(rng, "700341", "環球晶凱基5B購01", 1.25, 4.0, 56000, 5000000))
    return listed, otc


# code: (month move %, move over the 23 months before %) of the Taiwan watchlist's Yahoo charts
_TAIWAN_MOVES = {"2330": (4.3, 64.0), "2317": (-3.6, 18.0), "2454": (7.9, 35.5), "6488": (-8.2, -21.0),
                 "8069": (2.7, 44.0), "2207": (-1.8, 9.5)}
# the emerging board's day: previous average, average (None: untraded), high, low, last trade, volume
_ESB_DAY = [
    tw.EmergingQuote("6035", "悠遊卡", 57.90, 58.62, 59.10, 57.80, 58.40, 41230),
    tw.EmergingQuote("7867", "特力屋", 31.55, 31.12, 31.60, 30.95, 31.05, 18400),
    tw.EmergingQuote("8329", "台視", 14.20, None),
]


def _ex_dividends(day: dt.date, companies: list[tw.Company]) -> list[tw.ExDividend]:
    """The schedules around the report `day`: TSMC (held) and GlobalWafers (held, OTC) going
    ex-dividend within 30 days, Hon Hai ex-rights-and-dividend, MediaTek's amount not announced
    yet, Hotai's beyond the window, Eink's already past, and rows of codes not on the watchlist."""
    names = {c.code: c.abbreviation for c in companies}
    on = lambda days: day + dt.timedelta(days=days)  # noqa: E731
    return [
        tw.ExDividend("2330", names["2330"], tw.LISTED, on(16), "息", cash=5.0),
        tw.ExDividend("2317", names["2317"], tw.LISTED, on(9), "權息", cash=2.5, stock=0.04999999),
        tw.ExDividend("2454", names["2454"], tw.LISTED, on(21), "息", cash="待公告"),
        tw.ExDividend("2207", names["2207"], tw.LISTED, on(50), "息", cash=12.0),
        tw.ExDividend("1216", names["1216"], tw.LISTED, on(7), "息", cash=3.2),
        tw.ExDividend("2002", names["2002"], tw.LISTED, on(-5), "息", cash=0.5),
        tw.ExDividend("6488", names["6488"], tw.OTC, on(14), "息", cash=4.5),
        tw.ExDividend("8069", names["8069"], tw.OTC, on(-7), "息", cash=3.0),
        tw.ExDividend("3105", names["3105"], tw.OTC, on(3), "權息", cash=1.2, stock=0.02),
    ]


def build(day: dt.date) -> Workload:
    clock = RunClock.for_date(day)
    rng = random.Random("sample:taiwan")
    companies = _companies(rng)
    listed, otc = _taiwan_day(rng, companies)
    codes = [e if isinstance(e, str) else e["code"] for e in WATCHLIST["taiwan"]]
    return Workload(
        clock=clock, stocks=_stocks(clock), coins=_coins(clock), companies=companies,
        twse_quotes=listed, tpex_quotes=otc, watchlist=WATCHLIST,
        crumb="Xk4b/9TqPzN", cookie="d=AQABBKq1b2kCEOx9xSampleCookieOnly&S=AQAAAsample",
        fx=_FX, taiwan_stocks=taiwan_charts(clock, companies, listed + otc, codes, _TAIWAN_MOVES),
        esb_quotes=_ESB_DAY, attention={"listed": [("2454", "最近六個營業日累積收盤價漲幅達27.10%")]},
        ex_dividends=_ex_dividends(clock.report_date, companies))
