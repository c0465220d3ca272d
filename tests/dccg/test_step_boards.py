"""Step boards (``record_boards``) in the legacy game: each step carries the board as of that
step, after its change; off by default, and recording them never changes the run."""

from __future__ import annotations

from judgeapp.engine.errors import EngineError
from judgeapp.engine.ruleset import get_ruleset
from judgeapp.engine.steps import Step
from judgeapp.replay import library
from judgeapp.scenario import ScenarioFileError, run_scenario
from tests.dccg.helpers import scenario


def _tie(record_boards: bool) -> list[Step]:
    """Equal Attack and Defense: both Digimon go Offline, one step each."""
    data = scenario(cards={"Striker": {"attack": 900, "defense": 0},
                           "Wall": {"attack": 0, "defense": 900}},
                    p1={"attack_row": ["Striker"]}, p2={"attack_row": ["Wall"]})
    rs = get_ruleset("dccg")
    advance = rs.advance(rs.setup(data, record_boards=record_boards), None)
    steps = list(advance.steps)
    advance = rs.advance(advance.state, "attack p1-striker -> p2-wall")
    steps += advance.steps
    while advance.decision is not None and not any(s.event == "attack_resolution"
                                                   for s in steps):
        advance = rs.advance(advance.state, advance.decision.default)
        steps += advance.steps
    return steps


def test_each_offline_step_shows_its_card_offline_and_the_step_before_in_the_row():
    steps = _tie(record_boards=True)
    first, second = [s for s in steps if s.event == "offline"][:2]
    assert first.cards == ("p1-striker",) and second.cards == ("p2-wall",)
    before = steps[first.index - 1]
    assert before.event == "attack_resolution"
    assert before.board["players"]["p1"]["attack_row"] == ["p1-striker"]
    assert first.board["players"]["p1"]["offline"] == ["p1-striker"]
    assert first.board["players"]["p1"]["attack_row"] == []
    assert first.board["players"]["p2"]["attack_row"] == ["p2-wall"]  # not yet: next step
    assert second.board["players"]["p2"]["offline"] == ["p2-wall"]


def test_boards_are_off_by_default():
    steps = _tie(record_boards=False)
    assert steps and all(s.board is None and "board" not in s.to_dict() for s in steps)


def test_recording_boards_changes_nothing_else_in_the_library():
    for entry in library():
        if entry.scenario is None or entry.scenario.game != "dccg":
            continue
        try:
            plain = run_scenario(entry.scenario)
        except (ScenarioFileError, EngineError):
            continue  # a file the engine refuses: tests/test_scenarios.py reports it
        recorded = run_scenario(entry.scenario, record_boards=True)
        assert [s.to_dict() for s in plain.steps] == [
            {k: v for k, v in s.to_dict().items() if k != "board"} for s in recorded.steps
        ], entry.name
        assert recorded.snapshot == plain.snapshot and recorded.status == plain.status
        assert recorded.steps[-1].board == recorded.snapshot, entry.name
