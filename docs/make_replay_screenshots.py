"""Take the replayer and training screenshots for the README (Playwright + Debian chromium).

    python docs/make_replay_screenshots.py     # writes docs/screenshots/replay-*.png etc.
"""

from __future__ import annotations

import threading
from pathlib import Path

from playwright.sync_api import sync_playwright
from werkzeug.serving import make_server

from judgeapp import create_app, training

CHROMIUM = "/usr/lib/chromium/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
OUT = Path(__file__).parent / "screenshots"
DESKTOP = {"width": 1200, "height": 1000}
PHONE = {"width": 360, "height": 740}
NAME = "on-deletion-turn-player-chooses-order"


def main() -> None:
    server = make_server("127.0.0.1", 0, create_app())
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            shoot(browser, base + f"/scenarios/{NAME}/replay?step=10", DESKTOP, "replay-desktop",
                  open_rule=True)
            shoot(browser, base + f"/scenarios/{NAME}/replay?step=7", PHONE, "replay-phone")
            shoot(browser, base + f"/scenarios/{NAME}/play?a=use+p1-farewell", PHONE,
                  "play-phone")
            result(browser, base)
            browser.close()
    finally:
        server.shutdown()


def shoot(browser, url: str, viewport: dict, name: str, open_rule: bool = False) -> None:
    page = browser.new_page(viewport=viewport, device_scale_factor=1)
    page.goto(url)
    if open_rule:
        page.locator("article.step ul.cited summary").first.click()
    page.screenshot(path=OUT / f"{name}.png", full_page=True)
    page.close()
    print(OUT / f"{name}.png")


def result(browser, base: str) -> None:
    """A training set on battles (one question per page) with the first answer wrong, scored."""
    points = {p.id: p for p in training.all_points()[0]}
    page = browser.new_page(viewport=PHONE, device_scale_factor=1)
    page.goto(base + "/training/quiz?tags=battle&difficulty=1&seed=1")
    first = True
    while True:
        question = page.locator("section.quiz-question")
        point = points[question.get_attribute("data-id")]
        answer = (point.answer + 1) % len(point.options) if first else point.answer
        question.get_by_label(point.options[answer], exact=True).check()
        first = False
        score = page.get_by_role("button", name="Score my answers")
        if score.count():
            score.click()
            break
        page.get_by_role("button", name="Next question").click()
    page.screenshot(path=OUT / "training-result-phone.png", full_page=True)
    page.close()
    print(OUT / "training-result-phone.png")


if __name__ == "__main__":
    main()
