"""TWSE / TPEx open data: company and daily-quote models and their row formats (all strings)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from common import RunClock, array_lines, on_tick, roc_date, twse_tick

LISTED, OTC, EMERGING = "listed", "otc", "emerging"
PAR_VALUE = "新台幣                 10.0000元"
DOMESTIC = "－ "
CAYMAN = "KY 開曼群島".ljust(60)

_SURNAMES = "陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周徐蘇葉莊呂江何蕭羅高潘簡朱鍾彭游詹胡施沈余盧梁趙顏柯翁魏孫戴"
_GIVEN = "志明俊傑淑芬家豪雅婷建宏美玲宗翰冠廷怡君承恩文彬慧敏耀輝國華柏宇佳穎振興嘉玲育誠秀英"
_CITIES = [
    ("台北市", "Taipei City", [("內湖區", "Neihu Dist."), ("南港區", "Nangang Dist."), ("信義區", "Xinyi Dist."),
                              ("中山區", "Zhongshan Dist."), ("松山區", "Songshan Dist.")]),
    ("新北市", "New Taipei City", [("板橋區", "Banqiao Dist."), ("新店區", "Xindian Dist."),
                                  ("汐止區", "Xizhi Dist."), ("土城區", "Tucheng Dist.")]),
    ("新竹市", "Hsinchu City", [("東區", "East Dist."), ("北區", "North Dist.")]),
    ("新竹縣", "Hsinchu County", [("竹北市", "Zhubei City"), ("湖口鄉", "Hukou Township"),
                                 ("寶山鄉", "Baoshan Township")]),
    ("台中市", "Taichung City", [("西屯區", "Xitun Dist."), ("南屯區", "Nantun Dist."), ("大雅區", "Daya Dist.")]),
    ("台南市", "Tainan City", [("善化區", "Shanhua Dist."), ("新市區", "Xinshi Dist."),
                              ("永康區", "Yongkang Dist.")]),
    ("高雄市", "Kaohsiung City", [("前鎮區", "Qianzhen Dist."), ("楠梓區", "Nanzi Dist."),
                                 ("仁武區", "Renwu Dist.")]),
    ("桃園市", "Taoyuan City", [("龜山區", "Guishan Dist."), ("中壢區", "Zhongli Dist."),
                               ("蘆竹區", "Luzhu Dist.")]),
]
_ROADS = [("中山路", "Zhongshan Rd."), ("民生路", "Minsheng Rd."), ("科技路", "Keji Rd."),
          ("園區二路", "Yuanqu 2nd Rd."), ("工業東路", "Gongye E. Rd."), ("復興北路", "Fuxing N. Rd.")]
_AGENTS = [("中國信託商業銀行代理部", "(02)6636-5566", "台北市重慶南路一段83號5樓"),
           ("元大證券股份有限公司股務代理部", "(02)2586-5859", "台北市大同區承德路三段210號B1"),
           ("凱基證券股份有限公司股務代理部", "(02)2389-2999", "台北市重慶南路一段2號5樓"),
           ("群益金鼎證券股份有限公司股務代理部", "(02)2702-3999", "台北市大安區敦化南路二段97號B2")]
_FIRMS = ["勤業眾信聯合會計師事務所", "資誠聯合會計師事務所", "安侯建業聯合會計師事務所",
          "安永聯合會計師事務所"]
_TITLES = ["財務長", "副總經理", "發言人", "資深處長", "公司治理主管"]


@dataclass
class Company:
    """One row of a Taiwan company directory (`t187ap03_L`, `mopsfin_t187ap03_O` or `_R`)."""

    code: str
    market: str
    abbreviation: str
    name: str
    english: str
    industry: str
    capital: int
    founded: str
    listed_on: str
    cayman: bool = False
    profile: dict = field(default_factory=dict)

    @property
    def shares(self) -> int:
        return self.capital // 10


def person(rng: random.Random) -> str:
    return rng.choice(_SURNAMES) + rng.choice(_GIVEN) + rng.choice(_GIVEN)


def fill_profile(company: Company, rng: random.Random, domain: str) -> None:
    """Fills the profile fields nobody reads closely: address, people, phones, agents, auditors."""
    city, city_en, districts = rng.choice(_CITIES)
    district, district_en = rng.choice(districts)
    road, road_en = rng.choice(_ROADS)
    number = rng.randint(1, 399)
    area = rng.choice(["02", "03", "04", "06", "07"])
    phone = f"({area}){rng.randint(2000, 8999)}-{rng.randint(1000, 9999)}"
    agent = rng.choice(_AGENTS)
    company.profile = {
        "address": f"{city}{district}{road}{number}號",
        "english_address": f"No.{number}, {road_en}, {district_en}, {city_en}, Taiwan (R.O.C.)",
        "business_no": f"{rng.randint(10000000, 99999999)}",
        "chairman": person(rng), "manager": person(rng), "spokesman": person(rng),
        "title": rng.choice(_TITLES), "deputy": person(rng),
        "phone": phone, "fax": phone[:-4] + f"{rng.randint(1000, 9999)}",
        "agent": agent, "firm": rng.choice(_FIRMS), "cpa": (person(rng), person(rng)),
        "email": f"ir@{domain}", "web": f"https://www.{domain}",
        "private": "0" if rng.random() < 0.9 else str(rng.randint(1, 90) * 100000),
        "preferred": "0" if rng.random() < 0.95 else str(rng.randint(1, 50) * 1000000),
    }


def twse_directory_row(c: Company, clock: RunClock) -> dict:
    """A TWSE `opendata/t187ap03_L` row: Chinese keys, every value a string."""
    p = c.profile
    return {
        "出表日期": clock.roc(), "公司代號": c.code, "公司名稱": c.name, "公司簡稱": c.abbreviation,
        "外國企業註冊地國": CAYMAN if c.cayman else DOMESTIC, "產業別": c.industry,
        "住址": p["address"], "營利事業統一編號": p["business_no"], "董事長": p["chairman"],
        "總經理": p["manager"], "發言人": p["spokesman"], "發言人職稱": p["title"],
        "代理發言人": p["deputy"], "總機電話": p["phone"], "成立日期": c.founded,
        "上市日期": c.listed_on, "普通股每股面額": PAR_VALUE, "實收資本額": str(c.capital),
        "私募股數": p["private"], "特別股": p["preferred"], "編制財務報表類型": "1",
        "股票過戶機構": p["agent"][0], "過戶電話": p["agent"][1], "過戶地址": p["agent"][2],
        "簽證會計師事務所": p["firm"], "簽證會計師1": p["cpa"][0], "簽證會計師2": p["cpa"][1],
        "英文簡稱": c.english, "英文通訊地址": p["english_address"], "傳真機號碼": p["fax"],
        "電子郵件信箱": p["email"], "網址": p["web"], "已發行普通股數或TDR原股發行股數": str(c.shares),
    }


def tpex_directory_row(c: Company, clock: RunClock) -> dict:
    """A TPEx `mopsfin_t187ap03_O` / `_R` row: English keys (some with dots), string values."""
    p = c.profile
    return {
        "Date": clock.roc(), "SecuritiesCompanyCode": c.code, "CompanyName": c.name,
        "CompanyAbbreviation": c.abbreviation, "Registration": CAYMAN if c.cayman else DOMESTIC,
        "SecuritiesIndustryCode": c.industry, "Address": p["english_address"],
        "UnifiedBusinessNo.": p["business_no"], "Chairman": p["chairman"],
        "GeneralManager": p["manager"], "Spokesman": p["spokesman"], "TitleOfSpokesman": p["title"],
        "DeputySpokesperson": p["deputy"], "Telephone": p["phone"], "DateOfIncorporation": c.founded,
        "DateOfListing": c.listed_on, "ParValueOfCommonStock": PAR_VALUE,
        "Paidin.Capital.NTDollars": str(c.capital), "PrivateStock.shares": p["private"],
        "PreferredStock.shares": p["preferred"], "PreparationOfFinancialReportType": "1",
        "StockTransferAgent": p["agent"][0], "StockTransferAgentTelephone": p["agent"][1],
        "StockTransferAgentAddress": p["agent"][2], "AccountingFirm": p["firm"],
        "CPA.CharteredPublicAccountant.First": p["cpa"][0],
        "CPA.CharteredPublicAccountant.Second": p["cpa"][1], "Symbol": c.english,
        "Fax": p["fax"], "EmailAddress": p["email"], "WebAddress": p["web"],
        "IssueShares": str(c.shares),
    }


@dataclass
class DailyQuote:
    """One stock's trading day. `close` None means untraded; `note` replaces the change (`除息`)."""

    code: str
    name: str
    reference: float
    close: float | None
    open: float = 0.0
    high: float = 0.0
    low: float = 0.0
    volume: int = 0
    value: int = 0
    transactions: int = 0
    shares_issued: int = 0
    note: str | None = None
    no_limits: bool = False

    @property
    def change(self) -> float:
        return 0.0 if self.close is None else round(self.close - self.reference, 2)

    @property
    def limit_up(self) -> float:
        return on_tick(self.reference * 1.1, -1)

    @property
    def limit_down(self) -> float:
        return on_tick(self.reference * 0.9, +1)


