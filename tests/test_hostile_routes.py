"""Hostile requests at every route of ``app.url_map`` (issues 14 and 15): no response >= 500
and no script echoed unescaped into a page.

Nothing here names a route: the routes come from the url map, real arguments for them from
crawling the app's own links, and parameter names from those links and the forms' fields, so
a route added later is covered without touching this file.
"""

from __future__ import annotations

import html
import re
from collections import deque
from urllib.parse import parse_qsl, quote, urlsplit

import pytest
from werkzeug.exceptions import HTTPException
from werkzeug.routing import IntegerConverter, PathConverter, Rule

from judgeapp import create_app
from judgeapp.web.respond import API_PREFIX

SCRIPT = "<script>alert(1)</script>"
IMG = '"><img src=x onerror=alert(1)>'
# One row per kind of hostile value: path and query values alike.
HOSTILE = [
    SCRIPT, IMG, "../../../../etc/passwd", "²", "٣", "-1", "9" * 40, "a" * 1001, "\x00\x1b[0m",
    "\u202e\ufeff\ufffe", "%ff%fe", "{{7*7}}", "[" * 100, "a&b=c;d",
]
HOSTILE_BODIES = [
    ("application/json", b"[" * 50_000),
    ("application/json", b'{"a": ' * 20_000),
    ("application/json", b"\xff\xfe\x00"),
    ("application/json", b'["not", "an", "object"]'),
    ("application/json", b'{"answers": {"x": "\\u00b2"}, "deck": ["x"], "title": {"a": 1}}'),
    ("application/x-www-form-urlencoded", b"a=%ff&b=\xff\xfe&" + b"c=" + b"[" * 3000),
    ("application/octet-stream", bytes(range(256)) * 4),
    ("multipart/form-data; boundary=x", b"--x\r\nContent-Disposition: form-data; name=file; "
     b'filename="a.yaml"\r\n\r\n\xff\xfe\x00a: &a [*a]\r\n--x--\r\n'),
]
CRAWL_LIMIT = 120
_HREF = re.compile(r'(?:href|action)="([^"#]*)"')
_FIELD = re.compile(r'name="([^"]{1,60})"')


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return create_app({"TESTING": True})


@pytest.fixture(scope="module")
def client(app):
    return app.test_client()


def routes(app) -> list[tuple[Rule, str]]:
    """Every (rule, method) of the app, HEAD and OPTIONS aside."""
    return [(rule, method) for rule in app.url_map.iter_rules()
            for method in sorted(rule.methods - {"HEAD", "OPTIONS"})]


@pytest.fixture(scope="module")
def samples(app, client) -> tuple[dict[str, dict[str, str]], set[str]]:
    return crawl(app, client)


def crawl(app, client) -> tuple[dict[str, dict[str, str]], set[str]]:
    """Real arguments per endpoint and every parameter name, found by crawling the app."""
    adapter = app.url_map.bind("localhost")
    args: dict[str, dict[str, str]] = {}
    names: set[str] = set()
    seen: set[str] = set()
    todo = deque(["/"] + [r.rule for r, _ in routes(app) if not r.arguments])
    wanted = {r.endpoint for r, _ in routes(app) if r.arguments}
    while todo and len(seen) < CRAWL_LIMIT and not wanted <= set(args):
        url = todo.popleft()
        if url in seen:
            continue
        seen.add(url)
        response = client.get(url)
        if "text/html" not in response.content_type:
            continue
        page = response.get_data(as_text=True)
        names.update(_FIELD.findall(page))
        for link in (html.unescape(h) for h in _HREF.findall(page)):
            parts = urlsplit(link)
            if parts.scheme or parts.netloc or not parts.path.startswith("/"):
                continue
            names.update(k for k, _ in parse_qsl(parts.query, keep_blank_values=True))
            try:
                endpoint, values = adapter.match(parts.path, method="GET")
            except HTTPException:
                continue
            if values and endpoint not in args:
                args[endpoint] = {k: str(v) for k, v in values.items()}
                twin = f"{API_PREFIX}{endpoint}"  # the JSON twin takes the same arguments
                if twin in wanted:
                    args.setdefault(twin, args[endpoint])
                todo.appendleft(link)  # follow the first link of each endpoint early
            elif not values or endpoint == "static":
                todo.append(link)
    return args, names


