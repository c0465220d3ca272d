"""Take the README screenshots with Playwright and Debian's chromium.

    python docs/make_screenshots.py          # writes docs/screenshots/*.png
    python docs/make_screenshots.py card-desktop cards-phone   # only these

Serves the app on a free port of 127.0.0.1 for the duration of the run.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright
from werkzeug.serving import make_server

from judgeapp import create_app

CHROMIUM = "/usr/lib/chromium/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
OUT = Path(__file__).parent / "screenshots"
DESKTOP = {"width": 1200, "height": 900}
PHONE = {"width": 360, "height": 740}
SHOTS = [  # (file name, path, viewport, full page)
    ("home-desktop", "/", DESKTOP, False),
    ("search-desktop", "/search?q=security+attack", DESKTOP, False),
    ("search-phone", "/search?q=jogress", PHONE, False),
    ("section-desktop", "/rules/cr-en/2-3-6-2", DESKTOP, True),
    ("section-phone", "/rules/cr-en/2-3-6-2", PHONE, True),
    ("keyword-phone", "/keywords/blocker", PHONE, False),
    ("card-desktop", "/cards/BT1-084", DESKTOP, False),
    ("cards-phone", "/cards?set=BT1&color=Red", PHONE, False),
    ("search-card-desktop", "/search?q=bt1-10", DESKTOP, False),
]


def main() -> None:
    wanted = set(sys.argv[1:])
    server = make_server("127.0.0.1", 0, create_app())
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{server.server_port}"
    OUT.mkdir(exist_ok=True)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for name, path, viewport, full in SHOTS:
                if wanted and name not in wanted:
                    continue
                page = browser.new_page(viewport=viewport, device_scale_factor=1)
                page.goto(base + path)
                page.screenshot(path=OUT / f"{name}.png", full_page=full)
                page.close()
                print(OUT / f"{name}.png")
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
