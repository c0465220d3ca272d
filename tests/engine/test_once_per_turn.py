"""[Once Per Turn] / [Twice Per Turn]: counted per card, per turn (manual "Effect Icons")."""

from .helpers import Game, scenario

MAIN = {"Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                       "text": "[Main] [Once Per Turn] Gain 1 memory."}}


def test_main_once_per_turn_then_refused():
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}]}, cards=MAIN))
    g.answer("activate p1-tai-kamiya")
    assert g.mem() == 4
    assert "activate p1-tai-kamiya" not in g.options
    g.answer("activate p1-tai-kamiya")
    assert "Once/Twice Per Turn" in g.find("refused")[0].text


def test_two_cards_with_the_same_effect_count_separately():
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}, {"card": "Tai Kamiya"}]},
                      cards=MAIN))
    g.answer("activate p1-tai-kamiya", "activate p1-tai-kamiya-2")
    assert g.mem() == 5


def test_the_count_resets_next_turn():
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}]}, p2={"deck": 5}, cards=MAIN,
                      memory={"p1": 0}))
    g.answer("activate p1-tai-kamiya", "pass", "skip", "pass", "skip")
    assert g.snapshot["turn_player"] == "p1"
    assert "activate p1-tai-kamiya" in g.options


def test_flag_used_once_per_turn_from_the_board():
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}],
                          "flags": {"used_once_per_turn": ["p1-tai-kamiya"]}}, cards=MAIN))
    assert "activate p1-tai-kamiya" not in g.options


def test_twice_per_turn():
    cards = {"Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                            "text": "[Main] [Twice Per Turn] Gain 1 memory."}}
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}]}, cards=cards))
    g.answer("activate p1-tai-kamiya", "activate p1-tai-kamiya")
    assert g.mem() == 5
    assert "activate p1-tai-kamiya" not in g.options


def test_once_per_turn_trigger_does_not_trigger_again():
    cards = {"Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                            "text": "[Your Turn] [Once Per Turn] When one of your Digimon "
                                    "attacks, gain 1 memory."}}
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}, {"card": "Agumon"},
                                     {"card": "Gabumon"}]}, p2={"security": 3}, cards=cards))
    g.answer("attack p1-agumon -> player", "attack p1-gabumon -> player")
    assert len(g.find("activate", "p1-tai-kamiya")) == 1
    assert g.mem() == 4


def test_paying_a_by_cost_counts_as_a_use():
    cards = {"Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                            "text": "[Main] [Once Per Turn] By trashing 1 card in your hand, "
                                    "gain 2 memory."}}
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}], "hand": ["Agumon"]},
                      cards=cards))
    g.answer("activate p1-tai-kamiya", "yes")
    assert g.mem() == 5
    assert "activate p1-tai-kamiya" not in g.options


def test_declining_the_by_cost_does_not_count():
    cards = {"Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                            "text": "[Main] [Once Per Turn] By trashing 1 card in your hand, "
                                    "gain 2 memory."}}
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}], "hand": ["Agumon"]},
                      cards=cards))
    g.answer("activate p1-tai-kamiya", "no")
    assert "activate p1-tai-kamiya" in g.options
