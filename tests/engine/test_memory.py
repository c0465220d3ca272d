"""The memory gauge (manual "Paying Costs", "G. Pass", "Turn End Conditions")."""

import pytest

from judgeapp.engine.errors import ScenarioError
from judgeapp.engine.ruleset import get_ruleset

from .helpers import Game, scenario

GAIN = {"Spark": {"kind": "option", "color": "red", "use_cost": 0,
                  "text": "[Main] Gain 5 memory."}}


def test_memory_is_capped_at_ten():
    g = Game(scenario(p1={"hand": ["Spark"], "battle": [{"card": "Agumon"}]}, cards=GAIN,
                      memory={"p1": 8}))
    g.answer("use p1-spark")
    assert g.mem() == 10


def test_pass_moves_the_counter_to_the_opponents_three_from_any_position():
    g = Game(scenario(memory={"p1": 9}))
    g.answer("pass")
    assert g.mem("p2") == 3


def test_opponent_loses_memory_from_their_view():
    cards = {"Drain": {"kind": "option", "color": "red", "use_cost": 0,
                       "text": "[Main] Your opponent loses 2 memory."}}
    g = Game(scenario(p1={"hand": ["Drain"], "battle": [{"card": "Agumon"}]}, cards=cards))
    g.answer("use p1-drain")
    assert g.mem() == 5


def test_memory_on_the_opponents_side_ends_the_turn_after_the_action():
    cards = {"Drain": {"kind": "option", "color": "red", "use_cost": 0,
                       "text": "[Main] Lose 4 memory."}}
    g = Game(scenario(p1={"hand": ["Drain"], "battle": [{"card": "Agumon"}]}, cards=cards))
    g.answer("use p1-drain")
    assert g.snapshot["turn_player"] == "p2" and g.mem("p2") == 1


def test_zero_memory_does_not_end_the_turn():
    g = Game(scenario(p1={"hand": ["Agumon"]}))
    g.answer("play p1-agumon")
    assert g.mem() == 0 and g.snapshot["turn_player"] == "p1"


def test_board_memory_outside_the_gauge_is_an_error_naming_the_field():
    with pytest.raises(ScenarioError) as err:
        get_ruleset("dcg").setup(scenario(memory={"p1": 15}))
    assert err.value.field == "board.memory"
    assert "15" in str(err.value)


def test_board_memory_negative_counts_from_the_players_view():
    g = Game(scenario(memory={"p2": -2}, turn_player="p1"))
    assert g.mem("p1") == 2
