"""Security checks (manual "Security Checks"; keyword Security A. +X)."""

from .helpers import Game, scenario

SA = {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 5,
                  "text": "<Security A. +1>"}}


def test_security_digimon_battles_and_goes_to_the_trash_without_on_deletion():
    cards = {"Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                         "play_cost": 3, "text": "[On Deletion] <Draw 1>."}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]}, p2={"security": ["Gabumon"]},
                      cards=cards))
    g.answer("attack p1-greymon -> player")
    assert g.zone("p2-gabumon") == "p2.trash"
    assert g.find("battle", "p2-gabumon")
    assert not g.find("trigger", "p2-gabumon")
    assert not g.find("delete", "p2-gabumon")
    assert g.snapshot["players"]["p2"]["hand"] == []


def test_security_digimon_with_higher_dp_deletes_the_attacker():
    cards = {"Garurumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 6000,
                           "play_cost": 5}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]}, p2={"security": ["Garurumon"]},
                      cards=cards))
    g.answer("attack p1-greymon -> player")
    assert g.zone("p1-greymon") == "p1.trash"
    assert g.zone("p2-garurumon") == "p2.trash"


def test_security_attack_plus_one_checks_two_cards_one_at_a_time():
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]}, p2={"security": 3}, cards=SA))
    g.answer("attack p1-greymon -> player")
    reveals = g.find("security_reveal")
    assert [s.cards[0] for s in reveals] == ["p2-security-1", "p2-security-2"]
    assert g.snapshot["players"]["p2"]["security"] == ["p2-security-3"]


def test_no_more_checks_once_the_attacker_is_deleted():
    cards = {**SA, "Garurumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 6000,
                                 "play_cost": 5}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"security": ["Garurumon", "Gabumon"]}, cards=cards))
    g.answer("attack p1-greymon -> player")
    assert len(g.find("security_reveal")) == 1
    assert g.zone("p2-gabumon") == "p2.security"


def test_security_effect_memory_is_from_the_owners_view():
    cards = {"Spark": {"kind": "option", "color": "blue", "use_cost": 0,
                       "text": "[Main] Gain 1 memory.", "security": "[Security] Gain 2 memory."}}
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]}, p2={"security": ["Spark"]},
                      cards=cards, memory={"p1": 3}))
    g.answer("attack p1-agumon -> player")
    assert g.mem("p1") == 1


def test_security_option_activates_its_main_effect_without_color_requirements():
    cards = {"Spark": {"kind": "option", "color": "yellow", "use_cost": 5,
                       "text": "[Main] <Draw 1>.",
                       "security": "[Security] Activate this card's [Main] effect."}}
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]}, p2={"security": ["Spark"]},
                      cards=cards))
    g.answer("attack p1-agumon -> player")
    assert g.snapshot["players"]["p2"]["hand"] == ["p2-deck-1"]
    assert g.mem() == 3  # no cost was paid by anyone
    assert g.zone("p2-spark") == "p2.trash"


def test_security_tamer_plays_itself():
    cards = {"Matt": {"kind": "tamer", "color": "blue", "play_cost": 3,
                      "security": "[Security] Play this card without paying the cost."}}
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]}, p2={"security": ["Matt"]},
                      cards=cards))
    g.answer("attack p1-agumon -> player")
    assert g.zone("p2-matt") == "p2.battle"


def test_jamming_survives_a_losing_battle_with_a_security_digimon():
    cards = {"Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                        "play_cost": 3, "text": "<Jamming>"}}
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]}, p2={"security": ["Gabumon"]},
                      cards=cards))
    g.answer("attack p1-agumon -> player")
    assert g.zone("p1-agumon") == "p1.battle"
    assert g.find("jamming")


def test_zero_security_after_checks_does_not_win_yet():
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]}, p2={"security": 1}, cards=SA))
    g.answer("attack p1-greymon -> player")
    assert g.snapshot["winner"] is None
    assert g.snapshot["players"]["p2"]["security"] == []
