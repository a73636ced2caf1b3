#!/usr/bin/env python3
"""Checks a report page in headless Chromium, as its readers see it, and measures it.

Named checks (each finding is printed on one line and has an id, `CHECK` or `CHECK:DETAIL`):

  axe-1280-light, axe-1280-dark,   axe-core, WCAG 2.1 A and AA rules (tags wcag2a, wcag2aa,
  axe-390-light, axe-390-dark      wcag21a, wcag21aa), at 1280 and 390 px wide, light and dark;
                                   one finding per rule, id `axe-390-dark:RULE`
  overflow-390                     the page does not scroll sideways at 390 px
                                   (documentElement.scrollWidth <= clientWidth)
  tables-1280, tables-1024,        no table scrolls sideways inside its box at 1280, 1024,
  tables-820, tables-641           820 (a tablet held upright) and 641 px (the narrowest that is
                                   not a phone's): every column it shows there, the holding value
                                   included, is on screen
  first-row-390                    in every table, the first row's price and change cells are on
                                   screen at 390 px: inside the viewport horizontally, not clipped
                                   by a scroll box, non-zero in size, not hidden (a table folded
                                   in a <details> is measured opened; in a table of other
                                   figures, class `figures`, every cell of the first row)
  first-screen                     a report page that opens with "Today" (`#today`) shows it on the
                                   first screen at 1280x800 and 390x844, its first figure too, and
                                   the movers (`#movers`) after it on the 1280x800 screen
  date-390                         at 390 px the date of each heading (`h1 .date`, `h2 .date`)
                                   is on one line, never broken at its hyphens (`2026-` / `12-01`)
  fonts-zh-Hant                    Han text in Traditional Chinese (`:lang(zh-Hant)`: a Taiwan
                                   company's name, a zh-TW page) is drawn with a Traditional
                                   Chinese face (Noto Sans CJK TC, PingFang TC, Microsoft
                                   JhengHei...), never a Simplified, Japanese or Korean one, as
                                   Chromium reports the fonts it used (up to 200 elements)
  up-colour                        in light and dark, a rise (`.chg.up`, `.spark.up path`) is
                                   drawn red and a fall green on a page whose root has the
                                   `up-red` class (`--up-color red`), the other way round
                                   otherwise; `up-colour:light`, `up-colour:dark`
  console                          no error in the browser console
  csp                              no Content-Security-Policy violation, from page load on
  budget                           the page is at most --max-bytes (1,500,000) bytes and
                                   --max-nodes (40,000) DOM nodes (elements and text, as
                                   counted after load); ids `budget:bytes`, `budget:nodes`

A finding the page is known to fail today is listed with --expect-failures (comma-separated
shell patterns matched against the finding id or its check name, e.g. `first-row-390` or
`axe-390-*:scrollable-region-focusable`). It prints as `FAIL (known)` and does not fail the
run; a listed pattern that matches nothing fails the run, so the list shrinks as the page
gets fixed: turning a known failure into a required pass is deleting its pattern.

On a page of thousands of assets one axe-core run over the whole page takes minutes, nearly
all of it in `color-contrast`. --colour-sample N checks the colour rules (color-contrast,
link-in-text-block) on the first N children of any element with more than N (the first N
table rows, cards, gaps...), every other rule on the whole page; --dark-colours-only runs only
the colour rules in dark mode, whose styles change nothing but colours. Both are printed.

Figures printed: page size in bytes, DOM elements and nodes, navigation timing
(DOMContentLoaded, load), style and layout time during load, a forced full reflow at 1280 px,
the cost of resizing to 390 px, a forced full reflow at 390 px, and the printed page count
(Page.printToPDF, Letter, 0.4 in margins, no backgrounds, as a browser prints by default) with
the share of each page left blank (with pdftoppm from poppler-utils, when installed).

Exit status: 0 when every finding is expected, 1 otherwise, 2 for a usage error.

Usage: browser_check.py PAGE.html [--expect-failures PATTERNS] [--json FIGURES.json]
                        [--colour-sample N] [--dark-colours-only] [--max-bytes N] [--max-nodes N]
"""
import argparse
import base64
import collections
import fnmatch
import io
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import time

import axe_playwright_python
import pypdf

import browser

AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
CHECKS = [
    "axe-1280-light",
    "axe-1280-dark",
    "axe-390-light",
    "axe-390-dark",
    "overflow-390",
    "tables-1280",
    "tables-1024",
    "tables-820",
    "tables-641",
    "first-row-390",
    "first-screen",
    "date-390",
    "fonts-zh-Hant",
    "up-colour",
    "console",
    "csp",
    "budget",
]

# What a report page may weigh: the target for 1,000 stocks, 250 coins and 230 Taiwan stocks.
MAX_BYTES = 1_500_000
MAX_NODES = 40_000

# Collects every securitypolicyviolation event from the start of the page's own scripts on.
CSP_LISTENER = """
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`
    + (e.sample ? ` (${e.sample.slice(0, 60)})` : ''));
});
"""

# Header texts that name the price and the day's change columns of the report's tables, in
# English and in Traditional Chinese (價格, 收盤價, 漲跌幅, 24小時漲跌幅).
PRICE_HEADER = r"^(?:(?:price|close|last)\b|價格|收盤價|目前價格)"
CHANGE_HEADER = r"change|24h|漲跌"

# Marks (data-font-probe) up to arguments[0] visible elements in Traditional Chinese whose own
# text has Han characters, for the font check; returns how many it marked.
MARK_HAN_TEXT = """
const han = /\\p{Script=Han}/u;
let count = 0;
for (const el of document.body.querySelectorAll('*')) {
  if (count >= arguments[0]) break;
  if (!el.matches(':lang(zh-Hant)') || !el.checkVisibility()) continue;
  const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('');
  if (han.test(own)) el.setAttribute('data-font-probe', String(count++));
}
return count;
"""
FONT_PROBES = 200

# The colours a rise and a fall are drawn in: [selector, css property, [r, g, b]] of the first
# element of each selector; and whether the page asks for red rises.
UP_COLOURS = """
const found = [];
for (const [selector, property] of [['.chg.up', 'color'], ['.spark.up path', 'stroke'],
                                     ['.chg.down', 'color'], ['.spark.down path', 'stroke']]) {
  const el = document.querySelector(selector);
  if (el) found.push([selector, property, getComputedStyle(el)[property].match(/\\d+/g).slice(0, 3).map(Number)]);
}
return {redUp: document.documentElement.classList.contains('up-red'), found};
"""
# Faces made for Traditional Chinese, and CJK faces made for another script or language.
TRADITIONAL_FACE = re.compile(r"\bCJK TC\b|PingFang TC|JhengHei|MingLiU|Heiti TC|\bTC\b")
OTHER_CJK_FACE = re.compile(r"\bCJK (SC|JP|KR|HK)\b|PingFang (SC|HK)|YaHei|SimSun|SimHei|Hiragino|Meiryo|Malgun|\bSC\b")

FIRST_ROW_CELLS = """
const [priceHeader, changeHeader] = [new RegExp(arguments[0], 'i'), new RegExp(arguments[1], 'i')];
const viewport = document.documentElement.clientWidth;
// The share of a cell's content (its text, not its padding) a reader sees without scrolling sideways.
function onScreen(cell) {
  const box = cell.getBoundingClientRect();
  const style = getComputedStyle(cell);
  if (style.display === 'none' || style.visibility !== 'visible' || !cell.checkVisibility({opacityProperty: true}))
    return {shown: 0, why: 'hidden by CSS'};
  if (box.width === 0 || box.height === 0) return {shown: 0, why: 'zero size'};
  const range = document.createRange();
  range.selectNodeContents(cell);
  const content = range.getBoundingClientRect().width > 0 ? range.getBoundingClientRect() : box;
  let left = Math.max(content.left, 0), right = Math.min(content.right, viewport);
  for (let node = cell.parentElement; node && node !== document.documentElement; node = node.parentElement) {
    if (getComputedStyle(node).overflowX !== 'visible') {
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
  }
  const shown = Math.max(0, right - left) / content.width;
  return {shown, why: `text at x ${Math.round(content.left)}..${Math.round(content.right)}, `
    + `${Math.round(shown * 100)}% on screen (viewport 0..${viewport})`};
}
// A table folded in a closed <details> is measured as a reader who opens it sees it.
const folded = [...document.querySelectorAll('details:not([open])')];
for (const details of folded) details.open = true;
const measured = [...document.querySelectorAll('table')].map((table, index) => {
  const heading = table.closest('section')?.querySelector('h2')?.firstChild?.textContent;
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim());
  // The first asset's row: a group's heading and subtotal rows (--group-by) hold no price.
  const row = table.querySelector('tbody tr:not(.group-heading):not(.subtotal)');
  const found = {table: (heading || `table ${index + 1}`).trim(), row: row?.cells[0]?.textContent.trim() ?? null, cells: []};
  if (!row) return found;
  // A table of figures other than prices (class `figures`) has every cell of its first row checked.
  if (table.classList.contains('figures')) {
    [...row.cells].forEach((cell, column) => found.cells.push({name: headers[column], header: headers[column], ...onScreen(cell)}));
    return found;
  }
  const price = headers.findIndex((h) => priceHeader.test(h));
  const change = headers.findIndex((h, i) => i !== price && changeHeader.test(h));
  for (const [name, column] of [['price', price], ['change', change]]) {
    if (column < 0) { found.cells.push({name, header: null}); continue; }
    found.cells.push({name, header: headers[column], ...onScreen(row.cells[column])});
  }
  return found;
});
for (const details of folded) details.open = false;
return measured;
"""

