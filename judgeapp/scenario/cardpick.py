"""The builder's real-card picker: find real cards by number or name, and say which sentence of
a card's text the engine cannot read yet (the card can still be placed; the check names it).
No Flask here.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from judgeapp.engine.dcg.board import parse_card
from judgeapp.engine.errors import CardTextError, EngineError
from judgeapp.scenario.realcards import scenario_card
from rulesdb.cards import Card, CardDB

MAX_QUERY = 100
MAX_CHOICES = 12
SHORT = 110  # characters of an unread sentence shown


@dataclass
class Pick:
    """What a typed number or name found: one card to add, or choices, and a message."""

    cards: list[Card] = field(default_factory=list)
    message: str = ""
    exact: bool = False  # True: the cards are the number or name typed (not near misses)


def find_real_cards(text: str, db: CardDB) -> Pick:
    """Cards for ``BT1-010`` / ``bt1-10`` / ``BT1-010 Agumon`` / ``Agumon`` / ``アグモン``."""
    typed = " ".join(text.split())[:MAX_QUERY]
    if not typed:
        return Pick(message="Type a card number (BT1-010) or a card name (Agumon, アグモン).")
    card = db.get(typed) or db.get(typed.split(" ", 1)[0])
    if card is not None:
        return Pick([card], exact=True)
    named = db.by_name(typed)
    if named:
        message = "" if len(named) == 1 else (
            f"{len(named)} printings are called {typed!r}; choose one.")
        return Pick(named[:MAX_CHOICES * 4], message, exact=True)
    near = db.suggest(typed, MAX_CHOICES)
    if not near:
        return Pick(message=f"No real card is numbered or called {typed!r}.")
    return Pick(near, f"No real card is numbered or called {typed!r}; did you mean one of "
                      "these?")


def real_card_entry(card: Card, taken: Collection[str]) -> dict[str, Any]:
    """The card as a scenario ``cards:`` entry, named so that it does not clash with a card
    already defined (a second printing of a name gets its number: "Agumon (BT1-010)")."""
    entry = scenario_card(card)
    if entry["name"] in taken:
        entry["name"] = f"{card.name} ({card.number})"
    return entry


def unread_sentence(entry: dict[str, Any]) -> str | None:
    """The first sentence of the card's text that the engine cannot read yet, shortened to a
    line (None when it reads all of it, or the card is refused for another reason)."""
    try:
        parse_card(entry, "card")
    except EngineError as exc:
        cause = exc if isinstance(exc, CardTextError) else exc.__cause__
        if isinstance(cause, CardTextError):
            sentence = " ".join(cause.sentence.split())
            return sentence if len(sentence) <= SHORT else sentence[:SHORT - 1].rstrip() + "…"
    return None
