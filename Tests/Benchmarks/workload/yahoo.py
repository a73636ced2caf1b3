"""Yahoo Finance: stock model, exchanges, and the quote / spark response bodies."""

from __future__ import annotations

import datetime as dt
import functools
import math
import random
from itertools import accumulate
from zoneinfo import ZoneInfo
from dataclasses import dataclass, field

from common import RunClock, compact, normals, num, sig
from taiwan import EMERGING, LISTED

_US_HOLIDAYS = frozenset({dt.date(2026, 11, 26), dt.date(2026, 12, 25), dt.date(2027, 1, 1)})
_JP_HOLIDAYS = frozenset({dt.date(2026, 11, 3), dt.date(2026, 11, 23)})


@dataclass(frozen=True)
class Exchange:
    """One Yahoo exchange: codes, time zone, currency, and trading hours in minutes after 00:00 UTC."""

    code: str
    full_name: str
    market: str
    timezone: str
    tz_short: str
    gmt_offset: int
    currency: str
    suffix: str
    opens: int
    closes: int
    source: str = "Delayed Quote"
    delay: int = 15
    holidays: frozenset = frozenset()
    state: str = "CLOSED"
    close_digits: int = 2  # decimals of the chart closes (yen and won trade in whole units)


EXCHANGES = {
    e.code: e
    for e in [
        Exchange("NMS", "NasdaqGS", "us_market", "America/New_York", "EST", -18000, "USD", "",
                 870, 1260, "Nasdaq Real Time Price", 0, _US_HOLIDAYS, "POST"),
        Exchange("NGM", "NasdaqGM", "us_market", "America/New_York", "EST", -18000, "USD", "",
                 870, 1260, "Nasdaq Real Time Price", 0, _US_HOLIDAYS, "POST"),
        Exchange("SNP", "SNP", "us_market", "America/New_York", "EST", -18000, "USD", "",
                 870, 1260, "Delayed Quote", 0, _US_HOLIDAYS, "POST"),
        Exchange("NYQ", "NYSE", "us_market", "America/New_York", "EST", -18000, "USD", "",
                 870, 1260, "Nasdaq Real Time Price", 0, _US_HOLIDAYS, "POST"),
        Exchange("PCX", "NYSEArca", "us_market", "America/New_York", "EST", -18000, "USD", "",
                 870, 1260, "Nasdaq Real Time Price", 0, _US_HOLIDAYS, "POST"),
        Exchange("JPX", "Tokyo", "jp_market", "Asia/Tokyo", "JST", 32400, "JPY", ".T", 0, 390,
                 delay=20, holidays=_JP_HOLIDAYS, close_digits=0),
        Exchange("LSE", "LSE", "gb_market", "Europe/London", "GMT", 0, "GBp", ".L", 480, 990),
        Exchange("TAI", "Taiwan", "tw_market", "Asia/Taipei", "CST", 28800, "TWD", ".TW", 60, 330,
                 delay=20),
        Exchange("GER", "XETRA", "de_market", "Europe/Berlin", "CET", 3600, "EUR", ".DE", 480, 990),
        Exchange("PAR", "Paris", "fr_market", "Europe/Paris", "CET", 3600, "EUR", ".PA", 480, 990),
        Exchange("HKG", "HKSE", "hk_market", "Asia/Hong_Kong", "HKT", 28800, "HKD", ".HK", 90, 480),
        Exchange("TOR", "Toronto", "ca_market", "America/Toronto", "EST", -18000, "CAD", ".TO",
                 870, 1260),
        Exchange("ASX", "ASX", "au_market", "Australia/Sydney", "AEDT", 39600, "AUD", ".AX", -60, 300,
                 delay=20),
        Exchange("NSI", "NSE", "in_market", "Asia/Kolkata", "IST", 19800, "INR", ".NS", 225, 600),
        Exchange("KSC", "KSE", "kr_market", "Asia/Seoul", "KST", 32400, "KRW", ".KS", 0, 390,
                 delay=20, close_digits=0),
        Exchange("EBS", "Swiss", "ch_market", "Europe/Zurich", "CET", 3600, "CHF", ".SW", 480, 1050),
        Exchange("SAO", "São Paulo", "br_market", "America/Sao_Paulo", "BRT", -10800, "BRL", ".SA",
                 780, 1260),
    ]
}


