"""Digivolution-card surgery, verbs/stack_place.py: placing cards from the hand or trash as a
Digimon's bottom digivolution cards, placing the Option being used under a Digimon, trashing all
of a Digimon's digivolution cards. Real-card edges are library scenarios (card-text-place-*,
card-text-trash-all-*)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario

OPTION = {"kind": "option", "color": "red", "use_cost": 0}
DIGIMON = {"Garurumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 6000,
                         "play_cost": 5},
           "WereGarurumon": {"kind": "digimon", "color": "blue", "level": 5, "dp": 8000,
                             "play_cost": 7},
           "Tsunomon": {"kind": "digi-egg", "color": "blue", "level": 2}}


def _use(text: str, p1: dict, p2_battle: list | None = None) -> Game:
    scn = scenario(cards={"Boost": {**OPTION, "text": text}, **DIGIMON},
                   p1={**p1, "hand": ["Boost", *p1.get("hand", [])],
                       "battle": ["Tai Kamiya", *p1.get("battle", [])]},  # red: the Option
                   p2={"battle": p2_battle or []}, memory={"p1": 5})
    return Game(scn).answer("use p1-boost")


def _verbs(text: str) -> list[str]:
    return [a.verb for e in parse_text(text) for c in e.clauses for a in c.actions]


@pytest.mark.parametrize("text", [
    "[Main] Trash all of the digivolution cards of 1 of your opponent's Digimon.",
    "[Main] Trash all digivolution cards of all of your opponent's Digimon.",
    "[Main] Return 1 of your opponent's Digimon to its owner's hand. Trash all of the "
    "digivolution cards of that Digimon.",
    "[When Digivolving] You may place 1 [Agumon] from your hand as this Digimon's bottom "
    "digivolution card.",
    "[On Play] By placing 1 level 3 blue Digimon card from your hand or trash as this "
    "Digimon's bottom digivolution card, <Draw 1>",
    "[Main] You may place up to 2 Digimon cards with the [Bagra Army] trait from your trash "
    "under this Digimon as its bottom digivolution cards.",
    "[Main] <Draw 1>. Then, place this card as the bottom digivolution card of 1 of your "
    "Digimon with the [Hybrid] trait.",
])
def test_the_forms_read_and_render_back_as_printed(text):
    read_whole(text)  # refuses a reading that does not render back as printed


def test_the_forms_lower_to_their_verbs():
    assert _verbs("[Main] Trash all digivolution cards of 1 of your opponent's Digimon.") == \
        ["trash-all-under"]
    assert _verbs("[On Play] You may place 1 [Agumon] from your trash as this Digimon's "
                  "bottom digivolution card.") == ["place-under"]
    assert _verbs("[Main] Then, place this card as the bottom digivolution card of 1 of your "
                  "Digimon.") == ["place-self-under"]


@pytest.mark.parametrize(("text", "why"), [
    # "that Digimon" with no earlier sentence choosing one
    ("[Main] Trash all of the digivolution cards of that Digimon.", "earlier sentence"),
    # "your Digimon" printed bare after a return: which Digimon is not said (BT4-031)
    ("[Main] Trash all of the digivolution cards of your Digimon.", "name no count"),
    # all of your Digimon from the field under this one: not modelled
    ("[Main] You may place all of your other Digimon as this Digimon's bottom digivolution "
     "card.", "from the field"),
    # under 2 Digimon at once
    ("[Main] Place 1 [Agumon] from your trash as the bottom digivolution card of 2 of your "
     "Digimon.", "under 1 Digimon"),
])
def test_what_the_engine_does_not_execute_is_refused_with_the_reason(text, why):
    with pytest.raises(CardTextError, match=why):
        parse_text(text)


def test_all_digivolution_cards_are_trashed_and_the_digimon_stays():
    g = _use("[Main] Trash all digivolution cards of 1 of your opponent's Digimon.", {},
             [{"card": "Garurumon", "under": ["Gabumon", "Tsunomon"]}])
    assert g.zone("p2-gabumon") == g.zone("p2-tsunomon") == "p2.trash"
    assert g.zone("p2-garurumon") == "p2.battle"


def test_a_digimon_with_no_digivolution_cards_loses_nothing():
    g = _use("[Main] Trash all digivolution cards of 1 of your opponent's Digimon.", {},
             ["Garurumon"])
    assert g.find("nothing_to_trash", "p2-garurumon")


def test_that_digimon_returned_to_the_hand_took_its_cards_to_the_trash_already():
    """CR 4.2 4-7-8: the cards under a Digimon leaving the field are trashed with it."""
    g = _use("[Main] Return 1 of your opponent's Digimon to its owner's hand. Trash all of the "
             "digivolution cards of that Digimon.", {},
             [{"card": "Garurumon", "under": ["Gabumon"]}])
    assert g.zone("p2-garurumon") == "p2.hand" and g.zone("p2-gabumon") == "p2.trash"
    assert g.find("under_left_with")


def test_cards_go_under_the_bottom_in_the_order_picked():
    """Official Q&A Q2264: the player orders them, under the cards already there."""
    g = Game(scenario(
        cards={"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                           "play_cost": 5, "text": "[Main] You may place up to 2 [Agumon] "
                           "from your trash under this Digimon as its bottom digivolution "
                           "cards."},
               "Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                          "play_cost": 3}},
        p1={"battle": [{"card": "Greymon", "under": ["Koromon"]}],
            "trash": ["Agumon", "Agumon"]}))
    g.answer("activate p1-greymon", "yes")
    assert set(g.options) == {"p1-agumon", "p1-agumon-2"}  # at least one: no "none" yet
    g.answer("p1-agumon-2")
    assert set(g.options) == {"p1-agumon", "none"}
    g.answer("p1-agumon")
    assert g.stack("p1-greymon")["under"] == ["p1-koromon", "p1-agumon-2", "p1-agumon"]


def test_from_the_hand_the_player_may_place_none_the_hand_is_private():
    """Official Q&A Q2340: cards in the hand are private, so the player need not place one."""
    g = _use("[Main] Place 1 [Agumon] from your hand as the bottom digivolution card of 1 of "
             "your Digimon.", {"hand": ["Agumon"], "battle": ["Garurumon"]})
    assert set(g.options) == {"p1-agumon", "none"}
    g.answer("none")
    assert g.zone("p1-agumon") == "p1.hand"


def test_the_option_being_used_goes_under_instead_of_the_trash():
    g = _use("[Main] Place this card as the bottom digivolution card of 1 of your Digimon.",
             {"battle": [{"card": "Garurumon", "under": ["Tsunomon"]}]})
    assert g.stack("p1-garurumon")["under"] == ["p1-tsunomon", "p1-boost"]
    assert not g.find("option_trash")


def _face_down_game(extra: str = "") -> Game:
    text = ("[Main] By placing 1 card in your hand face down as this Digimon's bottom "
            "digivolution card, <Draw 1>." + extra)
    g = Game(scenario(
        cards={"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                           "play_cost": 5, "text": text},
               "Gammamon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                            "play_cost": 3, "inherited": "[Your Turn] This Digimon gets "
                            "+2000 DP."}},
        p1={"battle": ["Greymon"], "hand": ["Gammamon"]}))
    return g.answer("activate p1-greymon", "yes")


def test_a_face_down_digivolution_card_has_no_information():
    """CR 4.2 4-7-9: its inherited effect doesn't apply; it still counts as a card."""
    g = _face_down_game()
    assert g.stack("p1-greymon")["under"] == ["p1-gammamon"]
    assert g.find("place_under", "p1-gammamon", face="face_down")
    assert g.stack("p1-greymon")["dp"] == 5000  # not 7000: the +2000 DP is not there
    card = g.state.cards["p1-gammamon"]
    assert card.face_down


