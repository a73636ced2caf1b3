"""CoinGecko: coin model and the `coins/markets` / `coins/{id}` response bodies."""

from __future__ import annotations

import random
from itertools import accumulate
from dataclasses import dataclass, field

from common import RunClock, array_lines, compact, js_exponents, normals, sig

SPARKLINE_POINTS = 168  # hourly prices over 7 days


@dataclass
class Coin:
    """One coin: its market row values (None where CoinGecko sends null) and its detail."""

    id: str
    symbol: str
    name: str
    image_id: int
    price: float | None
    circulating: float | None
    total_supply: float | None
    max_supply: float | None
    volume: float | None
    change_pct_24h: float | None
    ath: float | None
    ath_date: str | None
    atl: float | None
    atl_date: str | None
    sparkline: list = field(default_factory=list)
    rank: int | None = None
    market_cap_override: float | None = None
    roi: dict | None = None
    change_pct_30d: float | None = None
    change_pct_1y: float | None = None
    # detail
    block_time: int = 0
    hashing_algorithm: str | None = None
    categories: list = field(default_factory=list)
    description: str = ""
    homepage: str = ""
    genesis_date: str | None = None
    platform: tuple | None = None  # (platform id, contract address)
    country: str = ""
    twitter: str = ""
    subreddit: str = ""
    github: list = field(default_factory=list)
    sentiment_up: float | None = None
    watchers: int = 0

    @property
    def market_cap(self) -> float | None:
        if self.market_cap_override is not None:
            return self.market_cap_override
        if self.price is None or self.circulating is None:
            return None
        return self.price * self.circulating


def hourly_path(rng: random.Random, price: float, change_pct_24h: float, volatility: float) -> list:
    """168 hourly prices ending near `price`, 24 hours after a point `change_pct_24h` % lower."""
    start_24h = price / (1 + change_pct_24h / 100)
    # the last 25 points go from start_24h to price; the earlier ones walk backwards from start_24h
    recent = [start_24h + (price - start_24h) * i / 24 for i in range(25)]
    wiggle = normals(rng, 23)
    for i in range(1, 24):
        recent[i] *= 1 + wiggle[i - 1] * volatility / 3
    steps = [1 / (1 + draw * volatility) for draw in normals(rng, SPARKLINE_POINTS - 25)]
    earlier = list(accumulate(steps, lambda value, step: value * step, initial=start_24h))[1:]
    points = earlier[::-1] + recent
    return points


def _n(value: float | None, digits: int = 6):
    return None if value is None else sig(value, digits)


def _image(coin: Coin, size: str) -> str:
    return (f"https://coin-images.coingecko.com/coins/images/{coin.image_id}/{size}/"
            f"{coin.id.replace('-', '_')}.png?{1696500000 + coin.image_id * 37}")


