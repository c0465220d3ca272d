"""<Succession> (Comprehensive Rules Ver.4.2, cr-en/16-47).

"This Digimon gains all effects other than <Succession> on its topmost specified digivolution
card" (16-47-1), a persistent effect (16-47-2), shown as ``<Succession ([Ceresmon])>``. While
the <Succession> card is the top card of a Digimon in the battle area, the effects printed in
the text box of its topmost digivolution card that fits the specification are the Digimon's
(``query.stack_effects`` yields them with that card as their holder): its persistent effects
apply, its [Main] effects can be activated, its trigger-type effects trigger on later events
(official Q&A Q6945: a gained [On Play] or [When Digivolving] effect is one of the Digimon's
effects).

What the rules leave open stops the run (``open_point``, called by ``resolve.on_digivolve``
and ``resolve.on_deleted``; ``inherited_source``, checked at every check point by
``succession_rules``): whether a gained [When Digivolving] effect triggers when the Digimon
digivolves into the <Succession> card (it gains the effect by that digivolution), whether a
gained [On Deletion] effect triggers when the Digimon is deleted (its holder goes to the trash
with it), and whether the specified card's inherited effects are gained a second time (they
already work from under it).

Read forms: ``<Succession ([Name])>`` and ``<Succession ([Trait] trait)>``; others (a level
and a name part, ``Lv.6 w/[Chronomon] in name``) are refused.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from judgeapp.engine.dcg import card_refs
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.effects import CardFilter, Effect

if TYPE_CHECKING:
    from judgeapp.engine.dcg.cards import Card
    from judgeapp.engine.dcg.state import Stack

KEYWORD = "succession"
_FORM = re.compile(r"Succession\s*(?:\((?P<a>.+)\)|《(?P<b>.+)》)", re.IGNORECASE)


def read(inner: str) -> CardFilter | None:
    """The digivolution card ``Succession (...)`` specifies; None for a form not read."""
    m = _FORM.fullmatch(inner.strip())
    return card_refs.specified_cards(m["a"] or m["b"]) if m else None


def effect(printed: str, inherited: bool) -> Effect:
    """A persistent effect with no statics of its own: what it gains is computed from the
    stack (``gained``)."""
    return Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.PERSISTENT, keyword=KEYWORD,
                  inherited=inherited)


def source(stack: Stack) -> Card | None:
    """The topmost digivolution card that the top card's <Succession> specifies, or None."""
    return _source(stack.top, stack.under)


def gained(stack: Stack) -> Iterator[tuple[Effect, Card]]:
    """The effects the Digimon gains, each with its holder (the specified card)."""
    card = source(stack)
    if card is not None:
        for own in card.defn.effects:
            if own.keyword != KEYWORD:
                yield own, card


def open_point(top: Card, under: list[Card], timing: str) -> tuple[str, Card] | None:
    """What the rules don't settle now, if anything, as a ``render`` fragment code and the
    specified card: the Digimon whose top card is ``top`` (over ``under``) digivolved into it
    (``timing`` when-digivolving) or was deleted (on-deletion), and it gains an effect of
    that timing."""
    card = _source(top, under)
    if card is not None and any(e.timing == timing for e in card.defn.effects):
        return f"succession_gains_{timing}", card
    return None


def inherited_source(stack: Stack) -> Card | None:
    """The specified card, when it has inherited effects: whether the Digimon gains them a
    second time (they already work from under it) is not settled (``succession_rules``)."""
    card = source(stack)
    return card if card is not None and card.defn.inherited else None


def _source(top: Card, under: list[Card]) -> Card | None:
    for own in top.defn.effects:
        flt = read(own.text.strip("<>")) if own.keyword == KEYWORD else None
        found = next((c for c in under if flt and card_refs.fits(c.defn, flt)), None)
        if found is not None:
            return found
    return None
