print("template-bench: not written yet")
