""""[All Turns] This Digimon gains all effects of cards with [Gammamon] in their names in this
Digimon's digivolution cards." (read by ``text_gain.py``: ``Static.gains_from``).

A persistent effect, printed on the top card or inherited from a card under it: while the
Digimon is in the battle area, the effects printed in the text boxes of its digivolution cards
that fit the description are the Digimon's (``query.stack_effects`` yields them with that card
as their holder). Official Q&A: a gained [When Digivolving] effect triggers when the Digimon
digivolves into the card (Q2521, Q2522: the effect applies as soon as the digivolution is
confirmed); the cards' inherited effects are not gained again (Q2523: they already work from
under it). A face-down card has no information (CR 4.2 4-7-9) and gives nothing; an effect that
itself gains all effects is not gained (it would only give the same effects again).

What the rules leave open stops the run (``open_point``, called by ``resolve.on_deleted``):
whether a gained [On Deletion] effect triggers when the Digimon is deleted (its holder goes to
the trash with it).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.card_refs import fits
from judgeapp.engine.dcg.effects import CardFilter, Effect

if TYPE_CHECKING:
    from judgeapp.engine.dcg.cards import Card
    from judgeapp.engine.dcg.state import Stack


def _filters(top: Card, under: list[Card]) -> list[CardFilter]:
    """The descriptions of the gaining effects the Digimon has (printed or inherited)."""
    own = [e for e in top.defn.effects] + [e for c in under for e in c.defn.inherited]
    return [s.gains_from for e in own for s in e.statics if s.gains_from is not None]


def _gaining(effect: Effect) -> bool:
    return any(s.gains_from is not None for s in effect.statics)


def _gained(top: Card, under: list[Card]) -> Iterator[tuple[Effect, Card]]:
    filters = _filters(top, under)
    for card in under:
        if any(fits(card.defn, flt) for flt in filters):
            for effect in card.defn.effects:
                if not _gaining(effect):
                    yield effect, card


def gained(stack: Stack) -> Iterator[tuple[Effect, Card]]:
    """The effects the Digimon gains, each with its holder (the digivolution card), once each
    however many gaining effects name its card."""
    yield from _gained(stack.top, [c for c in stack.under if not c.face_down])


def holds(stack: Stack, effect: Effect, holder: Card) -> bool:
    """Does the Digimon still gain ``effect`` from ``holder``?"""
    return any(e is effect and h is holder for e, h in gained(stack))


def open_point(top: Card, under: list[Card]) -> Card | None:
    """The digivolution card whose gained [On Deletion] effect the Digimon (``top`` over the
    face-up ``under``) had as it was deleted, if any: whether it triggers is not settled."""
    return next((card for effect, card in _gained(top, under)
                 if effect.timing == fx.ON_DELETION), None)