@dataclass
class Stock:
    """Everything a quote and a spark answer say about one symbol."""

    symbol: str
    short_name: str
    long_name: str
    exchange: str
    price: float
    prev_close: float
    open: float
    high: float
    low: float
    volume: int
    avg_volume_3m: int
    avg_volume_10d: int
    shares: int
    w52_low: float
    w52_high: float
    w52_change_pct: float
    closes: list = field(default_factory=list)
    chart_prev_close: float = 0.0
    quote_type: str = "EQUITY"
    financial_currency: str | None = None
    eps: float | None = None
    eps_forward: float | None = None
    dividend_rate: float | None = None
    book_value: float | None = None
    post_price: float | None = None
    analyst_rating: str | None = None
    first_trade: int = 0
    board_id: str = ""
    etf: dict | None = None
    events: dict | None = None  # earnings and dividend keys of the quote that replace the made-up ones


_TYPE_DISPLAY = {"EQUITY": "Equity", "ETF": "ETF", "MUTUALFUND": "Fund"}


def price_hint(price: float) -> int:
    return 4 if price < 1 else 2


def price_path(rng: random.Random, days: int, last: float, previous: float, first: float,
               volatility: float) -> list:
    """`days` + 1 closes: `first` (the close before the range, `chartPreviousClose`), a random
    bridge with `volatility` a day from it to `previous`, then `last`."""
    steps = days - 1
    walk = list(accumulate((d * volatility for d in normals(rng, steps)), initial=0.0))
    rise = math.log(previous / first)
    closes = [first * math.exp(rise * k / steps + walk[k] - walk[steps] * k / steps)
              for k in range(steps + 1)]
    closes[-1] = previous
    return closes + [last]


def bridge(rng: random.Random, steps: int, start: float, end: float, volatility: float) -> list:
    """`steps` + 1 closes: a random walk with `volatility` a day from `start` pinned to `end`."""
    if steps <= 0:
        return [end]
    walk = list(accumulate((d * volatility for d in normals(rng, steps)), initial=0.0))
    rise = math.log(end / start)
    path = [start * math.exp(rise * k / steps + walk[k] - walk[steps] * k / steps) for k in range(steps + 1)]
    path[-1] = end
    return path


def history_path(rng: random.Random, clock: RunClock, exchange: str, price: float, previous: float,
                 month_move: float, older_move: float, volatility: float) -> list:
    """Closes for two years of trading days plus the close before them (`chartPreviousClose`):
    the last month moves `month_move` % to `previous` then `price` (drawn first, so a month-long
    story stays as it was), the 23 months before it `older_move` % to that month's first close."""
    holidays = EXCHANGES[exchange].holidays
    month_days = len(clock.trading_days(holidays, months=1))
    all_days = len(clock.trading_days(holidays))
    first = previous / (1 + month_move / 100)
    month = price_path(rng, month_days, price, previous, first, volatility)
    older = bridge(random.Random(f"{rng.random()}:older"), all_days - month_days, first / (1 + older_move / 100),
                   first, volatility)
    return older[:-1] + month


