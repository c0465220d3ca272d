"""Typed causes (``Step.origin``): every step says what produced it, the effect being
processed, a decision or the game's procedure, set in one place (``record.emit``)."""

from __future__ import annotations

from judgeapp.engine.errors import EngineError
from judgeapp.engine.ruleset import get_ruleset
from judgeapp.engine.steps import Cause, CauseKind, Step
from judgeapp.replay import library
from judgeapp.scenario import ScenarioFileError, run_scenario

from .helpers import Game, scenario

# Steps that name an effect without being made by it: a trigger step is made by the event
# (the effect or procedure then being processed) that met the effect's trigger condition.
NAMES_ANOTHER = {"trigger"}


def _effect_of(step: Step) -> Cause | None:
    """The effect a step was made within: its cause, or the effect that asked a decision."""
    origin = step.origin
    if origin is not None and origin.kind == CauseKind.DECISION:
        origin = origin.parent
    return origin if origin is not None and origin.kind == CauseKind.EFFECT else None


def _effect_texts(data: dict) -> set[str]:
    state = get_ruleset("dcg").setup(data)
    return {e.text for card in state.cards.values()
            for e in card.defn.effects + card.defn.inherited + card.defn.security}


def test_every_step_of_the_library_has_a_typed_cause_and_effects_make_theirs() -> None:
    """No step without a cause; a step that names an effect as its cause (its text) was made
    while that effect was processed, so its typed cause is that effect."""
    checked = effect_steps = 0
    for entry in library():
        if entry.scenario is None or entry.scenario.game != "dcg":
            continue
        try:
            result = run_scenario(entry.scenario)
            texts = _effect_texts(entry.scenario.data)
        except (ScenarioFileError, EngineError):
            continue  # a file the engine refuses: tests/test_scenarios.py reports it
        for step in result.steps:
            assert step.origin is not None, (entry.name, step.index, step.event)
            checked += 1
            if step.cause in texts and step.event not in NAMES_ANOTHER \
                    and step.kind != "decision" and step.kind != "refused":
                effect = _effect_of(step)
                assert effect is not None and effect.text == step.cause, (
                    entry.name, step.index, step.event, step.cause, step.origin)
                effect_steps += 1
    assert checked > 1000 and effect_steps > 200, (checked, effect_steps)  # not vacuous


def test_a_choice_inside_an_effect_is_a_decision_within_that_effect() -> None:
    g = Game(scenario(
        p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
        p2={"battle": [{"card": "Gabumon"}, {"card": "Gabumon"}]},
        cards={"Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                        "text": "[Main] Delete 1 of your opponent's Digimon."}}))
    g.answer("use p1-wipe")
    g.answer(g.decision.options[0].id)
    choice = next(s for s in g.steps if s.event == "choice" and s.cause == "choose_target")
    assert choice.origin.kind == CauseKind.DECISION and choice.origin.label == "choose_target"
    assert choice.origin.parent.kind == CauseKind.EFFECT
    assert choice.origin.parent.card == "p1-wipe"
    delete = next(s for s in g.steps if s.event == "delete")
    assert delete.origin == choice.origin.parent
    assert delete.to_dict()["origin"]["text"] == "[Main] Delete 1 of your opponent's Digimon."


def test_the_procedure_is_the_cause_outside_effects() -> None:
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]}))
    phase = next(s for s in g.steps if s.event == "phase")
    assert phase.origin.kind == CauseKind.PROCEDURE and phase.origin.label
