"""<Jamming>: can't be deleted in battles against Security Digimon (and only those)."""

from .helpers import Game, scenario

CARDS = {"Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                    "play_cost": 3, "text": "<Jamming> <Security A. +1>"}}


def test_survives_losing_to_security_digimon_and_keeps_checking():
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]},
                      p2={"security": ["Greymon", "Gabumon"]}, cards=CARDS))
    g.answer("attack p1-agumon -> player")
    assert g.zone("p1-agumon") == "p1.battle"
    assert len(g.find("jamming")) == 2
    assert len(g.find("security_reveal")) == 2


def test_deleted_when_losing_to_a_digimon():
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Greymon", "suspended": True}]}, cards=CARDS))
    g.answer("attack p1-agumon -> p2-greymon")
    assert g.zone("p1-agumon") == "p1.trash"
    assert not g.find("jamming")
