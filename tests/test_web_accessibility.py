"""Every HTML page: a skip link first, to a focusable main; the site links in the header and
in the phone menu are the same."""

from __future__ import annotations

import re

import pytest

PAGES = ["/", "/search?q=blocker", "/rules", "/rules/manual-en", "/rules/cr-en/2-3-1-3",
         "/keywords", "/keywords/blocker", "/scenarios", "/scenarios/attack-blocker",
         "/scenarios/attack-blocker/replay?step=1", "/scenarios/attack-blocker/play",
         "/builder", "/training", "/training/quiz", "/deck-check", "/no-such-page"]


@pytest.mark.parametrize("url", PAGES)
def test_every_page_starts_with_a_skip_link_to_main(client, url):
    html = client.get(url).get_data(as_text=True)
    body = html.split("<body>", 1)[1]
    first = re.search(r"<(a|button|input|select|textarea|summary)\b[^>]*>", body).group(0)
    assert 'class="skip-link"' in first and 'href="#main"' in first, first
    assert '<main id="main" tabindex="-1">' in body


def test_the_phone_menu_holds_the_same_links_as_the_header(client):
    html = client.get("/").get_data(as_text=True)
    wide = re.search(r'<nav class="site-wide"[^>]*>(.*?)</nav>', html, re.S).group(1)
    menu = re.search(r'<details class="site-menu">.*?<nav[^>]*>(.*?)</nav>', html, re.S).group(1)
    links = re.findall(r'<a href="([^"]+)">([^<]+)</a>', wide)
    assert len(links) >= 7 and links == re.findall(r'<a href="([^"]+)">([^<]+)</a>', menu)
