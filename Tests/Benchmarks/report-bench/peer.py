#!/usr/bin/env python3
"""A straightforward Python peer of `market-report report --replay`, for the scale benchmark.

Reads the same recorded folder (one `.http` file per exchange: header block, blank line, JSON
body) and the same watchlist, joins watchlist + Yahoo quotes and spark closes + CoinGecko
markets and details + the TWSE/TPEx directories and daily quotes, formats the numbers the way
the report does (two decimals, grouping, K/M/Bn/Tr abbreviations, signed percentages) and
writes index.html (a Jinja2 template: a table per asset class and a card per asset),
report.md and the three CSV files with the command-line contract's columns.

    peer.py --replay DIR --watchlist FILE --output OUT --date YYYY-MM-DD
"""

import argparse
import csv
import json
import math
import os
from datetime import datetime, timezone
from pathlib import Path

import jinja2

HERE = Path(__file__).resolve().parent

STOCK_COLUMNS = ["symbol", "name", "currency", "price", "change", "change_percent", "previous_close",
                 "open", "day_high", "day_low", "volume", "market_cap", "pe_ratio", "eps",
                 "week52_low", "week52_high", "market_state", "market_time", "status"]
COIN_COLUMNS = ["id", "symbol", "name", "price", "change_24h", "change_percent_24h", "market_cap",
                "market_cap_change_percent_24h", "rank", "volume", "high_24h", "low_24h",
                "block_time_minutes", "hashing_algorithm", "last_updated", "status"]
TAIWAN_COLUMNS = ["code", "name", "company_name", "market", "industry", "capital", "close", "change",
                  "open", "high", "low", "volume", "trade_value", "date", "status"]
CURRENCY_SIGNS = {"USD": "$", "JPY": "¥", "GBP": "£", "EUR": "€", "TWD": "NT$", "HKD": "HK$",
                  "CAD": "CA$", "AUD": "A$", "INR": "₹", "KRW": "₩", "CHF": "CHF ", "BRL": "R$"}


# Recordings -----------------------------------------------------------------------------------

def read_recordings(folder):
    """Every exchange in the folder as (path, query, body), body decoded from JSON when it is."""
    exchanges = []
    for root, _, files in os.walk(folder):
        for name in files:
            if not name.endswith(".http"):
                continue
            data = Path(root, name).read_bytes()
            head, _, body = data.partition(b"\n\n")
            lines = head.decode("utf-8").splitlines()
            method, url = lines[0].split(" ", 1)
            status = int(lines[1].split(":", 1)[1])
            path, _, query = url.partition("?")
            text = body.decode("utf-8")
            try:
                value = json.loads(text) if status == 200 and text[:1] in "[{" else text
            except json.JSONDecodeError:
                value = None
            exchanges.append((path, query, value))
    return exchanges


def index_recordings(exchanges):
    quotes, closes, markets, details = {}, {}, {}, {}
    companies, daily = {}, {}
    for path, _, body in exchanges:
        if path.endswith("/v7/finance/quote"):
            for quote in body["quoteResponse"]["result"] or []:
                quotes[quote["symbol"].upper()] = quote
        elif path.endswith("/v7/finance/spark"):
            for item in body["spark"]["result"] or []:
                response = (item.get("response") or [{}])[0]
                series = (response.get("indicators", {}).get("quote") or [{}])[0].get("close") or []
                closes[item["symbol"].upper()] = [c for c in series if c is not None]
        elif path.endswith("/coins/markets"):
            for row in body:
                markets[row["id"]] = row
        elif "/coins/" in path and isinstance(body, dict):
            details[body["id"]] = body
        elif path.endswith("t187ap03_L"):
            for row in body:
                companies.setdefault(row["公司代號"].strip(), ("listed", row["公司簡稱"], row["公司名稱"],
                                                               row["產業別"], row["實收資本額"]))
        elif path.endswith("t187ap03_O") or path.endswith("t187ap03_R"):
            market = "otc" if path.endswith("_O") else "emerging"
            for row in body:
                companies.setdefault(row["SecuritiesCompanyCode"].strip(),
                                     (market, row["CompanyAbbreviation"], row["CompanyName"],
                                      row["SecuritiesIndustryCode"], row["Paidin.Capital.NTDollars"]))
        elif path.endswith("STOCK_DAY_ALL"):
            for row in body:
                daily.setdefault(row["Code"].strip(), {
                    "date": row["Date"], "open": row["OpeningPrice"], "high": row["HighestPrice"],
                    "low": row["LowestPrice"], "close": row["ClosingPrice"], "change": row["Change"],
                    "volume": row["TradeVolume"], "value": row["TradeValue"],
                    "transactions": row["Transaction"]})
        elif path.endswith("tpex_mainboard_daily_close_quotes"):
            for row in body:
                daily.setdefault(row["SecuritiesCompanyCode"].strip(), {
                    "date": row["Date"], "open": row["Open"], "high": row["High"], "low": row["Low"],
                    "close": row["Close"], "change": row["Change"], "volume": row["TradingShares"],
                    "value": row["TransactionAmount"], "transactions": row["TransactionNumber"]})
    return quotes, closes, markets, details, companies, daily


