"""Rule checks A-D (manual "Rule Checks"): simultaneous, rule deletion is not effect
deletion."""

from judgeapp.engine.steps import StepKind

from .helpers import Game, scenario


def test_a_zero_dp_digimon_is_deleted_by_the_rules_and_on_deletion_triggers():
    cards = {"Shrink": {"kind": "option", "color": "red", "use_cost": 0,
                        "text": "[Main] 1 of your opponent's Digimon gets -3000 DP for the "
                                "turn."},
             "Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                         "play_cost": 3, "text": "[On Deletion] <Draw 1>."}}
    g = Game(scenario(p1={"hand": ["Shrink"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Gabumon"}]}, cards=cards))
    g.answer("use p1-shrink")
    delete = g.find("delete", "p2-gabumon")[0]
    assert delete.kind == StepKind.RULE_CHECK and delete.data["reason"] == "rule"
    assert g.index("option_trash") < g.index("rule_delete")
    assert g.snapshot["players"]["p2"]["hand"] == ["p2-deck-1"]


def test_b_a_level_2_digimon_without_dp_in_the_battle_area_is_trashed_not_deleted():
    cards = {"Koromon": {"kind": "digi-egg", "color": "red", "level": 2,
                         "text": "[On Deletion] <Draw 1>."}}
    g = Game(scenario(p1={"battle": [{"card": "Koromon"}]}, cards=cards))
    assert g.zone("p1-koromon") == "p1.trash"
    step = g.find("rule_trash", "p1-koromon")[0]
    assert step.data["check"] == "B"
    assert not g.find("delete") and not g.find("trigger")


def test_c_an_option_in_the_battle_area_is_trashed():
    cards = {"Spark": {"kind": "option", "color": "red", "use_cost": 0,
                       "text": "[Main] Gain 1 memory."}}
    g = Game(scenario(p1={"battle": [{"card": "Spark"}]}, cards=cards))
    assert g.find("rule_trash", "p1-spark")[0].data["check"] == "C"
    assert g.zone("p1-spark") == "p1.trash"


def test_d_a_tamer_in_the_breeding_area_is_trashed():
    g = Game(scenario(p1={"breeding": {"card": "Tai Kamiya"}}))
    assert g.find("rule_trash", "p1-tai-kamiya")[0].data["check"] == "D"


def test_all_checks_happen_at_the_same_check_point():
    cards = {"Spark": {"kind": "option", "color": "red", "use_cost": 0,
                       "text": "[Main] Gain 1 memory."},
             "Zero": {"kind": "digimon", "color": "red", "level": 3, "dp": 0, "play_cost": 0,
                      "text": "[On Deletion] Gain 1 memory."},
             "Koromon": {"kind": "digi-egg", "color": "red", "level": 2,
                         "text": "[On Deletion] <Draw 1>."}}
    g = Game(scenario(p1={"battle": [{"card": "Spark"}, {"card": "Zero"}, {"card": "Koromon"}],
                          "breeding": {"card": "Tai Kamiya"}}, cards=cards))
    rule_steps = [s for s in g.steps if s.kind == StepKind.RULE_CHECK]
    assert {s.cards[0] for s in rule_steps} >= {"p1-spark", "p1-zero", "p1-koromon",
                                                "p1-tai-kamiya"}
    first_activation = g.index("activate")
    assert all(s.index < first_activation for s in rule_steps)


def test_rule_deletion_is_not_an_opponents_effect():
    cards = {"Zero": {"kind": "digimon", "color": "red", "level": 3, "dp": 0, "play_cost": 0,
                      "text": "[All Turns] When this Digimon would be deleted by an opponent's "
                              "effect, trash the top card of this Digimon's digivolution "
                              "cards instead."}}
    g = Game(scenario(p2={"battle": [{"card": "Zero", "under": ["Gabumon"]}]}, cards=cards))
    assert g.zone("p2-zero") == "p2.trash"
    assert not g.find("interrupt")