def market_row(coin: Coin, clock: RunClock) -> dict:
    """The `coins/markets` array element for `coin` (`sparkline=true`, `price_change_percentage=24h,7d,30d,1y`)."""
    price, cap = coin.price, coin.market_cap
    last24 = coin.sparkline[-25:] if coin.sparkline else []
    change = None if price is None or coin.change_pct_24h is None else (
        price - price / (1 + coin.change_pct_24h / 100))
    cap_pct = None if coin.change_pct_24h is None or cap is None else coin.change_pct_24h * 0.98 + 0.01
    cap_change = None if cap_pct is None or not cap else cap - cap / (1 + cap_pct / 100)
    fdv_supply = coin.max_supply or coin.total_supply
    fdv = None if price is None or fdv_supply is None else price * fdv_supply
    high = max(last24 + [price]) * 1.0015 if price is not None and last24 else price
    low = min(last24 + [price]) * 0.9985 if price is not None and last24 else price
    return {
        "id": coin.id, "symbol": coin.symbol, "name": coin.name, "image": _image(coin, "large"),
        "current_price": _n(price),
        "market_cap": None if cap is None else int(cap),
        "market_cap_rank": coin.rank,
        "fully_diluted_valuation": None if fdv is None else int(fdv),
        "total_volume": None if coin.volume is None else int(coin.volume),
        "high_24h": _n(high), "low_24h": _n(low),
        "price_change_24h": _n(change, 10),
        "price_change_percentage_24h": None if coin.change_pct_24h is None else round(coin.change_pct_24h, 5),
        "market_cap_change_24h": _n(cap_change, 12),
        "market_cap_change_percentage_24h": _n(cap_pct, 6),
        "circulating_supply": None if coin.circulating is None else float(round(coin.circulating, 3)),
        "total_supply": None if coin.total_supply is None else float(round(coin.total_supply)),
        "max_supply": None if coin.max_supply is None else float(coin.max_supply),
        "ath": _n(coin.ath),
        "ath_change_percentage": None if coin.ath is None or price is None else
        sig((price - coin.ath) / coin.ath * 100, 7),
        "ath_date": coin.ath_date,
        "atl": _n(coin.atl),
        "atl_change_percentage": None if coin.atl is None or price is None else
        sig((price - coin.atl) / coin.atl * 100, 9),
        "atl_date": coin.atl_date,
        "roi": coin.roi,
        "last_updated": clock.iso_millis(-(coin.image_id % 50) - 0.317),
        "sparkline_in_7d": {"price": coin.sparkline},
        "price_change_percentage_1y_in_currency": _n(coin.change_pct_1y, 8),
        "price_change_percentage_24h_in_currency": coin.change_pct_24h,
        "price_change_percentage_30d_in_currency": _n(coin.change_pct_30d, 8),
        "price_change_percentage_7d_in_currency": None if price is None or not coin.sparkline else
        sig((price - coin.sparkline[0]) / coin.sparkline[0] * 100, 8),
    }


def _market_cap_order(coin: Coin):
    cap = coin.market_cap
    return (cap is None or cap == 0, -(cap or 0), coin.id)


def markets_body(coins: list[Coin], clock: RunClock) -> str:
    """One `coins/markets` answer: the rows in market-cap order (CoinGecko's `market_cap_desc`)."""
    rows = [market_row(c, clock) for c in sorted(coins, key=_market_cap_order)]
    return js_exponents(array_lines(rows))


def detail(coin: Coin, clock: RunClock) -> dict:
    """The `coins/{id}` answer with localization, tickers, market, community and developer data off."""
    platform_id, contract = coin.platform or (None, "")
    platforms = {platform_id: contract} if platform_id else {"": ""}
    up = coin.sentiment_up
    return {
        "id": coin.id, "symbol": coin.symbol, "name": coin.name, "web_slug": coin.id,
        "asset_platform_id": platform_id, "platforms": platforms,
        "detail_platforms": {
            (platform_id or ""): {"decimal_place": 18 if platform_id else None, "contract_address": contract}},
        "block_time_in_minutes": coin.block_time, "hashing_algorithm": coin.hashing_algorithm,
        "categories": coin.categories, "preview_listing": False, "public_notice": None,
        "additional_notices": [], "description": {"en": coin.description},
        "links": {
            "homepage": [coin.homepage] if coin.homepage else [],
            "whitepaper": "",
            "blockchain_site": [f"https://explorer.{coin.id}.example/"] if not platform_id else
            [f"https://etherscan.io/token/{contract}"],
            "official_forum_url": [], "chat_url": [], "announcement_url": [], "snapshot_url": None,
            "twitter_screen_name": coin.twitter, "facebook_username": "",
            "bitcointalk_thread_identifier": None, "telegram_channel_identifier": "",
            "subreddit_url": coin.subreddit,
            "repos_url": {"github": coin.github, "bitbucket": []},
        },
        "image": {size: _image(coin, size) for size in ("thumb", "small", "large")},
        "country_origin": coin.country, "genesis_date": coin.genesis_date,
        "sentiment_votes_up_percentage": up,
        "sentiment_votes_down_percentage": None if up is None else round(100 - up, 2),
        "watchlist_portfolio_users": coin.watchers, "market_cap_rank": coin.rank,
        "status_updates": [], "last_updated": clock.iso_millis(-(coin.image_id % 90) - 0.812),
    }


def detail_body(coin: Coin, clock: RunClock) -> str:
    return js_exponents(compact(detail(coin, clock)))
