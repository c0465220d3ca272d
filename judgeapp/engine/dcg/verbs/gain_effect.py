"""Effects gained by an effect ("1 of your Digimon gains "[On Deletion] Gain 2 memory" until
the end of your opponent's next turn", read by ``text_gain.py``): a lasting change carrying the
effects (``state.Modifier.effects``). The Digimon has them while the change lasts
(``query.gained_effects``), even once it digivolves (CR 4.2 15-13-2), and not while it isn't
affected by the effect that gave them (15-15-5-4); its player is their controller. "All of ..."
reaches Digimon that arrive later, as every "all of ..." lasting change does (docs/engine.md).
A keyword that is an effect of its own ("gains <Raid>", keyword_text.GIVEN_AS_EFFECTS) is given
as that effect; keywords that are a Digimon's state given with it ride on the same change."""

from __future__ import annotations

from dataclasses import replace

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.effects import Action, Effect
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.resolve import Ctx, Gen
from judgeapp.engine.dcg.state import GameState, Modifier
from judgeapp.engine.dcg.verbs import Verb, register
from judgeapp.engine.dcg.verbs.modify import duration_text, until
from judgeapp.engine.steps import StepKind

GAINED_INDEX = 100_000  # gained effects' indices start here, clear of any printed effect's


def _numbered(state: GameState, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """The effects of this grant, numbered apart from the Digimon's printed effects and from
    every other grant (a step number is never reused), so that a gained <Alliance> beside a
    printed one, or the same effect given twice, are separate effects that trigger separately
    (official Q&A Q825, Q971)."""
    first = GAINED_INDEX + 10 * len(state.steps)
    return tuple(replace(e, index=first + i) for i, e in enumerate(effects))


def run(ctx: Ctx, action: Action) -> Gen:
    state = ctx.state
    action = replace(action, gained=_numbered(state, action.gained))
    base = dict(controller=ctx.controller, source=ctx.card_id, dp=action.amount,
                until=until(state, ctx.controller, action.duration), source_kind=ctx.kind,
                effects=action.gained, keywords=action.keywords,
                restriction=action.restriction)
    every = action.target is not None and action.target.mode == "all"
    if every:
        state.modifiers.append(Modifier(stack_uid=None, target=action.target, **base))
    stacks = yield from r.choose(ctx, action.target, "affect")
    if not every:
        for s in stacks:
            state.modifiers.append(Modifier(stack_uid=s.uid, card_id=s.id, **base))
    rules = cite.GAINED + (cite.ALL_TARGETS if every else cite.TARGETS)
    # a keyword given as its own effect ("gains <Raid>") is named by its icon, unquoted
    texts = " and ".join(e.text if e.text.startswith("<") else f'"{e.text}"'
                         for e in action.gained)
    for s in r.affected(ctx, stacks, lasting=True):
        data = dict(card=s.id, duration=duration_text(action.duration, ctx.controller))
        if action.amount:
            emit(state, StepKind.ACTION, "dp_change", cards=[s.id], rules=rules + cite.DP_RULE,
                 cause=ctx.effect.text, amount=action.amount, **data)
        if action.restriction:
            emit(state, StepKind.ACTION, "restrict", cards=[s.id], rules=rules,
                 cause=ctx.effect.text,
                 restriction=fragment(f"restriction:{action.restriction}"), **data)
        if action.keywords:
            emit(state, StepKind.ACTION, "gain_keyword", cards=[s.id],
                 rules=rules + tuple(k for kw in action.keywords for k in cite.keyword(kw)),
                 cause=ctx.effect.text, keywords=list(action.keywords), **data)
        emit(state, StepKind.ACTION, "gain_effect", cards=[s.id],
             rules=rules + tuple(k for e in action.gained for k in cite.keyword(e.keyword or "")),
             cause=ctx.effect.text, effects=texts, **data)


register(Verb(("gain-effect",), run, rules=cite.GAINED + cite.TARGETS + cite.ALL_TARGETS
              + cite.DP_RULE, steps=("dp_change", "restrict", "gain_keyword", "gain_effect")))
