"""Selectors of card text: which Digimon and Tamers a "1 of ..." or "all of ..." describes."""

from __future__ import annotations

import re

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.errors import CardTextError

from .helpers import Game, scenario

CARDS = {
    "Dracomon": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000, "play_cost": 4,
                 "traits": ["Dragonkin"]},
    "Leomon": {"kind": "digimon", "color": "yellow", "level": 4, "dp": 5000, "play_cost": 5,
               "traits": ["Beastkin"]},
    "Amon Token": {"kind": "digimon", "color": "red", "dp": 6000, "token": True},
}


def _use(text: str, p2: list[str], *answers: str, p1: list[str] | None = None) -> Game:
    cards = {**CARDS, "Act": {"kind": "option", "color": "red", "use_cost": 0,
                              "text": f"[Main] {text}"}}
    g = Game(scenario(p1={"hand": ["Act"], "battle": [{"card": c} for c in p1 or ["Agumon"]]},
                      p2={"battle": [{"card": c} for c in p2]}, cards=cards))
    return g.answer("use p1-act", *answers)


def _options(g: Game) -> set[str]:
    return {o.id for o in g.decision.options} - {"none"}


def test_level_exact_and_level_or_higher():
    g = _use("Delete 1 of your opponent's level 3 Digimon.", ["Greymon", "Gabumon"])
    assert g.zone("p2-gabumon") == "p2.trash" and g.zone("p2-greymon") == "p2.battle"
    g = _use("Delete 1 of your opponent's level 4 or higher Digimon.", ["Greymon", "Gabumon"])
    assert g.zone("p2-greymon") == "p2.trash" and g.zone("p2-gabumon") == "p2.battle"


def test_a_token_without_level_or_play_cost_fits_no_bound_on_them():
    """Official Q&A Q2386: such tokens "can't become targets for effects with requirements
    related to play cost or level"."""
    g = _use("Delete 1 of your opponent's Digimon with a play cost of 5 or less.",
             ["Amon Token"])
    assert g.zone("p2-amon-token") == "p2.battle" and g.find("no_target")
    g = _use("Delete all of your opponent's Digimon with the lowest level.",
             ["Amon Token", "Greymon"])
    assert g.zone("p2-greymon") == "p2.trash" and g.zone("p2-amon-token") == "p2.battle"


def test_play_cost_bound_before_and_after_the_kind():
    g = _use("Delete 1 of your opponent's Digimon with a play cost of 4 or less.",
             ["Greymon", "Dracomon", "Gabumon"])
    assert _options(g) == {"p2-dracomon", "p2-gabumon"}
    g = _use("Delete 1 of your opponent's play cost 3 or lower Digimon.",
             ["Greymon", "Dracomon", "Gabumon"])
    assert g.zone("p2-gabumon") == "p2.trash"


def test_highest_dp_keeps_every_tie_and_is_taken_when_processed():
    g = _use("Delete all of your opponent's Digimon with the highest DP.",
             ["Greymon", "Leomon", "Gabumon"])
    assert g.zone("p2-greymon") == "p2.trash" and g.zone("p2-leomon") == "p2.trash"
    assert g.zone("p2-gabumon") == "p2.battle"
    g = _use("Delete 1 of your opponent's lowest play cost Digimon.", ["Greymon", "Gabumon"])
    assert g.zone("p2-gabumon") == "p2.trash"


def test_trait_part_and_trait_alternatives():
    """CR 4.2 2-3-2-4: "in one of its traits" is a trait that includes the text."""
    g = _use("Delete 1 of your opponent's Digimon with [Dragon] in one of its traits.",
             ["Dracomon", "Leomon"])
    assert g.zone("p2-dracomon") == "p2.trash" and g.zone("p2-leomon") == "p2.battle"
    g = _use("Delete 1 of your opponent's Digimon with the [Dragon] or [Beastkin] trait.",
             ["Dracomon", "Leomon"])
    assert g.zone("p2-leomon") == "p2.trash" and g.zone("p2-dracomon") == "p2.battle"