def test_a_face_down_card_that_leaves_the_stack_is_face_down_no_more():
    g = _face_down_game(" Then, trash all of the digivolution cards of 1 of your Digimon.")
    assert g.zone("p1-gammamon") == "p1.trash"
    assert not g.state.cards["p1-gammamon"].face_down


def test_for_each_face_down_digivolution_card_counts_only_the_face_down_ones():
    text = ("[Main] By placing your deck's top card face down as this Digimon's bottom "
            "digivolution card, this Digimon gets +1000 DP for each of its face-down "
            "digivolution cards for the turn.")
    g = Game(scenario(
        cards={"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                           "play_cost": 5, "text": text}},
        p1={"battle": [{"card": "Greymon", "under": ["Agumon", "Koromon"]}]}))
    g.answer("activate p1-greymon", "yes")
    assert g.stack("p1-greymon")["under"] == ["p1-agumon", "p1-koromon", "p1-deck-1"]
    assert g.stack("p1-greymon")["dp"] == 6000  # 1 face-down card of the 3


def _trash_bottom_game(under_card: dict, p1_under: dict | None = None) -> Game:
    """p1 trashes the bottom digivolution card of p2's Garurumon (Tsunomon or ``under_card``)."""
    cards = {"Boost": {**OPTION, "text": "[Main] Trash the bottom digivolution card of 1 of "
                       "your opponent's Digimon."}, **DIGIMON, "Chuumon": under_card}
    if p1_under:
        cards["Gomamon"] = p1_under
    scn = scenario(cards=cards,
                   p1={"hand": ["Boost"], "battle": [
                       "Tai Kamiya", *([{"card": "Agumon", "under": ["Gomamon"]}]
                                       if p1_under else [])]},
                   p2={"battle": [{"card": "Garurumon", "under": ["Chuumon"]}]},
                   memory={"p1": 5})
    return Game(scn).answer("use p1-boost")


def test_an_inherited_when_an_effect_trashes_this_digivolution_card_waits_in_the_trash():
    """It triggers for its owner (p2) in p2's opponent's turn, on the card in the trash."""
    g = _trash_bottom_game({"kind": "digimon", "color": "purple", "level": 3, "dp": 3000,
                            "play_cost": 3, "inherited": "[Opponent's Turn] When an effect "
                            "trashes this digivolution card, gain 1 memory."})
    assert g.zone("p2-chuumon") == "p2.trash"
    assert g.find("trigger", "p2-chuumon")
    assert g.mem("p2") == -4  # p1 paid 0 and had 5; p2's gain moves the gauge to 4


def test_when_you_trash_a_digivolution_card_of_an_opponents_digimon_triggers():
    inherited = ("[Your Turn][Once Per Turn] When you trash a digivolution card of 1 of your "
                 "opponent's Digimon, gain 1 memory.")
    gomamon = {"kind": "digimon", "color": "blue", "level": 3, "dp": 1000, "play_cost": 3,
               "inherited": inherited}
    g = _trash_bottom_game({"kind": "digimon", "color": "blue", "level": 3, "dp": 1000,
                            "play_cost": 3}, p1_under=gomamon)
    assert g.find("trigger", "p1-agumon") and g.mem("p1") == 6


def _tamer_game(under: list) -> Game:
    text = "[Main] By trashing the bottom face-down card from under any of your Tamers, <Draw 1>."
    scn = scenario(cards={"Boost": {**OPTION, "text": text}},
                   p1={"hand": ["Boost"], "battle": [{"card": "Tai Kamiya", "under": under}]},
                   memory={"p1": 5})
    return Game(scn).answer("use p1-boost", "yes")


def test_the_bottom_face_down_card_under_a_tamer_is_trashed_face_up():
    g = _tamer_game(["Agumon", {"card": "Gabumon", "face_down": True}])
    assert g.zone("p1-gabumon") == "p1.trash" and not g.state.cards["p1-gabumon"].face_down
    assert g.stack("p1-tai-kamiya")["under"] == ["p1-agumon"]
    assert g.find("draw")


def test_face_down_cards_above_a_face_up_bottom_card_stop_the_run():
    """Which card is "the bottom face-down card" then is not said: an unmodelled step."""
    g = _tamer_game([{"card": "Gabumon", "face_down": True}, "Agumon"])
    assert g.find("unmodelled")


# ---------------------------------------------------------------- a chosen Digimon or Tamer


@pytest.mark.parametrize("text", [
    "[On Deletion] Place 1 [Palmon] from your trash under 1 of your green Digimon at the "
    "bottom of its digivolution cards.",
    "[Main] You may place 1 red level 4 or lower Digimon card from your hand under 1 of your "
    "Digimon as its bottom digivolution card.",
    "[When Attacking] By placing 1 purple Digimon card from your hand under one of your "
    "Tamers, <Draw 1>.",
    "[Main] Place 1 Digimon card with [Xros Heart] in its traits from your trash under 1 of "
    "your Tamers.",
    "[On Play] You may place 1 Digimon card with [Aqua]/[Sea Animal] in one of its traits "
    "from your hand as 1 of your Digimon's bottom digivolution card.",
    "[Start of Your Main Phase] You may place 1 card from your hand face down as any of your "
    "[DM] trait Digimon's bottom digivolution card.",
    "[Main] You may place 1 [Greymon] from your trash as 1 of your [Agumon]'s bottom "
    "digivolution card.",
    "[When Digivolving] By placing a blue level 3 Digimon card from your hand under 1 of your "
    "blue Digimon as its bottom digivolution card, <Draw 1>.",
])
def test_a_chosen_destination_reads_and_renders_back_as_printed(text):
    read_whole(text)
    assert "place-under" in [a.verb for e in parse_text(text) for c in e.clauses
                             for a in (*c.cost, *c.actions)]


@pytest.mark.parametrize(("text", "why"), [
    # under a Digimon with no "as its bottom digivolution card": where is not said
    ("[Main] Place 1 [Agumon] from your trash under 1 of your Digimon.", "nothing more"),
    # a Tamer has no digivolution cards (CR 4.2 4-8-1)
    ("[Main] Place 1 [Agumon] from your trash under 1 of your Tamers as its bottom "
     "digivolution card.", "nothing more"),
    ("[Main] Place 1 [Agumon] from your trash under 1 of your opponent's Digimon as its "
     "bottom digivolution card.", "your own"),
    ("[Main] Place 1 [Agumon] from your trash as 2 of your Digimon's bottom digivolution "
     "card.", "under 1 Digimon"),
])
def test_a_chosen_destination_outside_the_printed_forms_is_refused(text, why):
    with pytest.raises(CardTextError, match=why):
        read_whole(text)


def test_the_player_chooses_which_of_the_named_digimon_the_card_goes_under():
    """"as 1 of your [Agumon]'s bottom digivolution card": only a Digimon with that name."""
    g = _use("[Main] Place 1 [Gabumon] from your trash as 1 of your [Garurumon]'s bottom "
             "digivolution card.",
             {"trash": ["Gabumon"], "battle": ["Garurumon", "Garurumon", "Agumon"]})
    assert set(g.options) == {"p1-garurumon", "p1-garurumon-2"}
    g.answer("p1-garurumon-2")
    assert g.stack("p1-garurumon-2")["under"] == ["p1-gabumon"]
    assert g.stack("p1-garurumon")["under"] == []


@pytest.mark.parametrize("text", [
    "[End of Attack] You may place this Digimon as 1 of your other Digimon's bottom "
    "digivolution card.",
    "[On Play] By placing this Digimon under 1 of your Digimon with [Legend-Arms] or [Xros "
    "Heart] in its traits as its bottom digivolution card, <Draw 1>.",
    "[End of Attack] You may place this Digimon as the bottom digivolution card of 1 of your "
    "other Digimon.",
    "[Main] You may place 1 of your other Digimon as this Digimon's bottom digivolution card.",
    "[On Play] By placing another blue Digimon under this Digimon as its bottom digivolution "
    "card, gain 2 memory.",
])
def test_this_digimon_goes_under_another_never_under_itself(text):
    """Official Q&A Q3323: not under itself, printed "other" or not (a Digimon placed under a
    Digimon leaves the battle area, CR 4.2 4-7-7)."""
    read_whole(text)
    actions = [a for e in parse_text(text) for c in e.clauses for a in (*c.cost, *c.actions)]
    assert actions[0].verb in ("place-this-under", "place-digimon-under")
    assert actions[0].target.other


def test_that_digimon_after_placing_is_the_one_the_cards_went_under():
    """"By placing ... as 1 of your [X]'s bottom digivolution card, that Digimon ...": the
    Digimon the cost chose (text_stack.bind_placed_under)."""
    g = _use("[Main] By placing 1 [Gabumon] from your trash as 1 of your [Garurumon]'s bottom "
             "digivolution card, that Digimon may digivolve into [WereGarurumon] in your hand "
             "without paying the cost, ignoring its digivolution requirements.",
             {"trash": ["Gabumon"], "hand": ["WereGarurumon"],
              "battle": ["Garurumon", "Agumon"]})
    g.answer("yes", "yes")
    top = g.stack("p1-weregarurumon")
    assert top["under"] == ["p1-garurumon", "p1-gabumon"]
    assert g.stack("p1-agumon")["under"] == []
