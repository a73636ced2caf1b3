"""A large run generated from a seed: realistic value ranges, a few nulls, every asset found.

The same seed always gives the same files; a smaller run's stocks and coins are a prefix of a
larger one's (one sequential generator per asset class).
"""

from __future__ import annotations

import datetime as dt
import math
import random

import taiwan as tw
from coingecko import Coin, hourly_path
from common import RunClock, Workload, on_tick
from yahoo import EXCHANGES, Stock, fx_quotes, major_currency, price_path, taiwan_charts

# region: (weight, exchanges, price factor for the currency)
_REGIONS = [
    (55, ["NMS", "NYQ"], 1), (8, ["JPX"], 10), (6, ["LSE"], 10), (4, ["GER"], 1), (3, ["PAR"], 1),
    (5, ["HKG"], 1), (4, ["TOR"], 1), (3, ["ASX"], 1), (4, ["NSI"], 5), (3, ["KSC"], 60),
    (3, ["TAI"], 1), (1, ["EBS"], 1), (1, ["SAO"], 1),
]
_REGION_WEIGHTS = [r[0] for r in _REGIONS]
_SYLLABLES = ("al ar bel cor dan del en fa gen hal in jo ka lex lu mar mo nex nor or pa quin ra "
              "sol ta tor ul ven vi wex xa yor zen zu bri cal dor fin gra hex ion").split()
_STOCK_SUFFIXES = ["Inc.", "Corporation", "Holdings Inc.", "Group plc", "Technologies Inc.", "Co., Ltd.",
                   "Industries Ltd.", "Systems Inc.", "Energy Corp.", "Bancorp", "Therapeutics, Inc.", "AG", "SA"]
_RATINGS = ["1.5 - Strong Buy", "1.9 - Buy", "2.2 - Buy", "2.6 - Hold", "3.0 - Hold", "3.4 - Underperform"]
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _word(rng: random.Random, parts: int) -> str:
    return "".join(rng.choice(_SYLLABLES) for _ in range(parts)).capitalize()


def _symbol(rng: random.Random, exchange: str, used: set) -> str:
    suffix = EXCHANGES[exchange].suffix
    while True:
        if exchange in ("JPX", "TAI", "HKG"):
            base = f"{rng.randint(1 if exchange == 'HKG' else 1300, 9999):04d}"
        elif exchange == "KSC":
            base = f"{rng.randint(1, 999999):06d}"
        elif exchange == "SAO":
            base = "".join(rng.choices(_LETTERS, k=4)) + rng.choice(["3", "4", "11"])
        else:
            base = "".join(rng.choices(_LETTERS, k=rng.choice([1, 2, 3, 3, 4, 4, 4, 5] if not suffix else [2, 3, 4])))
        symbol = base + suffix
        if symbol not in used:
            used.add(symbol)
            return symbol


