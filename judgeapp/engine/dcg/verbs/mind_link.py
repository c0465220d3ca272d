"""<Mind Link> by a Digimon description: "[Main] <Mind Link> with 1 of your Digimon with the
[Dark Animal] or [SoC] trait." (text_mind_link.py).

CR 4.2 16-28-1: the Tamer with this effect is placed in the digivolution cards of a Digimon
with no Tamer cards in its digivolution cards (as its bottom card, the keyword's reminder);
16-28-3: the processing is mandatory, so with exactly one such Digimon it is chosen without
asking, and with none nothing happens. A Token can't be chosen: cards can't be stacked with
tokens (4-21-3). The Tamer's own digivolution and link cards (it has none on real cards) are
trashed as it leaves its stack, as the main-phase <Mind Link> does (mind_link.py).
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_events
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import Stack
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

RULES = cite.MIND_LINK


def _tamer(ctx: Ctx) -> Stack | None:
    """The Tamer with this effect, if it is still a Tamer in the battle area."""
    stack = ctx.stack
    if stack is None or ctx.state.area_of(stack) != "battle" or stack.top is not ctx.holder \
            or stack.top.defn.kind != "tamer":
        return None
    return stack


def candidates(ctx: Ctx, action: Action, tamer: Stack) -> list[Stack]:
    """The Digimon the description names that have no Tamer card among their digivolution
    cards (CR 4.2 16-28-1), Tokens left out (4-21-3)."""
    return [s for s in r.matching(ctx, action.target)
            if s is not tamer and ctx.state.area_of(s) == "battle" and q.is_digimon(s)
            and not s.top.defn.token and not any(c.defn.kind == "tamer" for c in s.under)]


def run(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    tamer = _tamer(ctx)
    found = candidates(ctx, action, tamer) if tamer is not None else []
    if not found:
        emit(state, StepKind.ACTIVATION, "no_target", player=me, cards=[ctx.card_id],
             rules=RULES + cite.TOKEN_NO_STACK, cause=ctx.effect.text, clause="<Mind Link>")
        ctx.chosen = []
        return
    target = yield from r.pick(ctx, found, "pick_mind_link", RULES)
    ctx.chosen = [target.uid]
    r.check_leaving_modelled(state, [tamer], "by <Mind Link>")
    r.detach(state, tamer)
    for card in tamer.under + tamer.links:
        r.to_trash(state, card)
    target.cards.append(r.move(tamer.top))
    emit(state, StepKind.ZONE_MOVE, "mind_link", player=me, cards=[tamer.id, target.id],
         rules=RULES, cause=ctx.effect.text, card=tamer.id, target=target.id)
    # an effect placed a Tamer card in its digivolution cards (official Q&A Q2703)
    card_events.on_placed_under(state, target, me, [target.cards[-1]])


register(Verb(("mind-link",), run, rules=RULES + cite.TOKEN_NO_STACK,
              steps=("no_target", "mind_link")))
