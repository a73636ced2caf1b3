import MarketReport
print(EmbeddedResources.templates.keys.sorted())
