""""At turn end, delete the Digimon this effect played." (text_turn_end.py): pending
processing (CR 4.2 18-1-1). Each Digimon the effect's "play ..." played (``Ctx.played``) is
set aside with the deletions of verbs/this_turn_end.py: at the end of this turn the deletion is
collected with the effects that trigger then, and the turn player orders them (18-1-2; official
Q&A Q5809/Q5810 for EX11-022, Q5915/Q5916 for EX11-061). A Digimon that left the battle area in
the meantime is a new object the processing no longer finds (CR 4.2 15-4-4-3): nothing happens
to it. When the effect played nothing (the "may" declined, no card fit), nothing is set aside."""

from __future__ import annotations

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.verbs import Verb, register, this_turn_end
from judgeapp.engine.steps import StepKind


def run(ctx: Ctx, action: Action) -> Gen:
    state, me = ctx.state, ctx.controller
    played = [s for uid in ctx.played if (s := state.stack_by_uid(uid)) is not None
              and state.area_of(s) == "battle"]
    if not played:
        emit(state, StepKind.ACTIVATION, "turn_end_played_none", player=me,
             cards=[ctx.card_id], rules=cite.PENDING_PROCESSING, cause=ctx.effect.text)
    this_turn_end.set_aside(ctx, action, played)
    yield from ()


register(Verb(("at-turn-end-played",), run, rules=cite.PENDING_PROCESSING,
              steps=("this_turn_end_pending", "turn_end_played_none")))