def taiwan_charts(clock: RunClock, companies: list[object], quotes: list[object],
                  codes: list[str], moves: dict) -> list[Stock]:
    """The Yahoo charts (`CODE.TW` listed, `CODE.TWO` OTC) of the listed and OTC `codes`, ending
    on their daily close (the reference price when untraded), in symbol order (how the spark
    calls ask for them); `moves` gives a code's month and older moves (%), else flat."""
    by_code = {c.code: c for c in companies}
    day = {q.code: q for q in quotes}
    charts = []
    for code in codes:
        company, quote = by_code.get(code), day.get(code)
        if company is None or company.market == EMERGING or quote is None:
            continue
        symbol = code + (".TW" if company.market == LISTED else ".TWO")
        month, older = moves.get(code, (0.0, 0.0))
        close = quote.close if quote.close is not None else quote.reference
        path = history_path(random.Random(f"chart:{symbol}"), clock, "TAI", close, quote.reference,
                            month, older, 0.012)
        year = path[-253:]
        charts.append(Stock(
            symbol=symbol, short_name=company.english, long_name=company.name, exchange="TAI",
            price=close, prev_close=quote.reference, open=quote.open or close, high=quote.high or close, low=quote.low or close,
            volume=quote.volume, avg_volume_3m=quote.volume, avg_volume_10d=quote.volume,
            shares=company.shares, w52_low=min(year), w52_high=max(year), w52_change_pct=0.0,
            closes=path[1:], chart_prev_close=path[0]))
    return sorted(charts, key=lambda s: s.symbol)


# US dollars per unit of each major currency the exchanges quote in, for the rates' quotes.
USD_PER_UNIT = {"USD": 1.0, "JPY": 0.006654, "GBP": 1.2705, "TWD": 0.031908, "EUR": 1.0842, "HKD": 0.12853,
                "CAD": 0.7152, "AUD": 0.6531, "INR": 0.011843, "KRW": 0.000716, "CHF": 1.1322, "BRL": 0.18714}
_MINOR_UNITS = {"GBp": "GBP", "GBX": "GBP", "ZAc": "ZAR", "ILA": "ILS"}


def major_currency(code: str) -> str:
    """The currency totals and rates are kept in: `GBP` for a `GBp` (pence) quote."""
    return _MINOR_UNITS.get(code, code.upper())


def fx_quotes(currencies: set, base: str = "USD") -> list:
    """The rate quotes a run into `base` asks for: one per other currency, in code order."""
    return [FxQuote(c, base, USD_PER_UNIT[c] / USD_PER_UNIT[base]) for c in sorted(currencies - {base})]


@dataclass
class FxQuote:
    """An exchange-rate quote, `XXXYYY=X`: units of `to` per unit of `from_`."""

    from_: str
    to: str
    rate: float

    @property
    def symbol(self) -> str:
        return f"{self.from_}{self.to}=X"


def fx_quote(fx: FxQuote, clock: RunClock) -> dict:
    """The quote item Yahoo sends for a currency pair (`quoteType: CURRENCY`)."""
    digits = 6 if fx.rate < 1 else 4
    return {
        "language": "en-US", "region": "US", "quoteType": "CURRENCY", "typeDisp": "Currency",
        "quoteSourceName": "Delayed Quote", "triggerable": False, "currency": fx.to,
        "exchange": "CCY", "shortName": f"{fx.from_}/{fx.to}", "longName": f"{fx.from_}/{fx.to}",
        "messageBoardId": f"finmb_{fx.from_}_X", "exchangeTimezoneName": "Europe/London",
        "exchangeTimezoneShortName": "GMT", "gmtOffSetMilliseconds": 0, "market": "ccy_market",
        "marketState": "REGULAR", "regularMarketPrice": num(fx.rate, digits),
        "regularMarketTime": clock.epoch - 60, "regularMarketChange": 0.0,
        "regularMarketChangePercent": 0.0, "regularMarketPreviousClose": num(fx.rate, digits),
        "fullExchangeName": "CCY", "sourceInterval": 15, "exchangeDataDelayedBy": 0, "tradeable": False,
        "symbol": fx.symbol,
    }


def _f(value: float) -> float | int:
    """A float field as Yahoo prints it: about 8 significant digits (`3.0700073`)."""
    return sig(value, 8)


def _money(stock: Stock) -> float:
    """The price in whole currency units (pence to pounds for `GBp`)."""
    return stock.price / 100 if EXCHANGES[stock.exchange].currency == "GBp" else stock.price


def _range(low: float, high: float, digits: int) -> str:
    return f"{float(round(low, digits))!r} - {float(round(high, digits))!r}"