# Relayouts the whole page (the body, and so every box in it, gets 1 px narrower) and returns the
# milliseconds that took.
FORCED_REFLOW = """
const body = document.body;
body.offsetHeight;
const width = body.getBoundingClientRect().width;
const start = performance.now();
body.style.width = `${width - 1}px`;
body.offsetHeight;
const took = performance.now() - start;
body.style.width = '';
body.offsetHeight;
return took;
"""

NAVIGATION = """
const nav = performance.getEntriesByType('navigation')[0];
let nodes = 0;
const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
while (walker.nextNode()) nodes++;
return {
  domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd,
  elements: document.getElementsByTagName('*').length, nodes: nodes,
};
"""

OVERFLOW = """
const root = document.documentElement, width = root.clientWidth;
const wide = [...document.body.querySelectorAll('*')]
  .filter((el) => el.getBoundingClientRect().right > width + 0.5)
  .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 0.5)
  .slice(0, 3)
  .map((el) => el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ').join('.') : '')
    + ` to x ${Math.round(el.getBoundingClientRect().right)}`);
return {scrollWidth: root.scrollWidth, clientWidth: width, wide: wide};
"""

# The tables that scroll inside their box, with the headers of the columns cut off, and the tables
# outside such a box that are wider than their own box, so spill over what is beside or below it.
TABLE_SCROLL = """
const scrolling = [...document.querySelectorAll('.table-wrap')]
  .filter((wrap) => wrap.scrollWidth > wrap.clientWidth)
  .map((wrap) => {
    const right = wrap.getBoundingClientRect().right + 0.5;
    return {table: wrap.closest('section')?.id || '?', scrollWidth: wrap.scrollWidth, clientWidth: wrap.clientWidth,
      cut: [...wrap.querySelectorAll('thead th')].filter((th) => th.getBoundingClientRect().right > right)
        .map((th) => th.textContent)};
  });
const spilling = [...document.querySelectorAll('table')]
  .filter((table) => !table.closest('.table-wrap') && table.getClientRects().length)
  .map((table) => ({table, own: table.getBoundingClientRect(), box: table.parentElement.getBoundingClientRect()}))
  .filter(({own, box}) => own.right > box.right + 0.5 || own.left < box.left - 0.5)
  .map(({table, own, box}) => ({table: table.closest('section')?.id || '?', scrollWidth: Math.round(own.width),
    clientWidth: Math.round(box.width), spills: true}));
return scrolling.concat(spilling);
"""

# The headings' dates laid out on more than one line (an inline box broken across lines has a
# client rect per line).
# Where the parts of the first screen start, in CSS pixels from the top of the page.
FIRST_SCREEN_TOPS = """
const top = (selector) => {
  const element = document.querySelector(selector);
  return element ? element.getBoundingClientRect().top + window.scrollY : null;
};
return {today: top('#today'), figure: top('#today > :not(h2)'), movers: top('#movers'),
        height: document.documentElement.clientHeight};
"""

BROKEN_DATES = """
return [...document.querySelectorAll('h1 .date, h2 .date')]
  .filter((date) => date.getClientRects().length > 1)
  .map((date) => ({heading: date.closest('h1, h2').tagName.toLowerCase(), text: date.textContent,
    lines: date.getClientRects().length}));
"""

COLOUR_RULES = ["color-contrast", "link-in-text-block"]

