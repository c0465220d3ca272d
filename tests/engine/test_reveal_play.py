"""The reveal-play family: playing by an effect into the breeding area, "without the same
name as the cards in your battle area or trash", and "By <cost>, you may <action>"."""

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole

from .helpers import Game, scenario

DEVA = ("[On Play] <Draw 1> Then, you may play 1 [Deva] trait Digimon card without the same "
        "name as the cards in your battle area or trash from your hand to an empty space in "
        "your breeding area without paying the cost.")
BY_DELETING = ("[Main] By deleting 1 of your Digimon, you may play 1 Digimon card with the "
               "[Deva] trait from your hand to an empty space in your breeding area without "
               "paying the cost.")
CARDS = {
    "Indra": {"kind": "digimon", "color": "red", "level": 5, "dp": 7000, "play_cost": 3,
              "traits": ["Deva"], "text": DEVA},
    "Sandira": {"kind": "digimon", "color": "red", "level": 5, "dp": 7000, "play_cost": 7,
                "traits": ["Deva"], "text": "[On Play] <Draw 1>"},
    "Tamer By": {"kind": "tamer", "color": "red", "play_cost": 2, "text": BY_DELETING},
}


@pytest.mark.parametrize("text", [DEVA, BY_DELETING])
def test_the_forms_read_back_as_printed(text: str) -> None:
    read_whole(text)
    play = [a for c in parse_text(text)[0].clauses for a in c.actions][-1]
    assert play.verb == "play-free" and play.to_breeding


def test_the_same_name_clause_is_read_only_where_printed() -> None:
    (effect,) = parse_text(DEVA)
    assert effect.clauses[-1].actions[0].unique_names
    (effect,) = parse_text(BY_DELETING)
    assert not effect.clauses[0].actions[0].unique_names
    assert effect.clauses[0].form == "by" and effect.clauses[0].may


def test_a_card_in_the_breeding_area_leaves_no_empty_space() -> None:
    """"to an empty space in your breeding area": only 1 card there (CR 4.2 3-4-7-2)."""
    g = Game(scenario(p1={"hand": ["Indra", "Sandira"], "breeding": {"card": "Koromon"}},
                      cards=CARDS))
    g.answer("play p1-indra", "yes")
    assert g.find("no_breeding_space", "p1-koromon")
    assert g.zone("p1-sandira") == "p1.hand"
    assert not g.find("play", "p1-sandira")


def test_a_card_played_into_the_breeding_area_triggers_nothing() -> None:
    g = Game(scenario(p1={"hand": ["Indra", "Sandira"]}, cards=CARDS))
    g.answer("play p1-indra", "yes")
    assert g.zone("p1-sandira") == "p1.breeding"
    assert g.stack("p1-sandira")["played_this_turn"] is True
    assert not g.find("trigger", "p1-sandira")
    assert len(g.find("draw")) == 1


def test_by_a_cost_you_may_still_decline_once_it_is_paid() -> None:
    """Official Q&A Q2686: "Yes, the effect reads 'you may play.'" (the cost stays paid)."""
    g = Game(scenario(p1={"battle": ["Tamer By", "Agumon"], "hand": ["Sandira"]},
                      cards=CARDS))
    g.answer("activate p1-tamer-by", "yes", "no")
    assert not g.find("refused")
    assert g.zone("p1-agumon") == "p1.trash"
    assert g.zone("p1-sandira") == "p1.hand"
    assert g.find("optional_declined")


LOCO = ("[When Digivolving] Reveal the top 3 cards of your deck. Place 1 level 5 or lower black "
        "Digimon card among them as this Digimon's bottom digivolution card. Trash the rest.")
KOKO = ("[Main] Reveal the top 3 cards of your deck. Trash 1 Tamer card among them. Return "
        "the rest to the bottom of the deck.")
REVEALERS = {
    "Loco": {"kind": "digimon", "color": "black", "level": 6, "dp": 12000, "play_cost": 12,
             "digivolve": [{"color": "black", "level": 5, "cost": 1}], "text": LOCO},
    "Koko": {"kind": "tamer", "color": "purple", "play_cost": 2, "text": KOKO},
    "Black Five": {"kind": "digimon", "color": "black", "level": 5, "dp": 7000,
                   "play_cost": 7},
    "Tai B": {"kind": "tamer", "color": "red", "play_cost": 2},
}


