"""Nasty input at every endpoint: never a 500, always a message, user text always escaped."""

from __future__ import annotations

from urllib.parse import quote, urlencode

import pytest

from judgeapp import create_app

NASTY = [
    "",
    " ",
    "\t\n",
    "x" * 1001,
    "a b c " * 300,
    "\x00\x01\x02binary\x7f\x9f",
    "\x1b[31mred",
    "\ufffe\uffff",
    '"unbalanced',
    "(unbalanced",
    "unbalanced)",
    "[x",
    "{x}",
    "*",
    "?",
    "**",
    "bl*ck?r",
    "title:blocker",
    "body:",
    "nosuchfield:x",
    "kind:nope blocker",
    "AND",
    "OR NOT",
    "blocker~",
    "blocker^3",
    "<script>alert('x')</script>",
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE sections; --",
    "../../etc/passwd",
    "%00%2e%2e",
    "ジョグレス\u200b",
    "🙂" * 20,
    "a/b?c#d",
    "\\",
]


def search_urls(value: str) -> list[str]:
    urls = []
    for base in ("/search", "/api/search"):
        urls.append(f"{base}?{urlencode({'q': value})}")
        for name in ("game", "document", "lang", "kind", "limit", "all_versions"):
            urls.append(f"{base}?{urlencode({'q': 'blocker', name: value})}")
    return urls


def path_urls(value: str) -> list[str]:
    part = quote(value, safe="")
    return [
        f"/{part}",
        f"/rules/{part}",
        f"/rules/cr-en/{part}",
        f"/api/rules/{part}",
        f"/api/rules/cr-en/{part}",
        f"/keywords/{part}",
        f"/api/keywords/{part}",
        f"/rules/cr-en?version={part}",
        f"/rules/cr-en/2-3-1-3?version={part}",
        f"/api/rules/cr-en/2-3-1-3?{urlencode({'version': value})}",
    ]


WEIRD_URLS = [
    "//", "///rules", "/api", "/api/", "/api/nothing", "/rules/", "/rules/cr-en/",
    "/rules/cr-en/2-3-1-3/extra", "/static/../judgeapp/app.py", "/static/%2e%2e/app.py",
    "/rules/%00", "/rules/cr-en/%ff%fe", "/search?q=%ff%fe%00", "/search?q=%", "/search?%=%",
    "/search?q=a&q=b", "/search?q", "/search?=", "/" + "a" * 5000, "/keywords/" + "%E3%81%82" * 300,
    "/rules/cr-en/2-3-1-3?version=", "/rules/cr-en/2-3-1-3?format=xml",
]


@pytest.fixture(scope="module")
def app():
    return create_app({"TESTING": True})


def check(response, url: str) -> str:
    assert response.status_code < 500, f"{url} -> {response.status_code}"
    body = response.get_data(as_text=True)
    assert "Traceback" not in body, url
    if url.startswith("/api"):
        assert response.is_json, f"{url} did not answer JSON"
    else:  # JSON carries the raw text as data; HTML must never contain it as markup
        assert response.mimetype == "text/html", url
        assert "<script>alert" not in body, f"unescaped script on {url}"
        assert "<img src=x" not in body, f"unescaped tag on {url}"
    return body


@pytest.mark.parametrize("value", NASTY, ids=range(len(NASTY)))
def test_nasty_search_input_never_fails(client, value):
    for url in search_urls(value):
        check(client.get(url), url)


@pytest.mark.parametrize("value", NASTY, ids=range(len(NASTY)))
def test_nasty_ids_never_fail(client, value):
    for url in path_urls(value):
        check(client.get(url), url)


@pytest.mark.parametrize("url", WEIRD_URLS)
def test_weird_urls_never_fail(client, url):
    check(client.get(url, follow_redirects=True), url)


def test_empty_query_says_what_is_wrong(client):
    page = client.get("/search?q=")
    assert page.status_code == 400
    assert 'class="error"' in page.get_data(as_text=True)
    assert client.get("/api/search?q=").get_json()["error"]


def test_huge_query_is_rejected_and_kept_in_the_box(client):
    query = "digivolve " * 120
    page = client.get("/search?" + urlencode({"q": query}))
    assert page.status_code == 400
    html = page.get_data(as_text=True)
    assert "1000" in html
    assert f'value="{query}"' in html
    data = client.get("/api/search?" + urlencode({"q": query})).get_json()
    assert "1000" in data["error"] and data["form"]["q"] == query


def test_html_in_query_is_escaped_and_kept(client):
    html = client.get("/search?" + urlencode({"q": "<script>alert('x')</script>"})).get_data(
        as_text=True)
    assert "&lt;script&gt;alert(" in html
    assert "<script>" not in html


def test_unknown_filter_name_is_named(client):
    html = client.get("/search?q=blocker&colour=red").get_data(as_text=True)
    assert "colour" in html
    data = client.get("/api/search?q=blocker&colour=red").get_json()
    assert any("colour" in m for m in data["messages"])
    assert data["results"]["total"] > 0  # the rest of the search still runs


@pytest.mark.parametrize("name", ["game", "document", "lang", "kind"])
def test_unknown_filter_value_is_named(client, name):
    page = client.get(f"/search?q=blocker&{name}=pokemon")
    assert page.status_code == 400
    assert name in page.get_data(as_text=True)
    assert name in client.get(f"/api/search?q=blocker&{name}=pokemon").get_json()["error"]


def test_bad_limit_is_explained(client):
    data = client.get("/api/search?q=blocker&limit=-5").get_json()
    assert any("limit" in m for m in data["messages"])


def test_control_characters_are_removed_with_a_message(client):
    data = client.get("/api/search?" + urlencode({"q": "block\x00er\x07"})).get_json()
    assert data["form"]["q"] == "blocker"
    assert any("Control characters" in m for m in data["messages"])


def test_fallback_is_reported_for_broken_syntax(client):
    data = client.get("/api/search?" + urlencode({"q": '"blocker (AND'})).get_json()
    assert data["results"] is not None
    if data["results"]["fallback"]:
        assert any("plain terms" in m for m in data["messages"])


def test_wrong_method_is_a_friendly_page(client):
    page = client.post("/search")
    assert page.status_code == 405
    assert "DigiJudge" in page.get_data(as_text=True)
    assert client.post("/api/search").is_json


def test_unexpected_exception_renders_a_friendly_page():
    app = create_app({"TESTING": False})

    @app.get("/boom")
    @app.get("/api/boom")
    def boom():
        raise RuntimeError("secret internal detail")

    client = app.test_client()
    page = client.get("/boom")
    assert page.status_code == 500
    html = page.get_data(as_text=True)
    assert "Something went wrong" in html and "secret internal detail" not in html
    data = client.get("/api/boom").get_json()
    assert data["status"] == 500 and "secret" not in data["message"]
