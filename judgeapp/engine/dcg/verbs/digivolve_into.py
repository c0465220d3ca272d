""""<Digimon> may digivolve into <cards> in the hand/trash [for the cost / without paying the
cost / with the digivolution cost reduced by N]": a digivolution performed by an effect.

The procedure is the rule's (CR 4.2 8-1-3): a card and a requirement it has that the Digimon
meets (8-1-3-1), its digivolution cost paid unless the effect says "without paying the cost"
(manual-en/effects-that-play-digivolve-use-cards), the card on top, 1 card drawn (8-1-3-3).
A reduced cost is an alternate cost (4-2-3-1), never below 0 (official Q&A Q1773: "costs
can't be reduced to less than 0"). Only a digivolution whose cost can be paid may be chosen
(1-3-11-1); choosing none is declining the "may".
The requirements may be ignored when the effect says so ("ignoring its digivolution
requirements": the digivolution happens regardless of them, CR 4.2 8-1-2-2), for nothing or
for the printed cost.
"""

from __future__ import annotations

from dataclasses import dataclass

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import digivolve_cost, game
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card, DigivolveReq
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.record import ask, emit, stop_unmodelled
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.dcg.verbs.stack_place import under_tamers
from judgeapp.engine.steps import Option, StepKind


@dataclass(frozen=True)
class Choice:
    """One digivolution the effect allows: ``card`` onto ``stack`` by ``req`` for ``cost``."""

    card: Card
    stack: Stack
    req: DigivolveReq | None  # None: the requirements are ignored (CR 4.2 8-1-2-2)
    cost: int
    free: bool = False  # "without paying the cost"

    @property
    def id(self) -> str:
        return f"{self.card.id} onto {self.stack.id}"


def _zones(ctx: Ctx, source: str | None) -> list[list[Card]]:
    pl = ctx.state.players[ctx.controller]
    if source == UNDER_TAMERS:  # the cards under the Tamers (CR 4.2 4-4-2; stack_place)
        return [s.under for s in under_tamers(ctx)]
    return {"hand": [pl.hand], "trash": [pl.trash]}.get(source or "", [pl.hand, pl.trash])


UNDER_TAMERS = "under-tamers"  # "digivolve into <cards> under your Tamers" (text_tamer_stack)


IGNORING = ("free-ignoring", "fixed-ignoring")


def cost_of(req: DigivolveReq | None, action: Action, locked: bool = False) -> int:
    """The memory the digivolution costs under the effect's cost phrase (``locked``: the
    player's digivolution costs can't be reduced, query.digivolve_cost_lock)."""
    if action.cost in ("free", "free-ignoring"):
        return 0
    if action.cost == "fixed-ignoring" or req is None:
        return action.amount
    if action.cost == "reduced" and not locked:
        return max(0, req.cost - action.amount)
    return req.cost


def choices(ctx: Ctx, action: Action) -> list[Choice]:
    """Every digivolution the effect allows now: a Digimon it names (not a Token: a Token
    can't digivolve, manual-en/token-rules), a Digimon card fitting the description in the
    zone, a requirement met, a cost the controller can pay."""
    state, me = ctx.state, ctx.controller
    flt = action.filter or CardFilter()
    found: list[Choice] = []
    locked = q.digivolve_cost_lock(state, me) is not None
    for stack in r.candidates(ctx, action.target):
        if stack.owner != me or state.area_of(stack) != "battle":
            continue
        for zone in _zones(ctx, action.source):
            for card in zone:
                if card.defn.kind != "digimon" or not r.fits(card, flt):
                    continue
                if action.cost in IGNORING:
                    top = stack.top.defn
                    if not top.is_digimon or top.token or top.blank:  # Tokens can't digivolve
                        continue
                    if not q.may_digivolve_into(state, stack, card.defn):  # "can't digivolve"
                        continue
                    req = None
                else:
                    req = q.digivolve_req(state, card.defn, stack)
                    if req is None:
                        continue
                cost = cost_of(req, action, locked)
                if q.can_pay(state, me, cost) or (
                        me == state.turn_player and game.digivolve_payable(state, card, cost)):
                    found.append(Choice(card, stack, req, cost,
                                        action.cost in ("free", "free-ignoring")))
    return found


