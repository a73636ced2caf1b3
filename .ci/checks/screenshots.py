#!/usr/bin/env python3
"""Regenerates the dashboard screenshots in docs/ from the sample report, in headless Chromium.

Writes full-page PNGs, each as wide as its viewport and as tall as the page:
  dashboard-light.png   1280 px, light
  dashboard-dark.png    1280 px, dark
  dashboard-phone.png   390 px (a phone, mobile viewport), light
and the first screen alone, as a reader sees it on opening the page:
  first-screen-desktop.png  1280x800, light
  first-screen-phone.png    390x844 (mobile viewport), light

Usage: screenshots.py [PAGE.html] [--out DIR]   (defaults: Output/index.html, docs)
Needs the packages .ci/run installs (chromium, chromium-driver, fonts-noto-cjk, selenium).
"""
import argparse
import pathlib
import sys

import browser

SHOTS = [
    ("dashboard-light.png", browser.DESKTOP, "light"),
    ("dashboard-dark.png", browser.DESKTOP, "dark"),
    ("dashboard-phone.png", browser.PHONE, "light"),
]
FIRST_SCREENS = [
    ("first-screen-desktop.png", browser.FIRST_SCREEN),
    ("first-screen-phone.png", browser.PHONE),
]


def main():
    root = pathlib.Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("page", nargs="?", default=root / "Output" / "index.html", type=pathlib.Path)
    parser.add_argument("--out", default=root / "docs", type=pathlib.Path)
    args = parser.parse_args()
    if not args.page.is_file():
        parser.error(f"{args.page}: no such file")
    driver = browser.start_chromium()
    try:
        browser.set_viewport(driver, browser.DESKTOP)
        driver.get(browser.file_url(args.page))
        for name, viewport, scheme in SHOTS:
            browser.set_viewport(driver, viewport)
            browser.set_color_scheme(driver, scheme)
            png = browser.full_page_png(driver)
            (args.out / name).write_bytes(png)
            print(f"{args.out / name}: {len(png):,} bytes")
        browser.set_color_scheme(driver, "light")
        for name, viewport in FIRST_SCREENS:
            browser.set_viewport(driver, viewport)
            png = browser.first_screen_png(driver)
            (args.out / name).write_bytes(png)
            print(f"{args.out / name}: {len(png):,} bytes")
    finally:
        driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
