"""Winning: the first player to gain 7,500 Data Points wins; nothing happens after."""

from __future__ import annotations

from judgeapp.engine.dccg import citations as R
from judgeapp.engine.ruleset import get_ruleset
from tests.dccg.helpers import play, scenario


def test_reaching_exactly_7500_wins():
    run = play(scenario(data_points={"p1": 7100}, p1={"attack_row": ["Agumon"]}),
               "attack p1-agumon -> player")
    win = run.find("win")[0]
    assert win.player == "p1" and R.WINNING in win.rules
    assert run.snapshot["winner"] == "p1" and run.decision is None


def test_7499_is_not_a_win():
    run = play(scenario(data_points={"p1": 7099}, p1={"attack_row": ["Agumon"]}),
               "attack p1-agumon -> player")
    assert run.snapshot["winner"] is None and run.find("win") == []


def test_the_defending_player_can_win_from_a_lost_attack():
    run = play(scenario(data_points={"p2": 7000}, p1={"attack_row": ["Agumon"]},
                        p2={"attack_row": ["WarGreymon"]}),
               "attack p1-agumon -> p2-wargreymon")
    assert run.snapshot["winner"] == "p2"
    assert run.snapshot["data_points"]["p2"] == 7000 + 1600 - 400


def test_special_digivolution_points_can_win():
    board = scenario(phase="digivolve", data_points={"p1": 7000}, cards={
        "Agumon": {"level": "rookie", "true_digivolution": ["Greymon", "MetalGreymon",
                                                            "WarGreymon"]}},
        p1={"hand": ["Agumon", "Greymon", "MetalGreymon", "WarGreymon"]})
    run = play(board, "special p1-agumon p1-greymon p1-metalgreymon p1-wargreymon")
    assert run.snapshot["winner"] == "p1"
    assert run.find("turn_end") == [], "the game is over, no next turn"


def test_a_finished_game_does_not_advance():
    run = play(scenario(data_points={"p1": 7400}, p1={"attack_row": ["Agumon"]}),
               "attack p1-agumon -> player")
    ruleset = get_ruleset("dccg")
    state = ruleset.setup(scenario(data_points={"p1": 7400}, p1={"attack_row": ["Agumon"]}))
    advance = ruleset.advance(ruleset.advance(state, None).state, "attack p1-agumon -> player")
    after = ruleset.advance(advance.state, "next-phase")
    assert after.steps == [] and after.decision is None
    assert run.snapshot["winner"] == "p1"