def _stock(rng: random.Random, clock: RunClock, used: set) -> Stock:
    region = rng.choices(_REGIONS, weights=_REGION_WEIGHTS)[0]
    exchange = rng.choice(region[1])
    etf = region[2] == 1 and exchange in ("NMS", "NYQ") and rng.random() < 0.08
    if etf:
        exchange = rng.choice(["PCX", "NGM"])
    symbol = _symbol(rng, exchange, used)
    name = _word(rng, rng.randint(2, 3))
    long_name = f"{name} {rng.choice(['Select', 'Core', 'Dividend', 'Growth'])} ETF" if etf else \
        f"{name} {rng.choice(_STOCK_SUFFIXES)}"
    price = math.exp(rng.uniform(math.log(0.5), math.log(3000))) * region[2]
    prev = price / (1 + rng.gauss(0, 0.02))
    open_ = prev * (1 + rng.gauss(0, 0.006))
    high = max(open_, price, prev * 0.995) * (1 + abs(rng.gauss(0, 0.006)))
    low = min(open_, price) * (1 - abs(rng.gauss(0, 0.006)))
    volume = int(math.exp(rng.gauss(13, 2)))
    if rng.random() < 0.01:
        volume = rng.randint(2**32 + 1, 12_000_000_000)  # above 2^32, as for busy Asian stocks
    shares = int(math.exp(rng.uniform(math.log(1e7), math.log(3e10))))
    eps = None if rng.random() < 0.1 else price / rng.uniform(5, 80) * (1 if rng.random() < 0.8 else -0.3)
    if exchange == "LSE" and eps is not None:
        eps /= 100
    days = len(clock.trading_days(EXCHANGES[exchange].holidays))
    volatility = rng.uniform(0.006, 0.04)
    first = prev / math.exp(rng.gauss(0, volatility * math.sqrt(days)))
    path = price_path(rng, days, price, prev, first, volatility)
    closes = path[1:]
    if rng.random() < 0.015:
        closes[rng.randrange(0, len(closes) - 2)] = None
    known = [c for c in path if c is not None]
    us = EXCHANGES[exchange].market == "us_market"
    dividend = price * rng.uniform(0.003, 0.07) if rng.random() < 0.55 else None
    return Stock(
        symbol=symbol, short_name=(name.upper() if not us else long_name)[:32], long_name=long_name,
        exchange=exchange, price=price, prev_close=prev, open=open_, high=high, low=low, volume=volume,
        avg_volume_3m=int(volume * rng.uniform(0.6, 1.4)), avg_volume_10d=int(volume * rng.uniform(0.7, 1.3)),
        shares=shares, w52_low=min(known) * rng.uniform(0.55, 1.0), w52_high=max(known) * rng.uniform(1.0, 1.6),
        w52_change_pct=rng.gauss(8, 30), closes=closes, chart_prev_close=path[0],
        quote_type="ETF" if etf else "EQUITY", eps=eps,
        eps_forward=None if eps is None or rng.random() < 0.2 else eps * rng.uniform(0.8, 1.4),
        dividend_rate=dividend, book_value=None if rng.random() < 0.05 else price / rng.uniform(0.5, 15),
        post_price=price * (1 + rng.gauss(0, 0.004)) if us and rng.random() < 0.7 else None,
        analyst_rating=rng.choice(_RATINGS) if rng.random() < 0.6 else None,
        first_trade=clock.at(dt.date(rng.randint(1980, 2024), rng.randint(1, 12), rng.randint(1, 28)),
                             EXCHANGES[exchange].opens),
        board_id=f"finmb_{rng.randint(10_000, 999_999_999)}",
        etf={"ytdReturn": round(rng.gauss(9, 12), 5), "netAssets": float(int(shares * price)),
             "netExpenseRatio": round(rng.uniform(0.03, 0.95), 2)} if etf else None)


_PLATFORMS = ["ethereum", "binance-smart-chain", "solana", "arbitrum-one", "base", "polygon-pos"]
_ALGORITHMS = ["SHA-256", "Scrypt", "Ethash", "X11", "Equihash", "RandomX", "Blake2b"]
_COIN_WORDS = ["Protocol", "Finance", "Network", "Chain", "Token", "Swap", "DAO", "Labs", "AI", "Coin"]
_CATEGORIES = ["Decentralized Finance (DeFi)", "Meme", "Gaming (GameFi)", "Layer 2 (L2)",
               "Artificial Intelligence (AI)", "Real World Assets (RWA)", "Stablecoins", "Exchange-based Tokens"]


def _coin(rng: random.Random, clock: RunClock, index: int, used: set) -> Coin:
    while True:
        word = _word(rng, rng.randint(1, 3))
        name = f"{word} {rng.choice(_COIN_WORDS)}" if rng.random() < 0.6 else word
        cid = name.lower().replace(" ", "-")
        if cid not in used:
            used.add(cid)
            break
    symbol = "".join(ch for ch in word.lower() if ch.isalpha())[: rng.randint(3, 5)]
    kind = rng.random()
    image = 20_000 + index
    if kind < 0.005:  # every numeric field null, as CoinGecko sends for dead listings
        return Coin(cid, symbol, name, image, None, None, None, None, None, None, None, None, None, None,
                    sparkline=[], description="")
    price = math.exp(rng.uniform(math.log(1e-8), math.log(1e5)))
    cap = math.exp(rng.uniform(math.log(1e4), math.log(1.2e11)))
    circulating = min(cap / price, 9e15)
    total = None if rng.random() < 0.05 else circulating * rng.uniform(1, 1.5)
    max_supply = None if total is None or rng.random() < 0.4 else total * rng.uniform(1, 2)
    pct = None if rng.random() < 0.02 else rng.gauss(0, 5)
    token = rng.random() < 0.6
    day = clock.report_date
    ath_day = day - dt.timedelta(days=rng.randint(1, 1800))
    atl_day = day - dt.timedelta(days=rng.randint(200, 3500))
    return Coin(
        id=cid, symbol=symbol, name=name, image_id=image, price=price, circulating=circulating,
        total_supply=total, max_supply=max_supply,
        volume=None if rng.random() < 0.03 else cap * rng.uniform(0.001, 0.3), change_pct_24h=pct,
        ath=price * rng.uniform(1, 20), ath_date=f"{ath_day.isoformat()}T{rng.randint(0, 23):02d}:14:07.512Z",
        atl=price * rng.uniform(0.001, 0.9), atl_date=f"{atl_day.isoformat()}T00:00:00.000Z",
        sparkline=hourly_path(rng, price, pct or 0.0, rng.uniform(0.002, 0.02)),
        market_cap_override=0 if kind < 0.025 else None,
        roi={"times": round(rng.uniform(-0.9, 40), 6), "currency": "usd",
             "percentage": 0.0} if rng.random() < 0.1 else None,
        block_time=0 if token else rng.choice([1, 2, 3, 5, 10]),
        hashing_algorithm=None if token else rng.choice(_ALGORITHMS),
        categories=rng.sample(_CATEGORIES, rng.randint(0, 3)),
        description=f"{name} ({symbol.upper()}) is a {'token' if token else 'coin'} for "
                    f"{rng.choice(['payments', 'lending', 'gaming', 'data storage', 'governance'])}.",
        homepage=f"https://{cid}.example/", genesis_date=None if token else f"{rng.randint(2009, 2024)}-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}",
        platform=(rng.choice(_PLATFORMS), "0x" + "".join(rng.choices("0123456789abcdef", k=40))) if token else None,
        twitter=cid.replace("-", "")[:15], sentiment_up=None if rng.random() < 0.3 else round(rng.uniform(30, 100), 2),
        watchers=rng.randint(0, 400_000))


