"""The manual's Card Text Rules (manual-en/card-text-rules): modelled ones behave as written,
the others (and the unread forms of partial ones) are refused by name, never silently
accepted (placing in security: tests/engine/test_place_security.py)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.card_refs import distinct_colors, text_includes
from judgeapp.engine.dcg.keyword_rules import CARD_TEXT_RULES
from judgeapp.engine.errors import ScenarioError
from judgeapp.engine.ruleset import get_ruleset
from rulesdb.corpus import load_corpus
from tests.engine.helpers import Game, scenario

OPTION = {"kind": "option", "color": "red", "use_cost": 0}


def _boost(text):
    return scenario(p1={"hand": ["Boost", "Agumon"], "battle": ["Tai Kamiya"]},
                    cards={"Boost": {**OPTION, "text": text}}, memory={"p1": 5})


def test_all_effect_reaches_a_digimon_played_later():
    g = Game(_boost("[Main] All of your Digimon get +2000 DP for the turn."))
    g.answer("use p1-boost", "play p1-agumon")
    assert g.stack("p1-agumon")["dp"] == 4000


def test_target_effect_does_not_reach_a_digimon_played_later():
    scn = _boost("[Main] 1 of your Digimon gets +2000 DP for the turn.")
    scn["board"]["p1"]["battle"].append("Gabumon")
    g = Game(scn).answer("use p1-boost", "play p1-agumon")
    assert g.stack("p1-gabumon")["dp"] == 5000
    assert g.stack("p1-agumon")["dp"] == 2000


def test_every_card_text_rule_has_a_status_and_a_corpus_section():
    corpus = load_corpus()
    for section, (status, note) in CARD_TEXT_RULES.items():
        assert status in ("modelled", "partial", "not modelled") and note
        assert corpus.cited(f"manual-en/{section}") is not None


@pytest.mark.parametrize("text, section", [
    ("[Main] 1 of your opponent's Digimon isn't affected by your opponent's effects for the "
     "turn.", "isnt-affected-by-effects"),
    ("[Main] 1 of your Digimon isn't affected by their effects for the turn.",
     "isnt-affected-by-effects"),
    ("[Your Turn] This Digimon isn't affected by effects.", "isnt-affected-by-effects"),
    ("[Main] Place up to 2 of your opponent's Digimon as the bottom security card.",
     "placing-cards-in-private-areas"),
    ("[Main] Place 1 Option card from your trash at the top of your security stack.",
     "placing-cards-in-private-areas"),
    ("[Main] Switch the target of attack to you.", "changing-an-attack-target"),
    ("[Main] Switch the target of attack to 1 of your opponent's Digimon.",
     "changing-an-attack-target"),
    ("[Main] Switch the target of attack to up to 1 of your Digimon.",
     "changing-an-attack-target"),
])
def test_unmodelled_card_text_rules_are_refused_by_name(text, section):
    """Rules not modelled, and the forms of partly read ones that no template reads."""
    assert CARD_TEXT_RULES[section][0] != "modelled"
    with pytest.raises(ScenarioError, match=section):
        _setup({"X": {**OPTION, "text": text}}, p1={"hand": ["X"]})


@pytest.mark.parametrize("text, section", [
    ("[Your Turn] When one of your Digimon with [Greymon] in its name digivolves, <Draw 1>.",
     "specifying-names"),
    ("[Main] <Draw 1>. Then, this Tamer with [Knightmon] in its text gets +1000 DP for the "
     "turn.", "with-xx-in-its-text"),
    ("[Main] Play 2 Digimon cards with different colors from your hand without paying the "
     "cost.", "with-different-xx"),
    ("[Main] Play up to 2 Digimon cards with different colors from your hand.",
     "with-different-xx"),
    ("[Main] Delete 2 of your opponent's Digimon with different names.", "with-different-xx"),
    ("[Main] By trashing 2 cards with different colors in your hand, <Draw 2>.",
     "with-different-xx"),
])
def test_card_text_rules_read_in_part_refuse_the_rest_by_name(text, section):
    assert CARD_TEXT_RULES[section][0] == "partial"
    with pytest.raises(ScenarioError, match=f"unsupported card text .+: card text rule "
                                            f"'{section}' .* is read only in some forms"):
        _setup({"X": {**OPTION, "text": text}}, p1={"hand": ["X"]})


def _setup(cards, **players):
    return get_ruleset("dcg").setup(scenario(cards=cards, **players))


# ---------------------------------------------------------------- with [X] in its name

GREYMONS = {
    "MetalGreymon": {"kind": "digimon", "color": "blue", "level": 5, "dp": 7000,
                     "play_cost": 7},
    "WarGreymon": {"kind": "digimon", "color": "red", "level": 6, "dp": 12000,
                   "play_cost": 12},
    "Agumon Expert": {"kind": "tamer", "color": "red", "play_cost": 2},
}


def _option(text, hand=(), p1=None, p2=None):
    """p1 uses the red Option ``text`` (Tai Kamiya meets its color requirement)."""
    p1 = {"battle": [], **(p1 or {})}
    p1["battle"] = ["Tai Kamiya", *p1["battle"]]
    return scenario(cards={"Boost": {**OPTION, "text": text}, **GREYMONS, **TEXT_CARDS,
                           **COLORED},
                    p1={**p1, "hand": ["Boost", *hand]}, p2=p2, memory={"p1": 5})


def test_target_with_a_name_part_chooses_among_names_that_include_it():
    g = Game(_option("[Main] Delete 1 of your opponent's Digimon with [Greymon] in its name.",
                     p2={"battle": ["Agumon", "MetalGreymon", "Gabumon"]}))
    g.answer("use p1-boost")
    assert g.zone("p2-metalgreymon") == "p2.trash"
    assert g.zone("p2-agumon") == "p2.battle"


def test_target_with_several_name_parts_asks_among_all_of_them():
    g = Game(_option("[Main] Delete 1 of your opponent's Digimon with [Greymon] or [Gabumon] "
                     "in its name.", p2={"battle": ["Agumon", "MetalGreymon", "Gabumon"]}))
    g.answer("use p1-boost")
    assert g.decision.kind == "choose_target"
    assert g.options == ["p2-metalgreymon", "p2-gabumon"]
    assert "manual-en/specifying-names" in g.decision.rules


def test_a_persistent_effect_on_digimon_with_a_name_part():
    g = Game(scenario(cards={**GREYMONS, "Tai Kamiya": {
        "kind": "tamer", "color": "red", "play_cost": 2,
        "text": "[Your Turn] All of your Digimon with [Greymon] in their names get +1000 DP."}},
        p1={"battle": ["Tai Kamiya", "MetalGreymon", "Agumon"]}))
    assert g.stack("p1-metalgreymon")["dp"] == 8000
    assert g.stack("p1-agumon")["dp"] == 2000


def test_a_bracketed_name_alone_is_that_exact_name():
    g = Game(_option("[Main] Play 1 [Greymon] from your hand without paying the cost.",
                     hand=["MetalGreymon"]))
    g.answer("use p1-boost")
    assert g.find("no_target") and g.zone("p1-metalgreymon") == "p1.hand"


def test_return_from_trash_with_one_of_several_name_parts():
    g = Game(_option("[Main] Return 1 card with [Garurumon], [Greymon] or [Omnimon] in its "
                     "name from your trash to the hand.",
                     p1={"trash": ["Agumon", "WarGreymon"]}))
    g.answer("use p1-boost")
    assert g.zone("p1-wargreymon") == "p1.hand" and g.zone("p1-agumon") == "p1.trash"
    step = g.find("trash_to_hand", "p1-wargreymon")[0]
    assert "manual-en/specifying-names" in step.rules


def test_condition_on_a_tamer_with_a_name_part():
    text = "[Main] If you have a Tamer with [Agumon] in its name, <Draw 1>."
    assert Game(_option(text, p1={"battle": ["Agumon Expert"]})).answer(
        "use p1-boost").find("draw")
    g = Game(_option(text, p1={"battle": ["Agumon"]})).answer("use p1-boost")
    assert g.find("condition_false") and not g.find("draw")  # Agumon is no Tamer


# ---------------------------------------------------------------- with [X] in its text

TEXT_CARDS = {
    "Saver": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3,
              "text": "[On Deletion] <Save>."},
    "Material": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3,
                 "text": "<Material Save 2>"},
    "Squire": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3,
               "traits": ["Knightmon Squire"]},
}


def _cost_game(spec, hand):
    return Game(_option(f"[Main] By trashing 1 card with {spec} in its text in your hand, "
                        "<Draw 2>.", hand))


def test_an_icon_in_its_text_is_only_that_exact_icon():
    g = _cost_game("<Save>", ["Material"]).answer("use p1-boost")
    assert g.find("cost_unpayable") and g.zone("p1-material") == "p1.hand"
    g = _cost_game("<Save>", ["Material", "Saver"]).answer("use p1-boost", "yes")
    assert g.zone("p1-saver") == "p1.trash" and g.zone("p1-material") == "p1.hand"
    assert len(g.find("draw")) == 2


def test_bracketed_text_is_found_in_the_traits_too():
    g = _cost_game("[Knightmon]", ["Agumon", "Squire"]).answer("use p1-boost", "yes")
    assert g.zone("p1-squire") == "p1.trash"
    assert "manual-en/with-xx-in-its-text" in g.find("trash_hand")[0].rules


def test_text_reads_every_printed_part_of_the_card():
    greymon = get_ruleset("dcg").setup(scenario(p1={"hand": ["Greymon"]})).cards[
        "p1-greymon"].defn
    assert text_includes(greymon, "Greymon")  # its name
    assert text_includes(greymon, "red Lv.3")  # its digivolution requirement, as printed
    assert not text_includes(greymon, "Agumon")


def test_text_is_the_printed_card_never_a_gained_effect():
    """A Digimon that gains <Blocker> has no <Blocker> in its text: the card definition holds
    the printed text boxes only."""
    g = Game(_option("[Main] 1 of your Digimon gains <Blocker> for the turn.",
                     p1={"battle": ["Agumon"]}))
    g.answer("use p1-boost")
    assert "blocker" in g.stack("p1-agumon")["keywords"]
    assert not text_includes(g.state.cards["p1-agumon"].defn, "<Blocker>")


# ---------------------------------------------------------------- with different colors

COLORED = {
    "RedBlue": {"kind": "digimon", "colors": ["red", "blue"], "level": 3, "dp": 1000,
                "play_cost": 3},
    "RedBlue2": {"kind": "digimon", "colors": ["red", "blue"], "level": 3, "dp": 1000,
                 "play_cost": 3},
    "Red": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3},
    "Red2": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3},
    "Plain": {"kind": "digimon", "level": 3, "dp": 1000, "play_cost": 3},
}
DIFFERENT = ("[Main] You may play up to 2 Digimon cards with different colors from your hand "
             "without paying the cost.")


def _different(hand):
    return Game(_option(DIFFERENT, hand))


def test_two_red_blue_cards_count_as_different_colors():
    g = _different(["RedBlue", "RedBlue2"]).answer("use p1-boost", "yes", "p1-redblue")
    assert g.options == ["p1-redblue2", "none"]
    assert "manual-en/with-different-xx" in g.decision.rules
    g.answer("p1-redblue2")
    assert g.zone("p1-redblue") == g.zone("p1-redblue2") == "p1.battle"


def test_a_second_card_of_the_same_single_color_cannot_be_played():
    g = _different(["Red", "Red2"]).answer("use p1-boost", "yes", "p1-red")
    assert g.zone("p1-red2") == "p1.hand" and not g.find("no_target")


def test_a_pick_must_leave_every_picked_card_a_color():
    g = _different(["RedBlue", "Red", "Red2"]).answer("use p1-boost", "yes", "p1-red")
    assert g.options == ["p1-redblue", "none"]  # red/blue takes blue; the other red can't


def test_the_player_may_stop_after_one():
    g = _different(["RedBlue", "Red"]).answer("use p1-boost", "yes", "p1-red", "none")
    assert g.zone("p1-redblue") == "p1.hand" and g.decision.kind == "main_action"


def test_a_colorless_candidate_stops_the_run():
    g = _different(["Red", "Plain"]).answer("use p1-boost", "yes")
    assert g.events[-1] == "unmodelled" and g.decision is None


def test_distinct_colors_is_a_matching():
    assert distinct_colors([("red", "blue"), ("red",)])
    assert not distinct_colors([("red", "blue"), ("red",), ("blue",)])
    assert distinct_colors([("red", "blue"), ("blue", "green"), ("red",)])
    assert not distinct_colors([()])


# ---------------------------------------------------------------- isn't affected by effects
# manual-en/isnt-affected-by-effects: "A card that isn't affected by effects can still gain
# effects and be chosen for effects, but it can't be suspended by an effect that suspends, it
# won't be considered to actually have an effect such as <Security A. -1> after gaining it,
# etc. In addition, once the card can be affected by effects again, it will immediately be
# affected by any effects that it had gained."

WIPE = "[Opponent's Turn] When an opponent's Digimon attacks, delete 1 of your opponent's Digimon."


def _guarded(guard: str, wiper_kind: str = "tamer") -> Game:
    """p1 uses Guard on Agumon, then Agumon attacks; p2's Joe deletes 1 of p1's Digimon."""
    joe = {"kind": wiper_kind, "color": "black", "play_cost": 2, "text": WIPE}
    if wiper_kind == "digimon":
        joe.update(level=3, dp=1000)
    scn = scenario(p1={"hand": ["Guard"], "battle": ["Agumon", "Gabumon"]},
                   p2={"battle": ["Joe"], "security": 2},
                   cards={"Guard": {**OPTION, "text": guard}, "Joe": joe})
    return Game(scn).answer("use p1-guard", "p1-agumon", "attack p1-agumon -> player",
                            "p1-agumon")


GUARD_ALL = "[Main] 1 of your Digimon isn't affected by your opponent's effects for the turn."
GUARD_DIGIMON = ("[Main] Until your opponent's turn ends, their Digimon's effects don't affect "
                 "1 of your Digimon.")


def test_unaffected_digimon_can_be_chosen_but_the_effect_does_nothing_to_it():
    g = _guarded(GUARD_ALL)
    assert g.find("gain_unaffected", "p1-agumon")
    assert g.zone("p1-agumon") == "p1.battle" and not g.find("delete")
    step = g.find("unaffected", "p1-agumon")[0]
    assert "manual-en/isnt-affected-by-effects" in step.rules
    assert "keyword/progress" not in step.rules
    assert g.index("activate", "p2-joe") < step.index < g.index("security_reveal")


def test_their_digimons_effects_leave_out_a_tamers_effect():
    g = _guarded(GUARD_DIGIMON)
    assert g.zone("p1-agumon") == "p1.trash" and not g.find("unaffected")


def test_their_digimons_effects_keep_out_a_digimons_effect():
    g = _guarded(GUARD_DIGIMON, wiper_kind="digimon")
    assert g.zone("p1-agumon") == "p1.battle" and g.find("unaffected", "p1-agumon")


def test_unaffected_digimon_is_not_suspended_by_an_effect_that_suspends():
    snare = ("[Opponent's Turn] When an opponent's Digimon attacks, suspend 1 of your "
             "opponent's Digimon.")
    scn = scenario(p1={"hand": ["Guard"], "battle": ["Agumon", "Gabumon"]},
                   p2={"battle": ["Joe"], "security": 2},
                   cards={"Guard": {**OPTION, "text": GUARD_ALL},
                          "Joe": {"kind": "tamer", "color": "black", "play_cost": 2,
                                  "text": snare}})
    g = Game(scn).answer("use p1-guard", "p1-gabumon", "attack p1-agumon -> player",
                         "p1-gabumon")
    assert not g.stack("p1-gabumon")["suspended"]
    assert g.find("unaffected", "p1-gabumon") and not g.find("suspend", "p1-gabumon")


def _izzy(text: str) -> dict:
    return {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                        "play_cost": 5, "text": text},
            "Izzy": {"kind": "tamer", "color": "purple", "play_cost": 2,
                     "text": "[Opponent's Turn] All of your opponent's Digimon get -1000 DP."}}


def test_persistent_unaffected_leaves_out_the_opponents_persistent_effects():
    g = Game(scenario(p1={"battle": ["Greymon", "Agumon"]}, p2={"battle": ["Izzy"]},
                      cards=_izzy("[Your Turn] This Digimon isn't affected by your opponent's "
                                  "effects.")))
    assert g.stack("p1-greymon")["dp"] == 5000
    assert g.stack("p1-agumon")["dp"] == 1000


def test_persistent_unaffected_by_digimon_effects_still_takes_a_tamers_effect():
    g = Game(scenario(p1={"battle": ["Greymon"]}, p2={"battle": ["Izzy"]},
                      cards=_izzy("[All Turns] This Digimon isn't affected by the effects of "
                                  "your opponent's Digimon.")))
    assert g.stack("p1-greymon")["dp"] == 4000


def test_a_gained_effect_applies_once_the_digimon_can_be_affected_again():
    """In p2's turn Greymon isn't affected by p2's effects: the -3000 DP lasting until the end
    of p1's turn is put on it but doesn't apply; in p1's turn it does."""
    drain = "[Main] 1 of your opponent's Digimon gets -3000 DP until the end of their turn."
    g = Game(scenario(p1={"battle": ["Greymon"]},
                      p2={"hand": ["Drain"], "battle": ["Tai Kamiya"]},
                      cards={**_izzy("[Opponent's Turn] This Digimon isn't affected by your "
                                     "opponent's effects."),
                             "Drain": {**OPTION, "text": drain}},
                      turn_player="p2", memory={"p2": 3}))
    g.answer("use p2-drain")
    assert g.find("unaffected", "p1-greymon")[0].data["later"]
    assert g.stack("p1-greymon")["dp"] == 5000
    g.answer("pass", "skip")
    assert g.state.turn_player == "p1" and g.decision.kind == "main_action"
    assert g.stack("p1-greymon")["dp"] == 2000


