"""Trash the top or the bottom card of the controller's security stack, that player's choice
("By trashing the top or bottom card of your security stack, ..."; decision ``choose_end``).

The security stack keeps its order (CR 4.2 3-7-3), so the two ends are two different cards and
the player picks the end, not a card; with one card the two ends are the same card and nothing
is asked. With no security card there is nothing to trash: as a "by" cost it can't be paid
(``can``), so nothing after it is processed (manual-en/by-doing)."""

from __future__ import annotations

from judgeapp.engine.dcg import card_events
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind

RULES = (cite.C + "3-7-1", cite.C + "3-7-3", *cite.BY_COST)


def run(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    pl = state.players[me]
    if not pl.security:
        return
    end = "top"
    if len(pl.security) > 1:
        end = yield from ask(state, me, "choose_end", prompt("security_end", label=ctx.label),
                             [Option("top", label("security_top")),
                              Option("bottom", label("security_bottom"))], rules=RULES)
    card = r.move(pl.security.pop(0 if end == "top" else -1))
    r.to_trash(state, card)
    emit(state, StepKind.ZONE_MOVE, "trash_security_end", cards=[card.id], player=me,
         rules=RULES, cause=ctx.effect.text, card=card.id, where=end)
    card_events.on_security_removed(state, me)
    card_events.on_self_trashed(state, [card], "security")


def can(ctx: Ctx, action: Action) -> bool:
    return bool(ctx.state.players[ctx.controller].security)


register(Verb(("trash-security-end",), run, rules=RULES, steps=("trash_security_end",),
              can=can))
