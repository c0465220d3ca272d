"""Stack surgery: trashing digivolution cards from the bottom or picked by the player
(stack_surgery.py), and "suspend 1 Digimon" (either player's). Real-card edges are library
scenarios (qa-q1713, qa-q3686, qa-q3924, card-text-trash-*)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario

OPTION = {"kind": "option", "color": "red", "use_cost": 0}
STACKED = {"Garurumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 6000,
                         "play_cost": 5},
           "Tsunomon": {"kind": "digi-egg", "color": "blue", "level": 2}}


def _use(text: str, p2_battle: list, **board) -> Game:
    scn = scenario(cards={"Boost": {**OPTION, "text": text}, **STACKED},
                   p1={"hand": ["Boost"], "battle": ["Tai Kamiya"]},
                   p2={"battle": p2_battle}, memory={"p1": 5}, **board)
    return Game(scn).answer("use p1-boost")


@pytest.mark.parametrize(("text", "end", "n", "form"), [
    ("Trash the bottom digivolution card of 1 of your opponent's Digimon.", "bottom", 1, "of"),
    ("Trash the top digivolution card of 1 of your opponent's Digimon.", "top", 1, "of"),
    ("Trash the bottom 2 digivolution cards of 1 of your opponent's Digimon.", "bottom", 2,
     "of"),
    ("Trash 3 digivolution cards from the bottom of 1 of your opponent's Digimon.", "bottom", 3,
     "from-bottom"),
    ("Trash 2 digivolution cards at the bottom of 1 of your opponent's Digimon.", "bottom", 2,
     "at-bottom"),
])
def test_end_forms_read_and_render_back(text, end, n, form):
    action = read_whole(f"[Main] {text}").items[0].sentences[0].clause.action
    assert (action.end, action.n, action.form) == (end, n, form)
    verb = parse_text(f"[Main] {text}")[0].clauses[0].actions[0].verb
    assert verb == ("trash-under-bottom" if end == "bottom" else "trash-under")


def test_the_bottom_card_is_trashed_and_the_top_card_stays():
    g = _use("[Main] Trash the bottom digivolution card of 1 of your opponent's Digimon.",
             [{"card": "Garurumon", "under": ["Gabumon", "Tsunomon"]}])
    assert g.zone("p2-tsunomon") == "p2.trash" and g.zone("p2-gabumon") == "p2.under"
    assert g.zone("p2-garurumon") == "p2.battle"


def test_the_top_card_form_without_a_number_trashes_the_top_digivolution_card():
    g = _use("[Main] Trash the top digivolution card of 1 of your opponent's Digimon.",
             [{"card": "Garurumon", "under": ["Gabumon", "Tsunomon"]}])
    assert g.zone("p2-gabumon") == "p2.trash" and g.zone("p2-tsunomon") == "p2.under"


def test_all_of_your_opponents_digimon_each_lose_their_bottom_card():
    g = _use("[Main] Trash the bottom digivolution card of all of your opponent's Digimon.",
             [{"card": "Garurumon", "under": ["Tsunomon"]},
              {"card": "Greymon", "under": ["Agumon", "Koromon"]}, "Gabumon"])
    assert g.zone("p2-tsunomon") == g.zone("p2-koromon") == "p2.trash"
    assert g.zone("p2-agumon") == "p2.under"
    assert g.find("nothing_to_trash", "p2-gabumon")


def test_any_n_of_one_digimon_asks_which_cards_only_when_there_is_a_choice():
    text = "[Main] Trash any 1 digivolution card of 1 of your opponent's Digimon."
    g = _use(text, [{"card": "Garurumon", "under": ["Gabumon", "Tsunomon"]}])
    assert g.decision.kind == "choose_target"
    assert set(g.options) == {"p2-gabumon", "p2-tsunomon"}
    g.answer("p2-tsunomon")
    assert g.zone("p2-tsunomon") == "p2.trash" and g.zone("p2-gabumon") == "p2.under"
    g = _use(text.replace("any 1 digivolution card", "any 2 digivolution cards"),
             [{"card": "Garurumon", "under": ["Gabumon", "Tsunomon"]}])
    assert g.zone("p2-gabumon") == g.zone("p2-tsunomon") == "p2.trash"


def test_any_n_from_your_opponents_digimon_picks_across_digimon():
    """Official Q&A Q3686: the N cards may come from several of the opponent's Digimon."""
    g = _use("[Main] Trash any 2 digivolution cards from your opponent's Digimon.",
             [{"card": "Garurumon", "under": ["Gabumon", "Tsunomon"]},
              {"card": "Greymon", "under": ["Agumon"]}])
    assert set(g.options) == {"p2-gabumon", "p2-tsunomon", "p2-agumon"}
    g.answer("p2-agumon", "p2-tsunomon")
    assert g.zone("p2-agumon") == g.zone("p2-tsunomon") == "p2.trash"
    assert g.zone("p2-gabumon") == "p2.under"


def test_as_a_by_cost_it_is_payable_only_when_n_cards_can_be_trashed():
    text = ("[Main] By trashing the bottom 2 digivolution cards of 1 of your opponent's "
            "Digimon, gain 2 memory.")
    g = _use(text, [{"card": "Garurumon", "under": ["Tsunomon"]}])
    assert g.find("cost_unpayable") and g.zone("p2-tsunomon") == "p2.under"
    g = _use(text, [{"card": "Garurumon", "under": ["Gabumon", "Tsunomon"]}]).answer("yes")
    assert g.zone("p2-gabumon") == g.zone("p2-tsunomon") == "p2.trash" and g.mem() == 7


@pytest.mark.parametrize("text", [
    "[Main] Trash any 2 digivolution cards of all of your opponent's Digimon.",
])
def test_forms_the_rules_do_not_settle_stay_refused(text):
    with pytest.raises(CardTextError):
        parse_text(text)


def test_delete_1_level_4_or_lower_digimon_offers_both_players_digimon():
    """Official Q&A Q2665/Q826: "Delete 1 level N or lower Digimon" names no player, so your
    own Digimon can (and, when it is the only one, must) be chosen."""
    scn = scenario(cards={"Boost": {**OPTION, "text": "[Main] Delete 1 level 4 or lower Digimon."}},
                   p1={"hand": ["Boost"], "battle": ["Tai Kamiya", "Agumon"]},
                   p2={"battle": ["Gabumon"]}, memory={"p1": 5})
    g = Game(scn).answer("use p1-boost")
    assert set(g.options) == {"p1-agumon", "p2-gabumon"}
    g.answer("p1-agumon")
    assert g.zone("p1-agumon") == "p1.trash"


def test_suspend_1_digimon_offers_both_players_digimon():
    """Official Q&A Q844/Q3924: no player named, either player's Digimon."""
    scn = scenario(cards={"Boost": {**OPTION, "text": "[Main] Suspend 1 Digimon."}},
                   p1={"hand": ["Boost"], "battle": ["Tai Kamiya", "Agumon"]},
                   p2={"battle": ["Gabumon"]}, memory={"p1": 5})
    g = Game(scn).answer("use p1-boost")
    assert set(g.options) == {"p1-agumon", "p2-gabumon"}
    g.answer("p1-agumon")
    assert g.stack("p1-agumon")["suspended"]
