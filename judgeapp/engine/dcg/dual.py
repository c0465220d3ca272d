"""DUAL cards (CR 4.2 4-6, Rule Manual 6.0 "Dual cards") and Arts Digivolve (CR 4.2 4-20).

A DUAL card is a Digimon card whose definition carries its Option information
(``CardDef.option``: name, use cost, color requirements, Option effects). The rules this
module applies:

* In the hand it is used as its Option (4-6-2: the player declares which information they
  use; ``use <card>`` uses the Option side, ``digivolve <card> onto <Digimon>`` the Digimon
  side) and never played (it has no play cost; "they can't be played by effects, either").
  While it is being used it is its Option information (4-6-6-2, 4-6-6-3): ``used_as_option``.
* On the field it is a Digimon only (4-6-3); in the hand, trash and deck it fits a Digimon
  card description by its Digimon information and an Option card description by its Option
  information (4-6-1; ``card_refs.fits_off_field``).
* Arts Digivolve (4-20-1, 4-20-2): once its [Main] effect has resolved, instead of the trashing
  (the pending processing of 9-1-5), one of the player's cards on the field may digivolve into
  it without paying the cost. It is a digivolution: the card's digivolution requirements must
  be met (official Q&A Q6246, Q6236, Q6944: the used card is in no area, so an effect letting a
  card "in the hand" ignore them does not apply), 1 card is drawn and [When Digivolving]
  effects trigger (the manual's example). Nothing is checked until it is done: the rule check
  that follows deletes a Digimon the Option's effect left at 0 DP, and its [On Deletion]
  triggers with the [When Digivolving] effects (Q6215, Q6313, Q6495, Q6998).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import digivolve_cost
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card, CardDef
from judgeapp.engine.dcg.record import ask, emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment, label, prompt
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.steps import Option, StepKind

DECLINE = "none"


def option_side(defn: CardDef) -> CardDef | None:
    """What ``use`` uses: an Option card, or a DUAL card's Option information."""
    return defn if defn.kind == "option" else defn.option


@contextmanager
def used_as_option(card: Card) -> Iterator[CardDef]:
    """While a DUAL card is being used it is its Option information (CR 4.2 4-6-6-2): its
    name, use cost, colors and effects are the Option side's, and its effects are Option
    card effects (4-6-6-3). Yields the card's DUAL definition, which it has again after."""
    dual = card.defn
    card.defn = dual.option or dual
    try:
        yield dual
    finally:
        card.defn = dual


def play_refusal(defn: CardDef) -> str:
    """Why a DUAL card in the hand can't be played."""
    return fragment("dual_play_refusal").format(name=defn.name,
                                                option=defn.option.name if defn.option else "")


def arts_targets(state: GameState, card: Card) -> list[Stack]:
    """The player's cards on the field (battle and breeding areas) that meet one of the DUAL
    card's digivolution requirements."""
    pl = state.players[card.owner]
    field = list(pl.battle) + ([pl.breeding] if pl.breeding else [])
    return [s for s in field if q.digivolve_req(state, card.defn, s) is not None]


def arts_digivolve(state: GameState, card: Card) -> Gen:
    """Offer Arts Digivolve for the used DUAL ``card`` (still being used, its own definition
    back); True if a card digivolved into it (then it is not trashed)."""
    me = card.owner
    rules = cite.ARTS_DIGIVOLVE
    found = arts_targets(state, card)
    if not found:
        emit(state, StepKind.ACTION, "arts_digivolve_none", player=me, cards=[card.id],
             rules=rules + cite.DIGIVOLVE, card=card.id)
        return False
    options = [Option(s.id, label("arts_digivolve", target=s.top.name, name=card.name))
               for s in found] + [Option(DECLINE, label("arts_decline", name=card.name))]
    answer = yield from ask(state, me, "arts_digivolve", prompt("arts_digivolve", card=card.id),
                            options, rules=rules, default=DECLINE)
    if answer == DECLINE:
        return False
    stack = next(s for s in found if s.id == answer)
    if digivolve_cost.applicable(state, stack, card):
        stop_unmodelled(state, fragment("arts_cost_reduction").format(stack=stack.id),
                        rules=rules + cite.DIGIVOLVE_REDUCTION, player=me, cards=[stack.id])
    req = q.digivolve_req(state, card.defn, stack)
    state.players[me].processing.remove(card)
    old = stack.id
    stack.cards.insert(0, r.move(card))  # the orientation carries over (8-1-2-3)
    emit(state, StepKind.ZONE_MOVE, "arts_digivolve", player=me, cards=[card.id, old],
         rules=rules + cite.DIGIVOLVE, card=card.id, target=old,
         requirement=req.label() if req else "")
    r.draw(state, me, 1, why="digivolution_bonus", rules=cite.DIGIVOLVE)
    if state.area_of(stack) == "battle":
        r.on_digivolve(state, stack)
    return True
