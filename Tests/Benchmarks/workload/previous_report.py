"""The report.json of the day before the bundled sample, which its report is compared with.

It holds what "Since the previous report" reads (see Templates/README.md, report.json): each
asset's id, ticker, name, currency, headline price and 52-week range, and gaps. The day before,
the watchlist still held AMZN and not yet QQQ, and CoinGecko rate-limited the solana row.
Prices are the sample's own previous closes, so every change agrees with the day's change.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import sample_data
from yahoo import EXCHANGES, num, price_hint

REMOVED_STOCK = {"id": "AMZN", "symbol": "AMZN", "name": "Amazon.com, Inc.", "currency": "USD",
                 "values": {"price": 233.22, "week52_high": 258.6, "week52_low": 161.38}, "gaps": []}
NOT_YET_LISTED = {"QQQ"}
RATE_LIMITED = {"solana"}


def _entry_id(entry, key: str) -> str:
    return entry if isinstance(entry, str) else entry[key]


def _year_range_before(stock) -> tuple[float, float]:
    """The 52-week low and high as the day before saw them: the same as today's, unless today's
    high or low is itself the extreme, in which case the day before knew only the closes before it."""
    earlier = [c for c in stock.closes[:-1] if c is not None]
    low = stock.w52_low if stock.low > stock.w52_low else min(earlier)
    high = stock.w52_high if stock.high < stock.w52_high else max(earlier)
    return low, high


def _stocks(stocks: list) -> list[dict]:
    by_symbol = {stock.symbol: stock for stock in stocks}
    assets = []
    for entry in sample_data.WATCHLIST["stocks"]:
        symbol = _entry_id(entry, "symbol")
        if symbol in NOT_YET_LISTED:
            continue
        stock = by_symbol[symbol]
        # Rounded as the quote sends them, so an unchanged range compares equal.
        low, high = (num(value, price_hint(stock.price)) for value in _year_range_before(stock))
        # An index is points, without a currency.
        currency = None if symbol in sample_data._INDEX else EXCHANGES[stock.exchange].currency
        assets.append({"id": symbol, "symbol": symbol, "name": stock.long_name, "currency": currency,
                       "values": {"price": stock.prev_close, "week52_high": high, "week52_low": low},
                       "gaps": []})
    return assets + [REMOVED_STOCK]


def _alerts(stocks: list) -> list[dict]:
    """The alerts of the day before: the stocks' `above` and `below` rules at their previous
    close, as report.json lists them (the sample sets no other rule)."""
    by_symbol = {stock.symbol: stock for stock in stocks}
    alerts = []
    for entry in sample_data.WATCHLIST["stocks"]:
        rules = entry.get("alerts", {}) if isinstance(entry, dict) else {}
        for rule, threshold in rules.items():
            if rule not in ("above", "below"):
                raise SystemExit(f"error: previous_report.py evaluates only above and below, not {rule}")
            symbol, price = entry["symbol"], by_symbol[entry["symbol"]].prev_close
            if price >= threshold if rule == "above" else price <= threshold:
                alerts.append({"rule": rule, "kind": "stock", "id": symbol, "symbol": symbol,
                               "threshold": threshold, "value": price, "new": True})
    return alerts


def _rounded(price: float) -> float:
    """A price as CoinGecko would quote it: four significant digits below $1, six above."""
    return float(f"{price:.4g}" if price < 1 else f"{price:.6g}")


def _coins() -> list[dict]:
    by_id = {row[0]: row for row in sample_data._COINS}
    assets = []
    for entry in sample_data.WATCHLIST["coins"]:
        coin = _entry_id(entry, "id")
        row = by_id[coin]
        limited = coin in RATE_LIMITED
        price = None if limited else _rounded(row[4] / (1 + row[9] / 100))
        assets.append({"id": coin, "symbol": row[1].upper(), "name": row[2], "currency": "USD",
                       "values": {"price": price}, "gaps": ["rate limited"] if limited else []})
    return assets


def _taiwan() -> list[dict]:
    names = {row[0]: row[2] for row in sample_data._COMPANIES}
    references = {**sample_data._LISTED_DAY, **sample_data._OTC_DAY}
    references.update({q.code: (q.previous_average,) for q in sample_data._ESB_DAY})
    assets = []
    for entry in sample_data.WATCHLIST["taiwan"]:
        code = _entry_id(entry, "code")
        reference = references.get(code)
        assets.append({"id": code, "symbol": code, "name": names[code], "currency": "TWD",
                       "values": {"close": reference[0]} if reference else {},
                       "gaps": [] if reference else ["taiwan quote: no data"]})
    return assets


def write(out: Path, day: dt.date, stocks: list) -> int:
    """Writes `out/previous-report.json` for a sample dated `day`, whose stocks are `stocks`;
    returns its size in bytes."""
    previous = day - dt.timedelta(days=1)
    report = {"format": "market-report", "version": 1, "title": "Market Report",
              "reportDate": previous.isoformat(), "generatedAt": f"{previous.isoformat()}T21:29:58Z",
              "alerts": _alerts(stocks), "stocks": _stocks(stocks), "coins": _coins(), "taiwan": _taiwan()}
    text = json.dumps(report, ensure_ascii=False, indent=2) + "\n"
    (out / "previous-report.json").write_text(text, encoding="utf-8")
    return len(text.encode())
