"""A "by" cost that was not paid in full was not paid: nothing after it is processed
(manual-en/by-doing; official Q&A Q3866: a "by deleting 1 other Digimon" whose deletion was
prevented, so the Digimon leaves), and the interrupts of the Digimon that tried to pay stay
available."""

from .helpers import Game, scenario

LILITHMON = {  # EX7-061's first [All Turns] effect, in a form the engine reads
    "kind": "digimon", "color": "purple", "level": 6, "dp": 12000, "play_cost": 12,
    "text": "[All Turns] [Once Per Turn] When this Digimon would be deleted other than by your "
            "effects, by deleting 1 of your opponent's Digimon, prevent that deletion."}
CARDS = {
    "Lilithmon": LILITHMON,
    "Wipe": {"kind": "option", "color": "red", "use_cost": 0,
             "text": "[Main] Delete 1 of your opponent's Digimon."},
    "Patamon": {"kind": "digimon", "color": "yellow", "level": 3, "dp": 3000,
                "play_cost": 3, "text": "<Evade>"},
}


def _game(p2_battle: list, **cards) -> Game:
    return Game(scenario(p1={"hand": ["Wipe"], "battle": ["Patamon", "Agumon"]},
                         p2={"battle": p2_battle}, cards={**CARDS, **cards},
                         turn_player="p1"))


def test_by_deleting_an_evading_digimon_is_not_paid_and_the_deletion_happens():
    g = _game(["Lilithmon"])
    g.answer("use p1-wipe", "yes", "p1-patamon", "yes")  # Lilithmon pays; Patamon evades
    assert g.zone("p1-patamon") == "p1.battle"
    assert g.find("prevented", "p1-patamon")
    assert g.find("cost_not_paid", "p2-lilithmon")
    assert not g.find("prevented", "p2-lilithmon")
    assert g.zone("p2-lilithmon") == "p2.trash"
    assert g.zone("p1-agumon") == "p1.battle"


def test_a_paid_deletion_prevents_it():
    g = _game(["Lilithmon"])
    g.answer("use p1-wipe", "yes", "p1-agumon")
    assert g.zone("p1-agumon") == "p1.trash"
    assert g.find("prevented", "p2-lilithmon") and not g.find("cost_not_paid")
    assert g.zone("p2-lilithmon") == "p2.battle"


def test_after_an_unpaid_cost_the_digimon_s_other_interrupts_stay_available():
    armored = {**LILITHMON, "text": "<Armor Purge> " + LILITHMON["text"]}
    g = _game([{"card": "Lilithmon", "under": ["Gabumon"]}], Lilithmon=armored)
    g.answer("use p1-wipe")
    assert g.decision.kind == "interrupt"
    g.answer("p2-lilithmon all-turns", "yes", "p1-patamon", "yes")
    assert g.find("cost_not_paid", "p2-lilithmon")
    assert g.decision.kind == "pay_cost"  # <Armor Purge> is still offered
    g.answer("yes")
    assert g.find("prevented", "p2-gabumon")  # the Digimon, now with Gabumon on top
    assert g.zone("p2-gabumon") == "p2.battle" and g.zone("p2-lilithmon") == "p2.trash"


def test_deleting_your_own_digimon_that_evades_is_not_paid():
    cards = {**CARDS, "Sacrifice": {"kind": "digimon", "color": "purple", "level": 4,
                                    "dp": 5000, "play_cost": 5, "text": "[On Play] By "
                                    "deleting 1 of your other Digimon, <Draw 2>."}}
    g = Game(scenario(p1={"hand": ["Sacrifice"], "battle": ["Patamon"]}, cards=cards))
    g.answer("play p1-sacrifice", "yes", "yes")  # pay; Patamon's <Evade>
    assert g.find("prevented", "p1-patamon")
    assert g.find("cost_not_paid", "p1-sacrifice")
    assert g.snapshot["players"]["p1"]["hand"] == []


