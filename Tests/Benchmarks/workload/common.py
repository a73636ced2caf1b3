"""Shared helpers: the run's clock, number spelling, price ticks and JSON layout."""

from __future__ import annotations

import datetime as dt
import functools
import json
import math
import re
from dataclasses import dataclass, field
from statistics import NormalDist

UTC = dt.timezone.utc


@dataclass(frozen=True)
class RunClock:
    """When the recorded run happened: the report date and the fetch instant (UTC)."""

    report_date: dt.date
    fetched_at: dt.datetime

    @staticmethod
    def for_date(day: dt.date) -> "RunClock":
        """The run of `day`, fetched at 21:30 UTC (US post-market, Asia and Europe closed)."""
        return RunClock(day, dt.datetime(day.year, day.month, day.day, 21, 30, tzinfo=UTC))

    @property
    def epoch(self) -> int:
        return int(self.fetched_at.timestamp())

    @functools.lru_cache(maxsize=None)
    def at(self, day: dt.date, minutes_utc: int) -> int:
        """Epoch seconds of `minutes_utc` minutes after midnight UTC of `day` (may be negative)."""
        midnight = dt.datetime(day.year, day.month, day.day, tzinfo=UTC)
        return int((midnight + dt.timedelta(minutes=minutes_utc)).timestamp())

    def iso_millis(self, offset_seconds: float = 0) -> str:
        """ISO 8601 with milliseconds and `Z`, as CoinGecko writes `last_updated`."""
        moment = self.fetched_at + dt.timedelta(seconds=offset_seconds)
        return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"

    def http_date(self) -> str:
        return self.fetched_at.strftime("%a, %d %b %Y %H:%M:%S GMT")

    def roc(self) -> str:
        """The report date in the ROC calendar, 7 digits (`1151201` = 2026-12-01)."""
        return roc_date(self.report_date)

    @functools.lru_cache(maxsize=None)
    def trading_days(self, holidays: frozenset[dt.date], months: int = 24) -> tuple[dt.date, ...]:
        """Weekdays after the same day `months` months before the report date up to it, holidays
        left out (two years: the range the spark calls ask for)."""
        start = add_months(self.report_date, -months)
        days = []
        day = start + dt.timedelta(days=1)
        while day <= self.report_date:
            if day.weekday() < 5 and day not in holidays:
                days.append(day)
            day += dt.timedelta(days=1)
        return tuple(days)


def add_months(day: dt.date, months: int) -> dt.date:
    month_index = day.year * 12 + day.month - 1 + months
    year, month = divmod(month_index, 12)
    for candidate in (day.day, 28):
        try:
            return dt.date(year, month + 1, candidate)
        except ValueError:
            continue
    raise ValueError(day)


def roc_date(day: dt.date) -> str:
    return f"{day.year - 1911:03d}{day.month:02d}{day.day:02d}"


def num(value: float, digits: int = 2) -> float | int:
    """`value` rounded to `digits` decimals; whole numbers become ints (`241`, not `241.0`)."""
    rounded = round(value, digits)
    return int(rounded) if rounded == int(rounded) and abs(rounded) < 1e15 else rounded


def sig(value: float, digits: int = 6) -> float | int:
    """`value` kept to `digits` significant digits; whole numbers become ints."""
    if value == 0:
        return 0
    rounded = round(value, digits - 1 - math.floor(math.log10(abs(value))))
    return int(rounded) if rounded == int(rounded) and abs(rounded) < 1e15 else rounded


_NORMALS = [NormalDist().inv_cdf((i + 0.5) / 8192) for i in range(8192)]


def normals(rng, count: int) -> list[float]:
    """`count` standard normal draws (from a fine table: fast, and fat tails are not needed)."""
    return rng.choices(_NORMALS, k=count)


def twse_tick(price: float) -> float:
    """The TWSE/TPEx price tick for `price` (NT$)."""
    if price < 10:
        return 0.01
    if price < 50:
        return 0.05
    if price < 100:
        return 0.1
    if price < 500:
        return 0.5
    if price < 1000:
        return 1.0
    return 5.0


def on_tick(price: float, direction: int = 0) -> float:
    """`price` moved onto its tick: nearest (0), down (-1) or up (+1)."""
    tick = twse_tick(price)
    steps = price / tick
    if direction < 0:
        steps = int(steps + 1e-9)
    elif direction > 0:
        steps = -int(-steps + 1e-9)
    else:
        steps = round(steps)
    return round(max(steps, 1) * tick, 2)


def compact(value: object) -> str:
    """JSON the way the providers send it: no spaces, UTF-8 text left as it is."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def array_lines(items: list) -> str:
    """A top-level JSON array with one element a line: still one valid JSON value, easy to edit."""
    if not items:
        return "[]"
    return "[\n" + ",\n".join(compact(item) for item in items) + "\n]"


_EXPONENT = re.compile(r"(?<=[0-9])e-0(?=[0-9])")


def js_exponents(text: str) -> str:
    """Exponents without the zero padding Python adds (`9.21e-6`, as CoinGecko writes them)."""
    return _EXPONENT.sub("e-", text)


@dataclass
class Workload:
    """One recorded run: the assets in watchlist order, the Taiwan day, the session, the watchlist."""

    clock: RunClock
    stocks: list
    coins: list
    companies: list
    twse_quotes: list
    tpex_quotes: list
    watchlist: dict
    crumb: str
    cookie: str
    fx: list = field(default_factory=list)  # yahoo.FxQuote, asked in the quote calls after the stocks
    taiwan_stocks: list = field(default_factory=list)  # yahoo.Stock of CODE.TW / CODE.TWO, for spark
    # the emerging board's day (TPEx `tpex_esb_latest_statistics`): taiwan.EmergingQuote rows
    esb_quotes: list = field(default_factory=list)
    # the exchanges' warnings by market (`listed`, `otc`): attention as (code, reason), disposition as
    # (code, reason, first day, last day)
    attention: dict = field(default_factory=dict)
    disposition: dict = field(default_factory=dict)
    # the ex-rights / ex-dividend schedules (TWSE `TWT48U_ALL`, TPEx `tpex_exright_prepost`):
    # taiwan.ExDividend rows, requested when the watchlist has a listed or OTC code
    ex_dividends: list = field(default_factory=list)