# Runs axe-core with the given options; with `keep` > 0 it leaves out every child past the
# first `keep` of any element that has more (the long runs of rows and cards).
AXE_RUN = """
const [options, keep] = arguments;
const done = arguments[arguments.length - 1];
const exclude = [];
if (keep > 0) {
  for (const parent of document.body.querySelectorAll('*'))
    if (parent.children.length > keep) exclude.push(...[...parent.children].slice(keep));
}
axe.run({include: [document], exclude}, options)
  .then((result) => done({version: axe.version, excluded: exclude.length, violations: result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length,
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }))}))
  .catch((error) => done({error: String(error)}));
"""

PAPER = {"paperWidth": 8.5, "paperHeight": 11.0, "margin": 0.4}
BLANK_RUN_INCHES = 0.5  # a white band at least this tall counts as blank; designed gaps are smaller
BLANK_DPI = 36


class Findings:
    """Every check's findings, matched against the known failures."""

    def __init__(self, expected):
        self.expected = expected
        self.used = set()
        self.failed = {}  # check name -> list of (id, message, known)

    def add(self, check, detail, message):
        finding = f"{check}:{detail}" if detail else check
        known = [p for p in self.expected if fnmatch.fnmatchcase(finding, p) or fnmatch.fnmatchcase(check, p)]
        self.used.update(known)
        self.failed.setdefault(check, []).append((finding, message, bool(known)))

    def report(self):
        """Prints one line per check and finding; returns the number of unexpected results."""
        unexpected = 0
        counts = {"PASS": 0, "FAIL (known)": 0, "FAIL": 0}
        for check in CHECKS:
            findings = self.failed.get(check, [])
            if not findings:
                print(f"PASS {check}")
                counts["PASS"] += 1
                continue
            status = "FAIL (known)" if all(known for _, _, known in findings) else "FAIL"
            counts[status] += 1
            for finding, message, known in findings:
                print(f"{'FAIL (known)' if known else 'FAIL'} {finding}: {message}")
                unexpected += 0 if known else 1
        stale = [p for p in self.expected if p not in self.used]
        for pattern in stale:
            print(f"FAIL --expect-failures {pattern}: now passes; remove it from the known failures")
        known = collections.Counter(f for findings in self.failed.values() for f, _, is_known in findings if is_known)
        if known:
            print("!" * 78)
            print(f"!! {sum(known.values())} KNOWN FAILURE(S): the page fails these, tolerated by --expect-failures")
            for finding, count in known.items():
                print(f"!!   {finding}" + (f" (x{count})" if count > 1 else ""))
            print("!" * 78)
        print(
            f"checks: {counts['PASS']} PASS, {counts['FAIL (known)']} FAIL (known), "
            f"{counts['FAIL']} FAIL, {len(stale)} stale known failure(s)"
        )
        return unexpected + len(stale)


def performance_metrics(driver):
    """Chromium's renderer counters (seconds for durations)."""
    metrics = driver.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]
    return {m["name"]: m["value"] for m in metrics}


def style_and_layout_ms(metrics):
    return 1000 * (metrics["LayoutDuration"] + metrics["RecalcStyleDuration"])


class Axe:
    """axe-core's WCAG 2.1 A/AA rules, run on the loaded page at its current width and scheme."""

    def __init__(self, driver, findings, colour_sample, dark_colours_only):
        self.driver, self.findings = driver, findings
        self.colour_sample, self.dark_colours_only = colour_sample, dark_colours_only
        self.results = {}
        self.seconds = 0.0
        self.version = "?"
        source = pathlib.Path(axe_playwright_python.__file__).with_name("axe.min.js").read_text()
        driver.execute_script(source)

    def scope(self):
        """What the runs cover, in words."""
        if not self.colour_sample and not self.dark_colours_only:
            return "every rule on the whole page, light and dark"
        colours = (
            f"colour rules on the first {self.colour_sample} of each run of siblings"
            if self.colour_sample
            else "colour rules on the whole page"
        )
        dark = "; dark: colour rules only" if self.dark_colours_only else ""
        return f"other rules on the whole page, {colours}{dark}"

    def check(self, check, scheme):
        """Runs the rules for `check` (e.g. axe-390-dark) and records one finding per violated rule."""
        tags = {"runOnly": {"type": "tag", "values": AXE_TAGS}, "resultTypes": ["violations"]}
        colours_only = scheme == "dark" and self.dark_colours_only
        if not self.colour_sample and not colours_only:
            runs = [(tags, 0)]
        else:
            runs = [({**tags, "runOnly": {"type": "rule", "values": COLOUR_RULES}}, self.colour_sample)]
            if not colours_only:
                others = {**tags, "rules": {rule: {"enabled": False} for rule in COLOUR_RULES}}
                runs.insert(0, (others, 0))
        started = time.monotonic()
        violations, excluded = [], 0
        for options, keep in runs:
            result = self.driver.execute_async_script(AXE_RUN, options, keep)
            if "error" in result:
                self.findings.add(check, "error", f"axe-core failed: {result['error']}")
                continue
            self.version = result["version"]
            violations += result["violations"]
            excluded = max(excluded, result["excluded"])
        took = time.monotonic() - started
        self.seconds += took
        self.results[check] = {"violations": violations, "seconds": took, "excludedFromColourRules": excluded}
        for v in violations:
            self.findings.add(
                check, v["id"], f"{v['impact']}, {v['nodes']} node(s): {v['help']} ({'; '.join(v['targets'])})"
            )