def test_security_attack_minus_gained_while_unaffected_is_not_had():
    """The manual's example: <Security A. -1> gained while unaffected isn't had."""
    minus = ("[Opponent's Turn] When an opponent's Digimon attacks, 1 of your opponent's "
             "Digimon gains <Security A. -1> for the turn.")
    g = Game(scenario(p1={"battle": ["Greymon"]},
                      p2={"battle": ["Joe"], "security": 2},
                      cards={**_izzy("[Your Turn] This Digimon isn't affected by your "
                                     "opponent's effects."),
                             "Joe": {"kind": "tamer", "color": "black", "play_cost": 2,
                                     "text": minus}}))
    g.answer("attack p1-greymon -> player")
    assert g.find("unaffected", "p1-greymon") and len(g.find("security_reveal")) == 1


def test_a_digimon_cards_security_effect_on_a_digimon_shielded_from_digimon_stops_the_run():
    g = Game(scenario(p1={"battle": ["Greymon"]},
                      p2={"security": [{"card": "Trap"}]},
                      cards={**_izzy("[Your Turn] This Digimon isn't affected by the effects "
                                     "of your opponent's Digimon."),
                             "Trap": {"kind": "digimon", "color": "black", "level": 3,
                                      "dp": 1000, "play_cost": 3,
                                      "security": "[Security] Delete 1 of your opponent's "
                                                  "Digimon."}}))
    g.answer("attack p1-greymon -> player")
    assert g.events[-1] == "unmodelled" and g.decision is None
    assert g.zone("p1-greymon") == "p1.battle"