def test_dp_as_much_or_less_as_this_digimon():
    cards = {**CARDS, "Meramon": {
        "kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 0,
        "text": "[On Play] Delete 1 of your opponent's Digimon with as much or less DP as "
                "this Digimon."}}
    g = Game(scenario(p1={"hand": ["Meramon"]}, p2={"battle": [
        {"card": "Leomon"}, {"card": "Dracomon"}, {"card": "Greymon"}]}, cards=cards))
    g.answer("play p1-meramon")
    assert _options(g) == {"p2-leomon", "p2-dracomon", "p2-greymon"}  # 5000 DP: equal fits
    cards["Meramon"]["dp"] = 4000
    g = Game(scenario(p1={"hand": ["Meramon"]}, p2={"battle": [
        {"card": "Leomon"}, {"card": "Dracomon"}]}, cards=cards))
    g.answer("play p1-meramon")
    assert g.zone("p2-dracomon") == "p2.trash" and g.zone("p2-leomon") == "p2.battle"


def test_dp_as_this_digimon_after_it_left_is_not_modelled():
    cards = {**CARDS, "Meramon": {
        "kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 0,
        "text": "[On Deletion] Delete 1 of your opponent's Digimon with DP less than or equal "
                "to this Digimon's DP."},
        "Act": {"kind": "option", "color": "red", "use_cost": 0,
                "text": "[Main] Delete 1 of your Digimon."}}
    g = Game(scenario(p1={"hand": ["Act"], "battle": [{"card": "Meramon"}]},
                      p2={"battle": [{"card": "Dracomon"}]}, cards=cards))
    g.answer("use p1-act")
    (step,) = g.find("unmodelled")
    assert "cr-en/15-8-3-7" in step.rules and g.zone("p2-dracomon") == "p2.battle"


@pytest.mark.parametrize("text", [
    "All of your opponent's Digimon with the lowest DP get -1000 DP for the turn.",
    "[Your Turn] All of your Digimon with as much or less DP as this Digimon get +1000 DP.",
])
def test_a_lasting_change_to_all_compared_when_processed_is_refused(text):
    with pytest.raises(CardTextError, match="compared when the effect is processed"):
        parse_text(text if text.startswith("[") else f"[Main] {text}")


def test_slash_between_names_means_or():
    """CR 4.2 4-24-1: "XX/YY" means "XX or YY"."""
    g = _use("Delete 1 of your opponent's Digimon with [Grey]/[Gabu] in its name.",
             ["Greymon", "Dracomon"])
    assert g.zone("p2-greymon") == "p2.trash" and g.zone("p2-dracomon") == "p2.battle"
    cards = {**CARDS, "Act": {"kind": "option", "color": "red", "use_cost": 0, "text":
                              "[Main] You may play 1 [Greymon]/[Gabumon] from your hand or "
                              "trash without paying the cost."}}
    g = Game(scenario(p1={"hand": ["Act", "Gabumon"], "trash": ["Greymon", "Dracomon"],
                          "battle": [{"card": "Agumon"}]}, cards=cards))
    g.answer("use p1-act", "yes")
    assert _options(g) == {"p1-gabumon", "p1-greymon"}  # from the hand and the trash
    g.answer("p1-greymon")
    assert g.zone("p1-greymon") == "p1.battle" and g.zone("p1-gabumon") == "p1.hand"


def test_play_cost_printed_before_a_trait_card():
    cards = {**CARDS, "Act": {"kind": "option", "color": "red", "use_cost": 0, "text":
                              "[Main] You may play 1 play cost 4 or lower [Dragonkin] trait "
                              "card from your trash without paying the cost."}}
    g = Game(scenario(p1={"hand": ["Act"], "trash": ["Dracomon"],
                          "battle": [{"card": "Agumon"}]}, cards=cards))
    g.answer("use p1-act", "yes")
    assert g.zone("p1-dracomon") == "p1.battle"


