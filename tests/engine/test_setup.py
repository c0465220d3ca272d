"""Building the state from a scenario board: ids, impossible boards, tokens."""

import pytest

from judgeapp.engine.errors import ScenarioError
from judgeapp.engine.ruleset import get_ruleset

from .helpers import Game, scenario


def _setup(scn):
    return get_ruleset("dcg").setup(scn)


def test_two_cards_in_one_place_is_an_error_naming_the_field():
    scn = scenario(p1={"hand": [{"card": "Agumon", "id": "x"}],
                       "trash": [{"card": "Gabumon", "id": "x"}]})
    with pytest.raises(ScenarioError) as err:
        _setup(scn)
    assert err.value.field == "board.p1.trash[0]"


def test_unknown_card_name_is_an_error():
    with pytest.raises(ScenarioError) as err:
        _setup(scenario(p1={"hand": ["Agumn"]}))
    assert err.value.field == "board.p1.hand[0]" and "Agumn" in str(err.value)


def test_bad_card_text_names_the_card_field():
    with pytest.raises(ScenarioError) as err:
        _setup(scenario(cards={"Odd": {"kind": "digimon", "color": "red", "level": 3,
                                       "dp": 1000, "play_cost": 1,
                                       "text": "[On Play] Do a little dance."}}))
    assert err.value.field.endswith(".text") and "Do a little dance" in str(err.value)


def test_derived_ids_follow_file_order_and_skip_explicit_ids():
    g = Game(scenario(p1={"hand": ["Agumon", "Agumon"], "battle": [{"card": "Agumon"}],
                          "security": 2}))
    snap = g.snapshot["players"]["p1"]
    assert snap["hand"] == ["p1-agumon", "p1-agumon-2"]
    assert snap["battle"][0]["id"] == "p1-agumon-3"
    assert snap["security"] == ["p1-security-1", "p1-security-2"]


def test_unknown_phase_and_turn_player():
    with pytest.raises(ScenarioError) as err:
        _setup(scenario(turn_player="p3"))
    assert err.value.field == "board.turn_player"
    with pytest.raises(ScenarioError) as err:
        _setup(scenario(phase="lunch"))
    assert err.value.field == "board.phase"


def test_a_deleted_token_leaves_the_game():
    cards = {"Gammamon Token": {"kind": "digimon", "color": "green", "level": 3, "dp": 1000,
                                "play_cost": 0, "token": True}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Gammamon Token", "id": "p2-token-1",
                                      "suspended": True}]}, cards=cards))
    g.answer("attack p1-greymon -> p2-token-1")
    assert g.zone("p2-token-1") == "gone"
    assert "p2-token-1" not in g.snapshot["cards"]
    assert g.find("leave_game")


def test_malformed_stacks_and_flags_name_the_field():
    with pytest.raises(ScenarioError) as err:
        _setup(scenario(p1={"battle": [{"card": "Greymon", "under": "Agumon"}]}))
    assert err.value.field == "board.p1.battle[0].under"
    with pytest.raises(ScenarioError) as err:
        _setup(scenario(p1={"flags": ["hatched"]}))
    assert err.value.field == "board.p1.flags"
    with pytest.raises(ScenarioError) as err:
        _setup(scenario(p1={"breeding": [{"card": "Koromon"}, {"card": "Agumon"}]}))
    assert err.value.field == "board.p1.breeding"


def test_a_stack_may_be_just_a_card_name():
    g = Game(scenario(p1={"battle": ["Agumon"], "breeding": "Koromon"}))
    assert g.stack("p1-agumon")["suspended"] is False
    assert g.snapshot["players"]["p1"]["breeding"]["id"] == "p1-koromon"