def test_collision_doesnt_give_blocker_to_a_digimon_its_effects_dont_affect():
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": ["Shield", "Gabumon"], "security": 2},
                      cards={"Greymon": {"kind": "digimon", "color": "red", "level": 4,
                                         "dp": 5000, "play_cost": 5, "text": "<Collision>"},
                             "Shield": {"kind": "digimon", "color": "blue", "level": 3,
                                        "dp": 3000, "play_cost": 3,
                                        "text": "[Opponent's Turn] This Digimon isn't affected "
                                                "by your opponent's effects."}}))
    g.answer("attack p1-greymon -> player")
    assert g.decision.kind == "block" and g.options == ["block p2-gabumon"]
    assert g.find("collision")[0].data["have_blocker"] == ["p2-gabumon"]


# ---------------------------------------------------------------- changing an attack target
# manual-en/changing-an-attack-target: "The attack target can't be changed to a target that is
# already an attack target. This processing can be used to change the target of an attack by
# a Digimon that isn't affected by effects. In addition, the target of attack can be changed
# to a Digimon that isn't affected by effects."

SWITCH = ("[Opponent's Turn] When an opponent's Digimon attacks, by suspending this Tamer, "
          "switch the target of attack to 1 of your suspended Digimon with the [Insectoid] "
          "trait.")
