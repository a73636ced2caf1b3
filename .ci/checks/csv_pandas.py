#!/usr/bin/env python3
"""Loads the report's CSV files with pandas and checks them against the recorded responses.

- the header is exactly the contract's first columns;
- numeric columns load as numbers (no grouping, currency signs or percent signs);
- text starting with = + - @ is guarded with a leading apostrophe;
- the file starts with a UTF-8 BOM;
- every price and change equals the value in the recorded API responses it came from.

Usage: csv_pandas.py OUTPUT_DIR RECORDINGS_DIR
"""
import json
import math
import os
import sys

import pandas as pd

COLUMNS = {
    "stocks.csv": "symbol,name,currency,price,change,change_percent,previous_close,open,day_high,day_low,volume,market_cap,pe_ratio,eps,week52_low,week52_high,market_state,market_time,status",
    "coins.csv": "id,symbol,name,price,change_24h,change_percent_24h,market_cap,market_cap_change_percent_24h,rank,volume,high_24h,low_24h,block_time_minutes,hashing_algorithm,last_updated,status",
    "taiwan.csv": "code,name,company_name,market,industry,capital,close,change,open,high,low,volume,trade_value,date,status",
}
NUMERIC = {
    "stocks.csv": ["price", "change", "change_percent", "previous_close", "open", "day_high", "day_low", "volume", "market_cap", "pe_ratio", "eps", "week52_low", "week52_high"],
    "coins.csv": ["price", "change_24h", "change_percent_24h", "market_cap", "market_cap_change_percent_24h", "rank", "volume", "high_24h", "low_24h", "block_time_minutes"],
    "taiwan.csv": ["capital", "close", "change", "open", "high", "low", "volume", "trade_value",
                   # the exchanges' daily figures, appended after the contract's columns
                   "foreign_net", "trust_net", "dealer_net", "institutional_net", "margin_balance",
                   "margin_change", "short_balance", "short_change", "pe_ratio", "dividend_yield", "pb_ratio",
                   "revenue", "revenue_mom", "revenue_yoy"],
}


def recorded_bodies(folder):
    """Yields (request line, parsed JSON body) for every recorded exchange."""
    for root, _, files in os.walk(folder):
        for name in files:
            if not name.endswith(".http"):
                continue
            raw = open(os.path.join(root, name), "rb").read()
            head, _, body = raw.partition(b"\n\n")
            try:
                yield head.decode().split("\n")[0], json.loads(body)
            except ValueError:
                continue


def number(text):
    text = str(text).strip().replace(",", "")
    try:
        return float(text)
    except ValueError:
        return None


def traded(text):
    """A Taiwan close, or None for the placeholders of an untraded day ("0.00", "", "---")."""
    value = number(text)
    return value if value and value > 0 else None


def close(a, b):
    return a is not None and b is not None and math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12)


def expected_values(recordings):
    stocks, coins, taiwan = {}, {}, {}
    for request, body in recorded_bodies(recordings):
        if "/finance/quote" in request:
            for q in body["quoteResponse"]["result"]:
                stocks[q["symbol"]] = {"price": q.get("regularMarketPrice"), "change": q.get("regularMarketChange")}
        elif "/coins/markets" in request:
            for c in body:
                coins[c["id"]] = {"price": c.get("current_price"), "change_24h": c.get("price_change_24h")}
        elif "STOCK_DAY_ALL" in request:
            for row in body:
                taiwan[row["Code"].strip()] = {"close": traded(row.get("ClosingPrice"))}
        elif "daily_close_quotes" in request:
            for row in body:
                taiwan[row["SecuritiesCompanyCode"].strip()] = {"close": traded(row.get("Close"))}
    return {"stocks.csv": ("symbol", stocks), "coins.csv": ("id", coins), "taiwan.csv": ("code", taiwan)}


def main():
    output, recordings = sys.argv[1], sys.argv[2]
    expected = expected_values(recordings)
    errors, checked = [], 0
    for name, header in COLUMNS.items():
        path = os.path.join(output, name)
        raw = open(path, "rb").read()
        if not raw.startswith(b"\xef\xbb\xbf"):
            errors.append(f"{name}: does not start with the UTF-8 BOM the contract asks for")
        lines = raw.split(b"\r\n")
        if lines[-1] != b"" or any(b"\n" in line for line in lines[:-1] if line.count(b'"') % 2 == 0):
            errors.append(f"{name}: rows must end in CRLF")
        frame = pd.read_csv(path, dtype={"symbol": str, "id": str, "code": str}, keep_default_na=False, na_values=[""])
        if ",".join(frame.columns[: len(header.split(","))]) != header:
            errors.append(f"{name}: header {list(frame.columns)} is not the contract's")
        for column in NUMERIC[name]:
            if not pd.api.types.is_numeric_dtype(frame[column]):
                errors.append(f"{name}: column {column} did not load as numbers ({frame[column].dtype})")
        for column in frame.columns:
            if frame[column].dtype == object:
                for value in frame[column].dropna():
                    if str(value)[:1] in "=+-@\t\r" and number(value) is None:
                        errors.append(f"{name}: {column} value {value!r} is not guarded against formulas")
        key, values = expected[name]
        for _, row in frame.iterrows():
            want = values.get(str(row[key]))
            if want is None:
                continue
            for column, value in want.items():
                got = row[column]
                if value is None or (isinstance(got, float) and math.isnan(got)) and value is None:
                    continue
                checked += 1
                if not close(float(got), float(value)):
                    errors.append(f"{name}: {row[key]} {column} is {got}, the recording says {value}")
        print(f"{name}: {len(frame)} rows, {len(frame.columns)} columns, dtypes ok" if not errors else f"{name}: checked")
    for error in errors:
        print("error:", error)
    print(f"CSV: {checked} values matched the recordings, {len(errors)} errors")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
