#!/usr/bin/env python3
"""Writes recorded API runs (one `.http` file per HTTP exchange) in the providers' own formats.

    generate_workload.py --sample OUT                      # the curated bundled sample
    generate_workload.py --scale OUT --stocks 10000 --coins 2500 --taiwan 2300 --seed 1
    generate_workload.py --check OUT                       # re-read and validate a folder

Python 3.11, standard library only. See README.md next to this file.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import multiprocessing
import os
import sys
import time
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

sys.dont_write_bytecode = True  # keep the source folder free of __pycache__

# ---------------------------------------------------------------------------------------------
# Every URL decision, in one place: the Swift clients decide the exact queries, so keep these in
# step with Sources/MarketData (YahooFinanceClient, CoinGeckoClient, TaiwanExchangeClient).
# ---------------------------------------------------------------------------------------------

BASE_URLS = {
    "yahoo": "https://query1.finance.yahoo.com",
    "yahoo_cookie": "https://fc.yahoo.com",
    "coingecko": "https://api.coingecko.com/api/v3",
    "twse": "https://openapi.twse.com.tw/v1",
    "tpex": "https://www.tpex.org.tw/openapi/v1",
    "twse_site": "https://www.twse.com.tw",
}
QUOTE_CHUNK, SPARK_CHUNK, MARKETS_CHUNK = 50, 20, 250
_FALSE6 = [(name, "false") for name in (
    "localization", "tickers", "market_data", "community_data", "developer_data", "sparkline")]
# name: (recordings folder, base URL key, path, [(query name, value; "{x}" is filled in)])
REQUESTS = {
    "yahoo_cookie": ("yahoo", "yahoo_cookie", "/", []),
    "yahoo_crumb": ("yahoo", "yahoo", "/v1/test/getcrumb", []),
    "yahoo_quote": ("yahoo", "yahoo", "/v7/finance/quote", [("symbols", "{symbols}"), ("crumb", "{crumb}")]),
    "yahoo_spark": ("yahoo", "yahoo", "/v7/finance/spark",
                    [("symbols", "{symbols}"), ("range", "2y"), ("interval", "1d")]),
    "coin_markets": ("coingecko", "coingecko", "/coins/markets", [
        ("vs_currency", "usd"), ("ids", "{ids}"), ("order", "market_cap_desc"),
        ("per_page", str(MARKETS_CHUNK)), ("page", "1"), ("sparkline", "true"),
        ("price_change_percentage", "24h,7d,30d,1y")]),
    "coin_detail": ("coingecko", "coingecko", "/coins/{id}", _FALSE6),
    "twse_directory": ("twse", "twse", "/opendata/t187ap03_L", []),
    "twse_daily": ("twse", "twse", "/exchangeReport/STOCK_DAY_ALL", []),
    "tpex_otc_directory": ("tpex", "tpex", "/mopsfin_t187ap03_O", []),
    "tpex_emerging_directory": ("tpex", "tpex", "/mopsfin_t187ap03_R", []),
    "tpex_daily": ("tpex", "tpex", "/tpex_mainboard_daily_close_quotes", []),
    "tpex_emerging_daily": ("tpex", "tpex", "/tpex_esb_latest_statistics", []),
    "twse_exdividends": ("twse", "twse", "/exchangeReport/TWT48U_ALL", []),
    "tpex_exrights": ("tpex", "tpex", "/tpex_exright_prepost", []),
    # the exchanges' lists of daily figures; TWSE's main-site tables are asked for the trading day
    "twse_institutional": ("twse", "twse_site", "/rwd/zh/fund/T86",
                           [("response", "json"), ("date", "{date}"), ("selectType", "ALLBUT0999")]),
    "twse_margin": ("twse", "twse_site", "/rwd/zh/marginTrading/MI_MARGN",
                    [("response", "json"), ("date", "{date}"), ("selectType", "ALL")]),
    "twse_valuation": ("twse", "twse", "/exchangeReport/BWIBBU_ALL", []),
    "twse_revenue": ("twse", "twse", "/opendata/t187ap05_L", []),
    "twse_attention": ("twse", "twse_site", "/rwd/announcement/notice", [("response", "json"), ("date", "{date}")]),
    "twse_disposition": ("twse", "twse", "/announcement/punish", []),
    "tpex_institutional": ("tpex", "tpex", "/tpex_3insti_daily_trading", []),
    "tpex_margin": ("tpex", "tpex", "/tpex_mainboard_margin_balance", []),
    "tpex_valuation": ("tpex", "tpex", "/tpex_mainboard_peratio_analysis", []),
    "tpex_revenue": ("tpex", "tpex", "/mopsfin_t187ap05_O", []),
    "tpex_attention": ("tpex", "tpex", "/tpex_trading_warning_information", []),
    "tpex_disposition": ("tpex", "tpex", "/tpex_disposal_information", []),
}
FIGURE_LISTS = {
    "listed": ("twse_institutional", "twse_margin", "twse_valuation", "twse_revenue", "twse_attention",
               "twse_disposition"),
    "otc": ("tpex_institutional", "tpex_margin", "tpex_valuation", "tpex_revenue", "tpex_attention",
            "tpex_disposition"),
}
# Query parameters a recording leaves out (the recorder drops them; replay ignores them).
VOLATILE = {"crumb"}


def request_url(name: str, **values: str) -> tuple[str, str]:
    """The recordings folder and the recorded URL of request `name` with its `{placeholders}`."""
    folder, base, path, query = REQUESTS[name]
    path = path.format(**{k: quote(v, safe="") for k, v in values.items()})
    pairs = [(k, v.format(**values)) for k, v in query if k not in VOLATILE]
    text = BASE_URLS[base].rstrip("/") + path
    if pairs:
        text += "?" + "&".join(f"{quote(k, safe='')}={quote(v, safe=',')}" for k, v in pairs)
    return folder, text


# ---------------------------------------------------------------------------------------------
# Recording files: `GET <url>`, `status: N`, header lines, a blank line, the body verbatim.
# Names follow the project's recorder: readable path+query stem, `-`, FNV-1a of the request key.
# ---------------------------------------------------------------------------------------------

ALLOWED = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")


def request_key(url: str) -> tuple[list[str], str]:
    """Path segments and sorted `name=value` query (volatile parameters out): what replay matches."""
    parts = urlsplit(url)
    segments = [s for s in unquote(parts.path).split("/") if s]
    items = []
    for item in filter(None, parts.query.split("&")):
        key, _, value = item.partition("=")
        if unquote(key) not in VOLATILE:
            items.append(f"{unquote(key)}={unquote(value)}")
    return segments, "&".join(sorted(items))


def fnv1a(text: str) -> str:
    value = 0x811C9DC5
    for byte in text.encode():
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return f"{value:08x}"


def stem(text: str, limit: int = 80) -> str:
    out: list[str] = []
    for ch in text:
        if ch in ALLOWED:
            out.append(ch)
        elif not out or out[-1] != "_":
            out.append("_")
    result = "".join(out).lstrip("_.-")[:limit].rstrip("_.")
    return result or "root"


def file_name(url: str) -> str:
    segments, query = request_key(url)
    description = "GET /" + "/".join(segments) + (f"?{query}" if query else "")
    readable = "_".join(segments) + (f"_{query}" if query else "")
    return f"{stem(readable)}-{fnv1a(description)}.http"


def recording(url: str, status: int, headers: list[tuple[str, str]], body: bytes) -> bytes:
    head = f"GET {url}\nstatus: {status}\n" + "".join(f"{k}: {v}\n" for k, v in headers)
    return (head + "\n").encode() + body


# ---------------------------------------------------------------------------------------------
# From a workload to exchanges.
# ---------------------------------------------------------------------------------------------

import coingecko  # noqa: E402
import taiwan  # noqa: E402
import taiwan_figures  # noqa: E402
import yahoo  # noqa: E402

JSON_TYPES = {
    "yahoo": "application/json;charset=utf-8",
    "coingecko": "application/json; charset=utf-8",
    "twse": "application/json; charset=utf-8",
    "tpex": "application/json; charset=utf-8",
}


def tasks(w, beside: bool = True) -> list[tuple]:
    """Every request of the run, in order, as a small (kind, index) description; without
    `beside`, a last spark call with riders replaces the same call without them (see
    `ride_tasks`), which only a build that asks for no rider would send."""
    rides = ride_tasks(w)
    sparks = [t for t in ([("yahoo_spark", i) for i in range(0, len(w.stocks), SPARK_CHUNK)]
                          + [("yahoo_spark_taiwan", i) for i in range(0, len(w.taiwan_stocks), SPARK_CHUNK)])
              if beside or (t[0] + "_rides", t[1]) not in rides]
    return ([("yahoo_cookie", 0), ("yahoo_crumb", 0)]
            + [("yahoo_quote", i) for i in range(0, len(w.stocks) + len(w.fx), QUOTE_CHUNK)]
            + sparks
            + rides
            + [("coin_markets", i) for i in range(0, len(w.coins), MARKETS_CHUNK)]
            + [("coin_detail", i) for i in range(len(w.coins))]
            + [(name, 0) for name in ("twse_directory", "twse_daily", "tpex_otc_directory",
                                      "tpex_emerging_directory", "tpex_daily")]
            + ([("tpex_emerging_daily", 0)] if w.esb_quotes else [])
            + [(name, 0) for name in FIGURE_LISTS["listed"] if w.twse_quotes]
            + [(name, 0) for name in FIGURE_LISTS["otc"] if w.tpex_quotes]
            + [(name, 0) for name, market in (("twse_exdividends", taiwan.LISTED), ("tpex_exrights", taiwan.OTC))
               if market in watchlist_markets(w)])


def watchlist_markets(w) -> set:
    """The markets of the watchlist's Taiwan codes: a schedule is asked for each listed or OTC one."""
    markets = {c.code: c.market for c in w.companies}
    for market, quotes in ((taiwan.OTC, w.tpex_quotes), (taiwan.LISTED, w.twse_quotes)):
        markets.update({q.code: market for q in quotes if q.code not in markets})
    codes = [e if isinstance(e, str) else e["code"] for e in w.watchlist.get("taiwan", [])]
    return {markets[code] for code in codes if code in markets}