BUGS = {"Kuwagamon": {"kind": "digimon", "color": "green", "level": 4, "dp": 6000,
                      "play_cost": 5, "traits": ["Insectoid"]},
        "Tentomon": {"kind": "digimon", "color": "green", "level": 3, "dp": 1000,
                     "play_cost": 3, "traits": ["Insectoid"]},
        "Izzy": {"kind": "tamer", "color": "green", "play_cost": 2, "text": SWITCH},
        "Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 5,
                    "text": "<Progress>"}}


def _switch(p2_battle: list, attack: str, *answers: str, **p1) -> Game:
    scn = scenario(p1={"battle": ["Agumon", "Greymon"], **p1},
                   p2={"battle": ["Izzy", *p2_battle], "security": 2}, cards=BUGS)
    return Game(scn).answer(attack, "yes", *answers)


def test_switch_the_attack_target_to_a_suspended_insectoid():
    g = _switch([{"card": "Kuwagamon", "suspended": True},
                 {"card": "Gabumon", "suspended": True}], "attack p1-agumon -> player")
    step = g.find("attack_target_switched", "p1-agumon")[0]
    assert step.data["card"] == "p2-kuwagamon" and step.data["old"] == "p2"
    assert "manual-en/changing-an-attack-target" in step.rules
    assert g.stack("p2-izzy")["suspended"]
    assert g.index("suspend", "p2-izzy") < step.index < g.index("battle")
    assert g.zone("p1-agumon") == "p1.trash" and not g.find("security_reveal")


