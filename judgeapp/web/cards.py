"""The card database: ``/cards`` (browse and filter, paginated) and ``/cards/<number>`` (one
card with its errata, restriction today, official Q&A, provenance and the library scenarios
that use it), each with its JSON twin.  The data come from ``rulesdb.cards``; nothing here
interprets a rule.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from flask import Blueprint, redirect, request, url_for
from markupsafe import Markup, escape

from judgeapp import replay as replays
from judgeapp.scenario.qa_proofs import QaScenario, by_card
from judgeapp.scenario.realcards import scenario_card
from judgeapp.web.boards import cite_all
from judgeapp.web.errors import Missing
from judgeapp.web.respond import respond, wants_json
from rulesdb.cards import get_card_db, normalize_number
from rulesdb.keywords import find_keyword

bp = Blueprint("cards", __name__)

PER_PAGE = 60
MAX_PAGE = 10_000
FILTERS = ("set", "color", "kind", "level", "status", "q")
MAX_FILTER = 100
_KEYWORD = re.compile(r"&lt;([^&<>]{2,40}?)&gt;")
_SET = re.compile(r"^([A-Z]+)(\d*)$")


def card_url(number: str, *, api: bool = False) -> str:
    return url_for("api_cards.card" if api else "cards.card", number=number)


def card_summary(card: Any) -> dict[str, Any]:
    """What a list of cards shows about one card."""
    return {
        "number": card.number, "name": card.name, "name_ja": card.name_ja, "set": card.set,
        "kinds": list(card.kinds), "colors": list(card.colors), "level": card.level,
        "dp": card.dp, "cost": card.play_cost if card.play_cost is not None else card.use_cost,
        "rarity": card.rarity, "url": card_url(card.number),
        "api_url": card_url(card.number, api=True),
    }


def text_html(text: str) -> Markup:
    """Card text, escaped, with ``<Keyword>`` linked to the keyword's page when it has one."""
    def link(m: re.Match[str]) -> str:
        found = find_keyword(m.group(1))
        if found is None:
            return m.group(0)
        href = escape(url_for("keywords.keyword", keyword_id=found.id))
        return f'<a href="{href}">{m.group(0)}</a>'

    return Markup(_KEYWORD.sub(link, str(escape(text))).replace("\n", "<br>"))


# ---------------------------------------------------------------------- /cards
def _set_order(code: str) -> tuple:
    m = _SET.match(code)
    return (m.group(1), int(m.group(2) or 0)) if m else (code, 0)


def filter_options() -> dict[str, list[str]]:
    """The values each filter of the card list offers (from the data, not a fixed list)."""
    cards = get_card_db().cards.values()
    return {
        "set": sorted({c.set for c in cards}, key=_set_order),
        "color": sorted({col for c in cards for col in c.colors}),
        "kind": sorted({k for c in cards for k in c.kinds}),
        "level": [str(n) for n in sorted({c.level for c in cards if c.level is not None})],
        "status": ["banned", "restricted", "banned_pair"],  # on the restriction list today
    }


def restricted_today() -> dict[str, str]:
    """Card number -> status (banned, restricted, banned_pair) of every card not unlimited
    today."""
    today = dt.date.today().isoformat()
    return {r.number: r.status for r in get_card_db().restricted_on(today)}


def _read_filters() -> tuple[dict[str, str], list[str]]:
    """The filters asked for; a value that does not exist is dropped with a message."""
    options = filter_options()
    chosen = {name: (request.args.get(name) or "").strip()[:MAX_FILTER] for name in FILTERS}
    messages = []
    for name, values in options.items():
        value = chosen[name]
        if not value:
            continue
        match = next((v for v in values if v.lower() == value.lower()), None)
        if match is None:
            shown = ", ".join(values[:12]) + (" …" if len(values) > 12 else "")
            messages.append(f"There is no {name} {value!r}; showing every {name} "
                            f"(choose one of {shown}).")
        chosen[name] = match or ""
    return chosen, messages


def _keep(card: Any, f: dict[str, str], restricted: dict[str, str]) -> bool:
    q = f["q"].casefold()
    return ((not f["status"] or restricted.get(card.number) == f["status"])
            and (not f["set"] or card.set == f["set"])
            and (not f["color"] or f["color"] in card.colors)
            and (not f["kind"] or f["kind"] in card.kinds)
            and (not f["level"] or str(card.level) == f["level"])
            and (not q or q in card.name.casefold() or q in (card.name_ja or "")
                 or q in card.number.casefold()))


