"""The verb ``cards-to-security``: "place N <cards> from your hand [or trash] [face up] as the
bottom (top) security card" (read by ``text_face_up.py``).

The cards go to the controller's security stack one at a time, in the order the player picks
them, at the printed end: face down unless "face up" is printed (manual "Placing cards in
private areas", CR 4.2 3-7-2); a face-up one is public information there (3-7-4; official Q&A
Q2904: "They become face-up security cards that remain revealed"). With no security card at
all they are still placed (Q5922). As many as possible are placed (1-3-2); a card in the hand
is private, so the player may place none of them from there; as a "by" cost all N must be
placed, or the cost isn't paid (``can``). A card added to the security stack meets "when a
card is added to your security stack" triggers (``card_events.on_security_added``).
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_events
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.text_face_up import VERB
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind

RULES = cite.PRIVATE_AREAS + cite.TARGETS
CLAUSE = "cards_to_security"  # what the cards are chosen for (a fragment code, render.py)


def _zones(ctx: Ctx, source: str | None) -> list[list[Card]]:
    pl = ctx.state.players[ctx.controller]
    return {"hand": [pl.hand], "trash": [pl.trash]}.get(source or "", [pl.hand, pl.trash])


def _fitting(ctx: Ctx, action: Action) -> list[Card]:
    return [c for zone in _zones(ctx, action.source) for c in r.described(zone, action.filter)]


def _rules(action: Action) -> tuple[str, ...]:
    return RULES + (cite.FACE_UP_SECURITY if action.face_up else ()) + cite.refers(action.filter)


def run(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    pl = state.players[me]
    placed = 0
    while placed < action.amount:
        fitting = _fitting(ctx, action)
        if not fitting:
            if not placed:
                emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
                     rules=_rules(action), cause=ctx.effect.text, clause=CLAUSE)
            return
        card = yield from _pick(ctx, action, placed, fitting)
        if card is None:
            return
        zone = next(z for z in _zones(ctx, action.source) if card in z)
        zone.remove(card)
        where = "hand" if zone is pl.hand else "trash"
        r.into_security(state, r.move(card), me, action.end, action.face_up)
        emit(state, StepKind.ZONE_MOVE, "place_security", player=me, cards=[card.id],
             rules=_rules(action), cause=ctx.effect.text, card=card.id, owner=me,
             what=f"from_{where}", end=action.end,
             face="face up" if action.face_up else "face down")
        card_events.on_security_added(state, me)
        placed += 1


def _pick(ctx: Ctx, action: Action, placed: int, fitting: list[Card]) -> Gen:
    """The next card; the player may stop after one of "up to", or when only cards in the
    (private) hand fit, but never while paying a "by" cost."""
    hand = ctx.state.players[ctx.controller].hand
    may_stop = not ctx.paying and (action.up_to and placed > 0
                                   or all(c in hand for c in fitting))
    options = [Option(c.id, label("card", name=c.name, id=c.id)) for c in fitting]
    if may_stop:
        options.append(Option("none", label("no_more")))
    if len(options) == 1:
        return fitting[0]
    answer = yield from ask(ctx.state, ctx.controller, "choose_target",
                            prompt("place_security", label=ctx.label), options,
                            rules=_rules(action))
    return None if answer == "none" else next(c for c in fitting if c.id == answer)


def can(ctx: Ctx, action: Action) -> bool:
    """As a "by" cost: all N cards can be placed."""
    return len(_fitting(ctx, action)) >= action.amount


register(Verb((VERB,), run, rules=RULES + cite.FACE_UP_SECURITY,
              steps=("place_security", "no_target"), can=can))
