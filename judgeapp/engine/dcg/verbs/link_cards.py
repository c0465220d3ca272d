"""Linking by an effect: "You may link 1 level 4 or lower Digimon card from your hand or this
Digimon's digivolution cards to this Digimon without paying the cost." / "... to 1 of your
Digimon ...".

The link follows the link procedure (CR 4.2 10-1-3): a card is revealed, one of its link
requirements is chosen and the Digimon it links to must meet it (10-1-3-1); "without paying
the cost" leaves out paying the link cost (10-1-3-2). A card without [Link] (no link
requirement) can't be linked by these effects (official Q&A Q4533, Q4581, Q6056 and the same
ruling on each such card). The card becomes a link card (10-1-3-3): over the link limit the
oldest link cards are trashed at the same time (4-9-5), and its [When Linking] effects
trigger, to activate after this effect (Q6058). "Up to N": one card at a time, each from any
of the printed places (a card from the hand and one of this Digimon's digivolution cards:
Q6057); the player may stop after the first. The Digimon linked to is this Digimon or 1 of
yours in the battle area (cards in the breeding area are not affected by effects, CR 4.2
3-4-7-3; a Token can't get linked, 4-21-4).
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_refs, link, overflow
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.dcg.verbs.play_free import pick_to_play
from judgeapp.engine.steps import StepKind

RULES = cite.LINK_BY_EFFECT


def _places(ctx: Ctx, action: Action) -> list[tuple[str, list[Card]]]:
    """(origin, the cards there) for each printed place: hand, trash, this Digimon's
    digivolution cards (a copy: the stack's list is derived)."""
    pl = ctx.state.players[ctx.controller]
    out = []
    for source in (action.source or "").split("+"):
        if source == "hand":
            out.append(("hand", pl.hand))
        elif source == "trash":
            out.append(("trash", pl.trash))
        elif source == "under" and ctx.stack is not None and ctx.stack.area == "battle":
            out.append(("digivolution cards", ctx.stack.under))
    return out


def _targets(ctx: Ctx, action: Action) -> list[Stack]:
    battle = ctx.state.players[ctx.controller].battle
    if action.target is not None and action.target.mode == "this":
        return [s for s in battle if s is ctx.stack]
    return list(battle)


def _linkable(ctx: Ctx, action: Action, flt: CardFilter) -> list[Card]:
    targets = _targets(ctx, action)
    return [c for _, cards in _places(ctx, action) for c in cards
            if card_refs.fits(c.defn, flt) and any(link.requirement(c, t) for t in targets)]


def _take(ctx: Ctx, action: Action, card: Card) -> str:
    """Take ``card`` (one of ``_linkable``) out of its place; the place's name."""
    origin, cards = next((o, cs) for o, cs in _places(ctx, action) if card in cs)
    if origin == "digivolution cards":  # leaving a stack: <Overflow> (overflow.py)
        ctx.stack.cards.remove(card)
        overflow.left_field(ctx.state, [card], "link")
    else:
        cards.remove(card)
    return origin


def run(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    flt = action.filter or CardFilter()
    rules = RULES + cite.refers(flt)
    for done in range(action.amount):
        fitting = _linkable(ctx, action, flt)
        if not fitting:
            if not done:
                emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
                     rules=rules, cause=ctx.effect.text, clause="link")
            return
        card = yield from pick_to_play(ctx, fitting, action.up_to and done > 0, "link_card",
                                       rules)
        if card is None:
            return
        met = [t for t in _targets(ctx, action) if link.requirement(card, t)]
        target = yield from r.pick(ctx, met, "link_onto", rules)
        req = link.requirement(card, target)
        origin = _take(ctx, action, card)
        link.plug(state, card, target, event="link_by_effect", player=me, rules=rules,
                  cause=ctx.effect.text, origin=origin, requirement=req.label())


register(Verb(("link-cards",), run, rules=RULES + cite.LINK_RULES + cite.LINK_PLUS,
              steps=("no_target", "link_by_effect", "link_replaced", "overflow")))
