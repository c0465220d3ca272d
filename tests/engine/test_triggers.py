"""Trigger-type effects: simultaneous ordering, derived triggers, cancelled pending effects
(manual "Trigger-Type Effects"; ENGINE.md "Timing loop")."""

from .helpers import Game, scenario


def _digimon(color: str, dp: int, text: str, level: int = 3) -> dict:
    return {"kind": "digimon", "color": color, "level": level, "dp": dp, "play_cost": 3,
            "text": text}


def test_turn_player_orders_their_simultaneous_effects_then_the_opponent():
    cards = {
        "Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                 "text": "[Main] Delete all of your Digimon. Then, delete all of your "
                         "opponent's Digimon."},
        "Agumon": _digimon("red", 2000, "[On Deletion] <Draw 1>."),
        "Elecmon": _digimon("red", 2000, "[On Deletion] Gain 1 memory."),
    }
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"},
                                                     {"card": "Elecmon"}]},
                      p2={"battle": [{"card": "Agumon"}]}, cards=cards))
    g.answer("use p1-wipe")
    assert g.decision.kind == "order_triggers" and g.decision.player == "p1"
    assert set(g.options) == {"p1-agumon on-deletion", "p1-elecmon on-deletion"}
    g.answer("p1-elecmon on-deletion")
    assert g.index("activate", "p1-elecmon") < g.index("activate", "p1-agumon") < g.index(
        "activate", "p2-agumon")


def test_derived_trigger_activates_before_older_pending_even_for_the_non_turn_player():
    cards = {
        "Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                 "text": "[Main] Delete all of your Digimon."},
        "Agumon": _digimon("red", 2000, "[On Deletion] Delete 1 of your opponent's Digimon."),
        "Elecmon": _digimon("red", 2000, "[On Deletion] Gain 1 memory."),
        "Gabumon": _digimon("blue", 3000, "[On Deletion] <Draw 1>."),
    }
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"},
                                                     {"card": "Elecmon"}]},
                      p2={"battle": [{"card": "Gabumon"}]}, cards=cards))
    g.answer("use p1-wipe", "p1-agumon on-deletion")
    first_pending = g.find("activate", "p1-elecmon")[0]
    derived = g.find("activate", "p2-gabumon")[0]
    assert derived.index < first_pending.index
    assert "p1-elecmon on-deletion" in derived.pending


def test_a_derived_trigger_is_listed_first_among_the_pending_effects():
    """The step's pending list reads in activation order: the derived trigger (it activates
    first, manual "Derived Triggering") before the older pending effect."""
    cards = {
        "Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                 "text": "[Main] Delete all of your Digimon."},
        "Agumon": _digimon("red", 2000, "[On Deletion] Gain 1 memory."),
        "Gabumon": _digimon("red", 3000, "[On Deletion] Play 1 [Chuumon] from your hand "
                                         "without paying the cost."),
        "Chuumon": _digimon("red", 1000, "[On Play] <Draw 1>."),
    }
    g = Game(scenario(p1={"hand": ["Wipe", "Chuumon"], "deck": 3,
                          "battle": [{"card": "Agumon"}, {"card": "Gabumon"}]}, cards=cards))
    g.answer("use p1-wipe", "p1-gabumon on-deletion")
    derived = g.find("trigger", "p1-chuumon")[0]
    assert derived.pending == ("p1-chuumon on-play", "p1-agumon on-deletion")


def test_pending_effect_cannot_activate_after_its_card_left():
    cards = {
        "Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 5,
                    "text": "[When Attacking] Delete 1 of your other Digimon."},
        "Elecmon": _digimon("red", 2000, "[Your Turn] When one of your Digimon attacks, "
                                         "gain 1 memory."),
    }
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}, {"card": "Elecmon"}]},
                      p2={"security": 1}, cards=cards))
    g.answer("attack p1-greymon -> player", "p1-greymon when-attacking")
    assert g.zone("p1-elecmon") == "p1.trash"
    cannot = g.find("cannot_activate", "p1-elecmon")
    assert cannot and "left the area" in cannot[0].text
    assert g.mem() == 3