def trade(rng: random.Random, code: str, name: str, reference: float, change_pct: float,
          volume: int, shares_issued: int = 0) -> DailyQuote:
    """A traded day: close `change_pct` % from `reference` (within the ±10 % limits), on ticks."""
    q = DailyQuote(code, name, reference, None, shares_issued=shares_issued)
    close = min(max(on_tick(reference * (1 + change_pct / 100)), q.limit_down), q.limit_up)
    q.close = close
    q.open = min(max(on_tick(reference * (1 + rng.uniform(-0.01, 0.01))), q.limit_down), q.limit_up)
    q.high = min(on_tick(max(q.open, close) * (1 + rng.uniform(0, 0.012)), +1), q.limit_up)
    q.low = max(on_tick(min(q.open, close) * (1 - rng.uniform(0, 0.012)), -1), q.limit_down)
    q.volume = volume
    q.value = int(volume * (q.high + q.low + close) / 3)
    q.transactions = max(1, int(volume / rng.uniform(800, 6000)))
    return q


def twse_daily_row(q: DailyQuote, clock: RunClock) -> dict:
    """A TWSE `exchangeReport/STOCK_DAY_ALL` row (untraded: zeros; `Change` 4 decimals, no `+`)."""
    traded = q.close is not None
    price = lambda v: f"{v:.2f}" if traded else "0.00"  # noqa: E731
    return {
        "Date": clock.roc(), "Code": q.code, "Name": q.name, "TradeVolume": str(q.volume),
        "TradeValue": str(q.value), "OpeningPrice": price(q.open), "HighestPrice": price(q.high),
        "LowestPrice": price(q.low), "ClosingPrice": price(q.close),
        "Change": f"{q.change:.4f}" if traded else "0.0000", "Transaction": str(q.transactions),
    }