# The index a watchlist with holdings in US dollars (the default base) is compared with.
BENCHMARK = "^GSPC"


def riders(w) -> tuple[list, list]:
    """What rides in the last spark call of the stocks and in that of the Taiwan companies, when
    the watchlist has holdings: the benchmark index (unless it is one of the stocks) in the
    stocks' call when it has room or there is no Taiwan company, else in the Taiwan companies';
    then the rate pairs asked in the quote calls (`w.fx`, in code order), as many as the room the
    stocks' last call of 20 leaves, the rest in the room the Taiwan companies' leaves."""
    held = any(isinstance(e, dict) for entries in w.watchlist.values() for e in entries)
    if not held:
        return [], []
    symbols = {s.symbol.upper() for s in w.stocks}
    benchmark = [] if BENCHMARK in symbols else [benchmark_stock(w)]
    with_stocks = BENCHMARK in symbols or bool(len(w.stocks) % SPARK_CHUNK) or not w.taiwan_stocks
    stocks = benchmark if with_stocks else []
    taiwan = [] if with_stocks else benchmark

    def room(count: int) -> int:
        return (SPARK_CHUNK - count % SPARK_CHUNK) % SPARK_CHUNK if count else 0

    stock_rates = w.fx[:room(len(w.stocks) + len(stocks))]
    taiwan_rates = w.fx[len(stock_rates):][:room(len(w.taiwan_stocks) + len(taiwan))]
    return stocks + stock_rates, taiwan + taiwan_rates