def quote(stock: Stock, clock: RunClock) -> dict:
    """The `quoteResponse.result[]` object Yahoo answers for `stock`."""
    ex = EXCHANGES[stock.exchange]
    digits = price_hint(stock.price)
    p = lambda value: num(value, digits)  # noqa: E731
    change = stock.price - stock.prev_close
    equity = stock.quote_type == "EQUITY"
    session = exchange_day(stock.exchange, clock)
    q: dict = {
        "language": "en-US", "region": "US", "quoteType": stock.quote_type,
        "typeDisp": _TYPE_DISPLAY.get(stock.quote_type, stock.quote_type.title()),
        "quoteSourceName": ex.source, "triggerable": ex.market == "us_market",
        "customPriceAlertConfidence": "HIGH" if ex.market == "us_market" else "LOW",
        "currency": ex.currency, "shortName": stock.short_name, "longName": stock.long_name,
        "regularMarketChangePercent": _f(change / stock.prev_close * 100),
        "regularMarketPrice": p(stock.price),
        "hasPrePostMarketData": ex.market == "us_market",
        "firstTradeDateMilliseconds": stock.first_trade * 1000, "priceHint": digits,
    }
    if stock.post_price is not None and ex.state == "POST":
        post_change = stock.post_price - stock.price
        q["postMarketChangePercent"] = _f(post_change / stock.price * 100)
        q["postMarketPrice"] = p(stock.post_price)
        q["postMarketChange"] = _f(post_change)
    q.update({
        "regularMarketChange": _f(change),
        "regularMarketDayHigh": p(stock.high),
        "regularMarketDayRange": _range(stock.low, stock.high, digits),
        "regularMarketDayLow": p(stock.low),
        "regularMarketVolume": stock.volume,
        "regularMarketPreviousClose": p(stock.prev_close),
    })
    tick = 0.01 if stock.price < 100 else 0.05
    q.update({
        "bid": p(stock.price - tick), "ask": p(stock.price + tick),
        "bidSize": 1 + stock.volume % 9, "askSize": 1 + stock.volume % 7,
        "fullExchangeName": ex.full_name,
        "financialCurrency": stock.financial_currency or ex.currency.upper(),
        "regularMarketOpen": p(stock.open),
        "averageDailyVolume3Month": stock.avg_volume_3m,
        "averageDailyVolume10Day": stock.avg_volume_10d,
        "fiftyTwoWeekLowChange": _f(stock.price - stock.w52_low),
        "fiftyTwoWeekLowChangePercent": _f((stock.price - stock.w52_low) / stock.w52_low),
        "fiftyTwoWeekRange": _range(stock.w52_low, stock.w52_high, digits),
        "fiftyTwoWeekHighChange": _f(stock.price - stock.w52_high),
        "fiftyTwoWeekHighChangePercent": _f((stock.price - stock.w52_high) / stock.w52_high),
        "fiftyTwoWeekLow": p(stock.w52_low), "fiftyTwoWeekHigh": p(stock.w52_high),
        "fiftyTwoWeekChangePercent": _f(stock.w52_change_pct),
    })
    money = _money(stock)
    if equity:
        earnings = session.earnings_base + 86400 * (stock.volume % 20)
        q.update({
            "earningsTimestamp": earnings - 86400 * 91, "earningsTimestampStart": earnings,
            "earningsTimestampEnd": earnings + 86400 * 4, "isEarningsDateEstimate": True,
        })
    if stock.dividend_rate:
        q.update({
            "dividendDate": session.dividend_date,
            "trailingAnnualDividendRate": num(stock.dividend_rate * 0.97, 4),
            "trailingAnnualDividendYield": _f(stock.dividend_rate * 0.97 / stock.prev_close),
            "dividendRate": num(stock.dividend_rate, 4),
            "dividendYield": num(stock.dividend_rate / stock.price * 100, 2),
        })
    if stock.events:
        q.update(stock.events)
    if stock.etf:
        q.update(stock.etf)
    if stock.eps is not None:
        if stock.eps > 0:
            q["trailingPE"] = _f(money / stock.eps)
        q["epsTrailingTwelveMonths"] = num(stock.eps, 4)
    if equity and stock.eps_forward is not None:
        q["epsForward"] = num(stock.eps_forward, 4)
        q["epsCurrentYear"] = num((stock.eps or stock.eps_forward) * 1.04, 4)
        if q["epsCurrentYear"]:
            q["priceEpsCurrentYear"] = _f(money / q["epsCurrentYear"])
    closes = [c for c in stock.closes if c is not None]
    fifty = sum(closes) / len(closes) * 0.99
    two_hundred = (stock.w52_low + stock.w52_high) / 2
    if stock.shares:  # an index has no shares and no market cap
        q["sharesOutstanding"] = stock.shares
    if stock.book_value:
        q["bookValue"] = num(stock.book_value, 3)
    q.update({
        "fiftyDayAverage": _f(fifty), "fiftyDayAverageChange": _f(stock.price - fifty),
        "fiftyDayAverageChangePercent": _f((stock.price - fifty) / fifty),
        "twoHundredDayAverage": _f(two_hundred),
        "twoHundredDayAverageChange": _f(stock.price - two_hundred),
        "twoHundredDayAverageChangePercent": _f((stock.price - two_hundred) / two_hundred),
    })
    if stock.shares:
        q["marketCap"] = int(money * stock.shares)
    if stock.book_value:
        q["priceToBook"] = _f(money / stock.book_value)
    if equity and stock.eps_forward and stock.eps_forward > 0:
        q["forwardPE"] = _f(money / stock.eps_forward)
    q.update({"sourceInterval": 15, "exchangeDataDelayedBy": ex.delay})
    if stock.analyst_rating:
        q["averageAnalystRating"] = stock.analyst_rating
    q.update({"tradeable": False, "cryptoTradeable": False, "corporateActions": []})
    if "postMarketPrice" in q:
        q["postMarketTime"] = clock.epoch - 37
    q.update({
        "regularMarketTime": session.market_time, "marketState": ex.state, "exchange": ex.code,
        "messageBoardId": stock.board_id, "exchangeTimezoneName": ex.timezone,
        "exchangeTimezoneShortName": ex.tz_short, "gmtOffSetMilliseconds": ex.gmt_offset * 1000,
        "market": ex.market, "esgPopulated": False,
    })
    if equity:
        q["displayName"] = stock.short_name.split(" ")[0].title()
    q["symbol"] = stock.symbol
    return q