# Formatting -----------------------------------------------------------------------------------

def number(value):
    """A finite float from a JSON number or an exchange's text, else None."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, str):
        value = value.strip().replace(",", "").lstrip("+")
        try:
            value = float(value)
        except ValueError:
            return None
    value = float(value)
    return value if math.isfinite(value) else None


def grouped(value, decimals=2):
    return "n/a" if value is None else f"{value:,.{decimals}f}"


def money(value, currency):
    if value is None:
        return "n/a"
    sign = "-" if value < 0 else ""
    magnitude = abs(value)
    decimals = 2 if magnitude >= 1 or magnitude == 0 else min(6, 3 - int(math.floor(math.log10(magnitude))))
    return f"{sign}{CURRENCY_SIGNS.get(currency, currency + ' ')}{magnitude:,.{decimals}f}"


def abbreviated(value, prefix=""):
    if value is None:
        return "n/a"
    sign = "-" if value < 0 else ""
    magnitude = abs(value)
    for limit, suffix in ((1e12, "Tr"), (1e9, "Bn"), (1e6, "M"), (1e3, "K")):
        if magnitude >= limit:
            return f"{sign}{prefix}{magnitude / limit:,.2f}{suffix}"
    return f"{sign}{prefix}{magnitude:,.2f}"


def percent(value):
    return "" if value is None else f"{value:+.2f}%"


def raw(value):
    if value is None:
        return ""
    text = f"{value:.10f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def direction(value):
    return "flat" if not value else ("up" if value > 0 else "down")


def statistic(title, value, change=None):
    return {"title": title, "value": value, "changeText": percent(change), "direction": direction(change)}


def sparkline(closes):
    if len(closes) < 2:
        return None
    low, high = min(closes), max(closes)
    span = (high - low) or 1.0
    step = 120 / (len(closes) - 1)
    points = " ".join(f"{i * step:.1f},{30 - (c - low) / span * 30:.1f}" for i, c in enumerate(closes))
    return {"points": points, "direction": direction(closes[-1] - closes[0])}


def roc_date(text):
    text = (text or "").strip()
    if len(text) != 7 or not text.isdigit():
        return ""
    return f"{int(text[:3]) + 1911:04d}-{text[3:5]}-{text[5:]}"


# Assets ---------------------------------------------------------------------------------------

def key_of(entry, key):
    return entry[key] if isinstance(entry, dict) else entry


def stock_asset(entry, quote, closes):
    symbol = key_of(entry, "symbol").upper()
    q = quote or {}
    currency = q.get("currency", "USD")
    price, change_pct = number(q.get("regularMarketPrice")), number(q.get("regularMarketChangePercent"))
    row = {"symbol": symbol, "name": q.get("longName") or q.get("shortName") or symbol, "currency": currency,
           "price": raw(price), "change": raw(number(q.get("regularMarketChange"))),
           "change_percent": raw(change_pct), "previous_close": raw(number(q.get("regularMarketPreviousClose"))),
           "open": raw(number(q.get("regularMarketOpen"))), "day_high": raw(number(q.get("regularMarketDayHigh"))),
           "day_low": raw(number(q.get("regularMarketDayLow"))), "volume": raw(number(q.get("regularMarketVolume"))),
           "market_cap": raw(number(q.get("marketCap"))), "pe_ratio": raw(number(q.get("trailingPE"))),
           "eps": raw(number(q.get("epsTrailingTwelveMonths"))),
           "week52_low": raw(number(q.get("fiftyTwoWeekLow"))), "week52_high": raw(number(q.get("fiftyTwoWeekHigh"))),
           "market_state": q.get("marketState", ""),
           "market_time": iso(q.get("regularMarketTime")), "status": "ok" if quote else "not found"}
    overview = [statistic("Price", money(price, currency), change_pct),
                statistic("Change", money(number(q.get("regularMarketChange")), currency)),
                statistic("Market Cap", abbreviated(number(q.get("marketCap")), CURRENCY_SIGNS.get(currency, ""))),
                statistic("Volume", abbreviated(number(q.get("regularMarketVolume"))))]
    additional = [statistic(title, money(number(q.get(key)), currency)) for title, key in (
        ("Open", "regularMarketOpen"), ("Day High", "regularMarketDayHigh"), ("Day Low", "regularMarketDayLow"),
        ("Previous Close", "regularMarketPreviousClose"), ("52W High", "fiftyTwoWeekHigh"),
        ("52W Low", "fiftyTwoWeekLow"))]
    additional += [statistic("Avg Volume (3M)", abbreviated(number(q.get("averageDailyVolume3Month")))),
                   statistic("P/E", grouped(number(q.get("trailingPE")))),
                   statistic("EPS", grouped(number(q.get("epsTrailingTwelveMonths")))),
                   statistic("Dividend Yield", percent(number(q.get("dividendYield"))).lstrip("+") or "n/a"),
                   statistic("Post-Market", money(number(q.get("postMarketPrice")), currency),
                             number(q.get("postMarketChangePercent"))),
                   statistic("Market State", q.get("marketState", "n/a")),
                   statistic("Exchange", q.get("fullExchangeName", "n/a"))]
    cells = [symbol, row["name"], money(price, currency), percent(change_pct),
             abbreviated(number(q.get("marketCap"))), abbreviated(number(q.get("regularMarketVolume")))]
    return asset("stock", symbol, row["name"], entry, overview, additional, cells, change_pct,
                 sparkline(closes or []), row, price)


def coin_asset(entry, market, detail):
    coin_id = key_of(entry, "id").lower()
    m, d = market or {}, detail or {}
    price, change_pct = number(m.get("current_price")), number(m.get("price_change_percentage_24h"))
    block = number(d.get("block_time_in_minutes"))
    row = {"id": coin_id, "symbol": (m.get("symbol") or "").upper(), "name": m.get("name") or coin_id,
           "price": raw(price), "change_24h": raw(number(m.get("price_change_24h"))),
           "change_percent_24h": raw(change_pct), "market_cap": raw(number(m.get("market_cap"))),
           "market_cap_change_percent_24h": raw(number(m.get("market_cap_change_percentage_24h"))),
           "rank": raw(number(m.get("market_cap_rank"))), "volume": raw(number(m.get("total_volume"))),
           "high_24h": raw(number(m.get("high_24h"))), "low_24h": raw(number(m.get("low_24h"))),
           "block_time_minutes": raw(block), "hashing_algorithm": d.get("hashing_algorithm") or "",
           "last_updated": m.get("last_updated") or "", "status": "ok" if market else "not found"}
    rank = number(m.get("market_cap_rank"))
    overview = [statistic("Current Price", money(price, "USD"), change_pct),
                statistic("Market Capitalization", abbreviated(number(m.get("market_cap")), "$"),
                          number(m.get("market_cap_change_percentage_24h"))),
                statistic("Rank", f"#{int(rank)}" if rank else "n/a"),
                statistic("Volume", abbreviated(number(m.get("total_volume")), "$"))]
    additional = [statistic("24h High", money(number(m.get("high_24h")), "USD")),
                  statistic("24h Low", money(number(m.get("low_24h")), "USD")),
                  statistic("24h Price Change", money(number(m.get("price_change_24h")), "USD"), change_pct),
                  statistic("24h Market Cap Change", abbreviated(number(m.get("market_cap_change_24h")), "$"),
                            number(m.get("market_cap_change_percentage_24h"))),
                  statistic("Block Time", f"{grouped(block, 0)} minutes" if block else "n/a"),
                  statistic("Hashing Algorithm", d.get("hashing_algorithm") or "n/a")]
    cells = [row["symbol"], row["name"], money(price, "USD"), percent(change_pct),
             abbreviated(number(m.get("market_cap")), "$"), overview[2]["value"]]
    prices = [p for p in ((m.get("sparkline_in_7d") or {}).get("price") or []) if p is not None]
    return asset("coin", coin_id, row["name"], entry, overview, additional, cells, change_pct,
                 sparkline(prices), row, price)


def taiwan_asset(entry, company, quote):
    code = str(key_of(entry, "code"))
    market, name, company_name, industry, capital = company or ("", code, "", "", "")
    q = quote or {}
    close, change = number(q.get("close")), number(q.get("change"))
    previous = close - change if close is not None and change is not None else None
    change_pct = change / previous * 100 if previous else None
    row = {"code": code, "name": name, "company_name": company_name, "market": market, "industry": industry,
           "capital": raw(number(capital)), "close": raw(close), "change": raw(change),
           "open": raw(number(q.get("open"))), "high": raw(number(q.get("high"))), "low": raw(number(q.get("low"))),
           "volume": raw(number(q.get("volume"))), "trade_value": raw(number(q.get("value"))),
           "date": roc_date(q.get("date")),
           "status": "ok" if company and (quote or market == "emerging") else "not found"}
    overview = [statistic("Close", money(close, "TWD"), change_pct), statistic("Change", money(change, "TWD")),
                statistic("Volume", abbreviated(number(q.get("volume")))),
                statistic("Trade Value", abbreviated(number(q.get("value")), "NT$"))]
    additional = [statistic("Open", money(number(q.get("open")), "TWD")),
                  statistic("High", money(number(q.get("high")), "TWD")),
                  statistic("Low", money(number(q.get("low")), "TWD")),
                  statistic("Transactions", grouped(number(q.get("transactions")), 0)),
                  statistic("Market", market or "n/a"), statistic("Industry", industry or "n/a"),
                  statistic("Company Name", company_name or "n/a"),
                  statistic("Paid-in Capital", abbreviated(number(capital), "NT$"))]
    cells = [code, name, money(close, "TWD"), percent(change_pct), abbreviated(number(q.get("volume"))),
             market or "n/a"]
    return asset("taiwan", code, name, entry, overview, additional, cells, change_pct, None, row, close)


def asset(kind, key, name, entry, overview, additional, cells, change_pct, spark, row, price):
    note = entry.get("note", "") if isinstance(entry, dict) else ""
    holding = []
    if isinstance(entry, dict) and number(entry.get("quantity")) is not None:
        quantity, cost = number(entry.get("quantity")), number(entry.get("cost"))
        value = quantity * price if price is not None else None
        basis = quantity * cost if cost is not None else None
        gain = value - basis if value is not None and basis is not None else None
        holding = [statistic("Quantity", grouped(quantity, 4)), statistic("Market Value", grouped(value)),
                   statistic("Cost Basis", grouped(basis)),
                   statistic("Profit/Loss", grouped(gain), gain / basis * 100 if gain is not None and basis else None)]
    return {"kind": kind, "key": key, "name": name, "anchor": f"{kind}-{key.lower().replace('.', '-')}",
            "status": row["status"], "note": note, "headline": overview[0], "overview": overview,
            "additional": additional, "holding": holding, "cells": cells, "change": change_pct,
            "sparkline": spark, "row": row}


def iso(seconds):
    if seconds is None:
        return ""
    return datetime.fromtimestamp(seconds, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


# Output ---------------------------------------------------------------------------------------

def markdown_cell(text):
    return str(text).replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


def write_markdown(path, date, sections, gainers, losers):
    lines = [f"# Market Report — {date}", ""]
    for title, rows in (("Top gainers", gainers), ("Top losers", losers)):
        lines += [f"## {title}", "", "| Name | Symbol | Price | Change |", "| --- | --- | ---: | ---: |"]
        lines += [f"| {markdown_cell(a['name'])} | {markdown_cell(a['key'])} | {a['headline']['value']} | "
                  f"{percent(a['change'])} |" for a in rows]
        lines.append("")
    for section in sections:
        lines += [f"## {section['title']} ({len(section['assets'])})", ""]
        lines.append("| " + " | ".join(section["columns"]) + " |")
        lines.append("| " + " | ".join("---" for _ in section["columns"]) + " |")
        lines += ["| " + " | ".join(markdown_cell(c) for c in a["cells"]) + " |" for a in section["assets"]]
        lines.append("")
    Path(path).write_text("\n".join(lines), encoding="utf-8")


def write_csv(path, columns, assets):
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\r\n")
        writer.writerow(columns)
        for a in assets:
            writer.writerow([guard(a["row"][column]) for column in columns])


def guard(text):
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") and not is_number(text) else text


def is_number(text):
    return number(text) is not None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replay", required=True)
    parser.add_argument("--watchlist", required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--date", required=True)
    args = parser.parse_args()

    watchlist = json.loads(Path(args.watchlist).read_text(encoding="utf-8"))
    quotes, closes, markets, details, companies, daily = index_recordings(read_recordings(args.replay))
    stocks = [stock_asset(e, quotes.get(key_of(e, "symbol").upper()), closes.get(key_of(e, "symbol").upper()))
              for e in watchlist.get("stocks", [])]
    coins = [coin_asset(e, markets.get(key_of(e, "id")), details.get(key_of(e, "id")))
             for e in watchlist.get("coins", [])]
    taiwan = [taiwan_asset(e, companies.get(str(key_of(e, "code"))), daily.get(str(key_of(e, "code"))))
              for e in watchlist.get("taiwan", [])]
    sections = [
        {"id": "stocks", "title": "Stocks", "assets": stocks,
         "columns": ["Symbol", "Name", "Price", "Change", "Market Cap", "Volume"]},
        {"id": "coins", "title": "Coins", "assets": coins,
         "columns": ["Symbol", "Name", "Price", "24h", "Market Cap", "Rank"]},
        {"id": "taiwan", "title": "Taiwan stocks", "assets": taiwan,
         "columns": ["Code", "Name", "Close", "Change", "Volume", "Market"]},
    ]
    moving = [a for a in stocks + coins + taiwan if a["change"] is not None]
    gainers = sorted((a for a in moving if a["change"] > 0), key=lambda a: -a["change"])[:5]
    losers = sorted((a for a in moving if a["change"] < 0), key=lambda a: a["change"])[:5]
    gaps = [a for a in stocks + coins + taiwan if a["status"] != "ok"]

    output = Path(args.output)
    output.mkdir(parents=True, exist_ok=True)
    environment = jinja2.Environment(loader=jinja2.FileSystemLoader(HERE), autoescape=True)
    page = environment.get_template("index.html.j2").render(
        date=args.date, sections=sections, gainers=gainers, losers=losers, gaps=gaps)
    (output / "index.html").write_text(page, encoding="utf-8")
    write_markdown(output / "report.md", args.date, sections, gainers, losers)
    write_csv(output / "stocks.csv", STOCK_COLUMNS, stocks)
    write_csv(output / "coins.csv", COIN_COLUMNS, coins)
    write_csv(output / "taiwan.csv", TAIWAN_COLUMNS, taiwan)


if __name__ == "__main__":
    main()
