""""Trash N <cards> among them": revealed cards fitting the description go to the trash
(verb ``trash-among``; steps ``reveal_trash`` and ``reveal_none_trashed``).

"Trash all <cards> among them": every revealed card that fits, in the order revealed.

Not optional: as many as possible are trashed, up to N, as "add N ... among them" adds as many
as possible (official Q&A Q1934, Q1997); the player chooses which only when more fit than are
trashed. The rest is placed by the sentence that follows (reveal.py).
"""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.reveal import leave_reveal
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind


def trash_among(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    if not ctx.revealed:  # nothing revealed ("you may reveal" declined, or an empty deck)
        return
    flt = action.filter or CardFilter()
    rules = cite.REVEAL + cite.refers(flt)
    if action.picks:  # "trash all <cards> among them": every revealed card that fits
        fitting = r.described(ctx.revealed, flt)
        if not fitting:
            emit(state, StepKind.ACTIVATION, "reveal_none_trashed", player=me,
                 cards=[ctx.card_id], rules=rules, cause=ctx.effect.text)
        for card in fitting:
            leave_reveal(ctx, card)
            r.to_trash(state, card)
            emit(state, StepKind.ZONE_MOVE, "reveal_trash", player=me, cards=[card.id],
                 rules=rules, cause=ctx.effect.text, card=card.id)
        return
    for done in range(action.amount):
        fitting = r.described(ctx.revealed, flt)
        if not fitting:
            if not done:
                emit(state, StepKind.ACTIVATION, "reveal_none_trashed", player=me,
                     cards=[ctx.card_id], rules=rules, cause=ctx.effect.text)
            return
        card = fitting[0]
        if len(fitting) > action.amount - done:  # more fit than are left to trash: a choice
            options = [Option(c.id, label("card", name=c.name, id=c.id)) for c in fitting]
            answer = yield from ask(state, me, "choose_target",
                                    prompt("reveal_trash", label=ctx.label), options,
                                    rules=rules)
            card = next(c for c in fitting if c.id == answer)
        leave_reveal(ctx, card)
        r.to_trash(state, card)
        emit(state, StepKind.ZONE_MOVE, "reveal_trash", player=me, cards=[card.id],
             rules=rules, cause=ctx.effect.text, card=card.id)


register(Verb(("trash-among",), trash_among, rules=cite.REVEAL,
              steps=("reveal_trash", "reveal_none_trashed")))