def test_a_decoy_whose_own_deletion_is_prevented_does_not_save_the_other():
    cards = {**CARDS,
             "Gaomon": {"kind": "digimon", "color": "black", "level": 4, "dp": 5000,
                        "play_cost": 5},
             "Commandramon": {"kind": "digimon", "color": "black", "level": 3, "dp": 3000,
                              "play_cost": 3, "text": "<Decoy (Black)> <Evade>"}}
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": ["Agumon"]},
                      p2={"battle": ["Gaomon", "Commandramon"]}, cards=cards))
    g.answer("use p1-wipe", "p2-gaomon", "yes", "yes")  # Decoy; Commandramon evades
    assert g.find("prevented", "p2-commandramon")
    assert g.find("cost_not_paid", "p2-commandramon")
    assert g.zone("p2-gaomon") == "p2.trash" and g.zone("p2-commandramon") == "p2.battle"


def test_a_chosen_digimon_saved_by_a_decoy_was_not_deleted_so_the_cost_was_not_paid():
    cards = {**CARDS,
             "Gaomon": {"kind": "digimon", "color": "black", "level": 4, "dp": 5000,
                        "play_cost": 5},
             "Commandramon": {"kind": "digimon", "color": "black", "level": 3, "dp": 3000,
                              "play_cost": 3, "text": "<Decoy (Black)>"},
             "Hunter": {"kind": "digimon", "color": "purple", "level": 4, "dp": 5000,
                        "play_cost": 5, "text": "[On Play] By deleting 1 of your opponent's "
                        "Digimon, <Draw 2>."}}
    g = Game(scenario(p1={"hand": ["Hunter"]}, p2={"battle": ["Gaomon", "Commandramon"]},
                      cards=cards))
    g.answer("play p1-hunter", "yes", "p2-gaomon", "yes")  # p2's Decoy saves Gaomon
    assert g.zone("p2-commandramon") == "p2.trash" and g.zone("p2-gaomon") == "p2.battle"
    assert g.find("cost_not_paid", "p1-hunter")
    assert g.snapshot["players"]["p1"]["hand"] == []


UP_TO = {  # BT17-041's "By suspending up to 2 of your yellow Tamers", simplified
    "Sunflower": {"kind": "digimon", "color": "yellow", "level": 4, "dp": 5000, "play_cost": 5,
                  "text": "[On Play] By suspending up to 2 of your Tamers, <Draw 2>."},
    "Sacrifice": {"kind": "digimon", "color": "purple", "level": 4, "dp": 5000, "play_cost": 5,
                  "text": "[On Play] By deleting up to 1 of your other Digimon, <Draw 2>."},
    "Patamon": CARDS["Patamon"],
}


def test_an_up_to_cost_acts_on_at_least_one():
    """Official Q&A Q3520 (EX4-073), Q5096 and Q5099 (EX10-033): once a "by ... up to N" cost
    is paid, at least 1 must be acted on; after the first, the player may stop."""
    g = Game(scenario(p1={"hand": ["Sunflower"], "battle": ["Tai Kamiya", "Tai Kamiya"]},
                      cards=UP_TO, memory={"p1": 5}))
    g.answer("play p1-sunflower", "yes")
    assert g.decision.kind == "choose_target" and "none" not in g.options
    g.answer("p1-tai-kamiya")
    assert "none" in g.options
    g.answer("none")
    assert not g.find("cost_not_paid")
    assert len(g.snapshot["players"]["p1"]["hand"]) == 2


def test_an_up_to_cost_whose_only_action_was_prevented_is_not_paid():
    g = Game(scenario(p1={"hand": ["Sacrifice"], "battle": ["Patamon"]}, cards=UP_TO,
                      memory={"p1": 5}))
    g.answer("play p1-sacrifice", "yes")
    if g.decision.kind == "choose_target":
        g.answer("p1-patamon")
    g.answer("yes")  # Patamon's <Evade>
    assert g.find("prevented", "p1-patamon")
    assert g.find("cost_not_paid", "p1-sacrifice")
    assert g.snapshot["players"]["p1"]["hand"] == []
