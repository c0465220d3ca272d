"""Persistent effects and lasting effects with durations (manual "Persistent Effects",
"Effects That Don't Choose Targets")."""

from .helpers import Game, scenario


def _tamer(text: str) -> dict:
    return {"Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2, "text": text}}


def test_your_turn_dp_applies_only_in_your_turn():
    cards = {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                         "play_cost": 5, "text": "[Your Turn] This Digimon gets +2000 DP."}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]}, cards=cards))
    assert g.stack("p1-greymon")["dp"] == 7000
    g.answer("pass")
    assert g.stack("p1-greymon")["dp"] == 5000


def test_all_of_your_digimon_reaches_digimon_played_later():
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}], "hand": ["Agumon"]},
                      cards=_tamer("[Your Turn] All of your Digimon get +1000 DP.")))
    g.answer("play p1-agumon")
    assert g.stack("p1-agumon")["dp"] == 3000


def test_continuous_all_effect_with_a_duration_reaches_later_arrivals():
    cards = {"Shrink": {"kind": "option", "color": "red", "use_cost": 0,
                        "text": "[Main] All of your opponent's Digimon get -1000 DP until the "
                                "end of your opponent's turn."}}
    g = Game(scenario(p1={"hand": ["Shrink"], "battle": [{"card": "Agumon"}]},
                      p2={"hand": ["Gabumon"]}, cards=cards))
    g.answer("use p1-shrink", "pass", "skip", "play p2-gabumon")
    assert g.stack("p2-gabumon")["dp"] == 2000


def test_for_the_turn_expires_at_the_end_of_the_turn():
    cards = {"Boost": {"kind": "option", "color": "red", "use_cost": 0,
                       "text": "[Main] 1 of your Digimon gets +3000 DP for the turn."}}
    g = Game(scenario(p1={"hand": ["Boost"], "battle": [{"card": "Agumon"}]}, cards=cards))
    g.answer("use p1-boost")
    assert g.stack("p1-agumon")["dp"] == 5000
    g.answer("pass")
    assert g.stack("p1-agumon")["dp"] == 2000


def test_until_the_end_of_the_opponents_turn_lasts_through_it():
    cards = {"Shrink": {"kind": "option", "color": "red", "use_cost": 0,
                        "text": "[Main] 1 of your opponent's Digimon gets -1000 DP until the "
                                "end of your opponent's turn."}}
    g = Game(scenario(p1={"hand": ["Shrink"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Gabumon"}]}, cards=cards))
    g.answer("use p1-shrink", "pass")
    assert g.snapshot["turn_player"] == "p2"
    assert g.stack("p2-gabumon")["dp"] == 2000
    g.answer("skip", "pass")
    assert g.snapshot["turn_player"] == "p1"
    assert g.stack("p2-gabumon")["dp"] == 3000


def test_gained_blocker_lets_it_block():
    cards = {"Guard": {"kind": "option", "color": "blue", "use_cost": 0,
                       "text": "[Main] 1 of your Digimon gains <Blocker> until the end of your "
                               "opponent's turn."}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Gabumon"}], "hand": ["Guard"], "security": 1},
                      cards=cards, turn_player="p2", memory={"p2": 3}))
    g.answer("use p2-guard", "pass", "skip", "attack p1-greymon -> player")
    assert g.decision.kind == "block"
    assert "block p2-gabumon" in g.options


def test_the_chosen_target_keeps_the_effect_after_it_digivolves():
    cards = {"Boost": {"kind": "option", "color": "red", "use_cost": 0,
                       "text": "[Main] 1 of your Digimon gets +3000 DP for the turn."}}
    g = Game(scenario(p1={"hand": ["Boost", "Greymon"], "battle": [{"card": "Agumon"}]},
                      cards=cards))
    g.answer("use p1-boost", "digivolve p1-greymon onto p1-agumon")
    assert g.stack("p1-greymon")["dp"] == 8000


def test_a_conditional_persistent_effect():
    cards = _tamer("[Your Turn] If you have 5 or more memory, all of your Digimon get +1000 DP.")
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}, {"card": "Agumon"}]},
                      cards=cards, memory={"p1": 5}))
    assert g.stack("p1-agumon")["dp"] == 3000
    g2 = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}, {"card": "Agumon"}]},
                       cards=cards, memory={"p1": 4}))
    assert g2.stack("p1-agumon")["dp"] == 2000


def test_dp_cannot_be_added_to_a_tamer():
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}]},
                      cards=_tamer("[Your Turn] This Tamer gets +1000 DP.")))
    assert g.stack("p1-tai-kamiya")["dp"] is None
    assert g.zone("p1-tai-kamiya") == "p1.battle"


def test_cant_be_blocked_skips_the_block_decision():
    cards = {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                         "play_cost": 5, "text": "[Your Turn] This Digimon can't be blocked."},
             "Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                         "play_cost": 3, "text": "<Blocker>"}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Gabumon"}], "security": 1}, cards=cards))
    g.answer("attack p1-greymon -> player")
    assert not any(s.data.get("decision") == "block" for s in g.steps)
    assert g.find("security_reveal")


def test_opponents_turn_persistent_effect():
    cards = {"Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                         "play_cost": 3, "text": "[Opponent's Turn] This Digimon gets +2000 DP."}}
    g = Game(scenario(p2={"battle": [{"card": "Gabumon"}]}, cards=cards))
    assert g.stack("p2-gabumon")["dp"] == 5000
    g.answer("pass")
    assert g.stack("p2-gabumon")["dp"] == 3000