def _rank(coins: list[Coin]) -> None:
    ranked = sorted((c for c in coins if c.market_cap), key=lambda c: -c.market_cap)
    for position, coin in enumerate(ranked, start=1):
        coin.rank = position
    for coin in coins:
        if coin.rank and coin.roi:
            coin.roi["percentage"] = round(coin.roi["times"] * 100, 6)


_TW_CHARS = "華聯台新光電科技鼎宏達興豐益昌隆晶通創源泰緯詮凌群聖祥信欣展茂富威東亞嘉全元國大永金晟德佳"
_TW_SUFFIX = {"24": "半導體股份有限公司", "17": "金融控股股份有限公司", "22": "生技醫藥股份有限公司",
              "28": "電子股份有限公司", "31": "科技股份有限公司", "26": "光電股份有限公司",
              "15": "航運股份有限公司", "14": "建設股份有限公司"}
_TW_INDUSTRIES = ["01", "02", "03", "04", "05", "06", "08", "09", "10", "11", "12", "14", "15", "16", "17",
                  "18", "20", "21", "22", "23", "24", "24", "24", "25", "26", "27", "28", "28", "29", "30",
                  "31", "31", "32", "33", "34", "35", "36", "37", "38"]
_ETF_ISSUERS = ["元大", "國泰", "富邦", "群益", "復華", "中信", "永豐", "統一"]
_ETF_THEMES = ["台灣50", "高股息", "科技", "半導體", "美債20年", "ESG永續", "5G通訊", "電動車", "金融"]


def _companies(rng: random.Random, count: int) -> list[tw.Company]:
    listed = round(count * 1090 / 2336)
    otc = round(count * 891 / 2336)
    codes = sorted(rng.sample(range(1101, 9990), count))
    markets = [tw.LISTED] * listed + [tw.OTC] * otc + [tw.EMERGING] * (count - listed - otc)
    rng.shuffle(markets)
    used: set = set()
    companies = []
    for code, market in zip(codes, markets):
        while True:
            abbr = "".join(rng.choices(_TW_CHARS, k=rng.choice([2, 2, 3])))
            if abbr not in used:
                used.add(abbr)
                break
        industry = rng.choice(_TW_INDUSTRIES)
        cayman = rng.random() < 0.04
        year = rng.randint(1950, 2018)
        english = "".join(rng.choice(_SYLLABLES) for _ in range(2)).upper()
        company = tw.Company(
            code=f"{code}", market=market, abbreviation=abbr + ("-KY" if cayman else ""),
            name=abbr + _TW_SUFFIX.get(industry, "股份有限公司"), english=english, industry=industry,
            capital=int(math.exp(rng.uniform(math.log(2e8), math.log(3e11)))) // 10 * 10,
            founded=f"{year}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}",
            listed_on=f"{min(year + rng.randint(3, 30), 2025)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}",
            cayman=cayman)
        tw.fill_profile(company, rng, english.lower() + ".com.tw")
        companies.append(company)
    return companies


