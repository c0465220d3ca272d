"""A simple card lookup by number, name or words of the text (no search index).

The CLI's ``judgeapp cards search`` calls ``find_cards``; the web's search box uses the Whoosh
index in ``rulesdb.search``, which can take this module's place behind the same call.
"""

from __future__ import annotations

import re

from .db import CardDB, fold
from .model import Card

MAX_QUERY = 200
_WORD = re.compile(r"\w+")


def find_cards(db: CardDB, query: str, limit: int = 20) -> list[Card]:
    """Cards for ``query``: its number (any spelling), then names, then all words in the text."""
    query = (query or "").strip()[:MAX_QUERY]
    if not query:
        return []
    card = db.get(query)
    if card:
        return [card]
    exact = db.by_name(query)
    folded = fold(query)
    named = [c for c in db.cards.values() if folded in fold(c.name)
             or (c.name_ja and folded in fold(c.name_ja))]
    words = _WORD.findall(folded)
    texts = [db.cards[number] for number, text in db.search_texts.items()
             if words and all(w in text for w in words)] if len(named) < limit else []
    out: dict[str, Card] = {}
    for hit in exact + sorted(named, key=lambda c: (len(c.name), c.number)) + texts:
        out.setdefault(hit.number, hit)
    return list(out.values())[:limit]
