"""Friendly error pages (and JSON errors for the API): never a stack trace, never a bare 500."""

from __future__ import annotations

import re
from typing import Any

from flask import Flask, Response, current_app, request
from werkzeug.exceptions import HTTPException, InternalServerError, NotFound

from judgeapp.web.library import EXTENSION
from judgeapp.web.respond import respond
from judgeapp.web.search import hit_context
from rulesdb.search import QueryError

SUGGESTIONS = 5
_SEPARATORS = re.compile(r"[-_./\s]+")


class Missing(NotFound):
    """A document, section, version or keyword that does not exist.

    ``guess`` is the text the suggestions are searched with; ``nearest`` are links to what
    does exist close by (e.g. the parent of a rule number that is not in the corpus).
    """

    def __init__(self, message: str, guess: str, nearest: list[dict[str, Any]] | None = None):
        super().__init__(message)
        self.guess = guess
        self.nearest = nearest or []


def suggestions(guess: str) -> list[dict[str, Any]]:
    """Sections found by searching for the words of an unknown id (not for bare numbers,
    which match any numbered list; an unknown rule number gets its nearest rules instead)."""
    words = _SEPARATORS.sub(" ", guess).strip()[:200]
    lib = current_app.extensions.get(EXTENSION)
    if not any(c.isalpha() for c in words) or lib is None:
        return []
    try:
        results = lib.index.search(words, limit=SUGGESTIONS)
    except QueryError:
        return []
    return [hit_context(hit, pinned=False) for hit in results.hits]


def _last_segment() -> str:
    return request.path.rstrip("/").rsplit("/", 1)[-1]


def handle_http_error(error: HTTPException):
    context: dict[str, Any] = {
        "status": error.code,
        "error": error.name,
        "message": error.description,
        "nearest": [],
        "suggestions": [],
    }
    if isinstance(error, NotFound):
        guess = error.guess if isinstance(error, Missing) else _last_segment()
        context["query"] = _SEPARATORS.sub(" ", guess).strip()[:200]
        context["nearest"] = error.nearest if isinstance(error, Missing) else []
        context["suggestions"] = suggestions(guess)
    return respond("error.html", context, error.code or 500)


def handle_unexpected(error: Exception):
    """Log the cause; show the user an apology that is still a page (or JSON)."""
    current_app.logger.exception("unexpected error on %s", request.path)
    wrapped = InternalServerError(
        "Something went wrong on our side while showing this page. The error was logged; "
        "please try again or search for the rule instead."
    )
    try:
        return handle_http_error(wrapped)
    except Exception:  # the error page itself failed: answer in plain text
        current_app.logger.exception("the error page failed too")
        return Response(wrapped.description, 500, mimetype="text/plain")


def register(app: Flask) -> None:
    app.register_error_handler(HTTPException, handle_http_error)
    app.register_error_handler(Exception, handle_unexpected)