def _day(rng: random.Random, companies: list[tw.Company]):
    listed, otc = [], []
    for c in companies:
        if c.market == tw.EMERGING:
            continue
        reference = on_tick(math.exp(rng.uniform(math.log(8), math.log(2500))))
        roll = rng.random()
        if roll < 0.025:
            quote = tw.DailyQuote(c.code, c.abbreviation, reference, None, shares_issued=c.shares,
                                  volume=rng.randint(0, 3) * 1000 if c.market == tw.OTC else 0)
        else:
            pct = 10.0 if roll > 0.99 else max(-10.0, min(10.0, rng.gauss(0, 2.2)))
            quote = tw.trade(rng, c.code, c.abbreviation, reference, pct, int(math.exp(rng.gauss(13, 1.8))),
                             c.shares)
            quote.note = "除息" if 0.98 < roll <= 0.99 and c.market == tw.OTC else None
        (listed if c.market == tw.LISTED else otc).append(quote)
    for index in range(max(1, len(listed) // 12)):
        code = f"00{600 + index}" + ("" if index % 4 else "B")
        name = rng.choice(_ETF_ISSUERS) + rng.choice(_ETF_THEMES)
        target = listed if index % 3 else otc
        quote = tw.trade(rng, code, name, on_tick(rng.uniform(9, 80)), rng.gauss(0, 0.8),
                         int(math.exp(rng.gauss(14, 1.5))), rng.randint(10, 3000) * 1_000_000)
        quote.no_limits = code.endswith("B")
        target.append(quote)
    for index in range(len(otc) // 10):  # warrants: cheap, thin, many untraded
        code = f"7{index:05d}"
        quote = tw.trade(rng, code, rng.choice(_TW_CHARS) * 2 + "元大5C購0" + str(index % 9 + 1),
                         round(rng.uniform(0.05, 6), 2), rng.gauss(0, 8), rng.randint(0, 90) * 1000, 5_000_000)
        if quote.volume == 0:
            quote.close = None
        otc.append(quote)
    return listed, otc


def _emerging_day(rng: random.Random, companies: list) -> list:
    """The emerging board's day: a weighted average price for most companies, none for a few."""
    quotes = []
    for c in companies:
        if c.market != tw.EMERGING:
            continue
        previous = on_tick(math.exp(rng.uniform(math.log(8), math.log(600))))
        if rng.random() < 0.1:
            quotes.append(tw.EmergingQuote(c.code, c.abbreviation, previous, None))
            continue
        average = on_tick(previous * (1 + rng.uniform(-0.08, 0.08)))
        high, low = on_tick(average * 1.02), on_tick(average * 0.98)
        quotes.append(tw.EmergingQuote(c.code, c.abbreviation, previous, average, high, low,
                                       on_tick(rng.uniform(low, high)), rng.randint(1, 400) * 1000))
    return quotes


def _watchlist(stocks, coins, companies) -> dict:
    def entries(values, key, cost):
        return [{key: v, "quantity": 10 + i % 90, "cost": cost(i), "note": f"position {i}"} if i % 97 == 0 else v
                for i, v in enumerate(values)]
    return {
        "stocks": entries([s.symbol for s in stocks], "symbol", lambda i: round(stocks[i].price * 0.9, 2)),
        "coins": entries([c.id for c in coins], "id", lambda i: round((coins[i].price or 1) * 0.8, 10)),
        "taiwan": entries([c.code for c in companies], "code", lambda i: 100 + i % 400),
    }


def build(day: dt.date, stocks: int, coins: int, companies: int, seed: int) -> Workload:
    clock = RunClock.for_date(day)
    stock_rng, coin_rng, tw_rng = (random.Random(f"{seed}:{kind}") for kind in ("stocks", "coins", "taiwan"))
    used: set = set()
    stock_list = [_stock(stock_rng, clock, used) for _ in range(stocks)]
    coin_ids: set = set()
    coin_list = [_coin(coin_rng, clock, i, coin_ids) for i in range(coins)]
    _rank(coin_list)
    company_list = _companies(tw_rng, companies)
    listed, otc = _day(tw_rng, company_list)
    esb = _emerging_day(random.Random(f"{seed}:emerging"), company_list)
    session = random.Random(f"{seed}:session")
    crumb = "".join(session.choices(_LETTERS + _LETTERS.lower() + "0123456789./", k=11))
    watchlist = _watchlist(stock_list, coin_list, company_list)
    # The rates the holdings need (into USD, the default base) ride in the stocks' quote calls.
    held = {e["symbol"] for e in watchlist["stocks"] if isinstance(e, dict)}
    currencies = {major_currency(EXCHANGES[s.exchange].currency) for s in stock_list if s.symbol in held}
    if any(isinstance(e, dict) for e in watchlist["coins"]):
        currencies.add("USD")
    if any(isinstance(e, dict) for e in watchlist["taiwan"]):
        currencies.add("TWD")
    charts = taiwan_charts(clock, company_list, listed + otc, [c.code for c in company_list], {})
    return Workload(clock, stock_list, coin_list, company_list, listed, otc, watchlist, crumb,
                    f"d=AQABB{session.getrandbits(64):016x}&S=AQAAA{session.getrandbits(32):08x}",
                    fx=fx_quotes(currencies), taiwan_stocks=charts, esb_quotes=esb)
