// MarketData module
