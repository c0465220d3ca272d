"""<Retaliation>: when only this Digimon is deleted in battle, delete the Digimon it battled."""

from .helpers import Game, scenario


def _cards(dp_target: int) -> dict:
    return {"Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                       "play_cost": 3, "text": "<Retaliation>"},
            "Garurumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": dp_target,
                          "play_cost": 5, "text": "[On Deletion] <Draw 1>."}}


def test_attacker_with_retaliation_deletes_the_winner():
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Garurumon", "suspended": True}]},
                      cards=_cards(6000)))
    g.answer("attack p1-agumon -> p2-garurumon")
    assert g.zone("p1-agumon") == "p1.trash" and g.zone("p2-garurumon") == "p2.trash"
    step = g.find("delete", "p2-garurumon")[0]
    assert step.data["reason"] == "effect"
    assert g.index("delete", "p1-agumon") < g.index("retaliation") < step.index
    assert g.find("trigger", "p2-garurumon")  # a real deletion: its [On Deletion] triggers


def test_blocker_with_retaliation_deletes_the_attacker():
    cards = _cards(6000)
    cards["Agumon"]["text"] = "<Retaliation> <Blocker>"
    g = Game(scenario(p1={"battle": [{"card": "Garurumon"}]},
                      p2={"battle": [{"card": "Agumon"}], "security": 1}, cards=cards))
    g.answer("attack p1-garurumon -> player", "block p2-agumon")
    assert g.zone("p2-agumon") == "p2.trash" and g.zone("p1-garurumon") == "p1.trash"


def test_not_when_both_are_deleted():
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Garurumon", "suspended": True}]},
                      cards=_cards(2000)))
    g.answer("attack p1-agumon -> p2-garurumon")
    assert not g.find("retaliation")


def test_not_against_a_security_digimon():
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]},
                      p2={"security": ["Garurumon"]}, cards=_cards(6000)))
    g.answer("attack p1-agumon -> player")
    assert g.zone("p1-agumon") == "p1.trash"
    assert not g.find("retaliation")