def check_budget(figures, findings, options):
    """Records a finding for each of the page's size and DOM node count that is over its budget."""
    for detail, measured, most, unit in [
        ("bytes", figures["bytes"], options.max_bytes, "bytes"),
        ("nodes", figures["nodes"], options.max_nodes, "DOM nodes"),
    ]:
        if measured > most:
            findings.add("budget", detail, f"the page has {measured:,} {unit}, over the budget of {most:,}")


def check_first_screen(driver, findings, size, movers):
    """On a page that opens with `#today`, its start and first figure (and the movers when
    `movers`) are above the fold of the current viewport, named `size`, in that order."""
    tops = driver.execute_script(FIRST_SCREEN_TOPS)
    if tops["today"] is None:
        return tops
    parts = [("Today", tops["today"]), ("Today's first figure", tops["figure"])]
    if movers:
        parts.append(("the movers", tops["movers"]))
    for name, top in parts:
        if top is None:
            findings.add("first-screen", "", f"at {size} the page has no {name}")
        elif top >= tops["height"]:
            findings.add(
                "first-screen", "", f"at {size} {name} starts at {round(top)} px, below the first screen"
                f" ({tops['height']} px)")
    if movers and None not in (tops["today"], tops["movers"]) and tops["movers"] < tops["today"]:
        findings.add("first-screen", "", f"at {size} the movers come before Today")
    return tops


def check_first_rows(driver, findings):
    tables = driver.execute_script(FIRST_ROW_CELLS, PRICE_HEADER, CHANGE_HEADER)
    for table in tables:
        if table["row"] is None:
            continue
        for cell in table["cells"]:
            where = f"{table['table']} table, first row ({table['row']})"
            if cell["header"] is None:
                findings.add("first-row-390", "", f"{where}: no {cell['name']} column found")
            elif cell["shown"] < 0.995:
                findings.add("first-row-390", "", f"{where}: {cell['header']} {cell['why']}")
    return tables


def check_han_fonts(driver, findings):
    """Asks Chromium which fonts drew each marked element's text; returns the faces by count."""
    marked = driver.execute_script(MARK_HAN_TEXT, FONT_PROBES)
    faces = collections.Counter()
    if marked == 0:
        return {"elements": 0, "faces": {}}
    driver.execute_cdp_cmd("DOM.enable", {})
    driver.execute_cdp_cmd("CSS.enable", {})
    root = driver.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    nodes = driver.execute_cdp_cmd("DOM.querySelectorAll", {"nodeId": root, "selector": "[data-font-probe]"})
    for node in nodes["nodeIds"]:
        fonts = driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
        names = [f["familyName"] for f in fonts]
        faces.update(names)
        if not any(TRADITIONAL_FACE.search(n) for n in names) or any(OTHER_CJK_FACE.search(n) for n in names):
            text = driver.execute_cdp_cmd("DOM.describeNode", {"nodeId": node})["node"]
            findings.add(
                "fonts-zh-Hant", "", f"<{text['localName']}> drawn with {', '.join(names) or 'no font'}"
            )
    return {"elements": marked, "faces": dict(faces)}