def _tpex_change(q: DailyQuote) -> str:
    if q.close is None:
        return "--- "
    if q.note:
        return q.note + " "
    return f"+{q.change:.2f}" if q.change > 0 else f"{q.change:.2f} "


def tpex_daily_row(q: DailyQuote, clock: RunClock) -> dict:
    """A TPEx `tpex_mainboard_daily_close_quotes` row, with the API's spellings and spacing."""
    traded = q.close is not None
    last = q.close if traded else q.reference
    tick = twse_tick(last)
    at_limit = traded and q.close >= q.limit_up
    return {
        "Date": clock.roc(), "SecuritiesCompanyCode": q.code, "CompanyName": q.name,
        "Close": f"{q.close:.2f}" if traded else " ---", "Change": _tpex_change(q),
        "Open": f"{q.open:.2f}" if traded else "---", "High": f"{q.high:.2f}" if traded else "---",
        "Low": f"{q.low:.2f}" if traded else "---",
        "Average": f"{(q.value / q.volume if q.volume else last):.2f}",
        "TradingShares": str(q.volume), "TransactionAmount": str(q.value),
        "TransactionNumber": str(q.transactions),
        "LatestBidPrice": f"{last if traded else last - tick:.2f}",
        "LatesAskPrice": "0.00" if at_limit else f"{last + tick if traded else last:.2f}",
        "Capitals": str(q.shares_issued),
        "NextReferencePrice": f"{last:.2f}",
        "NextLimitUp": "9999.95" if q.no_limits else f"{on_tick(last * 1.1, -1):.2f}",
        "NextLimitDown": "0.01" if q.no_limits else f"{on_tick(last * 0.9, +1):.2f}",
    }


