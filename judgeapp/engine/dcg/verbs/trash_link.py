"""Trash N of this Digimon's link cards, as a "by" cost: "By trashing 1 of this Digimon's link
cards, ..." (a link effect: "this Digimon" is the Digimon the card is linked to) and "When this
Digimon would leave the battle area, by trashing 1 of its link cards, it doesn't leave."

Any of its link cards may be trashed, the card whose link effect it is too (official Q&A Q5042,
Q5000) or another one when <Link +X> allows several (Q5043, Q4583): the player picks when there
are more than still to trash. A link card isn't a card on the field (CR 4.2 4-9-4); the cost is
paid in full or not at all (15-7-2), so it can be paid only when the Digimon has N link cards.
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_events, overflow
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import StepKind

RULES = cite.LINK_RULES + cite.BY_COST


def run(ctx: Ctx, action: Action) -> Gen:
    stack = ctx.stack
    if stack is None:
        return
    gone = []
    for left in range(action.amount, 0, -1):
        if not stack.links:
            break
        card = stack.links[0]
        if len(stack.links) > left:  # a real choice: more link cards than still to trash
            card = yield from r.pick(ctx, stack.links, "detach", RULES)
        stack.links.remove(card)
        r.to_trash(ctx.state, card)
        emit(ctx.state, StepKind.ZONE_MOVE, "trash_link", player=ctx.controller,
             cards=[card.id, stack.id], rules=RULES, cause=ctx.effect.text, card=card.id,
             target=stack.id)
        overflow.left_field(ctx.state, [card], "trash")
        gone.append(card)
    card_events.on_links_trashed(ctx.state, stack, gone)


def can(ctx: Ctx, action: Action) -> bool:
    """The Digimon has N link cards to trash (a cost is paid in full, CR 4.2 15-7-2)."""
    return ctx.stack is not None and len(ctx.stack.links) >= action.amount


register(Verb(("trash-link",), run, rules=RULES, steps=("trash_link",), can=can))