def test_placing_among_them_with_no_card_that_fits_places_nothing() -> None:
    g = Game(scenario(p1={"hand": ["Loco"], "battle": ["Black Five"],
                          "deck": ["Agumon", "Tai Kamiya", "Greymon", "Gabumon"]},
                      cards={**CARDS, **REVEALERS}))
    g.answer("digivolve p1-loco onto p1-black-five")
    assert g.find("no_target")
    assert g.stack("p1-loco")["under"] == ["p1-black-five"]
    assert {g.zone(c) for c in ("p1-tai-kamiya", "p1-greymon", "p1-gabumon")} == {"p1.trash"}


def test_trashing_among_them_asks_which_when_more_fit() -> None:
    g = Game(scenario(p1={"battle": ["Koko"], "deck": ["Tai Kamiya", "Agumon", "Tai B"]},
                      cards={**CARDS, **REVEALERS}))
    g.answer("activate p1-koko")
    assert g.decision.kind == "choose_target"
    assert set(g.options) == {"p1-tai-kamiya", "p1-tai-b"}
    g.answer("p1-tai-b", "p1-agumon")
    assert g.zone("p1-tai-b") == "p1.trash" and g.zone("p1-tai-kamiya") == "p1.deck"
    assert len(g.find("reveal_trash")) == 1


def test_place_and_trash_among_them_read_back_as_printed() -> None:
    for text, verb in ((LOCO, "place-under"), (KOKO, "trash-among")):
        read_whole(text)
        assert [a.verb for c in parse_text(text)[0].clauses for a in c.actions][1] == verb


def test_a_tamer_card_with_inherited_effects_has_one_printed() -> None:
    """Official Q&A Q2717: a [Security] effect in the lower text is not an inherited effect."""
    text = ("[Main] You may play 1 Tamer card with inherited effects from your hand without "
            "paying the cost.")
    cards = {"Player": {"kind": "tamer", "color": "red", "play_cost": 2, "text": text},
             "Lower": {"kind": "tamer", "color": "red", "play_cost": 2,
                       "inherited": "[Your Turn] This Digimon gets +1000 DP."},
             "Guard": {"kind": "tamer", "color": "red", "play_cost": 2,
                       "security": "[Security] Play this card without paying its memory cost."}}
    g = Game(scenario(p1={"battle": ["Player"], "hand": ["Guard", "Lower"]}, cards=cards))
    g.answer("activate p1-player", "yes")
    assert g.zone("p1-lower") == "p1.battle" and g.zone("p1-guard") == "p1.hand"


DM_TEXT = ("[Main] Reveal the top 3 cards of your deck. Among them, add 1 card with the [DM] trait "
           "to the hand and place 1 card with the [Ver.1] trait face down as the bottom "
           "digivolution card of any of your Digimon with the [DM] trait. Return the rest to the "
           "bottom of the deck.")


def test_among_them_add_then_place_face_down_under_a_chosen_digimon() -> None:
    cards = {"DM Tamer": {"kind": "tamer", "color": "red", "play_cost": 2, "text": DM_TEXT},
             "DM Partner": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                            "play_cost": 5, "traits": ["DM"]},
             "DM Only": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000,
                         "play_cost": 3, "traits": ["DM"]},
             "Ver One": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000,
                         "play_cost": 3, "traits": ["DM", "Ver.1"]}}
    g = Game(scenario(p1={"battle": ["DM Tamer", "DM Partner", "Agumon"],
                          "deck": ["Ver One", "DM Only", "Gabumon"]}, cards=cards))
    g.answer("activate p1-dm-tamer")
    assert set(g.options) == {"p1-ver-one", "p1-dm-only"}  # the add comes first
    g.answer("p1-dm-only")
    assert g.zone("p1-dm-only") == "p1.hand"
    # Ver One goes under the only Digimon with the [DM] trait, face down, with no question
    assert g.stack("p1-dm-partner")["under"] == ["p1-ver-one"]
    assert g.find("place_under", "p1-ver-one", face="face_down")
    assert g.zone("p1-gabumon") == "p1.deck"


def test_had_is_read_in_on_deletion_effects_only() -> None:
    from judgeapp.engine.errors import CardTextError
    read_whole("[On Deletion] If this Digimon had [Unidentified] trait, gain 1 memory.")
    with pytest.raises(CardTextError, match=r"\[On Deletion\] effect only"):
        parse_text("[On Play] If this Digimon had the [Unidentified] trait, gain 1 memory.")