def ride_tasks(w) -> list[tuple]:
    """The last spark calls with what rides in them (see `riders`: the stocks, or the Taiwan
    companies, then the riders, in calls of 20), recorded beside the calls without it, so a build
    that asks for none of it replays the same folder."""
    on_stocks, on_taiwan = riders(w)
    last = lambda count: (count - 1) // SPARK_CHUNK * SPARK_CHUNK
    return ([("yahoo_spark_rides", last(len(w.stocks) + len(on_stocks)))] if on_stocks else []) + (
        [("yahoo_spark_taiwan_rides", last(len(w.taiwan_stocks) + len(on_taiwan)))] if on_taiwan else [])


def benchmark_stock(w):
    """The benchmark index, drawn like the first stock (an index's points, not money)."""
    import dataclasses
    return dataclasses.replace(w.stocks[0], symbol=BENCHMARK, short_name="S&P 500", long_name="S&P 500",
                               quote_type="INDEX")


def render(w, task: tuple) -> tuple[str, str, int, list, str]:
    """(folder, url, status, headers, body text) of one task."""
    kind, i = task
    date = ("date", w.clock.http_date())
    if kind == "yahoo_cookie":
        folder, url = request_url(kind)
        expires = (w.clock.fetched_at + dt.timedelta(days=365)).strftime("%a, %d %b %Y %H:%M:%S GMT")
        cookie = (f"A3={w.cookie}; Expires={expires}; Max-Age=31557600; Domain=.yahoo.com; Path=/; "
                  "SameSite=None; Secure; HttpOnly")
        return (folder, url, 404, [("content-type", "text/html; charset=utf-8"), date, ("set-cookie", cookie)],
                "<!doctype html><html><head><title>Yahoo</title></head><body>404 Not Found</body></html>\n")
    if kind == "yahoo_crumb":
        folder, url = request_url(kind)
        return folder, url, 200, [("content-type", "text/plain;charset=utf-8"), date], w.crumb
    values: dict = {}
    if kind == "yahoo_quote":
        group = (w.stocks + w.fx)[i:i + QUOTE_CHUNK]
        body = yahoo.quote_body(group, w.clock)
        values = {"symbols": ",".join(s.symbol.upper() for s in group), "crumb": w.crumb}
    elif kind in ("yahoo_spark", "yahoo_spark_taiwan", "yahoo_spark_rides", "yahoo_spark_taiwan_rides"):
        group = w.taiwan_stocks if "taiwan" in kind else w.stocks
        if kind.endswith("rides"):
            group = group + riders(w)[1 if "taiwan" in kind else 0]
        group = group[i:i + SPARK_CHUNK]
        body = yahoo.spark_body(group, w.clock)
        values = {"symbols": ",".join(s.symbol.upper() for s in group)}
        kind = "yahoo_spark"
    elif kind == "coin_markets":
        group = w.coins[i:i + MARKETS_CHUNK]
        body = coingecko.markets_body(group, w.clock)
        values = {"ids": ",".join(c.id for c in group)}
    elif kind == "coin_detail":
        body = coingecko.detail_body(w.coins[i], w.clock)
        values = {"id": w.coins[i].id}
    elif kind == "twse_daily":
        body = taiwan.twse_daily_body(w.twse_quotes, w.clock)
    elif kind == "tpex_daily":
        body = taiwan.tpex_daily_body(w.tpex_quotes, w.clock)
    elif kind == "tpex_emerging_daily":
        body = taiwan.esb_body(w.esb_quotes, w.clock)
    elif kind in FIGURE_LISTS["listed"] or kind in FIGURE_LISTS["otc"]:
        body, values = _figure_list(w, kind)
    elif kind in ("twse_exdividends", "tpex_exrights"):
        body = taiwan.exdividend_body(w.ex_dividends, taiwan.LISTED if kind == "twse_exdividends" else taiwan.OTC)
    else:
        market = {"twse_directory": taiwan.LISTED, "tpex_otc_directory": taiwan.OTC,
                  "tpex_emerging_directory": taiwan.EMERGING}[kind]
        body = taiwan.directory_body(w.companies, w.clock, market)
    folder, url = request_url(kind, **values)
    return folder, url, 200, [("content-type", JSON_TYPES[folder]), date], body