def check_up_colours(driver, findings, scheme):
    """Records a rise or a fall drawn in the wrong one of red and green for the page's class."""
    result = driver.execute_script(UP_COLOURS)
    for selector, property, (red, green, _) in result["found"]:
        wants_red = result["redUp"] == (".up" in selector)
        if (red > green) != wants_red:
            findings.add(
                "up-colour", scheme,
                f"{selector} {property} is rgb({red}, {green}, ...), not {'red' if wants_red else 'green'}"
                f" on a page {'with' if result['redUp'] else 'without'} the up-red class",
            )
    return result["redUp"]


def print_pages(driver, workdir):
    """Prints the page to PDF as a reader would (light); returns the page count and blank shares."""
    browser.set_color_scheme(driver, "light")
    margin = PAPER["margin"]
    pdf = driver.execute_cdp_cmd(
        "Page.printToPDF",
        {
            "paperWidth": PAPER["paperWidth"],
            "paperHeight": PAPER["paperHeight"],
            "marginTop": margin,
            "marginBottom": margin,
            "marginLeft": margin,
            "marginRight": margin,
            "printBackground": False,
        },
    )
    data = base64.b64decode(pdf["data"])
    path = pathlib.Path(workdir) / "page.pdf"
    path.write_bytes(data)
    pages = len(pypdf.PdfReader(io.BytesIO(data)).pages)
    return pages, blank_shares(path)


def blank_shares(pdf):
    """For each printed page, the share of its printable height in white bands of 0.5 in or more.

    Renders the pages with pdftoppm (greyscale, 36 dpi); None when pdftoppm is not installed.
    """
    if shutil.which("pdftoppm") is None:
        return None
    prefix = pdf.with_suffix("")
    subprocess.run(["pdftoppm", "-gray", "-r", str(BLANK_DPI), str(pdf), str(prefix)], check=True)
    shares = []
    for image in sorted(pdf.parent.glob(prefix.name + "-*.pgm"), key=lambda p: int(p.stem.rsplit("-", 1)[1])):
        width, height, pixels = read_pgm(image)
        margin = round(PAPER["margin"] * BLANK_DPI)
        rows = [pixels[y * width + margin : (y + 1) * width - margin] for y in range(margin, height - margin)]
        shares.append(white_band_share(rows, round(BLANK_RUN_INCHES * BLANK_DPI)))
        image.unlink()
    return shares


def read_pgm(path):
    """Width, height and pixel bytes of a binary (P5, 8-bit) PGM file."""
    data = path.read_bytes()
    match = re.match(rb"P5\s+(\d+)\s+(\d+)\s+255\s", data)
    width, height = int(match.group(1)), int(match.group(2))
    return width, height, data[match.end() :]


def white_band_share(rows, min_run):
    """The share of rows that lie in runs of at least `min_run` near-white rows."""
    blank, run = 0, 0
    for row in rows:
        if min(row) >= 245:
            run += 1
            continue
        blank += run if run >= min_run else 0
        run = 0
    blank += run if run >= min_run else 0
    return blank / len(rows)


def describe_first_rows(tables):
    """`Stocks: Price 0%, Change % 0%; ...`: how much of each first row's cells is on screen."""
    parts = []
    for table in tables:
        if table["row"] is None:
            continue
        cells = ", ".join(
            f"{c['header']} {c['shown']:.0%}" if c["header"] else f"no {c['name']} column" for c in table["cells"]
        )
        parts.append(f"{table['table']}: {cells}")
    return "; ".join(parts) + " on screen" if parts else "no table rows"


def describe_blank(shares):
    if shares is None:
        return "blank share not measured (pdftoppm not installed)"
    mostly = sum(1 for s in shares if s >= 0.5)
    listed = ", ".join(f"p{i + 1} {s:.0%}" for i, s in enumerate(shares[:8]))
    more = f", ... (mean {sum(shares) / len(shares):.0%})" if len(shares) > 8 else ""
    return f"{mostly} page(s) at least half blank; blank share {listed}{more}"


def progress(started, step):
    """Notes a finished step on stderr: the checks of a large page take minutes."""
    print(f"  [{time.monotonic() - started:6.1f} s] {step}", file=sys.stderr, flush=True)