def test_switch_never_picks_the_current_target():
    g = _switch([{"card": "Kuwagamon", "suspended": True},
                 {"card": "Tentomon", "suspended": True}], "attack p1-agumon -> p2-tentomon")
    assert g.find("attack_target_switched")[0].data["card"] == "p2-kuwagamon"
    g = _switch([{"card": "Tentomon", "suspended": True}], "attack p1-agumon -> p2-tentomon")
    assert g.find("no_target", "p2-izzy") and not g.find("attack_target_switched")
    assert g.find("battle")[0].data["defender"] == "p2-tentomon"


def test_switch_changes_the_target_of_an_unaffected_attacker():
    g = _switch([{"card": "Kuwagamon", "suspended": True}], "attack p1-greymon -> player")
    assert g.find("attack_target_switched", "p1-greymon") and not g.find("unaffected")
    assert g.find("battle")[0].data["defender"] == "p2-kuwagamon"


def test_switch_asks_among_several_and_offers_an_unaffected_digimon():
    shielded = {**BUGS["Tentomon"], "text": "[Opponent's Turn] This Digimon isn't affected by "
                                            "your opponent's effects."}
    scn = scenario(p1={"battle": ["Agumon"]},
                   p2={"battle": ["Izzy", {"card": "Kuwagamon", "suspended": True},
                                  {"card": "Tentomon", "suspended": True}], "security": 2},
                   cards={**BUGS, "Tentomon": shielded})
    g = Game(scn).answer("attack p1-agumon -> player", "yes")
    assert g.decision.kind == "choose_target"
    assert g.options == ["p2-kuwagamon", "p2-tentomon"]
    g.answer("p2-tentomon")
    assert g.find("battle")[0].data["defender"] == "p2-tentomon"


