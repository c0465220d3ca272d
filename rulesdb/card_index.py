"""The card database's cards and official rulings as documents of the one search index.

A card is found by its name in English or Japanese (title weight), its number, its traits and
its text; a ruling (one per Q number, however many cards list it) by its question and answer,
and weakly by its cards' names.  A whole query that is a card number in any common spelling
(``bt1-10``, ``BT01-010``, ``ST1-03``) or exactly a card's name names those cards
(:func:`exact_cards`): the search puts them first.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rulesdb.analysis import normalize
from rulesdb.search import DocSource, IndexDoc

CARDS = "cards"  # the "document" of card hits
RULINGS = "rulings"  # the "document" of ruling hits
LAYOUT = "1"  # change when the documents below change shape: the index is then rebuilt
CARD_WEIGHT = 0.5  # next to a rule section's 1.0 (see IndexDoc.weight)
RULING_WEIGHT = 0.35
CARD_KIND = "card"
RULING_KIND = "ruling"


def card_key(number: str) -> str:
    return f"{CARDS}/{number}"


def ruling_key(qno: str) -> str:
    return f"{RULINGS}/{qno}"


def card_title(card: Any) -> str:
    """How a card is named in results and links: ``BT1-010 Agumon``."""
    return f"{card.number} {card.name}"


def card_text(card: Any) -> str:
    """The words of a card a judge may search for: kinds, level, traits and every text."""
    parts = [" ".join(card.kinds), f"Lv.{card.level}" if card.level else "",
             " ".join((*card.colors, *card.forms, *card.attributes, *card.traits)),
             card.text]
    parts += [f"Inherited: {card.inherited_text}" if card.inherited_text else "",
              f"Security: {card.security_text}" if card.security_text else ""]
    parts += [r.line for r in card.requirements]
    return normalize(" ".join(p for p in parts if p))


def card_docs(db: Any) -> Iterator[IndexDoc]:
    """A document per card, then one per ruling."""
    version = db.provenance.snapshot_date
    for card in db.cards.values():
        names = " ".join(n for n in (card.name, card.name_ja, card.number) if n)
        yield IndexDoc(
            key=card_key(card.number), version=version, document=CARDS, lang="en",
            game="dcg", kind=CARD_KIND, newest=True, title=card_title(card),
            title_text=normalize(names), text=card_text(card), keyword_ids="",
            parent_key=None, parent_title=None, weight=CARD_WEIGHT,
        )
    for qno, (ruling, cards) in rulings_by_qno(db).items():
        names = " ".join(card_title(c) for c in cards)
        yield IndexDoc(
            key=ruling_key(qno), version=ruling.date or version, document=RULINGS,
            lang="en", game="dcg", kind=RULING_KIND, newest=True,
            title=f"{qno}: {ruling.question}", title_text="",  # no title weight over rules
            text=normalize(f"{ruling.question} {ruling.answer} ({names})"),
            keyword_ids="", parent_key=card_key(cards[0].number),
            parent_title=card_title(cards[0]), weight=RULING_WEIGHT,
        )


def rulings_by_qno(db: Any) -> dict[str, tuple[Any, list[Any]]]:
    """Each ruling once, with every card that lists it (the first is its home card)."""
    found: dict[str, tuple[Any, list[Any]]] = {}
    for card in db.cards.values():
        for ruling in db.rulings(card.number):
            found.setdefault(ruling.qno, (ruling, []))[1].append(card)
    return found


MAX_NAME_LENGTH = 80


def exact_cards(db: Any, query: str) -> list[str]:
    """Keys of the card whose number the whole ``query`` is (any common spelling), else of
    the cards whose English or Japanese name it is exactly."""
    query = query.strip()
    if len(query) > MAX_NAME_LENGTH:
        return []
    card = db.get(query)
    if card is not None:
        return [card_key(card.number)]
    return [card_key(c.number) for c in db.by_name(query)]


def digest(db: Any) -> str:
    """A hash of the card database's data files (what the card and ruling documents are made
    of) and of this module's document layout; reading the bytes is much cheaper than loading
    the 6,900 rulings at every start."""
    h = hashlib.sha256(f"{LAYOUT} {db.provenance!r}".encode())
    for path in sorted(Path(db.path).glob("*.json")):
        h.update(path.name.encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def card_source(db: Any) -> DocSource:
    """The cards and rulings of ``db`` (a ``rulesdb.cards.CardDB``) for ``get_index``."""
    return DocSource(
        name=CARDS, digest=digest(db), docs=lambda: card_docs(db),
        kinds=(CARD_KIND, RULING_KIND), documents=(CARDS, RULINGS),
        lookup=lambda query: exact_cards(db, query),
    )
