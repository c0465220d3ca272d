"""Step boards (``record_boards``): each step carries the board as of that step, after its
change; off by default, and recording them never changes what the engine does."""

from __future__ import annotations

from judgeapp.engine.errors import EngineError
from judgeapp.engine.ruleset import get_ruleset
from judgeapp.engine.steps import Step
from judgeapp.replay import library
from judgeapp.scenario import ScenarioFileError, run_scenario

from .helpers import scenario

WIPE = {"Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                 "text": "[Main] Delete all of your opponent's Digimon."}}


def _steps(record_boards: bool) -> list[Step]:
    rs = get_ruleset("dcg")
    board = scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                     p2={"battle": [{"card": "Gabumon"}]}, cards=WIPE)
    state = rs.setup(board, record_boards=record_boards)
    steps = list(rs.advance(state, None).steps)
    steps += rs.advance(state, "use p1-wipe").steps
    return steps


def _battle(board: dict, player: str) -> list[str]:
    return [s["id"] for s in board["players"][player]["battle"]]


def test_a_delete_step_shows_the_card_in_the_trash_and_the_step_before_on_the_field():
    steps = _steps(record_boards=True)
    delete = next(s for s in steps if s.event == "delete")
    before = steps[delete.index - 1]
    assert "p2-gabumon" in _battle(before.board, "p2")
    assert "p2-gabumon" not in before.board["players"]["p2"]["trash"]
    assert "p2-gabumon" in delete.board["players"]["p2"]["trash"]
    assert _battle(delete.board, "p2") == []


def test_each_board_is_its_own_picture():
    steps = _steps(record_boards=True)
    assert all(s.board is not None for s in steps)
    use = next(s for s in steps if s.event == "use_option")
    assert use.board["players"]["p1"]["processing"] == ["p1-wipe"]
    assert steps[-1].board["players"]["p1"]["processing"] == []  # later steps did not leak in
    assert steps[-1].board["players"]["p1"]["trash"] == ["p1-wipe"]
    assert use.to_dict()["board"] == use.board


def test_boards_are_off_by_default():
    steps = _steps(record_boards=False)
    assert steps and all(s.board is None for s in steps)
    assert all("board" not in s.to_dict() for s in steps)


def test_recording_boards_changes_nothing_else_in_the_library():
    """Same steps, decisions and final board with and without boards, every dcg scenario."""
    for entry in library():
        if entry.scenario is None or entry.scenario.game != "dcg":
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
        assert all(s.board["game"] == "dcg" for s in recorded.steps), entry.name
