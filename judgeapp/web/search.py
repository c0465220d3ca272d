"""Home page and search results."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, request, url_for

from judgeapp.web.library import library
from judgeapp.web.query import DEFAULT_LIMIT, MAX_LIMIT, SearchForm
from judgeapp.web.respond import respond
from judgeapp.web.summaries import document_summary, keyword_summary, section_url
from rulesdb.corpus import GAMES, KINDS, LANGS
from rulesdb.keywords import find_keyword
from rulesdb.search import Hit, QueryError

bp = Blueprint("search", __name__)

KEYWORD_NAME_MAX = 60
EXAMPLES = ("blocker", "security attack", "ジョグレス", "digivolve cost", "jaming")


def filter_options() -> dict[str, list[str]]:
    """The values each filter of the search form offers."""
    return {
        "game": list(GAMES),
        "document": sorted(library().corpus.versions),
        "lang": list(LANGS),
        "kind": list(KINDS),
    }


def hit_context(hit: Hit, pinned: bool) -> dict[str, Any]:
    """One search hit in its context: the section, its parent and a highlighted snippet."""
    version = hit.version if pinned else None
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
        "url": section_url(hit.key, version),
        "parent": (
            {"key": hit.parent_key, "title": hit.parent_title,
             "url": section_url(hit.parent_key, version)}
            if hit.parent_key else None
        ),
    }


def _keyword_named(query: str) -> dict[str, Any] | None:
    """The keyword the whole query names ("S.A.+1", "ジョグレス"), to offer its page first."""
    found = find_keyword(query) if len(query) <= KEYWORD_NAME_MAX else None
    return keyword_summary(found) if found and found.id in library().keywords_by_id else None


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
