"""<Material Save X>: before the deletion, DigiXros cards go under 1 of your Tamers."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind


def _material_save(ctx: Ctx, n: int) -> Gen:
    """<Material Save X>: before the deletion, you may place X of this Digimon's digivolution
    cards named in its DigiXros requirements under 1 of your Tamers."""
    state, me, stack = ctx.state, ctx.controller, ctx.stack
    rules = cite.KW["material-save"]
    if stack is not None and (stack.top.defn.rules.xros_described is not None or any(
            not isinstance(slot, tuple) for slot in stack.top.defn.rules.xros)):
        stop_unmodelled(state, fragment("material_save_described").format(card=stack.id),
                        rules=rules, player=me, cards=[stack.id])
        return
    names = [n for slot in stack.top.defn.rules.xros for n in slot] if stack is not None else ()
    cards = [c for c in q.visible_under(stack) if any(c.defn.named(n) for n in names)] \
        if stack is not None else []
    tamers = [s for s in state.players[me].battle if s.top.defn.kind == "tamer"]
    go = yield from r.offer(ctx, bool(cards and tamers), "place DigiXros cards under a Tamer",
                           prompt("material_save", label=ctx.label, n=n), rules)
    if not go:
        return
    tamer = yield from r.pick(ctx, tamers, "pick_tamer", rules)
    for left in range(min(n, len(cards)), 0, -1):
        card = cards[0]
        if len(cards) > left:
            card = yield from r.pick(ctx, cards, "pick_under_tamer", rules)
        cards.remove(card)
        stack.cards.remove(card)
        tamer.cards.append(r.move(card))
        emit(state, StepKind.ZONE_MOVE, "material_save", player=me, cards=[card.id, tamer.id],
             rules=rules, cause=ctx.effect.text, card=card.id, target=tamer.id)


def run(ctx: Ctx, action: Action) -> Gen:
    yield from _material_save(ctx, action.amount)


register(Verb(("material-save",), run, rules=cite.KW["material-save"],
              steps=("material_save",)))
