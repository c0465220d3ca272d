"""Battles (manual "Battles"): the lower DP loses and is deleted; a tie deletes both."""

from judgeapp.engine.steps import StepKind

from .helpers import Game, scenario


def _attack(p1_card: str, p2_card: str, cards=None) -> Game:
    return Game(scenario(p1={"battle": [{"card": p1_card}]},
                         p2={"battle": [{"card": p2_card, "suspended": True}]}, cards=cards)
                ).answer(f"attack p1-{p1_card.lower()} -> p2-{p2_card.lower()}")


def test_higher_dp_wins_and_the_loser_is_deleted_in_battle():
    g = _attack("Greymon", "Gabumon")
    delete = g.find("delete", "p2-gabumon")[0]
    assert delete.kind == StepKind.BATTLE and delete.data["reason"] == "battle"
    assert g.zone("p1-greymon") == "p1.battle"


def test_the_attacker_can_lose():
    g = _attack("Agumon", "Gabumon")
    assert g.zone("p1-agumon") == "p1.trash"
    assert g.zone("p2-gabumon") == "p2.battle"


def test_a_tie_deletes_both():
    cards = {"Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 2000,
                         "play_cost": 3}}
    g = _attack("Agumon", "Gabumon", cards)
    assert g.zone("p1-agumon") == "p1.trash" and g.zone("p2-gabumon") == "p2.trash"


def test_on_deletion_of_both_battlers_orders_turn_player_first():
    cards = {n: {"kind": "digimon", "color": c, "level": 3, "dp": 2000, "play_cost": 3,
                 "text": "[On Deletion] <Draw 1>."} for n, c in (("Agumon", "red"),
                                                                 ("Gabumon", "blue"))}
    g = _attack("Agumon", "Gabumon", cards)
    assert g.index("activate", "p1-agumon") < g.index("activate", "p2-gabumon")


def test_piercing_checks_security_after_deleting_the_target():
    cards = {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                         "play_cost": 5, "text": "<Piercing>"}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Gabumon", "suspended": True}], "security": 2},
                      cards=cards))
    g.answer("attack p1-greymon -> p2-gabumon")
    assert g.index("delete", "p2-gabumon") < g.index("security_reveal") < g.index(
        "end_of_attack")
    assert len(g.snapshot["players"]["p2"]["security"]) == 1


def test_without_piercing_no_security_check_after_the_battle():
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Gabumon", "suspended": True}], "security": 2}))
    g.answer("attack p1-greymon -> p2-gabumon")
    assert not g.find("security_reveal")