def test_dp_total_deletion_counts_down_and_deletes_together():
    g = _use("Delete up to 6000 DP total worth of your opponent's Digimon.",
             ["Leomon", "Gabumon", "Dracomon"], "p2-gabumon")
    assert _options(g) == {"p2-dracomon"}  # 3000 left: Leomon (5000) no longer fits
    g.answer("p2-dracomon")
    assert g.zone("p2-gabumon") == "p2.trash" and g.zone("p2-dracomon") == "p2.trash"
    assert g.index("delete", "p2-gabumon") > g.find("choice")[-1].index  # after all choices
    g = _use("Choose any number of your opponent's Digimon whose total DP adds up to 2000 or "
             "less and delete them.", ["Leomon", "Gabumon"])
    assert g.find("no_target") and g.zone("p2-gabumon") == "p2.battle"


def test_play_cost_total_leaves_out_a_token_without_one():
    g = _use("Choose any number of your opponent's Digimon whose play costs add up to 9 or "
             "less and delete them.", ["Amon Token", "Leomon", "Dracomon"])
    assert _options(g) == {"p2-leomon", "p2-dracomon"}


def test_exact_names_and_a_trait_before_the_kind():
    """CR 4.2 2-3-1-2: a name alone in brackets is that exact name."""
    g = _use("Delete 1 of your opponent's [Greymon] or [Leomon].",
             ["Greymon", "Dracomon", "Leomon"])
    assert _options(g) == {"p2-greymon", "p2-leomon"}
    g = _use("Delete 1 of your opponent's [Dragonkin] trait Digimon.", ["Leomon", "Dracomon"])
    assert g.zone("p2-dracomon") == "p2.trash"


def test_with_a_keyword_counts_a_gained_one():
    """Official Q&A Q885: a Digimon an effect gave <Blocker> is a Digimon with <Blocker>."""
    cards = {**CARDS, "Guard": {"kind": "option", "color": "red", "use_cost": 0,
                                "text": "[Main] 1 of your Digimon gains <Blocker> until "
                                        "the end of your opponent's turn."}}
    g = Game(scenario(p1={"hand": ["Act"], "battle": [{"card": "Agumon"}]}, p2={
        "hand": ["Guard"], "battle": [
        {"card": "Leomon"}, {"card": "Dracomon"}]}, cards={
            **cards, "Act": {"kind": "option", "color": "red", "use_cost": 0,
                             "text": "[Main] Delete 1 of your opponent's Digimon with "
                                     "<Blocker>."}},
        turn_player="p2", memory={"p2": 3}))
    g.answer("use p2-guard", "p2-leomon", "pass", "skip", "use p1-act")
    assert g.zone("p2-leomon") == "p2.trash" and g.zone("p2-dracomon") == "p2.battle"


@pytest.mark.parametrize(("text", "why"), [
    ("[Main] Delete 1 of your opponent's Digimon with <Evade>.", "a Digimon's state"),
    ("[Your Turn] All of your Digimon with <Blocker> get +1000 DP.", "with a keyword"),
    ("[Main] Delete all of your opponent's Security Digimon.", "only get +/-N DP"),
    ("[Main] 1 of your opponent's Security Digimon gets -1000 DP.", "'all of' only"),
])
def test_selector_forms_refused_with_the_reason(text, why):
    with pytest.raises(CardTextError, match=re.escape(why)):
        parse_text(text)


def test_security_digimon_dp_changes_for_the_turn_and_never_below_zero():
    cards = {**CARDS, "Act": {"kind": "option", "color": "red", "use_cost": 0, "text":
                              "[Main] All of your opponent's Security Digimon get -5000 DP "
                              "for the turn."}}
    g = Game(scenario(p1={"hand": ["Act"], "battle": [{"card": "Greymon"}]},
                      p2={"security": ["Leomon"]}, cards=cards))
    g.answer("use p1-act", "attack p1-greymon -> player")
    (step,) = g.find("security_digimon", "p2-leomon")
    assert step.data["dp"] == 0 and "cr-en/15-1-8" in step.rules
    assert g.find("security_dp_change")


def test_return_to_their_hand_and_their_deck():
    g = _use("Return 1 of your opponent's level 3 Digimon to their hand.", ["Greymon",
                                                                           "Gabumon"])
    assert g.zone("p2-gabumon") == "p2.hand"
    g = _use("Return 1 of your opponent's Digimon to the bottom of their deck.", ["Greymon"])
    assert g.snapshot["players"]["p2"]["deck"][-1] == "p2-greymon"
    with pytest.raises(CardTextError, match="'their' refers to your opponent"):
        parse_text("[Main] Return 1 of your Digimon to their hand.")