def test_had_reads_the_deleted_digimon_as_it_was() -> None:
    """The trait of the Digimon's top card when it was deleted (it is in the trash now)."""
    text = "[On Deletion] If this Digimon had the [Unidentified] trait, gain 1 memory."
    cards = {"Unknown": {"kind": "digimon", "color": "black", "level": 3, "dp": 1000,
                         "play_cost": 3, "traits": ["Unidentified"], "text": text},
             "Big": {"kind": "digimon", "color": "red", "level": 6, "dp": 8000,
                     "play_cost": 9}}
    g = Game(scenario(p1={"battle": ["Unknown"]}, p2={"battle": [{"card": "Big",
                                                                    "suspended": True}]},
                      cards=cards, memory={"p1": 2}))
    g.answer("attack p1-unknown -> p2-big")
    assert g.zone("p1-unknown") == "p1.trash"
    assert g.mem() == 3


def test_a_period_inside_a_name_does_not_end_the_sentence() -> None:
    from judgeapp.engine.dcg.text_layout import split_sentences
    assert split_sentences("You may play 1 [Thomas H. Norstein] from your hand without paying "
                           "the cost. Gain 1 memory.") == [
        "You may play 1 [Thomas H. Norstein] from your hand without paying the cost.",
        "Gain 1 memory."]


REDUCED = ("[Main] You may play 1 Tamer card with the [TS] trait from your hand with the play "
           "cost reduced by 2.")


def test_play_with_the_cost_reduced_pays_the_rest() -> None:
    cards = {"Player": {"kind": "tamer", "color": "red", "play_cost": 2, "text": REDUCED},
             "TS Five": {"kind": "tamer", "color": "red", "play_cost": 5, "traits": ["TS"]},
             "TS One": {"kind": "tamer", "color": "red", "play_cost": 1, "traits": ["TS"]}}
    read_whole(REDUCED)
    g = Game(scenario(p1={"battle": ["Player"], "hand": ["TS Five", "TS One"]}, cards=cards,
                      memory={"p1": 4}))
    g.answer("activate p1-player", "yes", "p1-ts-five")
    assert g.zone("p1-ts-five") == "p1.battle"
    assert g.mem() == 1  # 5 - 2 = 3 paid
    assert g.find("pay_cost", "p1-ts-five", cost=3)
    g2 = Game(scenario(p1={"battle": ["Player"], "hand": ["TS One"]}, cards=cards,
                       memory={"p1": 4}))
    g2.answer("activate p1-player", "yes")
    assert g2.mem() == 4  # 1 - 2: never below 0 (official Q&A Q1773)
    assert g2.find("pay_cost", "p1-ts-one", cost=0)


def test_play_with_the_cost_reduced_offers_only_what_can_be_paid() -> None:
    cards = {"Player": {"kind": "tamer", "color": "red", "play_cost": 2, "text": REDUCED},
             "TS Big": {"kind": "tamer", "color": "red", "play_cost": 15, "traits": ["TS"]}}
    g = Game(scenario(p1={"battle": ["Player"], "hand": ["TS Big"]}, cards=cards,
                      memory={"p1": 2}))
    g.answer("activate p1-player", "yes")
    assert g.zone("p1-ts-big") == "p1.hand"  # 13 to pay from 2: the counter can't move so far
    assert g.find("no_target")


def test_play_each_keeps_the_most_cards_played() -> None:
    """A card fitting both descriptions goes to the one the other card can't fill (as many as
    possible: official Q&A Q1951, Q710)."""
    text = ("[Main] You may play 1 level 4 or lower Digimon card and 1 level 4 or lower blue "
            "Digimon card from this Digimon's digivolution cards without paying their memory "
            "costs.")
    cards = {"Host": {"kind": "digimon", "color": "blue", "level": 6, "dp": 12000,
                      "play_cost": 12, "text": text},
             "Blue Four": {"kind": "digimon", "color": "blue", "level": 4, "dp": 5000,
                           "play_cost": 5},
             "Red Four": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                          "play_cost": 5}}
    read_whole(text)
    g = Game(scenario(p1={"battle": [{"card": "Host", "under": ["Blue Four", "Red Four"]}]},
                      cards=cards))
    g.answer("activate p1-host", "yes")
    assert g.zone("p1-blue-four") == "p1.battle" and g.zone("p1-red-four") == "p1.battle"
    assert g.decision.kind == "main_action"  # no card to choose: only one way plays both


@pytest.mark.parametrize("text", [
    "[On Play] Reveal the top 3 cards of your deck. If it's a black card, add it to your hand. "
    "Trash the rest.",  # "it" is one revealed card
    "[On Play] If it's a black card, gain 1 memory.",  # the revealed card's description alone
])
def test_add_it_is_read_after_a_one_card_reveal_only(text: str) -> None:
    from judgeapp.engine.errors import CardTextError
    with pytest.raises(CardTextError):
        parse_text(text)


