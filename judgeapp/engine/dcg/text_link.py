"""Linking by an effect, read and written back: "You may link 1 level 4 or lower Digimon card
from your hand or this Digimon's digivolution cards to this Digimon without paying the cost."
(grammar rule ``link_cards``; executed by ``verbs/link_cards.py``), and trashing link cards as
a cost: "By trashing 1 of this Digimon's link cards, ..." (``trash_link``; ``verbs/trash_link.py``).

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``); the
rendering is used by ``text_render``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir

SOURCE_WORDS = {"hand": "your hand", "trash": "your trash",
                "under": "this Digimon's digivolution cards"}


class _Source(str):
    """hand | trash | under: where a card linked by an effect comes from."""


class _Onto(str):
    """this: "to this Digimon"."""


class _OnField(int):
    """N: "N of your Digimon on the field"."""


class _To(str):
    """to | with: the word before the Digimon linked to."""


@dataclass(frozen=True)
class _Reduced:
    """"with the [link] cost reduced by N"."""

    n: int
    link_word: bool


class LinkReader:
    """The ``link_cards`` rules of the grammar's reader (a mixin of ``text_grammar._Reader``)."""

    def link_cards(self, ch: list[Any]) -> ir.LinkCards:
        vals = [c for c in ch if not isinstance(c, Token)]
        n, up_to = next(v for v in vals if isinstance(v, tuple))
        return self._link(vals, next(v for v in vals if isinstance(v, ir.Cards)), n, up_to)

    def link_self(self, ch: list[Any]) -> ir.LinkCards:
        """"Link this card to 1 of your Digimon [on the field] ...": the card being used."""
        vals = [c for c in ch if not isinstance(c, Token)]
        return replace(self._link(vals, ir.Cards(), 1, False), this_card=True)

    def _link(self, vals: list[Any], cards: ir.Cards, n: int, up_to: bool) -> ir.LinkCards:
        onto = next(v for v in vals if isinstance(v, (_Onto, _OnField, int))
                    and not isinstance(v, bool))
        cost = vals[-1]
        reduced = cost if isinstance(cost, _Reduced) else None
        return ir.LinkCards(cards, tuple(str(v) for v in vals if isinstance(v, _Source)), n,
                            str(onto) if isinstance(onto, _Onto) else int(onto), up_to=up_to,
                            cost_words="" if reduced else str(cost),
                            reduce=reduced.n if reduced else 0,
                            link_word=bool(reduced and reduced.link_word),
                            to_word=next(str(v) for v in vals if isinstance(v, _To)),
                            on_field=isinstance(onto, _OnField))

    def link_to(self, ch: list[Any]) -> _To:
        return _To(str(ch[0]).lower())

    def link_cost(self, ch: list[Any]) -> str:
        return next(c for c in ch if not isinstance(c, Token))  # the cost words

    def link_reduced(self, ch: list[Any]) -> _Reduced:
        words = [str(t).lower() for t in ch if isinstance(t, Token)]
        return _Reduced(int(next(t for t in ch if isinstance(t, Token) and t.type == "INT")),
                        "link" in words)

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

    def link_onto_field(self, ch: list[Any]) -> _OnField:
        return _OnField(self.link_onto_one(ch))

    def trash_link(self, ch: list[Any]) -> ir.TrashLink:
        """"trashing N of its / this Digimon's link cards" (``its_this`` gives the word)."""
        n = int(next(t for t in ch if isinstance(t, Token) and t.type == "INT"))
        return ir.TrashLink(n, its=any(str(v) == "its" for v in ch if not isinstance(v, Token)))

    def app_fuse(self, ch: list[Any]) -> ir.AppFuse:
        return ir.AppFuse(next(v for v in ch if not isinstance(v, Token)))

    def play_link(self, ch: list[Any]) -> ir.PlayLink:
        n = int(next(t for t in ch if isinstance(t, Token) and t.type == "INT"))
        return ir.PlayLink(n, str(next(v for v in ch if not isinstance(v, Token))))

    def links_trashed_this(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("links-trashed", "this")

    def links_trashed_own(self, ch: list[Any]) -> ir.Trigger:
        return ir.Trigger("links-trashed", "own")

    def ae_linked_to(self, ch: list[Any]) -> tuple[str, str, ir.Cards]:
        """"... get linked to a [A], [B] or [C] trait card": the link card described."""
        article = next(str(v) for v in ch if not isinstance(v, (ir.Cards, Token)))
        return ("linked", article, next(v for v in ch if isinstance(v, ir.Cards)))


# ``ir.Trigger.form`` of "When any of your Digimon get linked to <a card>"
LINKED_TO = 2


def linked_to(event: tuple) -> ir.Trigger | None:
    """"When any of your Digimon get linked to a [Social] or [Tool] trait card": the trigger
    "When any of your Digimon get linked" whose link card must fit the description (its cards'
    information: card_events.on_linked), or None for the bare event."""
    if len(event) == 1:
        return None
    return ir.Trigger("linked", "own", form=LINKED_TO, placed=event[2], wording=event[1])


def render_linked_to(t: ir.Trigger, cards: str) -> str:
    return f"When any of your Digimon get linked to {t.wording} {cards}"


def render_trash_link(a: ir.TrashLink) -> str:
    whose = "its" if a.its else "this Digimon's"
    return f"trashing {a.n} of {whose} link cards"


def render(a: ir.LinkCards, cards: str) -> str:
    """The sentence's verb phrase; ``cards``: the card description as rendered."""
    count = f"up to {a.n}" if a.up_to else str(a.n)
    sources = " or ".join(SOURCE_WORDS[s] for s in a.sources)
    onto = "this Digimon" if a.onto == "this" else \
        f"{a.onto} of your Digimon{' on the field' if a.on_field else ''}"
    cost = f"without paying {a.cost_words}" if a.cost_words else \
        f"with the {'link ' if a.link_word else ''}cost reduced by {a.reduce}"
    what = "this card" if a.this_card else f"{count} {cards} from {sources}"
    return f"link {what} {a.to_word} {onto} {cost}"
