"""The exchanges' lists of daily figures of a Taiwan day, in their real shapes.

TWSE's main-site tables (`rwd/zh/fund/T86`, `rwd/zh/marginTrading/MI_MARGN`,
`rwd/announcement/notice`): `{stat, date, fields, data}` with positional rows, thousands
separators and names right-padded with spaces. The OpenAPI lists of both exchanges: arrays of
objects whose every value is a string, TPEx's institutional keys with their stray spaces, `""`
(TWSE) and `N/A` (TPEx) for no P/E, revenue in NT$ thousands with its ROC month.

Every figure is drawn from a generator seeded with the stock's code, so a stock's figures do not
change when others are added. The flags are the workload's own (`attention`, `disposition`).
"""

from __future__ import annotations

import datetime as dt
import json
import random

from common import RunClock, array_lines, roc_date


def _rng(code: str, what: str) -> random.Random:
    return random.Random(f"figures:{what}:{code}")


def _grouped(value: int) -> str:
    return f"{value:,}"


def _padded(name: str) -> str:
    """A name right-padded as T86 pads it (to 16 columns, a Han character counting two)."""
    width = sum(2 if ord(ch) > 0x2E80 else 1 for ch in name)
    return name + " " * max(0, 16 - width)


def trades(code: str, volume: int) -> tuple[int, int, int, int, int]:
    """Net shares of foreign investors, foreign dealers, trusts, dealers (own, hedging)."""
    rng = _rng(code, "trades")
    scale = max(volume, 10_000)
    return (int(rng.uniform(-0.25, 0.25) * scale), 0 if rng.random() < 0.8 else rng.randint(-5, 5) * 1000,
            int(rng.uniform(-0.05, 0.05) * scale), int(rng.uniform(-0.02, 0.02) * scale),
            int(rng.uniform(-0.02, 0.02) * scale))


def margin(code: str, shares: int) -> tuple[int, int, int, int]:
    """Margin (previous, today) and short (previous, today) balances in lots."""
    rng = _rng(code, "margin")
    previous = max(1, int(shares / 1000 * rng.uniform(0.0005, 0.004)))
    short = int(previous * rng.uniform(0.01, 0.08))
    return (previous, max(0, previous + int(previous * rng.uniform(-0.03, 0.03))), short,
            max(0, short + int(short * rng.uniform(-0.1, 0.1))))


def valuation(code: str, close: float | None) -> tuple[str, str, str]:
    """P/E (empty for a loss), dividend yield %, P/B, as two-decimal strings."""
    rng = _rng(code, "valuation")
    pe = "" if rng.random() < 0.1 else f"{rng.uniform(6, 45):.2f}"
    return pe, f"{rng.uniform(0, 7):.2f}", f"{rng.uniform(0.6, 9):.2f}"


def revenue(code: str, capital: int) -> tuple[int, int, int]:
    """This month's, last month's and last year's same month's revenue, in NT$ thousands."""
    rng = _rng(code, "revenue")
    now = max(1_000, int(capital / 1000 * rng.uniform(0.05, 0.4)))
    return now, int(now / rng.uniform(0.8, 1.25)), int(now / rng.uniform(0.7, 1.4))


def _percent(now: int, before: int) -> str:
    return repr((now - before) / before * 100)


def _month(day: dt.date) -> dt.date:
    """The month before `day`'s, whose revenue is the latest filed."""
    first = day.replace(day=1) - dt.timedelta(days=1)
    return first.replace(day=1)


def _rows(quotes: list) -> list:
    return sorted(quotes, key=lambda q: q.code)


def twse_institutional_body(quotes: list, clock: RunClock) -> str:
    fields = ["證券代號", "證券名稱", "外陸資買進股數(不含外資自營商)", "外陸資賣出股數(不含外資自營商)", "外陸資買賣超股數(不含外資自營商)",
              "外資自營商買進股數", "外資自營商賣出股數", "外資自營商買賣超股數", "投信買進股數", "投信賣出股數", "投信買賣超股數",
              "自營商買賣超股數", "自營商買進股數(自行買賣)", "自營商賣出股數(自行買賣)", "自營商買賣超股數(自行買賣)",
              "自營商買進股數(避險)", "自營商賣出股數(避險)", "自營商買賣超股數(避險)", "三大法人買賣超股數"]
    rows = []
    for q in _rows(quotes):
        foreign, dealers_foreign, trust, own, hedge = trades(q.code, q.volume)

        def triple(net: int) -> list[str]:
            sold = abs(net) // 3 + 1000
            return [_grouped(sold + net), _grouped(sold), _grouped(net)]

        total = foreign + dealers_foreign + trust + own + hedge
        rows.append((total, [q.code, _padded(q.name)] + triple(foreign) + triple(dealers_foreign) + triple(trust)
                     + [_grouped(own + hedge)] + triple(own) + triple(hedge) + [_grouped(total)]))
    day = clock.report_date
    body = {"stat": "OK", "date": day.strftime("%Y%m%d"),
            "title": f"{day.year - 1911}年{day.month:02d}月{day.day:02d}日 三大法人買賣超日報",
            "hints": "單位：股", "fields": fields, "data": [r for _, r in sorted(rows, key=lambda r: -r[0])],
            "selectType": "ALLBUT0999", "total": len(rows)}
    return json.dumps(body, ensure_ascii=False, separators=(",", ":"))


