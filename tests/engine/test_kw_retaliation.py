"""<Retaliation>: when only this Digimon is deleted in battle, delete the Digimon it battled.

A trigger-type effect: it joins the batch of what the deletion triggers ([On Deletion] ...),
is ordered with them at the check point, and waits on the card in the trash."""

from .helpers import Game, scenario


def _cards(dp_target: int, agumon: str = "<Retaliation>", garurumon: str = "") -> dict:
    return {"Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                       "play_cost": 3, "text": agumon},
            "Garurumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": dp_target,
                          "play_cost": 5, "text": garurumon or "[On Deletion] <Draw 1>."}}


def _attack(cards: dict, p1_agumon: dict | None = None, garurumon: dict | None = None,
            **p2: object) -> Game:
    g = Game(scenario(p1={"battle": [p1_agumon or {"card": "Agumon"}]},
                      p2={"battle": [garurumon or {"card": "Garurumon", "suspended": True}],
                          **p2},
                      cards=cards))
    return g.answer("attack p1-agumon -> p2-garurumon")


def test_attacker_with_retaliation_deletes_the_winner():
    g = _attack(_cards(6000))
    assert g.zone("p1-agumon") == "p1.trash" and g.zone("p2-garurumon") == "p2.trash"
    step = g.find("delete", "p2-garurumon")[0]
    assert step.data["reason"] == "effect"
    assert g.index("delete", "p1-agumon") < g.index("retaliation") < step.index
    assert g.find("trigger", "p2-garurumon")  # a real deletion: its [On Deletion] triggers


def test_it_triggers_then_activates_as_a_pending_effect():
    g = _attack(_cards(6000))
    trigger = g.find("trigger", "p1-agumon", timing="retaliation")[0]
    activate = g.find("activate", "p1-agumon", timing="retaliation")[0]
    assert g.index("delete", "p1-agumon") < trigger.index < activate.index \
        < g.index("retaliation")
    assert trigger.pending == ("p1-agumon retaliation",)
    for step in (trigger, activate, g.find("retaliation")[0]):
        assert "keyword/retaliation" in step.rules
        assert "manual-en/kw-retaliation" in step.rules
    assert "manual-en/trigger-type-effects" in trigger.rules
    assert "<Retaliation>" in activate.text


def _with_on_deletion() -> dict:
    return _cards(6000, agumon="<Retaliation>\n[On Deletion] <Draw 1>.")


def test_the_turn_player_orders_it_among_on_deletion_effects():
    g = _attack(_with_on_deletion())
    assert g.decision.kind == "order_triggers" and g.decision.player == "p1"
    assert set(g.options) == {"p1-agumon on-deletion", "p1-agumon retaliation"}
    g.answer("p1-agumon retaliation")
    # Garurumon's [On Deletion] triggered while Agumon's waits: derived, it activates first.
    assert g.index("retaliation") < g.index("activate", "p2-garurumon") \
        < g.index("activate", "p1-agumon", timing="on-deletion")
    assert g.zone("p2-garurumon") == "p2.trash"


def test_on_deletion_first_then_retaliation():
    g = _attack(_with_on_deletion()).answer("p1-agumon on-deletion")
    assert g.index("activate", "p1-agumon", timing="on-deletion") < g.index("retaliation") \
        < g.index("activate", "p2-garurumon")


def test_the_non_turn_players_retaliation_comes_after_the_turn_players_effects():
    cards = _cards(6000, agumon="<Retaliation> <Blocker>",
                   garurumon="[Your Turn] When an opponent's Digimon is deleted, <Draw 1>.")
    g = Game(scenario(p1={"battle": [{"card": "Garurumon"}]},
                      p2={"battle": [{"card": "Agumon"}], "security": 1}, cards=cards))
    g.answer("attack p1-garurumon -> player", "block p2-agumon")
    assert g.index("activate", "p1-garurumon") < g.index("activate", "p2-agumon") \
        < g.index("retaliation")
    assert g.zone("p2-agumon") == "p2.trash" and g.zone("p1-garurumon") == "p1.trash"


def test_it_waits_on_the_card_in_the_trash():
    """<Fortitude> plays Agumon from the trash first: a new card, so <Retaliation> can't
    activate."""
    cards = _cards(6000, agumon="<Retaliation> <Fortitude>")
    g = _attack(cards, p1_agumon={"card": "Agumon", "under": ["Koromon"]})
    assert set(g.options) == {"p1-agumon on-deletion", "p1-agumon retaliation"}
    g.answer("p1-agumon on-deletion", "yes")
    assert g.zone("p1-agumon") == "p1.battle" and g.zone("p2-garurumon") == "p2.battle"
    step = g.find("cannot_activate", "p1-agumon", timing="retaliation")[0]
    assert "left the trash" in step.data["reason"]
    assert not g.find("retaliation")


def test_does_nothing_when_the_battled_digimon_already_left():
    cards = _cards(6000, agumon="<Retaliation>\n[On Deletion] Delete 1 of your opponent's "
                                "Digimon.")
    g = _attack(cards).answer("p1-agumon on-deletion")
    fizzle = g.find("retaliation_fizzle", "p1-agumon")[0]
    assert fizzle.data["target"] == "p2-garurumon"
    assert "no longer in the battle area" in fizzle.text
    assert not g.find("retaliation")
    assert len(g.find("delete", "p2-garurumon")) == 1


