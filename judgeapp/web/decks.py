"""Deck construction check: ``GET/POST /deck-check`` (form page) and ``/api/deck-check`` (JSON).

The rules live in ``judgeapp.engine.decks``; this module only reads the request and renders.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Flask, request, url_for

from judgeapp.engine.decks import GAMES, DeckInputError, check_deck
from judgeapp.web.respond import respond

bp = Blueprint("decks", __name__)
GAME_LABELS = {"dcg": "Digimon Card Game", "dccg": "Legacy Digimon Collectible Card Game"}


class BadRequest(ValueError):
    """The request cannot be checked; the message says what to send."""


def _read_request() -> tuple[str | None, str, str]:
    """``deck`` text (None: not sent), ``game`` and ``date`` (restriction list as of; empty:
    today), from a JSON body, a form or the query."""
    if request.is_json:
        body = request.get_json(silent=True)
        if not isinstance(body, dict):
            raise BadRequest('the JSON body must be an object like {"deck": "4 Agumon '
                             '(BT1-010)", "game": "dcg"}')
    else:
        body = request.form if request.method == "POST" else request.args
    deck, game = body.get("deck"), body.get("game") or "dcg"
    if deck is not None and not isinstance(deck, str):
        raise BadRequest("'deck' must be text: one card per line")
    if not isinstance(game, str):
        raise BadRequest("'game' must be dcg or dccg")
    date = body.get("date") or ""
    if not isinstance(date, str):
        raise BadRequest("'date' must be text: YYYY-MM-DD")
    return deck, game, date


def _rule_link(key: str | None) -> str | None:
    if not key:
        return None
    doc, _, section = key.partition("/")
    return url_for("rules.section", doc=doc, section=section)


def _context(deck: str, game: str, date: str = "") -> dict[str, Any]:
    return {"form": {"deck": deck, "game": game, "date": date}, "games": GAME_LABELS,
            "report": None, "error": None}


@bp.route("/deck-check", methods=["GET", "POST"])
def deck_check():
    try:
        deck, game, date = _read_request()
    except BadRequest as exc:
        context = _context("", "dcg")
        context["error"] = str(exc)
        return respond("deck_check.html", context, 400)
    context = _context(deck or "", game if game in GAMES else "dcg", date[:40])
    if deck is None and request.method == "GET":
        return respond("deck_check.html", context)  # the empty form (and its JSON twin)
    try:
        report = check_deck(deck or "", game, on=date or None)
    except DeckInputError as exc:
        context["error"] = str(exc)
        return respond("deck_check.html", context, 400)
    result = report.to_dict()
    for problem in result["errors"] + result["warnings"]:
        problem["url"] = _rule_link(problem["rule"])
    context["report"] = result
    return respond("deck_check.html", context)


def init_app(app: Flask) -> None:
    """Register the page and its JSON twin under ``/api``."""
    app.register_blueprint(bp)
    app.register_blueprint(bp, url_prefix="/api", name="api_decks")