def test_switch_outside_an_attack_does_nothing():
    scn = scenario(p1={"hand": ["Swap"], "battle": ["Agumon"]},
                   cards={"Swap": {**OPTION, "text": "[Main] Switch the target of attack to 1 "
                                                     "of your Digimon."}})
    g = Game(scn).answer("use p1-swap")
    assert g.find("attack_target_unchanged")[0].data["reason"] == "no attack is in progress"


def test_an_icon_named_without_its_values_is_that_icon_whatever_they_are():
    """The manual names <Material Save> without a number: it refers to <Material Save 2>, and
    <Save> still doesn't."""
    g = _cost_game("<Material Save>", ["Material"]).answer("use p1-boost", "yes")
    assert g.zone("p1-material") == "p1.trash" and len(g.find("draw")) == 2
    g = _cost_game("<Save>", ["Material"]).answer("use p1-boost")
    assert "manual-en/with-xx-in-its-text" in g.find("cost_unpayable")[0].rules


def test_a_security_effects_change_met_by_a_later_digimon_only_shield_stops_the_run():
    """A Digimon card's [Security] '-1000 DP for the turn' already made; then a Digimon that
    isn't affected by the effects of the opponent's Digimon is played: whether that change
    is a Digimon's effect is not settled, so the run stops rather than apply it."""
    cards = {"SecDig": {"kind": "digimon", "color": "blue", "level": 3, "dp": 1000,
                        "play_cost": 3, "security": "[Security] All of your opponent's Digimon "
                                                    "get -1000 DP for the turn."},
             "ShieldD": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                         "play_cost": 3, "text": "[All Turns] This Digimon isn't affected by "
                                                 "the effects of your opponent's Digimon."}}
    g = Game(scenario(p1={"battle": ["Greymon"], "hand": ["ShieldD"]},
                      p2={"security": ["SecDig", "Gabumon"]}, cards=cards, memory={"p1": 5}))
    g.answer("attack p1-greymon -> player", "play p1-shieldd")
    assert g.events[-1] == "unmodelled" and g.decision is None
    assert "p2-secdig" in g.steps[-1].text