def _figure_list(w, kind: str) -> tuple[str, dict]:
    """The body of one list of daily figures, and the trading day TWSE's dated ones are asked for."""
    f = taiwan_figures
    listed = kind.startswith("twse")
    quotes = w.twse_quotes if listed else w.tpex_quotes
    market = "listed" if listed else "otc"
    shares = {c.code: c.shares for c in w.companies}
    what = kind.split("_", 1)[1]
    flags = {"attention": w.attention.get(market, []), "disposition": w.disposition.get(market, [])}
    bodies = {
        "twse_institutional": lambda: f.twse_institutional_body(quotes, w.clock),
        "twse_margin": lambda: f.twse_margin_body(quotes, shares, w.clock),
        "twse_attention": lambda: f.twse_attention_body(flags["attention"], quotes, w.clock),
        "twse_disposition": lambda: f.twse_disposition_body(flags["disposition"], quotes, w.clock),
        "tpex_institutional": lambda: f.tpex_institutional_body(quotes, w.clock),
        "tpex_margin": lambda: f.tpex_margin_body(quotes, shares, w.clock),
        "tpex_attention": lambda: f.tpex_attention_body(flags["attention"], quotes, w.clock),
        "tpex_disposition": lambda: f.tpex_disposition_body(flags["disposition"], quotes, w.clock),
    }
    if what == "valuation":
        body = f.valuation_body(quotes, w.clock, tpex=not listed)
    elif what == "revenue":
        body = f.revenue_body(w.companies, taiwan.LISTED if listed else taiwan.OTC, w.clock)
    else:
        body = bodies[kind]()
    return body, {"date": w.clock.report_date.strftime("%Y%m%d")}


