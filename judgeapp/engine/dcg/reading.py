"""What the engine read from a card's text, effect by effect, as data.

The card page's "How the engine reads this card" shows it (``render.describe_effect`` words
it): for each effect its type, timing, limits and the steps it performs in order, each step
with its verb, whether it is optional or a "by" cost, and its target; and the rules that
govern them (the effect type's and each verb's citations, ``verbs.VERBS``).
"""

from __future__ import annotations

from dataclasses import dataclass

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.verbs import VERBS

_TYPE_RULES = {fx.TRIGGER: cite.TRIGGER, fx.ACTIVATION: cite.ACTIVATION,
               fx.IMMEDIATE: cite.IMMEDIATE, fx.PERSISTENT: cite.EFFECT_BASICS}


@dataclass(frozen=True)
class StepReading:
    """One action of an effect, in the order it is processed."""

    verb: str
    form: str  # do | may | cost (paid "by ...") | if
    action: fx.Action


@dataclass(frozen=True)
class EffectReading:
    box: str  # text | inherited | security | link
    effect: fx.Effect
    steps: tuple[StepReading, ...]
    rules: tuple[str, ...]  # corpus keys: the effect type's, then each verb's


def read_box(text: str, box: str) -> tuple[EffectReading, ...]:
    """The effects of one text box (CardTextError when the engine refuses it)."""
    effects = parse_text(text, inherited=box == "inherited", security=box == "security")
    return tuple(_effect(e, box) for e in effects)


def _effect(effect: fx.Effect, box: str) -> EffectReading:
    steps = tuple(_steps(effect.clauses))
    rules = list(_TYPE_RULES.get(effect.type, ()) + cite.ZONE_ICONS.get(effect.zone or "", ()))
    for step in steps:
        verb = VERBS.get(step.verb)
        rules.extend(verb.rules if verb else ())
    return EffectReading(box, effect, steps, tuple(dict.fromkeys(rules)))


def _steps(clauses: tuple[fx.Clause, ...]) -> list[StepReading]:
    out: list[StepReading] = []
    for clause in clauses:
        out += [StepReading(a.verb, "cost", a) for a in clause.cost]
        for a in clause.actions:
            out.append(StepReading(a.verb, clause.form if clause.form in ("may", "if") else "do",
                                   a))
            if a.verb == "end-of-battle":  # what is done then (end_of_battle.py)
                out += _steps(a.choices[0].clauses)
    return out
