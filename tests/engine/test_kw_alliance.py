"""<Alliance>: the suspended partner's DP and <Security A. +1>, for the attack only."""

from .helpers import Game, scenario

CARDS = {"Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                    "play_cost": 3, "text": "<Alliance>"},
         "Garurumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 4500,
                       "play_cost": 5}}


def test_partner_dp_decides_the_battle_and_ends_with_the_attack():
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}, {"card": "Gabumon"}]},
                      p2={"battle": [{"card": "Garurumon", "suspended": True}]}, cards=CARDS))
    g.answer("attack p1-agumon -> p2-garurumon", "yes")
    battle = g.find("battle")[0]
    assert battle.data["attacker_dp"] == 5000
    assert g.zone("p2-garurumon") == "p2.trash" and g.zone("p1-agumon") == "p1.battle"
    assert g.stack("p1-agumon")["dp"] == 2000
    assert "security-attack+1" not in g.stack("p1-agumon")["keywords"]


def test_declining_the_cost_changes_nothing():
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}, {"card": "Gabumon"}]},
                      p2={"security": 2}, cards=CARDS))
    g.answer("attack p1-agumon -> player", "no")
    assert g.find("cost_declined") and not g.stack("p1-gabumon")["suspended"]
    assert len(g.find("security_reveal")) == 1


def test_chooses_among_several_partners():
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}, {"card": "Gabumon"},
                                     {"card": "Greymon"}]}, p2={"security": 3}, cards=CARDS))
    g.answer("attack p1-agumon -> player", "yes")
    assert g.decision.kind == "choose_target"
    assert g.options == ["p1-gabumon", "p1-greymon"]
    g.answer("p1-greymon")
    assert g.find("alliance", amount=5000)