def path_for(rule: Rule, values: dict[str, str]) -> str:
    """The rule's path with ``values`` filled in (quoted unless the converter takes paths)."""
    path = rule.rule
    for name, converter in rule._converters.items():
        value = values[name]
        safe = "/" if isinstance(converter, PathConverter) else ""
        path = re.sub(rf"<(?:[^>:]+:)?{name}>", lambda _m, v=value, s=safe: quote(v, safe=s),
                      path)
    return path


def hostile_args(rule: Rule, value: str) -> dict[str, str]:
    return {name: ("99999999999999999999" if isinstance(conv, IntegerConverter) else value)
            for name, conv in rule._converters.items()}


def check(response, url: str, problems: list[str]) -> None:
    body = response.get_data(as_text=True)
    if response.status_code >= 500:
        problems.append(f"{response.status_code} {url[:160]}")
    if "text/html" in response.content_type and (SCRIPT in body or "<img src=x" in body):
        problems.append(f"unescaped script in {url[:160]}")


def test_the_crawl_found_real_arguments_for_every_route(app, samples):
    """Otherwise the query-string rows below would only see 404 pages at a route: link a new
    route from some page (or its HTML twin) so that it is reached."""
    args, names = samples
    with_args = {r.endpoint for r, _ in routes(app) if r.arguments}
    assert with_args <= set(args), sorted(with_args - set(args))
    assert {"q", "step", "limit", "a"} <= names


def test_hostile_path_arguments_at_every_route(app, client):
    problems: list[str] = []
    for rule, method in routes(app):
        if not rule.arguments:
            continue
        for value in HOSTILE:
            url = path_for(rule, hostile_args(rule, value))
            check(client.open(url, method=method), url, problems)
    assert not problems, problems


@pytest.mark.parametrize("value", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_query_values_at_every_route(app, client, samples, value):
    args, names = samples
    problems: list[str] = []
    query = "&".join(f"{quote(n)}={quote(value)}" for n in sorted(names))
    for rule, method in routes(app):
        values = args.get(rule.endpoint) or hostile_args(rule, "x")
        url = f"{path_for(rule, values)}?{query}"
        check(client.open(url, method=method), url, problems)
    assert not problems, problems


def test_raw_bytes_in_the_query_at_every_route(app, client, samples):
    args, _ = samples
    problems: list[str] = []
    for rule, method in routes(app):
        url = path_for(rule, args.get(rule.endpoint) or hostile_args(rule, "x"))
        response = client.open(url, method=method,
                               environ_overrides={"QUERY_STRING": "q=\xff\xfe&step=\xb2"})
        check(response, url, problems)
    assert not problems, problems


def test_hostile_bodies_at_every_route_that_takes_a_post(app, client, samples):
    args, names = samples
    problems: list[str] = []
    posting = [(rule, m) for rule, m in routes(app) if m in ("POST", "PUT", "PATCH", "DELETE")]
    assert posting, "the app has POST routes (builder, upload, deck check, quiz)"
    for rule, method in posting:
        url = path_for(rule, args.get(rule.endpoint) or hostile_args(rule, "x"))
        for content_type, body in HOSTILE_BODIES:
            response = client.open(url, method=method, data=body, content_type=content_type)
            check(response, f"{url} {content_type} {body[:30]!r}", problems)
        for value in [*HOSTILE, "9" * 5000 + " Agumon (BT1-010)", "9" * 5000]:
            form = {name: value for name in names}
            check(client.open(url, method=method, data=form), f"{url} form {value[:20]!r}",
                  problems)
    assert not problems, problems
