""""Your opponent may trash N <cards> in their hand" / "... the top card of their security
stack": the opponent chooses whether to do it, and which cards (official Q&A Q2561, Q2656,
Q1135). With nothing that fits they don't (Q1136: no question is asked). What they did is kept
for a later "If they don't, ..." of the effect (``Ctx.opponent_did``)."""

from __future__ import annotations

from judgeapp.engine.dcg import card_events
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import ask, emit, yes_no
from judgeapp.engine.dcg.render import label, prompt
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import Card, other
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.steps import Option, StepKind


def _clause(ctx: Ctx) -> str:
    return next((c.text for c in ctx.effect.clauses
                 if any(a.verb == "opponent-may" for a in c.actions)), ctx.effect.text)


def run(ctx: Ctx, action: Action) -> Gen:
    state, them = ctx.state, other(ctx.controller)
    pl = state.players[them]
    fitting = r.described(pl.hand, action.filter) if action.end == "hand" else pl.security[:1]
    ctx.opponent_did = False
    step = dict(player=them, cards=[ctx.card_id], rules=cite.OPPONENT_MAY,
                cause=ctx.effect.text, clause=_clause(ctx))
    if len(fitting) < action.amount:
        emit(state, StepKind.ACTIVATION, "opponent_may_nothing", **step)
        return
    go = yield from yes_no(state, them, "optional",
                           prompt("optional", label=ctx.label, clause=_clause(ctx)),
                           cite.OPPONENT_MAY)
    if not go:
        emit(state, StepKind.ACTIVATION, "optional_declined", **step)
        return
    if action.end == "security":
        card = r.move(pl.security.pop(0))
        r.to_trash(state, card)
        emit(state, StepKind.ZONE_MOVE, "trash_security", cards=[card.id], player=them,
             rules=cite.OPPONENT_MAY, cause=ctx.effect.text, card=card.id)
        card_events.on_security_removed(state, them)
    else:
        for done in range(action.amount):
            card = yield from _pick(ctx, them, fitting, action.amount - done)
            fitting.remove(card)
            pl.hand.remove(card)
            r.to_trash(state, card)
            emit(state, StepKind.ZONE_MOVE, "trash_hand", player=them, cards=[card.id],
                 rules=cite.OPPONENT_MAY, cause=ctx.effect.text, card=card.id)
        card_events.on_hand_trashed(state, them, ctx.controller)
    ctx.opponent_did = True


def _pick(ctx: Ctx, them: str, fitting: list[Card], left: int) -> Gen:
    """The opponent picks the next card to trash (asked only when more fit than are left)."""
    if len(fitting) <= left:
        return fitting[0]
    options = [Option(c.id, label("card", name=c.name, id=c.id)) for c in fitting]
    answer = yield from ask(ctx.state, them, "choose_target",
                            prompt("pick_hand_trash", label=ctx.label), options,
                            rules=cite.OPPONENT_MAY)
    return next(c for c in fitting if c.id == answer)


register(Verb(("opponent-may",), run, rules=cite.OPPONENT_MAY,
              steps=("opponent_may_nothing", "optional_declined", "trash_security",
                     "trash_hand")))