def twse_margin_body(quotes: list, companies: dict, clock: RunClock) -> str:
    day = clock.report_date
    title = f"{day.year - 1911}年{day.month:02d}月{day.day:02d}日"
    rows = []
    for q in _rows(quotes):
        previous, today, short_previous, short = margin(q.code, companies.get(q.code, 10_000_000))
        bought, sold = max(0, today - previous) + 40, max(0, previous - today) + 40
        rows.append([q.code, q.name, _grouped(bought), _grouped(sold), "0", _grouped(previous), _grouped(today),
                     _grouped(today * 25), _grouped(max(0, short - short_previous) + 3), "3", "0",
                     _grouped(short_previous), _grouped(short), _grouped(today * 25), "0", " "])
    total = {"title": f"{title} 信用交易統計", "fields": ["項目", "買進", "賣出", "現金(券)償還", "前日餘額", "今日餘額"],
             "data": [["融資(交易單位)", "410,406", "461,293", "12,548", "8,764,867", "8,701,432"]]}
    table = {"title": f"{title} 融資融券彙總 (全部)",
             "fields": ["代號", "名稱", "買進", "賣出", "現金償還", "前日餘額", "今日餘額", "次一營業日限額", "買進", "賣出",
                        "現券償還", "前日餘額", "今日餘額", "次一營業日限額", "資券互抵", "註記"],
             "data": rows, "groups": [{"title": "股票", "span": 2}, {"title": "融資", "span": 6},
                                      {"title": "融券", "span": 6}, {"title": "", "span": 1}, {"title": "", "span": 1}]}
    return json.dumps({"stat": "OK", "date": day.strftime("%Y%m%d"), "tables": [total, table]},
                      ensure_ascii=False, separators=(",", ":"))


def twse_attention_body(flagged: list, quotes: list, clock: RunClock) -> str:
    """The attention list: the flagged codes (reasons with TWSE's markup) and a warrant."""
    day = clock.report_date
    dotted = f"{day.year - 1911}.{day.month:02d}.{day.day:02d}"
    names = {q.code: q for q in quotes}
    data = [[1, "039457", "宏達電統一6A購02", "1", "最近六個營業日累積收盤價漲幅達33.56%﹝第一款﹞。", dotted, "0.72", "-----"]]
    for code, reason in flagged:
        q = names[code]
        data.append([len(data) + 1, code, q.name, "1",
                     f"{reason}<font color='#FF0000'>﹝第一款﹞</font>。", dotted, f"{q.close:.2f}", "-----"])
    roc = f"{day.year - 1911}年{day.month:02d}月{day.day:02d}日"
    body = {"stat": "OK", "title": f"公布注意有價證券資訊 ({roc} 至 {roc} 全部上市有價證券)",
            "fields": ["編號", "證券代號", "證券名稱", "累計次數", "注意交易資訊", "日期", "收盤價", "本益比"], "data": data,
            "total": len(data)}
    return json.dumps(body, ensure_ascii=False, separators=(",", ":")).replace("/", "\\u002f")


def twse_disposition_body(flagged: list, quotes: list, clock: RunClock) -> str:
    names = {q.code: q.name for q in quotes}
    rows = []
    for number, (code, reason, first, last) in enumerate(flagged, start=1):
        slashed = [f"{d.year - 1911}/{d.month:02d}/{d.day:02d}" for d in (first, last)]
        rows.append({"Number": str(number), "Date": roc_date(clock.report_date), "Code": code, "Name": names[code],
                     "NumberOfAnnouncement": "1", "ReasonsOfDisposition": reason,
                     "DispositionPeriod": "～".join(slashed), "DispositionMeasures": "第一次處置",
                     "Detail": "１處置原因：該有價證券之交易，連續三個營業日達本公司「公布注意交易資訊」標準。\n",
                     "LinkInformation": "\n提供處置有價證券連結資訊\n"})
    return array_lines(rows)


def valuation_body(quotes: list, clock: RunClock, tpex: bool) -> str:
    rows = []
    for q in _rows(quotes):
        pe, yield_, pb = valuation(q.code, q.close)
        if tpex:
            rows.append({"Date": clock.roc(), "SecuritiesCompanyCode": q.code, "CompanyName": q.name,
                         "PriceEarningRatio": pe or "N/A", "DividendPerShare": "0" if yield_ == "0.00" else "2.50000000",
                         "YieldRatio": yield_, "PriceBookRatio": pb})
        else:
            rows.append({"Date": clock.roc(), "Code": q.code, "Name": q.name, "PEratio": pe,
                         "DividendYield": yield_, "PBratio": pb})
    return array_lines(rows)