@dataclass
class EmergingQuote:
    """One emerging-board (興櫃) company's day: priced at the weighted average, as the board has no
    closing auction. `average` None means untraded (TPEx leaves the prices empty)."""

    code: str
    name: str
    previous_average: float
    average: float | None
    high: float = 0.0
    low: float = 0.0
    latest: float = 0.0
    volume: int = 0


def esb_row(q: EmergingQuote, clock: RunClock) -> dict:
    """A TPEx `tpex_esb_latest_statistics` row: every value a string, prices empty when untraded."""
    price = (lambda v: f"{v:.2f}") if q.average is not None else (lambda v: "")  # noqa: E731
    return {
        "Date": clock.roc(), "Time": "14:30:00", "SecuritiesCompanyCode": q.code, "CompanyName": q.name,
        "PreviousAveragePrice": f"{q.previous_average:.2f}", "Average": price(q.average),
        "LatestPrice": price(q.latest), "Highest": price(q.high), "Lowest": price(q.low),
        "TransactionVolume": str(q.volume),
    }


def esb_body(quotes: list[EmergingQuote], clock: RunClock) -> str:
    return array_lines([esb_row(q, clock) for q in sorted(quotes, key=lambda q: q.code)])


def directory_body(companies: list[Company], clock: RunClock, market: str) -> str:
    row = twse_directory_row if market == LISTED else tpex_directory_row
    chosen = sorted((c for c in companies if c.market == market), key=lambda c: c.code)
    return array_lines([row(c, clock) for c in chosen])


def twse_daily_body(quotes: list[DailyQuote], clock: RunClock) -> str:
    return array_lines([twse_daily_row(q, clock) for q in sorted(quotes, key=lambda q: q.code)])


def tpex_daily_body(quotes: list[DailyQuote], clock: RunClock) -> str:
    return array_lines([tpex_daily_row(q, clock) for q in sorted(quotes, key=lambda q: q.code)])


@dataclass
class ExDividend:
    """One row of an ex-rights / ex-dividend schedule. `cash` and `stock` are per share; `None` for
    none, or the text the exchange writes in place of an amount not announced yet (`待公告`)."""

    code: str
    name: str
    market: str
    day: object  # datetime.date
    kind: str  # "息", "權" or "權息"
    cash: float | str | None = None
    stock: float | None = None


def _amount(value: float | str | None, digits: int, unused: str) -> str:
    if value is None:
        return unused
    return value if isinstance(value, str) else f"{value:.{digits}f}"


def twse_exdividend_row(e: ExDividend) -> dict:
    """A TWSE `exchangeReport/TWT48U_ALL` row: `息`/`權`/`權息`, cash with 6 decimals, unused `""`."""
    return {
        "Date": roc_date(e.day), "Code": e.code, "Name": e.name, "Exdividend": e.kind,
        "StockDividendRatio": _amount(e.stock, 8, ""), "SubscriptionRatio": "", "SubscriptionPricePerShare": "",
        "CashDividend": _amount(e.cash, 6, ""), "SharesOffered": "", "SharesEmpOwner": "",
        "SharesholderOwner": "", "StockHoldingRatio": "",
    }


def tpex_exright_row(e: ExDividend) -> dict:
    """A TPEx `tpex_exright_prepost` row: `除息`/`除權`/`除權息`, 8 decimals, unused zeros."""
    return {
        "ExRrightsExDividendDate": roc_date(e.day), "SecuritiesCompanyCode": e.code, "CompanyName": e.name,
        "ExRrightsExDividend": "除" + e.kind, "StockDividendRatio": _amount(e.stock, 8, "0.00000000"),
        "SubscriptionRatioToNewSharesIssued": "0.00000000", "SubscriptionPricePerShare": "0.00",
        "CashDividend": _amount(e.cash, 8, "0.00000000"), "AllocatedForPublicUnderwriting": "0",
        "SubscribedByEmployees": "0", "SubscribedByExistingShareholders": "0",
        "SubscribedProRataInThousandShares": "0.00000000",
    }


def exdividend_body(rows: list[ExDividend], market: str) -> str:
    """The schedule of `market`; TWSE orders it by code, TPEx by date."""
    own = [e for e in rows if e.market == market]
    if market == LISTED:
        return array_lines([twse_exdividend_row(e) for e in sorted(own, key=lambda e: e.code)])
    return array_lines([tpex_exright_row(e) for e in sorted(own, key=lambda e: (e.day, e.code))])