_WORKLOAD = None  # the run being written, inherited by forked workers


def _write_batch(job: tuple) -> list[tuple[str, str, int]]:
    recordings, batch = job
    written = []
    for task in batch:
        folder, url, status, headers, body = render(_WORKLOAD, task)
        name = file_name(url)
        data = recording(url, status, headers, body.encode())
        (recordings / folder / name).write_bytes(data)
        written.append((folder, name, len(data)))
    return written


def write(w, out: Path, jobs: int = 1, beside: bool = True) -> dict:
    """Writes `out/watchlist.json` and `out/recordings/<provider>/*.http`; returns counts.
    Without `beside`, only the calls this build sends are written (see `tasks`).

    With `jobs` > 1 the files are rendered by forked worker processes; the bytes are the same."""
    global _WORKLOAD
    recordings = out / "recordings"
    for folder in sorted({spec[0] for spec in REQUESTS.values()}):
        old = recordings / folder
        if old.is_dir():
            for stale in old.glob("*.http"):
                stale.unlink()
        old.mkdir(parents=True, exist_ok=True)
    _WORKLOAD = w
    work = tasks(w, beside)
    if jobs > 1 and len(work) > 64:
        size = max(1, len(work) // (jobs * 8))
        batches = [(recordings, work[i:i + size]) for i in range(0, len(work), size)]
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            written = [item for part in pool.imap(_write_batch, batches) for item in part]
    else:
        written = _write_batch((recordings, work))
    stats: dict = {}
    names: set = set()
    for folder, name, size in written:
        if (folder, name) in names:
            raise SystemExit(f"error: two requests share the file name {folder}/{name}")
        names.add((folder, name))
        files, total = stats.get(folder, (0, 0))
        stats[folder] = (files + 1, total + size)
    text = json.dumps(w.watchlist, ensure_ascii=False, indent=2) + "\n"
    (out / "watchlist.json").write_text(text, encoding="utf-8")
    stats["watchlist.json"] = (1, len(text.encode()))
    return stats


# ---------------------------------------------------------------------------------------------
# --check: re-read a folder, validate every file, count what it holds.
# ---------------------------------------------------------------------------------------------

def parse_recording(data: bytes, name: str) -> tuple[str, int, dict, bytes]:
    end = min((i for i in (data.find(b"\n\n"), data.find(b"\r\n\r\n")) if i >= 0), default=-1)
    if end < 0:
        raise ValueError("no blank line after the header block")
    head = data[:end].decode("utf-8").splitlines()
    body = data[end + (2 if data[end:end + 2] == b"\n\n" else 4):]
    method, _, url = head[0].partition(" ")
    if method != "GET" or not url.startswith(("http://", "https://")):
        raise ValueError(f"first line must be `GET <url>`, got {head[0]!r}")
    headers: dict = {}
    for line in head[1:]:
        key, colon, value = line.partition(":")
        if not colon:
            raise ValueError(f"header line {line!r} has no `:`")
        headers[key.strip().lower()] = value.strip()
    if not headers.get("status", "").isdigit():
        raise ValueError("no `status: <code>` line")
    return url, int(headers.pop("status")), headers, body


def _count_items(folder: str, url: str, doc) -> tuple[str, int]:
    path = urlsplit(url).path
    if folder == "yahoo" and "quoteResponse" in doc:
        return "yahoo quote results", len(doc["quoteResponse"]["result"] or [])
    if folder == "yahoo" and "spark" in doc:
        return "yahoo spark results", len(doc["spark"]["result"] or [])
    if path.endswith("/coins/markets"):
        return "coingecko markets rows", len(doc)
    if folder == "coingecko":
        return "coingecko coin details", 1
    return f"{folder} {path.rsplit('/', 1)[-1]} rows", len(doc) if isinstance(doc, list) else 1


def check(out: Path) -> int:
    errors: list[str] = []
    counts: dict = {}
    seen: dict = {}
    found = {"stocks": set(), "sparks": set(), "coins": set(), "details": set(), "taiwan": set(),
             "quoted": set()}
    renamed = 0
    files = sorted((out / "recordings").rglob("*.http"))
    for file in files:
        rel = file.relative_to(out).as_posix()
        if not set(file.name) <= ALLOWED:
            errors.append(f"{rel}: file name has characters outside [A-Za-z0-9._-]")
        try:
            url, status, headers, body = parse_recording(file.read_bytes(), rel)
        except (ValueError, UnicodeDecodeError, IndexError) as problem:
            errors.append(f"{rel}: {problem}")
            continue
        segments, query = request_key(url)
        key = ("/".join(segments), query)
        if key in seen:
            errors.append(f"{rel}: answers the same request as {seen[key]}")
        seen[key] = rel
        renamed += file.name != file_name(url)
        folder = file.parent.name
        tally = counts.setdefault(folder, {"files": 0, "bytes": 0, "statuses": {}})
        tally["files"] += 1
        tally["bytes"] += file.stat().st_size
        tally["statuses"][status] = tally["statuses"].get(status, 0) + 1
        if "json" not in headers.get("content-type", ""):
            try:
                body.decode("utf-8")
            except UnicodeDecodeError:
                errors.append(f"{rel}: text body is not UTF-8")
            continue
        try:
            doc = json.loads(body)
        except (ValueError, UnicodeDecodeError) as problem:
            errors.append(f"{rel}: body is not valid JSON ({problem})")
            continue
        label, n = _count_items(folder, url, doc)
        counts.setdefault("items", {})[label] = counts.get("items", {}).get(label, 0) + n
        _collect(doc, found)
    print(f"{len(files)} recordings in {out / 'recordings'}")
    for folder, tally in sorted((k, v) for k, v in counts.items() if k != "items"):
        statuses = ", ".join(f"{n}x {s}" for s, n in sorted(tally["statuses"].items()))
        print(f"  {folder:10} {tally['files']:6} files {tally['bytes']:12,} bytes  ({statuses})")
    for label, n in sorted(counts.get("items", {}).items()):
        print(f"  {label}: {n}")
    if renamed:
        print(f"  note: {renamed} file names differ from the recorder's naming (harmless)")
    errors += _check_watchlist(out, found)
    for error in errors[:50]:
        print(f"error: {error}", file=sys.stderr)
    print("ok" if not errors else f"{len(errors)} problems")
    return 1 if errors else 0


def _collect(doc, found: dict) -> None:
    if isinstance(doc, dict) and "quoteResponse" in doc:
        found["stocks"].update(r.get("symbol", "").upper() for r in doc["quoteResponse"]["result"] or [])
    elif isinstance(doc, dict) and "spark" in doc:
        found["sparks"].update(r.get("symbol", "").upper() for r in doc["spark"]["result"] or [])
    elif isinstance(doc, dict) and "block_time_in_minutes" in doc:
        found["details"].add(doc.get("id"))
    elif isinstance(doc, list):
        for row in doc:
            if not isinstance(row, dict):
                continue
            if "current_price" in row:
                found["coins"].add(row.get("id"))
            elif "公司簡稱" in row or ("SecuritiesCompanyCode" in row and "Chairman" in row):
                found["taiwan"].add(row.get("公司代號") or row.get("SecuritiesCompanyCode"))
            elif ("Code" in row or "SecuritiesCompanyCode" in row) and (
                    "ClosingPrice" in row or "Close" in row or "Average" in row):
                found["quoted"].add(row.get("Code") or row.get("SecuritiesCompanyCode"))


def _check_watchlist(out: Path, found: dict) -> list[str]:
    path = out / "watchlist.json"
    if not path.exists():
        return []
    try:
        watch = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as problem:
        return [f"watchlist.json: {problem}"]
    key = lambda entry, name: (entry if isinstance(entry, str) else entry[name]).strip()  # noqa: E731
    stocks = [key(e, "symbol").upper() for e in watch.get("stocks", [])]
    coins = [key(e, "id").lower() for e in watch.get("coins", [])]
    codes = [key(e, "code") for e in watch.get("taiwan", [])]
    errors = []
    for label, wanted, have in [("stock quote", stocks, found["stocks"]),
                                ("stock spark", stocks, found["sparks"]),
                                ("coin market row", coins, found["coins"]),
                                ("coin detail", coins, found["details"]),
                                ("Taiwan directory row", codes, found["taiwan"])]:
        missing = [x for x in wanted if x not in have]
        print(f"  watchlist {label}s: {len(wanted) - len(missing)}/{len(wanted)} recorded")
        errors += [f"watchlist {x}: no {label} recorded" for x in missing[:5]]
    quoted = sum(code in found["quoted"] for code in codes)
    print(f"  watchlist Taiwan daily quotes: {quoted}/{len(codes)} (emerging stocks have none)")
    return errors


# ---------------------------------------------------------------------------------------------

def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--sample", metavar="OUT", type=Path, help="write the curated bundled sample")
    mode.add_argument("--scale", metavar="OUT", type=Path, help="write a large generated run")
    mode.add_argument("--check", metavar="OUT", type=Path, help="validate a folder of recordings")
    parser.add_argument("--stocks", type=int, default=10000)
    parser.add_argument("--coins", type=int, default=2500)
    parser.add_argument("--taiwan", type=int, default=2300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=min(4, os.cpu_count() or 1),
                        help="worker processes for --scale (output is the same for any number)")
    parser.add_argument("--date", type=dt.date.fromisoformat, default=dt.date(2026, 12, 1),
                        help="report date (default 2026-12-01)")
    args = parser.parse_args(argv)
    if args.check:
        return check(args.check)
    started = time.perf_counter()
    if args.sample:
        import sample_data
        out, w = args.sample, sample_data.build(args.date)
    else:
        import scale_data
        out, w = args.scale, scale_data.build(args.date, args.stocks, args.coins, args.taiwan, args.seed)
    # The bundled sample holds only what this build asks; a large run also serves older builds.
    stats = write(w, out, args.jobs if args.scale else 1, beside=not args.sample)
    if args.sample:
        import previous_report
        stats["previous-report.json"] = (1, previous_report.write(out, args.date, w.stocks))
    elapsed = time.perf_counter() - started
    total = sum(size for _, size in stats.values())
    print(f"wrote {sum(n for n, _ in stats.values())} files, {total:,} bytes to {out} in {elapsed:.2f} s")
    for folder, (n, size) in sorted(stats.items()):
        print(f"  {folder:14} {n:6} files {size:12,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