def run(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    rules = cite.DIGIVOLVE_BY_EFFECT + cite.refers(action.filter or CardFilter())
    found = choices(ctx, action)
    if not found:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=rules, cause=ctx.effect.text, clause="digivolve")
        return
    chosen = found[0]
    if len(found) > 1:
        options = [Option(c.id, label("digivolve", target=c.stack.top.name, name=c.card.name,
                                      cost=c.cost)) for c in found]
        answer = yield from ask(state, me, "choose_target",
                                prompt("digivolve_by_effect", label=ctx.label), options,
                                rules=rules)
        chosen = next(c for c in found if c.id == answer)
    if action.cost == "reduced" and (lock := q.digivolve_cost_lock(state, me)) is not None:
        digivolve_cost.locked_step(state, me, chosen.card, lock, ctx.effect.text)
    yield from digivolve(ctx, chosen, rules)


def digivolve(ctx: Ctx, choice: Choice, rules: tuple[str, ...]) -> Gen:
    """Pay, place the card on top, draw 1 (CR 4.2 8-1-3-2, 8-1-3-3)."""
    state, me = ctx.state, ctx.controller
    card, stack, cost = choice.card, choice.stack, choice.cost
    if digivolve_cost.applicable(state, stack, card):
        if choice.free:
            stop_unmodelled(state, f"{stack.id} has an effect reducing the cost of its "
                            "digivolution, and this digivolution is without paying the cost: "
                            "whether that effect activates is not modelled",
                            rules=cite.DIGIVOLVE_REDUCTION, player=me, cause=ctx.effect.text,
                            cards=[stack.id])
        cost = yield from digivolve_cost.reduced(state, [stack], card, cost)
    if cost and any(e.keyword == "digisorption" for e in card.defn.effects):
        # an immediate-type effect of the card in the hand (CR 4.2 16-10, 8-1-2-4), modelled
        # for the turn player only (game.digisorption)
        if me != state.turn_player:
            stop_unmodelled(state, f"{card.id}'s <Digisorption> on the non-turn player's "
                            "digivolution is not modelled", rules=cite.KW["digisorption"],
                            player=me, cause=ctx.effect.text, cards=[card.id])
        cost = yield from game.digisorption(state, card, cost)
    for zone in _zones(ctx, "hand-or-trash"):
        if card in zone:
            zone.remove(card)
    for tamer in ctx.state.players[me].battle:  # from under a Tamer: it leaves the Tamer
        if card in tamer.under:
            tamer.cards.remove(card)
    if cost:
        before = state.mem(me)
        state.set_mem(me, before - cost)
        emit(state, StepKind.MEMORY, "pay_cost", player=me, cards=[card.id],
             rules=rules + cite.MEMORY, card=card.id, cost=cost, before=before,
             after=state.mem(me))
    old = stack.id
    stack.cards.insert(0, r.move(card))  # the orientation carries over (8-1-2-3)
    ctx.did.append(("digivolve", stack.owner))  # "if this effect digivolved" (resolve)
    emit(state, StepKind.ZONE_MOVE, "digivolve_by_effect", player=me, cards=[card.id, old],
         rules=rules + (cite.IGNORING_REQUIREMENTS if choice.req is None else ()),
         cause=ctx.effect.text, card=card.id, target=old, cost=cost,
         requirement=choice.req.label() if choice.req else "")
    r.draw(state, me, 1, why="digivolution_bonus", rules=cite.DIGIVOLVE)
    r.on_digivolve(state, stack)


register(Verb(("digivolve-into",), run,
              rules=cite.DIGIVOLVE_BY_EFFECT + cite.DIGIVOLVE + cite.MEMORY
              + cite.KW["digisorption"],
              steps=("no_target", "pay_cost", "digivolve_by_effect", "draw", "draw_failed",
                     "unmodelled", "suspend", "digisorption", "digisorption_required")))
