""""1 of your Digimon may DNA digivolve into <cards> in the hand", "This Digimon and any of
your other Digimon may DNA digivolve into ...", "You may DNA digivolve this Digimon and one
of your other Digimon [in play] into ...": a DNA digivolution performed by an effect.

Only an effect that says "DNA digivolve" performs one (CR 4.2 8-2-2-4). The card's DNA
digivolution requirement must be met by two of the player's Digimon in the battle area
(with this Digimon as one of them when the effect names it), its cost is paid (none of the
printed forms says "without paying the cost": manual-en/effects-that-play-digivolve-use-cards)
and must be payable (1-3-11-1); then dna.py's procedure (8-2-3). Choosing none declines.
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import dna
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.keyword_rules import DnaReq
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind

Choice = tuple[Card, DnaReq, Stack, Stack]


def choices(ctx: Ctx, action: Action) -> dict[str, Choice]:
    """The DNA digivolutions the effect allows now, by answer id (cheapest requirement)."""
    state, me = ctx.state, ctx.controller
    flt = action.filter or CardFilter()
    must = ctx.stack if action.target is not None and action.target.mode == "this" else None
    if must is not None and (must.owner != me or state.area_of(must) != "battle"):
        return {}
    found: dict[str, Choice] = {}
    for card in state.players[me].hand:
        if card.defn.kind != "digimon" or not r.fits(card, flt):
            continue
        for req, left, right in dna.pairs_for(state, me, card):
            key = dna.answer_id(card, left, right)
            if key in found or (must is not None and must not in (left, right)):
                continue
            if q.can_pay(state, me, req.cost):
                found[key] = (card, req, left, right)
    return found


def run(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    rules = cite.DNA_BY_EFFECT + cite.DNA_REQUIREMENTS + cite.refers(action.filter)
    found = choices(ctx, action)
    ctx.chosen = []  # "the DNA digivolved Digimon" afterwards (text_dna.py): none yet
    if not found:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=rules, cause=ctx.effect.text, clause="DNA digivolve")
        return
    key = next(iter(found))
    if len(found) > 1:
        options = [Option(k, label("dna", left=lt.top.name, right=rt.top.name, name=c.name,
                                   cost=req.cost)) for k, (c, req, lt, rt) in found.items()]
        key = yield from ask(state, me, "choose_target",
                             prompt("dna_by_effect", label=ctx.label), options, rules=rules)
    card, req, left, right = found[key]
    stack = yield from dna.dna_digivolve(state, me, card, left, right, req,
                                         cause=ctx.effect.text)
    ctx.chosen = [stack.uid]
    ctx.did.append(("dna", me))  # "if this effect DNA digivolved" (text_effect_did.py)


register(Verb(("dna-into",), run, rules=cite.DNA_BY_EFFECT + cite.DNA_REQUIREMENTS,
              steps=("no_target",)))
