"""Playing Digimon and Tamers from the hand (manual "A. Play a Digimon Card ...")."""

from .helpers import Game, scenario


def test_play_pays_the_cost_and_places_the_card_unsuspended():
    g = Game(scenario(p1={"hand": ["Agumon"]}))
    g.answer("play p1-agumon")
    assert g.mem() == 0
    stack = g.stack("p1-agumon")
    assert stack["suspended"] is False and stack["played_this_turn"] is True
    assert g.decision.kind == "main_action" and g.decision.player == "p1"


def test_paying_past_zero_ends_the_turn():
    g = Game(scenario(p1={"hand": ["Greymon"]}))
    g.answer("play p1-greymon")
    assert g.snapshot["turn_player"] == "p2"
    assert g.mem("p2") == 2


def test_a_cost_above_ten_needs_that_much_memory_on_your_side():
    cards = {"Big": {"kind": "digimon", "color": "red", "level": 6, "dp": 12000,
                     "play_cost": 15}}
    g = Game(scenario(p1={"hand": ["Big"]}, cards=cards, memory={"p1": 3}))
    assert "play p1-big" not in g.options
    g.answer("play p1-big")
    refused = g.find("refused")[0]
    assert "can't be paid" in refused.text
    assert g.zone("p1-big") == "p1.hand"


def test_cost_thirteen_with_three_memory_is_payable():
    cards = {"Big": {"kind": "digimon", "color": "red", "level": 6, "dp": 12000,
                     "play_cost": 13}}
    g = Game(scenario(p1={"hand": ["Big"]}, cards=cards, memory={"p1": 3}))
    g.answer("play p1-big")
    assert g.zone("p1-big") == "p1.battle"
    assert g.mem("p2") == 10


def test_a_played_digimon_cannot_attack_that_turn():
    g = Game(scenario(p1={"hand": ["Agumon"]}, memory={"p1": 5}))
    g.answer("play p1-agumon", "attack p1-agumon -> player")
    refused = g.find("refused")[0]
    assert "played" in refused.text
    assert "keyword/rush" in refused.rules
    assert g.stack("p1-agumon")["suspended"] is False


def test_rush_lets_it_attack_the_turn_it_was_played():
    cards = {"Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                        "play_cost": 3, "text": "<Rush>"}}
    g = Game(scenario(p1={"hand": ["Agumon"]}, p2={"security": 2}, cards=cards,
                      memory={"p1": 5}))
    g.answer("play p1-agumon", "attack p1-agumon -> player")
    assert not g.find("refused")
    assert g.find("security_reveal")


def test_on_play_triggers_when_played():
    cards = {"Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                        "play_cost": 3, "text": "[On Play] <Draw 1>."}}
    g = Game(scenario(p1={"hand": ["Agumon"]}, cards=cards, memory={"p1": 5}))
    g.answer("play p1-agumon")
    assert g.index("play", "p1-agumon") < g.index("trigger", "p1-agumon") < g.index("draw")
    assert "p1-deck-1" in g.snapshot["players"]["p1"]["hand"]


def test_an_option_is_not_played():
    cards = {"Spark": {"kind": "option", "color": "red", "use_cost": 0,
                       "text": "[Main] Gain 1 memory."}}
    g = Game(scenario(p1={"hand": ["Spark"]}, cards=cards))
    g.answer("play p1-spark")
    assert "Options are used" in g.find("refused")[0].text
