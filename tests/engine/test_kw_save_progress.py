"""<Save> (place this card under a Tamer) and <Progress> (not affected by the opponent's
effects while attacking)."""

from .helpers import Game, scenario

WIPE = {"Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                 "text": "[Main] Delete 1 of your opponent's Digimon."}}
SAVER = {"Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                     "play_cost": 3, "text": "[On Deletion] <Save>."},
         "Matt": {"kind": "tamer", "color": "blue", "play_cost": 2},
         "Sora": {"kind": "tamer", "color": "red", "play_cost": 2}}


def _saved(tamers: list[str], *answers: str) -> Game:
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Gabumon"}] + [{"card": t} for t in tamers]},
                      cards={**WIPE, **SAVER}))
    return g.answer("use p1-wipe", *answers)


def test_save_places_the_card_at_the_bottom_of_the_chosen_tamer():
    g = _saved(["Matt", "Sora"], "yes", "p2-sora")
    assert g.stack("p2-sora")["under"] == ["p2-gabumon"]
    assert g.stack("p2-matt")["under"] == []


def test_save_is_optional_and_needs_a_tamer():
    g = _saved(["Matt"], "no")
    assert g.zone("p2-gabumon") == "p2.trash"
    g = _saved([])
    assert g.zone("p2-gabumon") == "p2.trash" and g.find("no_target")


PROGRESS = {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                        "play_cost": 5, "text": "<Progress>"},
            "Joe": {"kind": "tamer", "color": "black", "play_cost": 2,
                    "text": "[Opponent's Turn] When an opponent's Digimon attacks, delete 1 of "
                            "your opponent's Digimon."}}


def test_progress_attacker_cannot_be_chosen_by_the_opponent_while_attacking():
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Joe"}], "security": 1}, cards=PROGRESS))
    g.answer("attack p1-greymon -> player")
    assert g.zone("p1-greymon") == "p1.battle"
    assert g.find("no_target", "p2-joe")


def test_progress_does_not_protect_from_its_own_players_effects():
    own = {**PROGRESS, "Self Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                                     "text": "[Main] Delete 1 of your Digimon."}}
    g = Game(scenario(p1={"hand": ["Self Wipe"], "battle": [{"card": "Greymon"}]}, cards=own))
    g.answer("use p1-self-wipe")
    assert g.zone("p1-greymon") == "p1.trash"
