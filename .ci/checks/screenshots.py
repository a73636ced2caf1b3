#!/usr/bin/env python3
"""Regenerates the dashboard screenshots in docs/ from the sample report, in headless Chromium.

Writes full-page PNGs, each as wide as its viewport and as tall as the page:
  dashboard-light.png   1280 px, light
  dashboard-dark.png    1280 px, dark
  dashboard-phone.png   390 px (a phone, mobile viewport), light
and the first screen alone, as a reader sees it on opening the page:
  first-screen-desktop.png  1280x800, light
  first-screen-phone.png    390x844 (mobile viewport), light
or, with --set zh-TW, of the sample rendered with --locale zh-TW:
  dashboard-zh-TW-1280-light.png, dashboard-zh-TW-1280-dark.png   1280 x 800 viewport
  dashboard-zh-TW-390-light.png, dashboard-zh-TW-390-dark.png     390 x 844 (a phone)
  first-screen-zh-TW-desktop.png, first-screen-zh-TW-phone.png    the first screen, light

Usage: screenshots.py [PAGE.html] [--out DIR] [--set en|zh-TW]   (defaults: Output/index.html, docs, en)
Needs the packages .ci/run installs (chromium, chromium-driver, fonts-noto-cjk, selenium).
"""
import argparse
import pathlib
import sys

import browser

LAPTOP = {**browser.DESKTOP, "height": 800}
SHOTS = {
    "en": [
        ("dashboard-light.png", browser.DESKTOP, "light"),
        ("dashboard-dark.png", browser.DESKTOP, "dark"),
        ("dashboard-phone.png", browser.PHONE, "light"),
    ],
    "zh-TW": [
        (f"dashboard-zh-TW-{viewport['width']}-{scheme}.png", viewport, scheme)
        for viewport in (LAPTOP, browser.PHONE)
        for scheme in ("light", "dark")
    ],
}
# The first screen alone, as a reader sees it on opening the page.
FIRST_SCREENS = {
    "en": [
        ("first-screen-desktop.png", browser.FIRST_SCREEN),
        ("first-screen-phone.png", browser.PHONE),
    ],
    "zh-TW": [
        ("first-screen-zh-TW-desktop.png", browser.FIRST_SCREEN),
        ("first-screen-zh-TW-phone.png", browser.PHONE),
    ],
}


def main():
    root = pathlib.Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("page", nargs="?", default=root / "Output" / "index.html", type=pathlib.Path)
    parser.add_argument("--out", default=root / "docs", type=pathlib.Path)
    parser.add_argument("--set", default="en", choices=sorted(SHOTS), help="which screenshots to take")
    args = parser.parse_args()
    if not args.page.is_file():
        parser.error(f"{args.page}: no such file")
    driver = browser.start_chromium()
    try:
        browser.set_viewport(driver, browser.DESKTOP)
        driver.get(browser.file_url(args.page))
        for name, viewport, scheme in SHOTS[args.set]:
            browser.set_viewport(driver, viewport)
            browser.set_color_scheme(driver, scheme)
            png = browser.full_page_png(driver)
            (args.out / name).write_bytes(png)
            print(f"{args.out / name}: {len(png):,} bytes")
        browser.set_color_scheme(driver, "light")
        for name, viewport in FIRST_SCREENS[args.set]:
            browser.set_viewport(driver, viewport)
            png = browser.first_screen_png(driver)
            (args.out / name).write_bytes(png)
            print(f"{args.out / name}: {len(png):,} bytes")
    finally:
        driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