@dataclass(frozen=True)
class ExchangeDay:
    """What one exchange's report day looks like: bar times, session times, trading periods."""

    timestamps: tuple
    market_time: int
    periods: dict
    earnings_base: int
    dividend_date: int


_VALID_RANGES = ["1d", "5d", "1mo", "3mo", "6mo", "1y", "2y", "5y", "10y", "ytd", "max"]


@functools.lru_cache(maxsize=None)
def exchange_day(code: str, clock: RunClock) -> ExchangeDay:
    """The `ExchangeDay` of exchange `code` on the clock's report date (computed once)."""
    ex = EXCHANGES[code]
    day = clock.report_date
    us = ex.market == "us_market"

    def period(start: int, end: int) -> dict:
        return {"timezone": ex.tz_short, "start": clock.at(day, start), "end": clock.at(day, end),
                "gmtoffset": ex.gmt_offset}

    return ExchangeDay(
        timestamps=tuple(clock.at(d, ex.opens) for d in clock.trading_days(ex.holidays)),
        market_time=min(clock.at(day, ex.closes), clock.epoch),
        periods={"pre": period(ex.opens - 330 if us else ex.opens, ex.opens),
                 "regular": period(ex.opens, ex.closes),
                 "post": period(ex.closes, ex.closes + 240 if us else ex.closes)},
        earnings_base=clock.at(day + dt.timedelta(days=55), ex.closes + 30),
        dividend_date=clock.at(day + dt.timedelta(days=40), 0))


