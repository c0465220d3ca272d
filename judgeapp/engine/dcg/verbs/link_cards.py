"""Linking by an effect: "You may link 1 level 4 or lower Digimon card from your hand or this
Digimon's digivolution cards to this Digimon without paying the cost." / "... to 1 of your
Digimon ...".

The link follows the link procedure (CR 4.2 10-1-3): a card is revealed, one of its link
requirements is chosen and the Digimon it links to must meet it (10-1-3-1); "without paying the
cost" leaves out paying the link cost (10-1-3-2); "with the [link] cost reduced by N" pays it
less N, never below 0 (1-3-9), and only a link whose reduced cost can be paid is offered. A
card without [Link] (no link requirement) can't be linked by these effects (official Q&A Q4533,
Q4581, Q6056 and the same ruling on each such card). The card becomes a link card (10-1-3-3):
over the link limit the oldest link cards are trashed at the same time (4-9-5), and its [When
Linking] effects trigger, to activate after this effect (Q6058). "Up to N": one card at a time,
each from any of the printed places (a card from the hand and one of this Digimon's
digivolution cards: Q6057); the player may stop after the first. The Digimon linked to is this
Digimon or 1 of yours in the battle area (cards in the breeding area are not affected by
effects, CR 4.2 3-4-7-3; a Token can't get linked, 4-21-4).
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_refs, link, overflow
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.keyword_rules import LinkReq
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
        if source == "self":  # "link this card": the Option being used (Q5451: not trashed)
            out.append(("used-option", [c for c in pl.processing if c is ctx.holder]))
        elif source == "hand":
            out.append(("hand", pl.hand))
        elif source == "trash":
            out.append(("trash", pl.trash))
        elif source == "under" and ctx.stack is not None and ctx.stack.area == "battle":
            out.append(("digivolution cards", ctx.stack.under))
    return out


def _targets(ctx: Ctx, action: Action) -> list[Stack]:
    pl = ctx.state.players[ctx.controller]
    mode = action.target.mode if action.target is not None else "one"
    if mode == "this":
        return [s for s in pl.battle if s is ctx.stack]
    if mode == "one-on-field" and pl.breeding is not None:  # Q5685: the breeding area too
        return [*pl.battle, pl.breeding]
    return list(pl.battle)


def _cost(action: Action, req: LinkReq) -> int:
    """What is paid: nothing, or the link cost less N, never below 0 (CR 4.2 1-3-9)."""
    return max(0, req.cost - action.reduce) if action.cost == "reduced" else 0


def _meets(ctx: Ctx, action: Action, card: Card, target: Stack) -> LinkReq | None:
    """The requirement ``card`` links to ``target`` by, if met and its cost can be paid."""
    req = link.requirement(card, target)
    return req if req and q.can_pay(ctx.state, ctx.controller, _cost(action, req)) else None


def _linkable(ctx: Ctx, action: Action, flt: CardFilter) -> list[Card]:
    targets = _targets(ctx, action)
    return [c for _, cards in _places(ctx, action) for c in cards
            if card_refs.fits(c.defn, flt) and any(_meets(ctx, action, c, t) for t in targets)]


def _pay(ctx: Ctx, action: Action, card: Card, req: LinkReq) -> None:
    if action.cost != "reduced":
        return
    cost = _cost(action, req)
    before = ctx.state.mem(ctx.controller)
    ctx.state.set_mem(ctx.controller, before - cost)
    emit(ctx.state, StepKind.MEMORY, "pay_cost", player=ctx.controller, cards=[card.id],
         rules=RULES + cite.MEMORY, card=card.id, cost=cost, before=before,
         after=ctx.state.mem(ctx.controller))


def _take(ctx: Ctx, action: Action, card: Card) -> str:
    """Take ``card`` (one of ``_linkable``) out of its place; the place's name."""
    origin, cards = next((o, cs) for o, cs in _places(ctx, action) if card in cs)
    if origin == "digivolution cards":  # leaving a stack: <Overflow> (overflow.py)
        ctx.stack.cards.remove(card)
        overflow.left_field(ctx.state, [card], "link")
    elif origin == "used-option":
        ctx.state.players[ctx.controller].processing.remove(card)
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
        met = [t for t in _targets(ctx, action) if _meets(ctx, action, card, t)]
        target = yield from r.pick(ctx, met, "link_onto", rules)
        req = link.requirement(card, target)
        origin = _take(ctx, action, card)
        _pay(ctx, action, card, req)  # CR 4.2 10-1-3-2: the link cost, reduced
        link.plug(state, card, target, event="link_by_effect", player=me, rules=rules,
                  cause=ctx.effect.text, origin=origin, requirement=req.label(),
                  paid=_cost(action, req) if action.cost == "reduced" else None)


register(Verb(("link-cards",), run, rules=RULES + cite.LINK_RULES + cite.LINK_PLUS,
              steps=("no_target", "link_by_effect", "link_replaced", "overflow", "pay_cost")))
