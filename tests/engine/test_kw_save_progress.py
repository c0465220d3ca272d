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


def test_progress_attacker_can_be_chosen_but_the_opponents_effect_does_nothing_to_it():
    """A card that isn't affected by effects can still be chosen
    (manual-en/isnt-affected-by-effects): the only Digimon is chosen and isn't deleted."""
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Joe"}], "security": 1}, cards=PROGRESS))
    g.answer("attack p1-greymon -> player")
    assert g.zone("p1-greymon") == "p1.battle"
    assert g.find("unaffected", "p1-greymon") and not g.find("delete")
    assert g.index("activate", "p2-joe") < g.index("unaffected") < g.index("security_reveal")


def test_progress_the_opponent_may_choose_another_digimon_instead():
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}, {"card": "Agumon"}]},
                      p2={"battle": [{"card": "Joe"}], "security": 1}, cards=PROGRESS))
    g.answer("attack p1-greymon -> player")
    assert g.decision.kind == "choose_target"
    assert g.options == ["p1-greymon", "p1-agumon"]
    g.answer("p1-agumon")
    assert g.zone("p1-agumon") == "p1.trash" and not g.find("unaffected")


SHRINK = {**PROGRESS,
          "Gomamon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 4500,
                      "play_cost": 3},
          "Izzy": {"kind": "tamer", "color": "purple", "play_cost": 2,
                   "text": "[Opponent's Turn] All of your opponent's Digimon get -1000 DP."}}


def _shrunk_attack(tamer: str) -> Game:
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": tamer}, {"card": "Gomamon", "suspended": True}]},
                      cards=SHRINK))
    assert g.stack("p1-greymon")["dp"] == 4000  # not attacking: the -1000 DP applies
    return g.answer("attack p1-greymon -> p2-gomamon")


def test_progress_opponents_persistent_dp_effect_does_not_lower_it_while_attacking():
    g = _shrunk_attack("Izzy")
    assert g.find("battle", "p1-greymon", attacker_dp=5000, defender_dp=4500)
    assert g.zone("p2-gomamon") == "p2.trash" and g.zone("p1-greymon") == "p1.battle"
    assert g.stack("p1-greymon")["dp"] == 4000  # the attack is over: it applies again


def test_progress_own_persistent_effects_still_apply_while_attacking():
    cards = {**SHRINK, "Greymon": {**SHRINK["Greymon"], "dp": 3000},
             "Tai": {"kind": "tamer", "color": "red", "play_cost": 2,
                     "text": "[Your Turn] All of your Digimon get +2000 DP."}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}, {"card": "Tai"}]},
                      p2={"battle": [{"card": "Izzy"}, {"card": "Gomamon", "suspended": True}]},
                      cards=cards))
    g.answer("attack p1-greymon -> p2-gomamon")
    assert g.find("battle", "p1-greymon", attacker_dp=5000, defender_dp=4500)


def test_progress_lasting_change_from_an_earlier_opponents_effect_waits_for_the_attack_end():
    cards = {**SHRINK, "Dwindle": {"kind": "option", "color": "blue", "use_cost": 0,
                                   "text": "[Main] 1 of your opponent's Digimon gets -3000 DP "
                                           "until the end of your opponent's turn."}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}], "deck": 3},
                      p2={"hand": ["Dwindle"], "battle": [{"card": "Gomamon", "suspended": True}],
                          "deck": 3},
                      cards=cards, turn_player="p2", memory={"p2": 3}))
    g.answer("use p2-dwindle", "pass")
    assert g.state.turn_player == "p1" and g.stack("p1-greymon")["dp"] == 2000
    g.answer("skip", "attack p1-greymon -> p2-gomamon")
    assert g.find("battle", "p1-greymon", attacker_dp=5000, defender_dp=4500)
    assert g.stack("p1-greymon")["dp"] == 2000


def test_progress_a_lasting_change_chosen_during_the_attack_applies_after_it():
    cards = {**SHRINK, "Joe": {**SHRINK["Joe"],
                               "text": "[Opponent's Turn] When an opponent's Digimon attacks, "
                                       "1 of your opponent's Digimon gets -3000 DP for the "
                                       "turn."}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Joe"}, {"card": "Gomamon", "suspended": True}]},
                      cards=cards))
    g.answer("attack p1-greymon -> p2-gomamon")
    assert g.find("unaffected", "p1-greymon") and not g.find("dp_change")
    assert g.find("battle", "p1-greymon", attacker_dp=5000)
    assert g.stack("p1-greymon")["dp"] == 2000


def test_progress_the_opponents_retaliation_does_not_delete_it():
    cards = {**SHRINK, "Gomamon": {**SHRINK["Gomamon"], "text": "<Retaliation>"}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Gomamon", "suspended": True}]}, cards=cards))
    g.answer("attack p1-greymon -> p2-gomamon")
    assert g.zone("p2-gomamon") == "p2.trash" and g.zone("p1-greymon") == "p1.battle"
    assert g.index("retaliation") < g.index("unaffected", "p1-greymon")


def test_progress_does_not_protect_from_its_own_players_effects():
    own = {**PROGRESS, "Self Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                                     "text": "[Main] Delete 1 of your Digimon."}}
    g = Game(scenario(p1={"hand": ["Self Wipe"], "battle": [{"card": "Greymon"}]}, cards=own))
    g.answer("use p1-self-wipe")
    assert g.zone("p1-greymon") == "p1.trash"