def test_on_deletion_waits_on_the_card_in_the_trash():
    cards = {"Agumon": _digimon("red", 2000, "[On Deletion] <Draw 1>.")}
    g = Game(scenario(p1={"battle": [{"card": "Agumon", "suspended": True}]},
                      p2={"battle": [{"card": "Greymon"}]}, cards=cards, turn_player="p2",
                      memory={"p2": 3}))
    g.answer("attack p2-greymon -> p1-agumon")
    act = g.find("activate", "p1-agumon")[0]
    assert act.index > g.index("delete", "p1-agumon")
    assert g.snapshot["players"]["p1"]["hand"] == ["p1-deck-1"]


def test_inherited_on_deletion_is_pending_on_the_top_card():
    cards = {"Agumon": {**_digimon("red", 2000, ""), "inherited": "[On Deletion] <Draw 1>."}}
    del cards["Agumon"]["text"]
    g = Game(scenario(p1={"battle": [{"card": "Greymon", "under": ["Agumon"],
                                      "suspended": True}]},
                      p2={"battle": [{"card": "Garurumon"}]},
                      cards={**cards, "Garurumon": _digimon("blue", 7000, "", level=5)},
                      turn_player="p2", memory={"p2": 3}))
    g.answer("attack p2-garurumon -> p1-greymon")
    trig = g.find("trigger")[0]
    assert trig.cards == ("p1-greymon",)
    assert g.snapshot["players"]["p1"]["hand"] == ["p1-deck-1"]


def test_a_condition_met_several_times_at_once_triggers_once():
    cards = {
        "Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                 "text": "[Main] Delete all of your opponent's Digimon."},
        "Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                       "text": "[Your Turn] When an opponent's Digimon is deleted, gain 1 "
                               "memory."},
    }
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Tai Kamiya"}]},
                      p2={"battle": [{"card": "Gabumon"}, {"card": "Agumon"}]}, cards=cards))
    g.answer("use p1-wipe")
    assert len(g.find("trigger", "p1-tai-kamiya")) == 1
    assert g.mem() == 4


def test_effect_triggers_even_if_its_if_condition_fails_but_cannot_activate():
    cards = {"Agumon": _digimon("red", 2000, "[On Play] If you have 8 or more memory, "
                                             "<Draw 1>.")}
    g = Game(scenario(p1={"hand": ["Agumon"]}, cards=cards, memory={"p1": 5}))
    g.answer("play p1-agumon")
    assert g.find("trigger", "p1-agumon")
    assert "condition" in g.find("cannot_activate", "p1-agumon")[0].text
    assert g.snapshot["players"]["p1"]["hand"] == []


def test_you_may_is_declined_by_default():
    cards = {"Agumon": _digimon("red", 2000, "[On Play] You may gain 1 memory.")}
    g = Game(scenario(p1={"hand": ["Agumon"]}, cards=cards, memory={"p1": 5}))
    g.answer("play p1-agumon")
    assert g.decision.kind == "optional" and g.decision.default == "no"
    g.answer(None)
    assert g.mem() == 2
    assert g.find("optional_declined")


def test_by_cost_paid_then_the_rest_follows():
    cards = {"Agumon": _digimon("red", 2000, "[On Play] By trashing 1 card in your hand, "
                                             "<Draw 2>. Then, gain 1 memory.")}
    g = Game(scenario(p1={"hand": ["Agumon", "Gabumon"]}, cards=cards, memory={"p1": 5}))
    g.answer("play p1-agumon", "yes")
    assert g.zone("p1-gabumon") == "p1.trash"
    assert len(g.snapshot["players"]["p1"]["hand"]) == 2
    assert g.mem() == 3


def test_by_cost_declined_skips_then():
    cards = {"Agumon": _digimon("red", 2000, "[On Play] By trashing 1 card in your hand, "
                                             "<Draw 2>. Then, gain 1 memory.")}
    g = Game(scenario(p1={"hand": ["Agumon", "Gabumon"]}, cards=cards, memory={"p1": 5}))
    g.answer("play p1-agumon", "no")
    assert g.mem() == 2
    assert g.zone("p1-gabumon") == "p1.hand"


def test_by_cost_that_cannot_be_paid_in_full_is_not_offered():
    cards = {"Agumon": _digimon("red", 2000, "[On Play] By trashing 2 cards in your hand, "
                                             "<Draw 2>.")}
    g = Game(scenario(p1={"hand": ["Agumon", "Gabumon"]}, cards=cards, memory={"p1": 5}))
    g.answer("play p1-agumon")
    assert g.find("cost_unpayable")
    assert g.decision.kind == "main_action"


