"""Headless Chromium for the page checks and the screenshots, driven with selenium.

Uses the Debian packages `chromium` and `chromium-driver` (paths overridable with
$CHROMIUM and $CHROMEDRIVER). Viewport width and colour scheme are set through the DevTools
protocol, so one loaded page is looked at in every combination without reloading it.
"""
import base64
import os
import pathlib

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")

# The two widths every check and screenshot uses: a desktop window and a phone (iPhone 12-15).
DESKTOP = {"width": 1280, "height": 900, "mobile": False}
PHONE = {"width": 390, "height": 844, "mobile": True}
FIRST_SCREEN = {"width": 1280, "height": 800, "mobile": False}


def start_chromium():
    """Starts headless Chromium with its console log kept for `driver.get_log("browser")`."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless=new",
        "--no-sandbox",  # CI runs as root
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--hide-scrollbars",
        "--window-size=1280,900",
        "--lang=en-US",
    ):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    # One axe-core run on a page of thousands of assets takes minutes: wait for it.
    driver.command_executor.client_config.timeout = 1800
    driver.set_page_load_timeout(300)
    driver.set_script_timeout(900)
    return driver


def file_url(path):
    """The file:// URL of a local page."""
    return pathlib.Path(path).resolve().as_uri()


def set_viewport(driver, viewport, scale=1):
    """Emulates a viewport (`DESKTOP` or `PHONE`) at a device pixel ratio of `scale`."""
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {
            "width": viewport["width"],
            "height": viewport["height"],
            "deviceScaleFactor": scale,
            "mobile": viewport["mobile"],
        },
    )


def set_color_scheme(driver, scheme):
    """Emulates `prefers-color-scheme: light` or `dark` for the screen."""
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
    )


def full_page_png(driver):
    """A PNG of the whole page, as wide as the viewport and however tall the page is.

    Content wider than the viewport is cut off, as a reader sees it without scrolling sideways.
    """
    metrics = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
    width = metrics["cssLayoutViewport"]["clientWidth"]
    height = metrics["cssContentSize"]["height"]
    shot = driver.execute_cdp_cmd(
        "Page.captureScreenshot",
        {
            "format": "png",
            "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1},
        },
    )
    return base64.b64decode(shot["data"])


def first_screen_png(driver):
    """A PNG of what the viewport shows at the top of the page, before any scrolling."""
    driver.execute_script("window.scrollTo(0, 0)")
    metrics = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
    viewport = metrics["cssLayoutViewport"]
    shot = driver.execute_cdp_cmd(
        "Page.captureScreenshot",
        {
            "format": "png",
            "clip": {"x": 0, "y": 0, "width": viewport["clientWidth"], "height": viewport["clientHeight"],
                     "scale": 1},
        },
    )
    return base64.b64decode(shot["data"])