def test_the_deletion_is_by_an_effect_so_armor_purge_applies():
    cards = _cards(6000, garurumon="<Armor Purge>")
    g = _attack(cards, garurumon={"card": "Garurumon", "under": ["Gabumon"],
                                  "suspended": True})
    assert g.decision.kind == "pay_cost" and g.decision.player == "p2"
    g.answer("yes")
    assert g.index("retaliation") < g.index("interrupt", "p2-garurumon") \
        < g.index("prevented", "p2-gabumon")
    assert g.zone("p2-gabumon") == "p2.battle" and g.zone("p2-garurumon") == "p2.trash"


def test_barrier_does_not_apply_it_is_not_a_battle_deletion():
    cards = _cards(6000, garurumon="<Barrier>")
    g = _attack(cards, security=2)
    assert g.zone("p2-garurumon") == "p2.trash"
    assert not g.find("interrupt")


def test_only_this_digimon_deleted_when_the_other_deletion_was_prevented():
    """A tie, but Gabumon's <Armor Purge> keeps it in the battle area: only Agumon is
    deleted, so <Retaliation> deletes Gabumon (now with no card to purge)."""
    cards = _cards(2000, garurumon="<Armor Purge> <Blocker>")
    cards["Garurumon"]["level"] = 3
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Garurumon", "under": ["Gabumon"]}],
                          "security": 1}, cards=cards))
    g.answer("attack p1-agumon -> player", "block p2-garurumon", "yes")
    assert g.index("prevented", "p2-gabumon") < g.index("delete", "p1-agumon")
    assert g.zone("p1-agumon") == "p1.trash" and g.zone("p2-gabumon") == "p2.trash"
    assert g.find("retaliation", "p2-gabumon")


def test_progress_shields_the_attacker_from_the_defenders_retaliation():
    cards = _cards(6000, agumon="<Retaliation> <Blocker>", garurumon="<Progress>")
    g = Game(scenario(p1={"battle": [{"card": "Garurumon"}]},
                      p2={"battle": [{"card": "Agumon"}], "security": 1}, cards=cards))
    g.answer("attack p1-garurumon -> player", "block p2-agumon")
    assert g.index("retaliation", "p2-agumon") < g.index("unaffected", "p1-garurumon")
    assert "keyword/progress" in g.find("unaffected", "p1-garurumon")[0].rules
    assert g.zone("p1-garurumon") == "p1.battle"


def test_each_retaliation_it_has_triggers():
    """Printed and inherited: two effects; the second deletes what the first could not."""
    cards = _cards(6000, garurumon="<Armor Purge>")
    cards["Koromon"] = {"kind": "digi-egg", "color": "red", "level": 2,
                        "inherited": "<Retaliation>"}
    g = _attack(cards, p1_agumon={"card": "Agumon", "under": ["Koromon"]},
                garurumon={"card": "Garurumon", "under": ["Gabumon"], "suspended": True})
    assert len(g.find("trigger", "p1-agumon", timing="retaliation")) == 2
    assert g.options == ["p1-agumon retaliation p1-agumon#0", "p1-agumon retaliation p1-agumon#1"]
    g.answer("p1-agumon retaliation p1-agumon#0", "yes")
    assert g.find("prevented", "p2-gabumon")
    assert g.zone("p2-gabumon") == "p2.trash"
    assert len(g.find("retaliation")) == 2


def test_gained_retaliation_triggers():
    cards = _cards(6000, agumon="")
    cards["Tai Kamiya"] = {"kind": "tamer", "color": "red", "play_cost": 2,
                           "text": "[Your Turn] All of your Digimon gain <Retaliation>."}
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}, {"card": "Tai Kamiya"}]},
                      p2={"battle": [{"card": "Garurumon", "suspended": True}]}, cards=cards))
    g.answer("attack p1-agumon -> p2-garurumon")
    assert g.zone("p2-garurumon") == "p2.trash" and g.find("retaliation")


def test_blocker_with_retaliation_deletes_the_attacker():
    cards = _cards(6000)
    cards["Agumon"]["text"] = "<Retaliation> <Blocker>"
    g = Game(scenario(p1={"battle": [{"card": "Garurumon"}]},
                      p2={"battle": [{"card": "Agumon"}], "security": 1}, cards=cards))
    g.answer("attack p1-garurumon -> player", "block p2-agumon")
    assert g.zone("p2-agumon") == "p2.trash" and g.zone("p1-garurumon") == "p1.trash"


def test_not_when_both_are_deleted():
    g = _attack(_cards(2000))
    assert not g.find("retaliation") and not g.find("trigger", timing="retaliation")


def test_not_against_a_security_digimon():
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]},
                      p2={"security": ["Garurumon"]}, cards=_cards(6000)))
    g.answer("attack p1-agumon -> player")
    assert g.zone("p1-agumon") == "p1.trash"
    assert not g.find("retaliation") and not g.find("trigger", timing="retaliation")


def test_not_when_it_wins():
    g = _attack(_cards(1000))
    assert g.zone("p1-agumon") == "p1.battle"
    assert not g.find("trigger", timing="retaliation")