def _page(total: int, messages: list[str]) -> tuple[int, int]:
    pages = max(1, -(-total // PER_PAGE))
    raw = request.args.get("page", "1").strip()
    if raw.isascii() and raw.isdigit() and 1 <= int(raw) <= min(pages, MAX_PAGE):
        return int(raw), pages
    if raw != "1":
        messages.append(f"page must be a whole number from 1 to {pages}; showing page 1.")
    return 1, pages


@bp.get("/cards")
def index():
    db = get_card_db()
    chosen, messages = _read_filters()
    restricted = restricted_today()
    matching = [c for c in db.cards.values() if _keep(c, chosen, restricted)]
    page, pages = _page(len(matching), messages)
    shown = matching[(page - 1) * PER_PAGE: page * PER_PAGE]
    args = {k: v for k, v in chosen.items() if v}

    def page_url(n: int) -> str:
        return url_for("cards.index", **args, page=n)

    context = {
        "filters": chosen, "options": filter_options(), "messages": messages,
        "total": len(matching), "all": len(db.cards), "page": page, "pages": pages,
        "cards": [{**card_summary(c), "status": restricted.get(c.number)} for c in shown],
        "previous_url": page_url(page - 1) if page > 1 else None,
        "next_url": page_url(page + 1) if page < pages else None,
        "provenance": db.provenance.to_dict(),
    }
    return respond("cards.html", context)


# ---------------------------------------------------------------------- /cards/<number>
def _missing(typed: str) -> Missing:
    """A 404 naming what was typed, with the cards it may have meant."""
    db = get_card_db()
    shown = typed if len(typed) <= 40 else typed[:37] + "..."
    number = normalize_number(typed)
    near = db.suggest(typed[:MAX_FILTER], 5)
    if number:
        message = f"There is no card {number} in the card database."
        if not any(c.set == number.partition("-")[0] for c in near):
            message += f" No set is called {number.partition('-')[0]}."
    else:
        message = f"{shown!r} is not a card number (numbers look like BT1-010, ST1-03, P-001)."
    nearest = [{"title": f"{c.number} {c.name}", "url": card_url(c.number)} for c in near[:8]]
    nearest.append({"title": "browse every card", "url": url_for("cards.index")})
    return Missing(message, "" if number else typed[:MAX_FILTER], nearest)


def _erratum(e: Any) -> dict[str, Any]:
    return {"date": e.date, "before": e.before, "after": e.after, "notes": e.notes,
            "source": e.source, "field": e.field,
            "after_html": text_html(e.after),
            "before_html": text_html(e.before)}


def _ruling(r: Any, proof: QaScenario | None = None) -> dict[str, Any]:
    """One official Q&A; ``scenario`` is the library scenario reproducing it (qa:<qno>),
    ``pending`` set while the engine cannot run that scenario yet."""
    return {"qno": r.qno, "question": r.question, "answer": r.answer, "date": r.date,
            "related": [{"number": n, "url": card_url(n)} for n in r.related
                        if n in get_card_db().cards],
            "scenario": {**proof.to_dict(), "url": url_for("replay.scenario", name=proof.name)}
            if proof else None}


def _scenarios_using(number: str) -> list[dict[str, Any]]:
    """Library scenarios that define this real card by its number."""
    found = []
    for entry in replays.library():
        cards = (entry.scenario.source.data.get("cards") or []) if entry.scenario else []
        if any(isinstance(c, dict) and normalize_number(str(c.get("number", ""))) == number
               for c in cards):
            found.append({"name": entry.name, "title": entry.scenario.title,
                          "url": url_for("replay.scenario", name=entry.name)})
    return found


def _restriction(number: str) -> dict[str, Any]:
    today = dt.date.today().isoformat()
    status = get_card_db().status(number, today)
    return status.to_dict()


_BOX_LABELS = {"text": "Effect", "inherited": "Inherited effect", "security": "Security effect",
               "link": "Link effect", "option": "Option side"}  # a DUAL card's (CR 4.2 4-6)


def engine_reading(card: Any) -> dict[str, Any] | None:
    """How the engine reads the card (``text_coverage.read_card``; ``reading.read_box``): each
    effect in words with the rules it follows, or the phrase it refuses and why."""
    from judgeapp.engine.dcg.reading import read_box
    from judgeapp.engine.dcg.render import describe_effect
    from judgeapp.text_coverage import boxes, read_card

    entry = scenario_card(card)
    verdict = read_card(card.number, card.set, entry)
    if not verdict.has_text:
        return None
    if verdict.refusal is not None:
        return {"read": False, "phrase": verdict.refusal.phrase,
                "reason": verdict.refusal.reason, "box": _BOX_LABELS[verdict.refusal.box],
                "effects": []}
    effects = []
    for box, text, _ in boxes(entry):
        for r in read_box(text, box):
            effects.append({"box": _BOX_LABELS[box], "text": r.effect.text,
                            **describe_effect(r), "rules": cite_all(r.rules)})
    return {"read": True, "effects": effects}


def card_context(card: Any) -> dict[str, Any]:
    """Everything the card page shows (and its JSON twin returns)."""
    db = get_card_db()
    proofs = by_card(replays.library_folder(), db).get(card.number, {})
    texts = [(label, value) for label, value in (
        ("Effect", card.text), ("Inherited effect", card.inherited_text),
        ("Security effect", card.security_text),
        ("Link effect", card.link_text),
        (f"Option side: {card.dual_name}" if card.dual_name else "Option side", card.option_text))
        if value]
    return {
        "card": {**card.to_dict(), **card_summary(card)},
        "texts": [{"label": label, "text": value, "html": text_html(value)}
                  for label, value in texts],
        "errata": [_erratum(e) for e in card.errata],
        "restriction": _restriction(card.number),
        "rulings": [_ruling(r, proofs.get(r.qno)) for r in db.rulings(card.number)],
        "scenarios": _scenarios_using(card.number),
        "provenance": db.provenance.to_dict(),
        "builder_url": url_for("builder.builder", card=card.number),
        "engine_reading": engine_reading(card),
    }


@bp.get("/cards/<path:number>")
def card(number: str):
    db = get_card_db()
    found = db.get(number) if len(number) <= 40 else None
    if found is None:
        raise _missing(number)
    if found.number != number and not wants_json():
        return redirect(card_url(found.number), 301)
    return respond("card.html", card_context(found))
