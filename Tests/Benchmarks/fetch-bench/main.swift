print("fetch-bench: not written yet")
