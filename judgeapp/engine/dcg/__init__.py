"""The Digimon Card Game (2020-) ruleset, registered as game ``dcg``.

``setup`` builds a :class:`~judgeapp.engine.dcg.state.GameState` from a scenario mapping;
``advance`` runs the resolver (a generator held in the state) until the next decision;
``snapshot`` is the JSON-able board (``snapshots.py``; docs/scenario-format.md, "Snapshot").
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from judgeapp.engine.dcg import verbs
from judgeapp.engine.dcg.board import setup as build_state
from judgeapp.engine.dcg.game import play_game
from judgeapp.engine.dcg.record import stop_unsettled
from judgeapp.engine.dcg.snapshots import snapshot
from judgeapp.engine.dcg.state import GameOver, GameState
from judgeapp.engine.dcg.trait_reading import UnsettledTrait, resolving
from judgeapp.engine.ruleset import Advance, register

# Modules that register what they add on import, in the order their main-phase options are
# listed: keyword-rule actions (main_actions.py), effect verbs and rule checks (resolve.py);
# then the verbs effects perform (verbs/, the registry).
MECHANICS = ("dna", "link", "xros", "assembly", "burst", "app_fusion", "mind_link", "training",
             "effect_attack", "ascension", "guard", "detach", "reveal", "deck_trash",
             "end_of_battle", "succession_rules", "group_events", "zone_main", "would_own")
for _name in MECHANICS:
    import_module(f"{__name__}.{_name}")
verbs.load()


class DcgRuleset:
    game = "dcg"

    def setup(self, scenario: dict[str, Any], *, record_boards: bool = False) -> GameState:
        state = build_state(scenario)
        state.record_boards = record_boards
        return state

    def advance(self, state: GameState, answer: str | list[str] | None) -> Advance:
        """Run until the next decision. ``answer`` answers the pending decision; None
        starts the run, or takes the decision's documented default once started."""
        if not state.over:
            try:
                with resolving():
                    if state.runner is None:
                        state.runner = play_game(state)
                        state.decision = next(state.runner)
                    else:
                        state.decision = state.runner.send(answer)
            except (GameOver, StopIteration):
                state.decision = None
                state.over = True
            except UnsettledTrait as unsettled:
                stop_unsettled(state, unsettled)
        if state.over:
            state.decision = None
        steps = state.steps[state.reported:]
        state.reported = len(state.steps)
        return Advance(state=state, steps=steps, decision=state.decision)

    def snapshot(self, state: GameState) -> dict[str, Any]:
        return snapshot(state)


RULESET = DcgRuleset()
register(RULESET)