def test_both_printed_orders_of_add_it_read_back() -> None:
    for text in ("[On Deletion] Reveal the top card of your deck. Add it to your hand if it's a "
                 "black Digimon card. Otherwise, place it at the bottom of your deck.",
                 "[On Deletion] Reveal the top card of your deck. If that card has the [Blue "
                 "Flare] or [Twilight] trait, add it to your hand. Trash the rest."):
        read_whole(text)
        verbs = [a.verb for c in parse_text(text)[0].clauses for a in c.actions]
        assert verbs == ["reveal", "add-among", "reveal-rest"]


UNDER_TAMER = ("[Main] You may play 1 [Gabumon] from your hand or from under one of your Tamers "
               "without paying its memory cost.")


def test_play_from_under_a_tamer_not_from_under_a_digimon() -> None:
    """Official Q&A Q2021: not a Digimon's digivolution cards (one that digivolved from a
    Tamer included)."""
    cards = {"Player": {"kind": "tamer", "color": "red", "play_cost": 2, "text": UNDER_TAMER},
             "Gabumon B": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                           "play_cost": 3}}
    read_whole(UNDER_TAMER)
    g = Game(scenario(p1={"battle": [{"card": "Player", "under": ["Gabumon"]},
                                     {"card": "Greymon", "under": ["Tai Kamiya"]}]},
                      cards=cards))
    g.answer("activate p1-player", "yes")
    assert g.zone("p1-gabumon") == "p1.battle"
    assert g.stack("p1-player")["under"] == []
    g2 = Game(scenario(p1={"battle": ["Player", {"card": "Greymon", "under": ["Gabumon"]}]},
                       cards=cards))
    g2.answer("activate p1-player", "yes")
    assert g2.stack("p1-greymon")["under"] == ["p1-gabumon"]  # a Digimon's: not taken
    assert g2.find("no_target")


USE = ("[Main] You may use 1 Option card with the [Glowing Dawn] trait from your trash with the "
       "cost reduced by 2.")
OPTION_CARDS = {
    "User": {"kind": "tamer", "color": "red", "play_cost": 2, "text": USE},
    "Dawn Spell": {"kind": "option", "color": "red", "use_cost": 3, "traits": ["Glowing Dawn"],
                   "text": "[Main] Gain 2 memory."},
    "Blue Spell": {"kind": "option", "color": "blue", "use_cost": 1, "traits": ["Glowing Dawn"],
                   "text": "[Main] Gain 2 memory."},
}


def test_use_an_option_by_an_effect_pays_the_reduced_cost_and_activates_it() -> None:
    read_whole(USE)
    g = Game(scenario(p1={"battle": ["User"], "trash": ["Dawn Spell"]}, cards=OPTION_CARDS,
                      memory={"p1": 3}))
    g.answer("activate p1-user", "yes")
    assert g.find("use_option", "p1-dawn-spell")
    assert g.mem() == 4  # 3 - (3 - 2) + 2
    assert g.zone("p1-dawn-spell") == "p1.trash"


def test_use_by_an_effect_needs_the_color_requirements() -> None:
    """CR 4.2 9-1-1: a blue Option card with no blue Digimon or Tamer can't be used."""
    g = Game(scenario(p1={"battle": ["User"], "trash": ["Blue Spell"]}, cards=OPTION_CARDS,
                      memory={"p1": 3}))
    g.answer("activate p1-user", "yes")
    assert not g.find("use_option") and g.find("no_target")
    assert g.mem() == 3


def test_add_among_them_and_trash_among_them_in_one_sentence() -> None:
    text = ("[Main] Reveal the top 3 cards of your deck. Add 1 Tamer card among them to your "
            "hand, and trash 1 purple Digimon card among them. Place the remaining cards at the "
            "bottom of your deck in any order.")
    cards = {"Revealer": {"kind": "tamer", "color": "purple", "play_cost": 2, "text": text},
             "Purple Three": {"kind": "digimon", "color": "purple", "level": 3, "dp": 3000,
                              "play_cost": 3}}
    read_whole(text)
    g = Game(scenario(p1={"battle": ["Revealer"],
                          "deck": ["Purple Three", "Tai Kamiya", "Agumon"]}, cards=cards))
    g.answer("activate p1-revealer")
    assert g.zone("p1-tai-kamiya") == "p1.hand"
    assert g.zone("p1-purple-three") == "p1.trash"
    assert g.zone("p1-agumon") == "p1.deck"
    assert g.index("reveal_add", "p1-tai-kamiya") < g.index("reveal_trash", "p1-purple-three")
