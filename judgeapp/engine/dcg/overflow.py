"""<Overflow <-X>> (manual "Overflow"): a card with Overflow that moves from the field or from
under a card to another area makes its owner lose X memory at once, even in the middle of
other processing. Going under a card (digivolving onto it, DNA) or being played from under
one is not leaving, so nothing happens then.

The resolver calls :func:`left_field` right after the cards have moved (deleted, trashed by a
rule check, returned to the hand or deck, trashed from under a Digimon). Link cards are not
passed: a link card is neither on the field nor a stacked card (manual "D. Linking").
"""

from __future__ import annotations

from collections.abc import Iterable

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.state import GameState
from judgeapp.engine.steps import StepKind


def left_field(state: GameState, cards: Iterable[Card], where: str) -> None:
    """Process Overflow for ``cards`` that just left the field (``where``: the new area)."""
    for card in cards:
        amount = card.defn.rules.overflow
        if not amount:
            continue
        before = state.mem(card.owner)
        state.set_mem(card.owner, before - amount)
        emit(state, StepKind.MEMORY, "overflow", player=card.owner, cards=[card.id],
             rules=cite.OVERFLOW + cite.MEMORY, card=card.id, amount=amount, to=where,
             before=before, after=state.mem(card.owner))
