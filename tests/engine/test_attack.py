"""Attacks (manual "E. Attack"): declaration, counter and block timings, confirmation, end."""

from .helpers import Game, scenario

BLOCKER = {"Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                       "play_cost": 3, "text": "<Blocker>"}}


def test_declaration_suspends_the_attacker():
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]}, p2={"security": 1}))
    g.answer("attack p1-agumon -> player")
    assert g.stack("p1-agumon")["suspended"] is True
    assert g.events.index("attack_declared") < g.events.index("counter_timing") < \
        g.events.index("block_timing") < g.events.index("security_reveal") < \
        g.events.index("end_of_attack")


def test_a_suspended_digimon_cannot_attack():
    g = Game(scenario(p1={"battle": [{"card": "Agumon", "suspended": True}]}))
    g.answer("attack p1-agumon -> player")
    refused = g.find("refused")[0]
    assert "suspended" in refused.text
    assert refused.data["action"] == "attack p1-agumon -> player"
    assert g.decision.kind == "main_action"


def test_only_suspended_digimon_can_be_attacked():
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]}, p2={"battle": [{"card": "Gabumon"}]}))
    assert "attack p1-greymon -> p2-gabumon" not in g.options
    g.answer("attack p1-greymon -> p2-gabumon")
    assert "suspended" in g.find("refused")[0].text


def test_when_attacking_resolves_before_counter_and_block_timing():
    cards = {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                         "play_cost": 5, "text": "[When Attacking] Gain 1 memory."}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]}, p2={"security": 1}, cards=cards))
    g.answer("attack p1-greymon -> player")
    assert g.index("activate", "p1-greymon") < g.index("counter_timing")


def test_blocker_may_block_and_the_target_switches():
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Gabumon"}], "security": 1}, cards=BLOCKER))
    g.answer("attack p1-greymon -> player")
    assert g.decision.kind == "block" and g.decision.player == "p2"
    assert g.decision.default == "no"
    g.answer("block p2-gabumon")
    assert g.zone("p2-gabumon") == "p2.trash"
    assert not g.find("security_reveal")
    assert g.snapshot["players"]["p2"]["security"] == ["p2-security-1"]


def test_not_blocking_by_default():
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Gabumon"}], "security": 1}, cards=BLOCKER))
    g.answer("attack p1-greymon -> player", None)
    assert g.find("security_reveal")
    assert g.stack("p2-gabumon")["suspended"] is False


def test_the_attack_target_cannot_block():
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Gabumon", "suspended": True}]}, cards=BLOCKER))
    g.answer("attack p1-greymon -> p2-gabumon")
    assert not g.find("choice", answer="no")
    assert g.zone("p2-gabumon") == "p2.trash"


def test_attack_on_a_player_with_no_security_wins():
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]}, p2={"security": 0}))
    g.answer("attack p1-agumon -> player")
    assert g.snapshot["winner"] == "p1"
    assert g.decision is None


def test_all_timings_occur_even_if_the_attacker_leaves():
    cards = {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                         "play_cost": 5, "text": "[When Attacking] Delete this Digimon."}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]}, p2={"security": 1}, cards=cards))
    g.answer("attack p1-greymon -> player")
    assert g.zone("p1-greymon") == "p1.trash"
    assert {"counter_timing", "block_timing", "attack_fizzle", "end_of_attack"} <= set(g.events)
    assert not g.find("security_reveal")


def test_cant_attack_effect_refuses_the_attack():
    cards = {"Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                         "play_cost": 3, "text": "[On Play] 1 of your opponent's Digimon "
                                                 "can't attack until the end of your "
                                                 "opponent's turn."}}
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]}, p2={"hand": ["Gabumon"]},
                      cards=cards, turn_player="p2", memory={"p2": 5}))
    g.answer("play p2-gabumon", "pass")
    assert g.snapshot["turn_player"] == "p1"
    g.answer("skip", "attack p1-agumon -> player")
    assert "can't attack" in g.find("refused")[0].text


def test_an_ended_attack_goes_straight_to_the_end_of_attack():
    cards = {"Matt": {"kind": "tamer", "color": "blue", "play_cost": 3,
                      "text": "[Opponent's Turn] When an opponent's Digimon attacks, by "
                              "trashing 1 card in your hand, end the attack."},
             "Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                         "play_cost": 5, "text": "[End of Attack] Gain 1 memory."}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Matt"}], "hand": ["Agumon"], "security": 1},
                      cards=cards))
    g.answer("attack p1-greymon -> player")
    assert g.decision.kind == "pay_cost" and g.decision.player == "p2"
    g.answer("yes")
    assert "counter_timing" not in g.events and "block_timing" not in g.events
    assert not g.find("security_reveal")
    assert g.index("end_attack") < g.index("end_of_attack") < g.index("activate", "p1-greymon")
    assert g.mem() == 4


def test_counter_timing_offers_the_attacked_players_counter_effect():
    cards = {"Matt": {"kind": "tamer", "color": "blue", "play_cost": 3,
                      "text": "[Counter] 1 of your opponent's Digimon gets -3000 DP for the "
                              "turn."}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Matt"}, {"card": "Gabumon", "suspended": True}]},
                      cards=cards))
    g.answer("attack p1-greymon -> p2-gabumon")
    assert g.decision.kind == "counter" and g.decision.default == "no"
    g.answer("yes")
    assert g.index("counter_timing") < g.index("dp_change") < g.index("block_timing")
    assert g.zone("p1-greymon") == "p1.trash"  # 2000 DP loses to Gabumon's 3000

