#!/usr/bin/env python3
"""Runs browser_check.py on two small pages of its own: one that passes every check, and one
that fails each of them, so a check that stopped finding anything would show here. Both start
their stocks table with a group's heading row, as `--group-by` writes it: the first-row check
must look past it to the first asset.

Usage: test_browser_check.py   (with the packages .ci/run installs)
"""
import base64
import hashlib
import pathlib
import subprocess
import sys
import tempfile
import unittest

from browser_check import CHECKS

CHECK = pathlib.Path(__file__).with_name("browser_check.py")

GOOD = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="color-scheme" content="light dark">
<title>A page that passes</title>
<style>
body { margin: 0; padding: 1rem; font-family: sans-serif; color: #1b1f24; background: #fff; }
@media (prefers-color-scheme: dark) { body { color: #e6edf3; background: #0d1117; } }
table { border-collapse: collapse; width: 100%; }
</style>
</head>
<body>
<main>
<h1>Quotes <span class="date">2026-12-01</span></h1>
<section><h2>Stocks</h2>
<table><thead><tr><th scope="col">Symbol</th><th scope="col">Price</th><th scope="col">Change %</th></tr></thead>
<tbody><tr class="group-heading"><th scope="rowgroup" colspan="3">Group: Tech</th></tr>
<tr><td>AAPL</td><td>$284.15</td><td>+0.90%</td></tr>
<tr class="subtotal"><th scope="row" colspan="3">Subtotal: 1 asset</th></tr></tbody></table>
<details><summary>Every change</summary>
<table><thead><tr><th scope="col">Symbol</th><th scope="col">Price</th><th scope="col">Change %</th></tr></thead>
<tbody><tr><td>MSFT</td><td>$512.40</td><td>-0.67%</td></tr></tbody></table>
</details>
<p lang="zh-Hant">台積電 2330</p>
</section>
<section><h2>Allocation</h2>
<table class="figures"><thead><tr><th scope="col">Part</th><th scope="col">Weight</th></tr></thead>
<tbody><tr><th scope="row">Stocks</th><td>100.0%</td></tr></tbody></table>
</section>
</main>
</body>
</html>
"""

# An inline script allowed by its hash, so that it can write to the console under a CSP that
# still blocks the image from elsewhere (the blocked request is never sent).
SCRIPT = 'console.error("fixture error");'
BAD = f"""<!DOCTYPE html>
<html lang="en" class="up-red">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline';
  img-src data:; script-src 'sha256-{base64.b64encode(hashlib.sha256(SCRIPT.encode()).digest()).decode()}'">
<title>A page that fails</title>
<script>{SCRIPT}</script>
</head>
<body>
<main>
<h1 style="width: 6ch">Quotes <span class="date">2026-12-01</span></h1>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<img src="http://127.0.0.1:9/pixel.png" alt="blocked">
<section><h2>Stocks</h2>
<table><thead><tr><th scope="col">Symbol</th><th scope="col">Name</th><th scope="col">Price</th>
<th scope="col">Change %</th></tr></thead>
<tbody><tr class="group-heading"><th scope="rowgroup" colspan="4">Group: Tech</th></tr>
<tr><td>AAPL</td><td style="min-width: 40rem">Apple Inc.</td><td>$284.15</td><td>+0.90%</td></tr></tbody>
</table>
</section>
<section id="movers"><h2>Movers</h2></section>
<section id="today" style="margin-top: 120vh"><h2>Today</h2><p>Holdings $1.00</p></section>
<section id="coins"><h2>Coins</h2>
<div class="table-wrap" role="region" tabindex="0" aria-label="Coins" style="overflow-x: auto">
<table><thead><tr><th scope="col">Symbol</th><th scope="col">Price</th><th scope="col">Change %</th>
<th scope="col">Far</th></tr></thead>
<tbody><tr><td>BTC</td><td>$91,245.00</td><td>+1.32%</td><td style="min-width: 90rem">off screen</td></tr></tbody>
</table>
</div>
<p lang="zh-Hant" style="font-family: 'Noto Sans CJK JP'">台積電</p>
<p><span class="chg up" style="color: #1a7f37">▲ +1.32%</span></p>
</section>
<section><h2>Allocation</h2>
<table class="figures"><thead><tr><th scope="col">Part</th><th scope="col">Weight</th></tr></thead>
<tbody><tr><th scope="row">Stocks</th><td style="padding-left: 60rem">100.0%</td></tr></tbody></table>
</section>
<section id="groups"><h2>Groups</h2>
<div style="display: grid; grid-template-columns: 8rem 8rem">
<div><table><thead><tr><th scope="col">Group</th><th scope="col">Weight</th></tr></thead>
<tbody><tr><th scope="row" style="white-space: nowrap">A group with a long name</th><td>100.0%</td></tr></tbody>
</table></div>
<p>Beside it</p>
</div>
</section>
</main>
</body>
</html>
"""



def run_check(page, *options):
    result = subprocess.run(
        [sys.executable, str(CHECK), str(page), *options], capture_output=True, text=True, timeout=600
    )
    return result.returncode, result.stdout + result.stderr


class BrowserCheckTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        cls.good = pathlib.Path(cls.folder.name, "good.html")
        cls.good.write_text(GOOD)
        cls.bad = pathlib.Path(cls.folder.name, "bad.html")
        cls.bad.write_text(BAD)

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def test_a_good_page_passes_every_check_and_a_stale_known_failure_fails(self):
        status, output = run_check(self.good, "--expect-failures", "overflow-390")
        for check in CHECKS:
            self.assertIn(f"PASS {check}\n", output)
        self.assertIn("FAIL --expect-failures overflow-390: now passes", output)
        self.assertEqual(status, 1, output)

    def test_a_bad_page_fails_each_check(self):
        status, output = run_check(self.bad, "--max-bytes", "500", "--max-nodes", "20")
        self.assertEqual(status, 1, output)
        for finding in [
            "FAIL axe-1280-light:image-alt",
            "FAIL axe-1280-dark:image-alt",
            "FAIL axe-390-light:image-alt",
            "FAIL axe-390-dark:image-alt",
            "FAIL overflow-390: the page is",
            "FAIL tables-1280:coins: the coins table is",
            "FAIL tables-1024:coins: the coins table is",
            "FAIL tables-820:coins: the coins table is",
            "FAIL tables-641:coins: the coins table is",
            "FAIL tables-1280:groups: the groups table is",
            "and spills out of its 128 px box",
            "FAIL first-row-390: Stocks table, first row (AAPL): Price text",
            "FAIL first-row-390: Stocks table, first row (AAPL): Change % text",
            "FAIL first-screen: at 390x844 Today starts at ",
            "FAIL first-screen: at 1280x800 Today's first figure starts at ",
            "FAIL first-screen: at 1280x800 the movers come before Today",
            "FAIL first-row-390: Allocation table, first row (Stocks): Weight text",
            "FAIL date-390: the h1 date '2026-12-01' is broken over 2 lines",
            "FAIL fonts-zh-Hant: <p> drawn with Noto Sans CJK JP",
            "FAIL up-colour:light: .chg.up color is rgb(26, 127, ...), not red on a page with the up-red class",
            "FAIL up-colour:dark: .chg.up color is rgb(26, 127, ...), not red",
            "FAIL console: ",
            "FAIL csp: img-src blocked http://127.0.0.1:9/pixel.png",
            "FAIL budget:bytes: the page has",
            "FAIL budget:nodes: the page has",
        ]:
            self.assertIn(finding, output)
        self.assertIn("fixture error", output)
        self.assertIn("over the budget of 20", output)
        self.assertIn("checks: 0 PASS, 0 FAIL (known), 17 FAIL", output)

    def test_known_failures_print_as_failures_and_pass_the_run(self):
        status, output = run_check(
            self.bad,
            "--expect-failures",
            "axe-*:image-alt,overflow-390,tables-*,first-row-390,first-screen,date-390,fonts-zh-Hant,up-colour,console,csp,budget:nodes",
            "--max-nodes",
            "20",
        )
        self.assertEqual(status, 0, output)
        self.assertIn("FAIL (known) axe-390-dark:image-alt", output)
        self.assertIn("FAIL (known) overflow-390", output)
        self.assertIn("KNOWN FAILURE(S)", output)
        self.assertIn("FAIL (known) budget:nodes", output)
        self.assertIn("checks: 0 PASS, 17 FAIL (known), 0 FAIL", output)
        self.assertNotIn("\nPASS ", output)

    def test_a_pattern_naming_no_check_is_a_usage_error(self):
        status, output = run_check(self.good, "--expect-failures", "overflow-360")
        self.assertEqual(status, 2, output)
        self.assertIn("overflow-360 names no check", output)


if __name__ == "__main__":
    unittest.main(verbosity=2)