def test_as_many_or_fewer_digivolution_cards_as_this_digimon():
    cards = {**CARDS, "Garudamon": {
        "kind": "digimon", "color": "red", "level": 5, "dp": 7000, "play_cost": 0,
        "digivolve": [{"color": "red", "level": 4, "cost": 0}],
        "text": "[When Digivolving] Return 1 of your opponent's Digimon with as many or fewer "
                "digivolution cards as this Digimon to the hand."}}
    g = Game(scenario(p1={"hand": ["Garudamon"], "battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Leomon", "under": ["Agumon", "Gabumon"]},
                                     {"card": "Dracomon", "under": ["Agumon"]}]},
                      cards=cards))
    g.answer("digivolve p1-garudamon onto p1-greymon")  # Garudamon: 1 digivolution card
    assert g.zone("p2-dracomon") == "p2.hand" and g.zone("p2-leomon") == "p2.battle"


def test_a_selector_without_a_count_is_all_of_them():
    cards = {**CARDS, "Act": {"kind": "option", "color": "red", "use_cost": 0, "text":
                              "[Main] Your opponent's Digimon with 1 or fewer digivolution "
                              "cards get -3000 DP for the turn."}}
    g = Game(scenario(p1={"hand": ["Act"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Leomon", "under": ["Agumon", "Gabumon"]},
                                     {"card": "Greymon", "under": ["Agumon"]}]}, cards=cards))
    g.answer("use p1-act")
    assert g.stack("p2-greymon")["dp"] == 2000 and g.stack("p2-leomon")["dp"] == 5000


def test_with_digivolution_cards():
    g = _use("Delete 1 of your opponent's Digimon with digivolution cards.", ["Greymon"])
    assert g.find("no_target") and g.zone("p2-greymon") == "p2.battle"


def test_card_description_color_before_level_and_printed_dp():
    cards = {**CARDS, "Act": {"kind": "option", "color": "red", "use_cost": 0, "text":
                              "[Main] You may play 1 red level 3 Digimon card with 2000 DP or "
                              "less from your trash without paying the cost."}}
    g = Game(scenario(p1={"hand": ["Act"], "trash": ["Dracomon", "Agumon", "Gabumon"],
                          "battle": [{"card": "Greymon"}]}, cards=cards))
    g.answer("use p1-act", "yes")  # Dracomon: 3000 DP; Gabumon: blue
    assert g.zone("p1-agumon") == "p1.battle" and g.zone("p1-dracomon") == "p1.trash"


def _with_bonus(text: str, p2: list[str]) -> Game:
    cards = {**CARDS, "Growlmon X": {
        "kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 5,
        "text": "[Your Turn] Add 1000 to the maximum DP you can choose with DP-based deletion "
                "effects."}, "Act": {"kind": "option", "color": "red", "use_cost": 0,
                                     "text": f"[Main] {text}"}}
    g = Game(scenario(p1={"hand": ["Act"], "battle": [{"card": "Growlmon X"}]},
                      p2={"battle": [{"card": c} for c in p2]}, cards=cards))
    return g.answer("use p1-act")


def test_dp_based_deletion_maximum_is_raised_only_where_a_maximum_is_printed():
    """Official Q&A Q3294 (3000 DP or less becomes 4000) and Q3295 (no printed maximum)."""
    g = _with_bonus("Delete 1 of your opponent's Digimon with 2000 DP or less.",
                    ["Greymon", "Gabumon", "Dracomon"])
    assert _options(g) == {"p2-gabumon", "p2-dracomon"}  # 3000 DP each; Greymon has 5000
    g = _with_bonus("Delete 1 of your opponent's Digimon with 4000 DP or less.",
                    ["Greymon", "Dracomon"])
    assert _options(g) == {"p2-greymon", "p2-dracomon"}  # 4000 + 1000
    with pytest.raises(CardTextError, match="no sentence form"):  # persistent effects only
        parse_text("[Main] Add 1000 to the maximum DP you can choose with DP-based deletion "
                   "effects.")
