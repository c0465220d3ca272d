"""Home page and search results."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, request, url_for

from judgeapp.scenario.search_docs import SCENARIO_KIND, SCENARIOS
from judgeapp.web.library import library
from judgeapp.web.query import DEFAULT_LIMIT, MAX_LIMIT, SearchForm
from judgeapp.web.respond import respond
from judgeapp.web.summaries import document_summary, keyword_summary, section_url
from rulesdb.card_index import CARD_KIND, CARDS, RULING_KIND, RULINGS
from rulesdb.corpus import GAMES, KINDS, LANGS
from rulesdb.keywords import find_keyword
from rulesdb.search import Hit, QueryError

bp = Blueprint("search", __name__)

KEYWORD_NAME_MAX = 60
EXAMPLES = ("blocker", "security attack", "ジョグレス", "digivolve cost", "jaming", "bt1-10",
            "オメガモン")


def filter_options() -> dict[str, list[str]]:
    """The values each filter of the search form offers."""
    return {
        "game": list(GAMES),
        "document": sorted(library().corpus.versions),
        "lang": list(LANGS),
        "kind": [*KINDS, CARD_KIND, RULING_KIND, SCENARIO_KIND],
    }


def _result_url(key: str, version: str | None) -> str:
    """The page of a hit: a rule section, a card, a ruling (on its card's page) or a scenario."""
    document, _, name = key.partition("/")
    if document == CARDS:
        return url_for("cards.card", number=name)
    if document == SCENARIOS:
        return url_for("replay.scenario", name=name)
    return section_url(key, version)


def hit_context(hit: Hit, pinned: bool) -> dict[str, Any]:
    """One search hit in its context: the section (card, ruling, scenario), its parent and a
    highlighted snippet."""
    version = hit.version if pinned else None
    if hit.document == RULINGS and hit.parent_key:
        url = _result_url(hit.parent_key, None) + "#" + hit.key.partition("/")[2]
    else:
        url = _result_url(hit.key, version)
    return {
        "key": hit.key,
        "title": hit.title,
        "document": hit.document,
        "version": hit.version,
        "version_label": library().version_label(hit.document, hit.version),
        "lang": hit.lang,
        "game": hit.game,
        "kind": hit.kind,
        "snippet_html": hit.snippet_html,
        "score": hit.score,
        "url": url,
        "rules": hit.document not in (CARDS, RULINGS, SCENARIOS),
        "parent": (
            {"key": hit.parent_key, "title": hit.parent_title,
             "url": _result_url(hit.parent_key, version)}
            if hit.parent_key else None
        ),
    }


def _keyword_named(query: str) -> dict[str, Any] | None:
    """The keyword the whole query names ("S.A.+1", "ジョグレス"), to offer its page first."""
    found = find_keyword(query) if len(query) <= KEYWORD_NAME_MAX else None
    return keyword_summary(found) if found and found.id in library().keywords_by_id else None


def _kind_urls(form: SearchForm) -> dict[str, str]:
    """The same search limited to cards, official rulings or library scenarios."""
    args = {k: v for k, v in request.args.items() if k not in ("format", "kind", "limit")}
    return {kind: url_for("search.search", **args, kind=kind)
            for kind in (CARD_KIND, RULING_KIND, SCENARIO_KIND)
            if form.filters.get("kind") != kind}


@bp.get("/")
def home():
    lib = library()
    context = {
        "documents": [document_summary(d) for d in lib.corpus.documents()],
        "keyword_count": len(lib.keywords),
        "examples": [
            {"q": q, "url": url_for("search.search", q=q)} for q in EXAMPLES
        ],
        "form": SearchForm(query=None).to_dict(),
        "options": filter_options(),
    }
    return respond("home.html", context)


@bp.get("/search")
def search():
    form = SearchForm.from_args(request.args)
    context: dict[str, Any] = {
        "form": form.to_dict(),
        "options": filter_options(),
        "messages": form.messages,
        "error": None,
        "keyword": None,
        "results": None,
    }
    if form.query is None:
        return respond("search.html", context)
    context["keyword"] = _keyword_named(form.query)
    try:
        results = library().index.search(form.query, **form.search_kwargs())
    except QueryError as exc:
        context["error"] = str(exc)
        return respond("search.html", context, 400)
    if results.fallback:
        form.messages.append(
            "The query syntax was not understood, so its words were searched as plain terms."
        )
    shown = len(results.hits)
    more = min(MAX_LIMIT, form.limit + DEFAULT_LIMIT)
    context["results"] = {
        "query": results.query,
        "total": results.total,
        "fallback": results.fallback,
        "corrections": results.corrections,
        "hits": [hit_context(h, form.all_versions) for h in results.hits],
        "kind_urls": _kind_urls(form),
        "more_url": (
            url_for("search.search", **{**_without_format(request.args.to_dict()), "limit": more})
            if results.total > shown and form.limit < MAX_LIMIT else None
        ),
    }
    return respond("search.html", context)


def _without_format(args: dict[str, str]) -> dict[str, str]:
    """The query's arguments without ``format``: the "more" link is the same for the page and
    its JSON twin."""
    return {k: v for k, v in args.items() if k != "format"}