def revenue_body(companies: list, market: str, clock: RunClock) -> str:
    month = _month(clock.report_date)
    rows = []
    for c in sorted((c for c in companies if c.market == market), key=lambda c: c.code):
        now, before, last_year = revenue(c.code, c.capital)
        rows.append({"出表日期": clock.roc(), "資料年月": f"{month.year - 1911}{month.month:02d}", "公司代號": c.code,
                     "公司名稱": c.abbreviation, "產業別": "其他業", "營業收入-當月營收": str(now),
                     "營業收入-上月營收": str(before), "營業收入-去年當月營收": str(last_year),
                     "營業收入-上月比較增減(%)": _percent(now, before), "營業收入-去年同月增減(%)": _percent(now, last_year),
                     "累計營業收入-當月累計營收": str(now * month.month), "累計營業收入-去年累計營收": str(last_year * month.month),
                     "累計營業收入-前期比較增減(%)": _percent(now, last_year), "備註": "-"})
    return array_lines(rows)


def tpex_institutional_body(quotes: list, clock: RunClock) -> str:
    rows = []
    for q in _rows(quotes):
        foreign, dealers_foreign, trust, own, hedge = trades(q.code, q.volume)
        dealers = own + hedge
        sold = max(abs(foreign), abs(trust), abs(dealers)) + 1000
        both = foreign + dealers_foreign
        prefix = "Foreign Investors include Mainland Area Investors (Foreign Dealers excluded)"
        rows.append({
            "Date": clock.roc(), "SecuritiesCompanyCode": q.code, "CompanyName": q.name,
            f"{prefix}-Total Buy": str(sold + foreign), f" {prefix}-Total Sell": str(sold),
            f"{prefix}-Difference": str(foreign), "Foreign Dealers-Total Buy": str(max(0, dealers_foreign)),
            "Foreign Dealers-TotalSell": str(max(0, -dealers_foreign)), "ForeignDealers-Difference": str(dealers_foreign),
            "ForeignInvestorsIncludeMainlandAreaInvestors-TotalBuy": str(sold + both),
            "ForeignInvestorsIncludeMainlandAreaInvestors-TotalSell": str(sold),
            "ForeignInvestorsInclude MainlandAreaInvestors-Difference": str(both),
            "SecuritiesInvestmentTrustCompanies-TotalBuy": str(sold + trust),
            "SecuritiesInvestmentTrustCompanies-TotalSell": str(sold),
            "SecuritiesInvestmentTrustCompanies-Difference": str(trust),
            "Dealers-TotalBuy": str(sold + dealers), "Dealers-TotalSell": str(sold),
            "Dealers-Difference": str(dealers), "Dealers -TotalSell": str(sold // 5),
            "TotalDifference": str(both + trust + dealers)})
    return array_lines(rows)


def tpex_margin_body(quotes: list, companies: dict, clock: RunClock) -> str:
    rows = []
    for q in _rows(quotes):
        previous, today, short_previous, short = margin(q.code, companies.get(q.code, 10_000_000))
        rows.append({"Date": clock.roc(), "SecuritiesCompanyCode": q.code, "CompanyName": q.name,
                     "MarginPurchaseBalancePreviousDay": str(previous), "MarginPurchase": str(max(0, today - previous) + 40),
                     "MarginSales": str(max(0, previous - today) + 40), "CashRedemption": "0",
                     "MarginPurchaseBalance": str(today), "MarginPurchaseBalanceBelongSecuritiesFinanceEnterprise": "0",
                     "MarginPurchaseUtilizationRate": "1.25", "MarginPurchaseQuota": str(today * 25),
                     "ShortSaleBalancePreviousDay": str(short_previous), "ShortSale": "3",
                     "ShortConvering": str(max(0, short_previous - short) + 3), "StockRedemption": "0",
                     "ShortSaleBalance": str(short), "ShortSaleBalanceBelongSecuritiesFinanceEnterprise": "0",
                     "ShortSaleUtilizationRate": "0.0", "ShortSaleQuota": str(today * 25), "Offsetting": "0",
                     "Note": ""})
    return array_lines(rows)


def tpex_attention_body(flagged: list, quotes: list, clock: RunClock) -> str:
    names = {q.code: q for q in quotes}
    return array_lines([{"Date": clock.roc(), "SecuritiesCompanyCode": code, "CompanyName": names[code].name,
                         "TradingInformation": f"{reason}(第一款)", "ClosePrice": f"{names[code].close:.2f}",
                         "PriceEarningRatio": "N/A"} for code, reason in flagged])


def tpex_disposition_body(flagged: list, quotes: list, clock: RunClock) -> str:
    names = {q.code: q.name for q in quotes}
    return array_lines([{"Date": clock.roc(), "SecuritiesCompanyCode": code, "CompanyName": names[code],
                         "DispositionPeriod": f"{roc_date(first)}~{roc_date(last)}", "DispositionReasons": reason,
                         "DisposalCondition": f"{names[code]}股票(代號：{code})改以人工管制之撮合終端機執行撮合作業。"}
                        for code, reason, first, last in flagged])