def test_choose_target_asks_the_controller_and_defaults_to_board_order():
    cards = {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                         "play_cost": 5, "text": "[On Play] Delete 1 of your opponent's "
                                                 "Digimon with 3000 DP or less."}}
    g = Game(scenario(p1={"hand": ["Greymon"]},
                      p2={"battle": [{"card": "Agumon"}, {"card": "Gabumon"},
                                     {"card": "Tai Kamiya"}]},
                      cards=cards, memory={"p1": 5}))
    g.answer("play p1-greymon")
    assert g.decision.kind == "choose_target"
    assert g.options == ["p2-agumon", "p2-gabumon"]
    g.answer("p2-gabumon")
    assert g.zone("p2-gabumon") == "p2.trash" and g.zone("p2-agumon") == "p2.battle"


def test_pending_inherited_effect_cannot_activate_after_its_card_was_trashed():
    cards = {
        "Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000, "play_cost": 3,
                   "inherited": "[When Attacking] Gain 1 memory."},
        "Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 5,
                    "text": "[When Attacking] Trash this Digimon's top digivolution card."},
    }
    g = Game(scenario(p1={"battle": [{"card": "Greymon", "under": ["Agumon"]}]},
                      p2={"security": 1}, cards=cards))
    g.answer("attack p1-greymon -> player")
    assert g.options == ["p1-greymon when-attacking p1-greymon",
                         "p1-greymon when-attacking p1-agumon"]
    g.answer("p1-greymon when-attacking p1-greymon")
    assert g.zone("p1-agumon") == "p1.trash"
    assert "no longer has the effect" in g.find("cannot_activate", "p1-greymon")[0].text
    assert g.mem() == 3


def test_a_condition_met_again_by_a_later_event_triggers_again():
    cards = {
        "Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                 "text": "[Main] Delete 1 of your opponent's Digimon. Then, delete 1 of your "
                         "opponent's Digimon."},
        "Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                       "text": "[Your Turn] When an opponent's Digimon is deleted, gain 1 "
                               "memory."},
    }
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Tai Kamiya"}]},
                      p2={"battle": [{"card": "Gabumon"}, {"card": "Agumon"}]}, cards=cards))
    g.answer("use p1-wipe", "p2-gabumon")
    assert len(g.find("trigger", "p1-tai-kamiya")) == 2
    assert g.decision.kind == "main_action"
    assert g.mem() == 5


def test_order_menu_reused_after_an_activation_offers_what_a_fresh_one_would():
    """The check point keeps its order_triggers menu across activations (N simultaneous
    triggers would otherwise cost N^2); whenever it does, the ids must be exactly those of
    a menu built afresh from what is left, copies and inherited twins included."""
    from judgeapp.engine.dcg.effects import Effect
    from judgeapp.engine.dcg.resolve import OrderMenu
    from judgeapp.engine.dcg.state import Pending

    own = Effect("[On Deletion] <Draw 1>.", "on-deletion", "trigger", index=0)
    inherited = Effect("[On Deletion] Gain 1 memory.", "on-deletion", "trigger",
                       inherited=True, index=0)
    batch = [Pending(own, "p1-a", "p1", None, 0, "p1-a"),
             Pending(inherited, "p1-a", "p1", None, 0, "p1-b"),
             Pending(own, "p1-c", "p1", None, 0, "p1-c"),
             Pending(own, "p1-c", "p1", None, 0, "p1-c"),
             Pending(own, "p1-d", "p1", None, 0, "p1-d"),
             Pending(own, "p2-e", "p2", None, 0, "p2-e")]

    class Turn:  # the only part of the state the menu reads
        turn_player = "p1"

    reused = 0
    for first in range(5):
        menu = OrderMenu.of(Turn, batch)
        left = list(batch)
        left.remove(menu.mine[first])
        kept = menu.without(first, left)
        if kept is not None:
            reused += 1
            assert kept.still_valid(Turn, left)
            fresh = OrderMenu.of(Turn, left)
            assert kept.ids == fresh.ids and kept.choice_needed == fresh.choice_needed
            assert [o.id for o in kept.options] == fresh.ids
    assert reused == 1  # only p1-d's removal leaves every other id as it was