def check_page(driver, page, findings, options):
    """Loads the page once, runs every check on it and returns its figures."""
    started = time.monotonic()
    figures = {
        "page": str(page), "bytes": os.path.getsize(page),
        "maxBytes": options.max_bytes, "maxNodes": options.max_nodes,
    }
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": CSP_LISTENER})
    driver.execute_cdp_cmd("Performance.enable", {})
    browser.set_viewport(driver, browser.DESKTOP)
    browser.set_color_scheme(driver, "light")
    driver.get(browser.file_url(page))
    figures.update(driver.execute_script(NAVIGATION))
    check_budget(figures, findings, options)
    loaded = performance_metrics(driver)
    figures["loadStyleLayoutMs"] = style_and_layout_ms(loaded)
    figures["loadLayouts"] = int(loaded["LayoutCount"])
    figures["reflow1280Ms"] = driver.execute_script(FORCED_REFLOW)
    for width in (1280, 1024, 820, 641):
        browser.set_viewport(driver, {**browser.DESKTOP, "width": width})
        figures[f"tablesScrolling{width}"] = driver.execute_script(TABLE_SCROLL)
        for table in figures[f"tablesScrolling{width}"]:
            size = f"the {table['table']} table is {table['scrollWidth']} px wide"
            findings.add(
                f"tables-{width}",
                table["table"],
                f"{size} and spills out of its {table['clientWidth']} px box" if table.get("spills")
                else f"{size} in a {table['clientWidth']} px box; cut off: {', '.join(table['cut']) or 'n/a'}",
            )
    browser.set_viewport(driver, browser.DESKTOP)
    progress(started, "loaded at 1280 px")

    axe = Axe(driver, findings, options.colour_sample, options.dark_colours_only)
    for scheme in ("light", "dark"):
        browser.set_color_scheme(driver, scheme)
        figures["redUp"] = check_up_colours(driver, findings, scheme)
        axe.check(f"axe-1280-{scheme}", scheme)
        progress(started, f"axe-1280-{scheme}")

    browser.set_color_scheme(driver, "light")
    before = style_and_layout_ms(performance_metrics(driver))
    resize_started = time.perf_counter()
    browser.set_viewport(driver, browser.PHONE)
    overflow = driver.execute_script(OVERFLOW)
    figures["resize390WallMs"] = 1000 * (time.perf_counter() - resize_started)
    figures["resize390StyleLayoutMs"] = style_and_layout_ms(performance_metrics(driver)) - before
    figures["reflow390Ms"] = driver.execute_script(FORCED_REFLOW)
    figures["overflow390"] = overflow
    if overflow["scrollWidth"] > overflow["clientWidth"]:
        findings.add(
            "overflow-390",
            "",
            f"the page is {overflow['scrollWidth']} px wide in a {overflow['clientWidth']} px viewport"
            f" (widest: {'; '.join(overflow['wide']) or 'n/a'})",
        )
    figures["firstRows390"] = check_first_rows(driver, findings)
    figures["firstScreen390"] = check_first_screen(driver, findings, "390x844", movers=False)
    for date in driver.execute_script(BROKEN_DATES):
        findings.add(
            "date-390", "", f"the {date['heading']} date {date['text']!r} is broken over {date['lines']} lines"
        )
    progress(started, "resized to 390 px")
    for scheme in ("light", "dark"):
        browser.set_color_scheme(driver, scheme)
        axe.check(f"axe-390-{scheme}", scheme)
        progress(started, f"axe-390-{scheme}")
    figures.update(axe=axe.results, axeSeconds=axe.seconds, axeScope=axe.scope(), axeVersion=axe.version)

    browser.set_viewport(driver, browser.FIRST_SCREEN)
    figures["firstScreen1280"] = check_first_screen(driver, findings, "1280x800", movers=True)
    browser.set_viewport(driver, browser.DESKTOP)
    with tempfile.TemporaryDirectory() as workdir:
        print_started = time.monotonic()
        figures["printedPages"], figures["blankShares"] = print_pages(driver, workdir)
        figures["printSeconds"] = time.monotonic() - print_started
    progress(started, "printed")
    figures["hanFonts"] = check_han_fonts(driver, findings)

    for entry in driver.get_log("browser"):
        if entry["level"] == "SEVERE":
            findings.add("console", "", entry["message"][:300])
    for violation in driver.execute_script("return window.__cspViolations || ['CSP listener missing']"):
        findings.add("csp", "", violation)
    return figures


