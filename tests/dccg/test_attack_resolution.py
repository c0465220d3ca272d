"""Attack resolution: Attack number against Defense number, the three cases, once per turn."""

from __future__ import annotations

import pytest

from judgeapp.engine.dccg import citations as R
from tests.dccg.helpers import play, scenario


def duel(attack: int, defense: int, **board):
    data = scenario(cards={"Striker": {"attack": attack, "defense": 0},
                           "Wall": {"attack": 0, "defense": defense}},
                    p1={"attack_row": ["Striker"]}, p2={"attack_row": ["Wall"]}, **board)
    return play(data, "attack p1-striker -> p2-wall")


@pytest.mark.parametrize("attack, defense, result, rule, p1_points, p2_points, offline", [
    (1000, 900, "attacker_wins", R.ATTACK_GREATER, 100, 0, {"p2": ["p2-wall"]}),
    (1500, 1500, "tie", R.ATTACK_EQUAL, 0, 0, {"p1": ["p1-striker"], "p2": ["p2-wall"]}),
    (1100, 1300, "defender_wins", R.ATTACK_LESS, 0, 200, {"p1": ["p1-striker"]}),
])
def test_the_three_cases_of_the_rules(attack, defense, result, rule, p1_points, p2_points,
                                      offline):
    run = duel(attack, defense)
    resolution = run.find("attack_resolution")[0]
    assert resolution.data["result"] == result
    assert rule in resolution.rules and R.ATTACK_RESOLUTION in resolution.rules
    points = run.snapshot["data_points"]
    assert (points["p1"], points["p2"]) == (p1_points, p2_points)
    for player in ("p1", "p2"):
        assert run.snapshot["players"][player]["offline"] == offline.get(player, [])


def test_tie_scores_nothing_even_at_zero():
    run = duel(0, 0)
    assert run.find("data_points") == []


def test_first_player_cannot_attack_on_the_first_turn():
    data = scenario(turn=1, first_player="p1", p1={"attack_row": ["Greymon"]},
                    p2={"attack_row": ["Agumon"]})
    run = play(data, "attack p1-greymon -> p2-agumon")
    assert run.find("no_attack_first_turn")
    assert "goes first cannot attack" in run.refusals()[0].text
    assert [o.id for o in run.decision.options] == ["next-phase"]


def test_second_player_may_attack_on_turn_two():
    data = scenario(turn=2, first_player="p1", turn_player="p2", p2={"attack_row": ["Greymon"]},
                    p1={"attack_row": ["Agumon"]})
    run = play(data, "attack p2-greymon -> p1-agumon")
    assert run.refusals() == [] and run.find("attack_resolution")


def test_first_player_attacks_normally_on_a_later_turn():
    data = scenario(turn=3, first_player="p1", p1={"attack_row": ["Greymon"]},
                    p2={"attack_row": ["Agumon"]})
    assert play(data, "attack p1-greymon -> p2-agumon").find("attack_resolution")


def test_each_digimon_attacks_once_per_turn_and_a_survivor_can_be_attacked_twice():
    data = scenario(p1={"attack_row": ["Greymon", "Agumon", "WarGreymon"]},
                    p2={"attack_row": ["Garurumon", "Patamon"]})
    run = play(data, "attack p1-greymon -> p2-patamon", "attack p1-greymon -> p2-garurumon",
               "attack p1-agumon -> p2-garurumon", "attack p1-wargreymon -> p2-garurumon")
    assert "once per turn" in run.refusals()[0].text
    assert R.CONTINUING_ATTACK in run.refusals()[0].rules
    results = [(s.cards, s.data["result"]) for s in run.find("attack_resolution")]
    assert results == [
        (("p1-greymon", "p2-patamon"), "attacker_wins"),
        (("p1-agumon", "p2-garurumon"), "defender_wins"),
        (("p1-wargreymon", "p2-garurumon"), "attacker_wins"),
    ]


def test_digivolve_row_digimon_neither_attack_nor_are_attacked():
    data = scenario(p1={"attack_row": ["Greymon"], "digivolve_row": ["Garurumon"]},
                    p2={"attack_row": ["Agumon"], "digivolve_row": ["Gabumon"]})
    run = play(data, "attack p1-garurumon -> p2-agumon", "attack p1-greymon -> p2-gabumon")
    assert all("Digivolve Row may not attack or be attacked" in s.text for s in run.refusals())
    assert len(run.refusals()) == 2
    options = [o.id for o in run.decision.options]
    assert options == ["attack p1-greymon -> p2-agumon", "next-phase"]


def test_a_number_the_scenario_does_not_give_is_never_guessed():
    data = scenario(cards={"Mystery": {}}, p1={"attack_row": ["Greymon"]},
                    p2={"attack_row": ["Mystery"]})
    run = play(data, "attack p1-greymon -> p2-mystery")
    assert "Defense number is not given" in run.refusals()[0].text
    assert run.find("attack_resolution") == []


def test_modifiers_do_not_outlast_their_attack():
    data = scenario(p1={"attack_row": ["Greymon", "Agumon"], "hand": ["Boost Attack"]},
                    p2={"attack_row": ["Garurumon", "Patamon"]})
    run = play(data, "attack p1-greymon -> p2-garurumon", "queue p1-boost-attack",
               "attack p1-agumon -> p2-patamon")
    first, second = run.find("attack_resolution")
    assert first.data["attack"] == 1200 and second.data["attack"] == 400
