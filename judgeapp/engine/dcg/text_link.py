"""Linking by an effect, read and written back: "You may link 1 level 4 or lower Digimon card
from your hand or this Digimon's digivolution cards to this Digimon without paying the cost."
(grammar rule ``link_cards``; executed by ``verbs/link_cards.py``).

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``); the
rendering is used by ``text_render``.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir

SOURCE_WORDS = {"hand": "your hand", "trash": "your trash",
                "under": "this Digimon's digivolution cards"}


class _Source(str):
    """hand | trash | under: where a card linked by an effect comes from."""


class _Onto(str):
    """this: "to this Digimon"."""


class LinkReader:
    """The ``link_cards`` rules of the grammar's reader (a mixin of ``text_grammar._Reader``)."""

    def link_cards(self, ch: list[Any]) -> ir.LinkCards:
        vals = [c for c in ch if not isinstance(c, Token)]
        n, up_to = next(v for v in vals if isinstance(v, tuple))
        onto = next(v for v in vals if isinstance(v, (_Onto, int)) and not isinstance(v, bool))
        return ir.LinkCards(next(v for v in vals if isinstance(v, ir.Cards)),
                            tuple(str(v) for v in vals if isinstance(v, _Source)), n,
                            onto if isinstance(onto, int) else str(onto), up_to=up_to,
                            cost_words=str(vals[-1]))

    def link_from_hand(self, ch: list[Any]) -> _Source:
        return _Source("hand")

    def link_from_trash(self, ch: list[Any]) -> _Source:
        return _Source("trash")

    def link_from_under(self, ch: list[Any]) -> _Source:
        return _Source("under")

    def link_onto_this(self, ch: list[Any]) -> _Onto:
        return _Onto("this")

    def link_onto_one(self, ch: list[Any]) -> int:
        return int(next(t for t in ch if isinstance(t, Token) and t.type == "INT"))


def render(a: ir.LinkCards, cards: str) -> str:
    """The sentence's verb phrase; ``cards``: the card description as rendered."""
    count = f"up to {a.n}" if a.up_to else str(a.n)
    sources = " or ".join(SOURCE_WORDS[s] for s in a.sources)
    onto = "this Digimon" if a.onto == "this" else f"{a.onto} of your Digimon"
    return f"link {count} {cards} from {sources} to {onto} without paying {a.cost_words}"