def print_figures(figures):
    print(f"page: {figures['page']} (axe-core {figures['axeVersion']}, {browser_version()})")
    print(f"  up colour       {'red' if figures['redUp'] else 'green'} for a rise")
    print(f"  size            {figures['bytes']:,} bytes (budget {figures['maxBytes']:,})")
    print(
        f"  DOM             {figures['elements']:,} elements, {figures['nodes']:,} nodes (with text;"
        f" budget {figures['maxNodes']:,})"
    )
    print(
        f"  load            DOMContentLoaded {figures['domContentLoaded']:.0f} ms, load {figures['load']:.0f} ms"
        f" (navigation timing, 1280 px); style+layout {figures['loadStyleLayoutMs']:.0f} ms"
        f" in {figures['loadLayouts']} layout(s)"
    )
    print(f"  reflow 1280     {figures['reflow1280Ms']:.0f} ms (forced full relayout)")
    print(
        f"  resize to 390   {figures['resize390WallMs']:.0f} ms wall, style+layout"
        f" {figures['resize390StyleLayoutMs']:.0f} ms; forced full relayout at 390: {figures['reflow390Ms']:.0f} ms"
    )
    overflow = figures["overflow390"]
    print(f"  width at 390    page {overflow['scrollWidth']} px in a {overflow['clientWidth']} px viewport")
    print(f"  first rows 390  {describe_first_rows(figures['firstRows390'])}")
    wide, phone = figures["firstScreen1280"], figures["firstScreen390"]
    if wide["today"] is not None:
        print(
            f"  first screen    1280x800: Today at {round(wide['today'])} px, movers at "
            f"{round(wide['movers'] or 0)} px; 390x844: Today at {round(phone['today'])} px"
        )
    fonts = figures["hanFonts"]
    faces = ", ".join(f"{name} ({count})" for name, count in sorted(fonts["faces"].items(), key=lambda f: -f[1]))
    print(f"  zh-Hant fonts   {fonts['elements']} element(s) with Han text drawn with {faces or 'nothing'}")
    for check, result in figures["axe"].items():
        rules = ", ".join(f"{v['id']} ({v['impact']}, {v['nodes']} nodes)" for v in result["violations"])
        print(f"  {check:<15} {len(result['violations'])} violation(s){': ' + rules if rules else ''}"
              f" [{result['seconds']:.1f} s]")
    print(f"  axe scope       {figures['axeScope']}")
    print(
        f"  print           {figures['printedPages']} page(s), Letter, {PAPER['margin']} in margins;"
        f" {describe_blank(figures['blankShares'])} [{figures['printSeconds']:.1f} s]"
    )
    print(f"  check time      {figures['seconds']:.1f} s")


def browser_version():
    try:
        return subprocess.run([browser.CHROMIUM, "--version"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return "Chromium ?"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("page", help="the HTML file to check")
    parser.add_argument(
        "--expect-failures",
        default="",
        metavar="PATTERNS",
        help="comma-separated patterns of findings the page is known to fail (see the module doc)",
    )
    parser.add_argument(
        "--colour-sample",
        type=int,
        default=0,
        metavar="N",
        help="check the colour rules on the first N of each run of siblings only (0: the whole page)",
    )
    parser.add_argument(
        "--max-bytes", type=int, default=MAX_BYTES, metavar="N", help=f"the page's size budget (default {MAX_BYTES:,})"
    )
    parser.add_argument(
        "--max-nodes", type=int, default=MAX_NODES, metavar="N",
        help=f"the page's DOM node budget (default {MAX_NODES:,})",
    )
    parser.add_argument("--dark-colours-only", action="store_true", help="in dark mode run only the colour rules")
    parser.add_argument("--json", metavar="FILE", help="also write the figures and axe results as JSON")
    args = parser.parse_args()
    if not os.path.isfile(args.page):
        parser.error(f"{args.page}: no such file")
    expected = [p.strip() for p in args.expect_failures.split(",") if p.strip()]
    unknown = [p for p in expected if not any(fnmatch.fnmatchcase(c, p.split(":")[0]) for c in CHECKS)]
    if unknown:
        parser.error(f"--expect-failures: {', '.join(unknown)} names no check (checks: {', '.join(CHECKS)})")

    findings = Findings(expected)
    started = time.monotonic()
    driver = browser.start_chromium()
    try:
        figures = check_page(driver, args.page, findings, args)
    finally:
        driver.quit()
    figures["seconds"] = time.monotonic() - started
    print_figures(figures)
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps(figures, indent=2) + "\n")
    return 1 if findings.report() else 0


if __name__ == "__main__":
    sys.exit(main())
