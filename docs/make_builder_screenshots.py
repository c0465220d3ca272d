"""Take the scenario builder's README screenshots with Playwright and Debian's chromium.

    python docs/make_builder_screenshots.py   # writes docs/screenshots/builder-*.png

Serves the app on a free port of 127.0.0.1 for the duration of the run.
"""

from __future__ import annotations

import threading
from pathlib import Path

from playwright.sync_api import sync_playwright
from werkzeug.serving import make_server

from judgeapp import create_app

CHROMIUM = "/usr/lib/chromium/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
OUT = Path(__file__).parent / "screenshots"
COPY = "/builder?from=attack-blocker"
SHOTS = [  # (file name, viewport, CSS selector scrolled to the top, or None)
    ("builder-desktop", {"width": 1200, "height": 900}, None),
    ("builder-phone", {"width": 360, "height": 740}, "fieldset.player-p1"),
]


def main() -> None:
    server = make_server("127.0.0.1", 0, create_app())
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{server.server_port}"
    OUT.mkdir(exist_ok=True)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for name, viewport, anchor in SHOTS:
                page = browser.new_page(viewport=viewport, device_scale_factor=1)
                page.goto(base + COPY)
                if anchor:
                    page.locator(anchor).evaluate("e => { e.scrollIntoView(); scrollBy(0, -56); }")
                page.screenshot(path=OUT / f"{name}.png")
                page.close()
                print(OUT / f"{name}.png")
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