def spark_item(stock: Stock, clock: RunClock) -> dict:
    """The `spark.result[]` item for `stock`: meta plus timestamps and closes (nulls kept)."""
    ex = EXCHANGES[stock.exchange]
    session = exchange_day(stock.exchange, clock)
    timestamps = session.timestamps
    closes = stock.closes[-len(timestamps):]
    digits = price_hint(stock.price)
    bar_digits = min(digits, ex.close_digits)
    meta = {
        "currency": ex.currency, "symbol": stock.symbol, "exchangeName": ex.code,
        "fullExchangeName": ex.full_name, "instrumentType": stock.quote_type,
        "firstTradeDate": stock.first_trade,
        "regularMarketTime": session.market_time,
        "hasPrePostMarketData": ex.market == "us_market", "gmtoffset": ex.gmt_offset,
        "timezone": ex.tz_short, "exchangeTimezoneName": ex.timezone,
        "regularMarketPrice": num(stock.price, digits),
        "fiftyTwoWeekHigh": num(stock.w52_high, 2), "fiftyTwoWeekLow": num(stock.w52_low, 2),
        "regularMarketDayHigh": num(stock.high, 2), "regularMarketDayLow": num(stock.low, 2),
        "regularMarketVolume": stock.volume, "longName": stock.long_name,
        "shortName": stock.short_name,
        "chartPreviousClose": num(stock.chart_prev_close, bar_digits), "priceHint": digits,
        "currentTradingPeriod": session.periods,
        "dataGranularity": "1d", "range": "2y", "validRanges": _VALID_RANGES,
    }
    return {
        "symbol": stock.symbol,
        "response": [{
            "meta": meta,
            "timestamp": list(timestamps[-len(closes):]),
            "indicators": {"quote": [{"close": [None if c is None else num(c, bar_digits) for c in closes]}]},
        }],
    }


def quote_body(items: list, clock: RunClock) -> str:
    """A quote answer for stocks and currency pairs, in the order asked."""
    result = [fx_quote(i, clock) if isinstance(i, FxQuote) else quote(i, clock) for i in items]
    return compact({"quoteResponse": {"result": result, "error": None}})


def fx_spark_item(fx: FxQuote, clock: RunClock) -> dict:
    """The `spark.result[]` item of a currency pair: a close each weekday of the two years, each
    bar stamped at midnight in London (23:00 UTC the day before in summer time), as Yahoo stamps
    a rate's daily bars; the closes wander (drawn from the pair's symbol) to today's rate."""
    london = ZoneInfo("Europe/London")
    days = clock.trading_days(frozenset())
    rng = random.Random(f"fx:{fx.symbol}")
    closes = bridge(rng, len(days), fx.rate / (1 + rng.uniform(-8, 8) / 100), fx.rate, 0.004)
    digits = 6 if fx.rate < 1 else 4
    meta = {
        "currency": fx.to, "symbol": fx.symbol, "exchangeName": "CCY", "fullExchangeName": "CCY",
        "instrumentType": "CURRENCY", "firstTradeDate": 1070236800, "regularMarketTime": clock.epoch - 60,
        "hasPrePostMarketData": False, "gmtoffset": 0, "timezone": "GMT", "exchangeTimezoneName": "Europe/London",
        "regularMarketPrice": num(fx.rate, digits), "longName": f"{fx.from_}/{fx.to}",
        "shortName": f"{fx.from_}/{fx.to}", "chartPreviousClose": num(closes[0], digits), "priceHint": digits,
        "dataGranularity": "1d", "range": "2y", "validRanges": _VALID_RANGES,
    }
    return {
        "symbol": fx.symbol,
        "response": [{
            "meta": meta,
            "timestamp": [int(dt.datetime(d.year, d.month, d.day, tzinfo=london).timestamp()) for d in days],
            "indicators": {"quote": [{"close": [num(c, digits) for c in closes[1:]]}]},
        }],
    }


def spark_body(stocks: list, clock: RunClock) -> str:
    """A spark answer for stocks and currency pairs, in the order asked."""
    items = [fx_spark_item(s, clock) if isinstance(s, FxQuote) else spark_item(s, clock) for s in stocks]
    return compact({"spark": {"result": items, "error": None}})
