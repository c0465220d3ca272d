"""The restrictions family (text_restrictions.py): "<target> can't suspend [duration]" (CR 4.2
11-2-5, 12-1-7-1, 1-3-2; official Q&A Q3585). Scenario proofs: cant-suspend-*."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario

LOCK = "[Main] 1 of your opponent's Digimon or Tamers can't suspend until the end of their turn."


@pytest.mark.parametrize(("text", "duration"), [
    (LOCK, "until-opponents-turn-end"),
    ("[On Play] 1 of your opponent's Digimon can't suspend until their turn ends.",
     "until-opponents-turn-end"),
    ("[Main] Until the end of your opponent's turn, 1 of their Digimon or Tamers can't "
     "suspend.", "until-opponents-turn-end"),
])
def test_cant_suspend_reads_renders_back_and_lowers(text, duration):
    read_whole(text)
    action = parse_text(text)[0].clauses[-1].actions[0]
    assert (action.verb, action.restriction, action.duration) == ("restrict", "suspend",
                                                                  duration)


@pytest.mark.parametrize(("text", "restriction"), [
    ("[On Play] None of your opponent's Digimon with no digivolution cards can suspend until "
     "the end of their turn.", "suspend"),
    ("[On Play] Until the end of their turn, none of your opponent's level 4 or lower Digimon "
     "can attack.", "attack"),
])
def test_none_of_is_the_restriction_of_all_of_them(text, restriction):
    read_whole(text)
    action = parse_text(text)[0].clauses[-1].actions[0]
    assert (action.verb, action.restriction, action.target.mode) == ("restrict", restriction,
                                                                     "all")


@pytest.mark.parametrize(("text", "restriction"), [
    ("[On Play] 1 of your blue Digimon cannot be deleted in battle until the end of your "
     "opponent's turn.", "deleted-in-battle"),
    ("[On Play] 1 of your opponent's Digimon or Tamers cannot unsuspend until the end of your "
     "opponent's turn.", "unsuspend"),
    ("[On Play] 1 of your Digimon can't be deleted by battle until the end of your opponent's "
     "turn.", "deleted-in-battle"),
    ("[On Play] 1 of your opponent's [Data] trait Digimon can't be unsuspended until the end "
     "of their turn.", "unsuspend"),
    ("[On Play] 1 of your opponent's Digimon can't attack your opponent's Digimon until the "
     "end of their turn.", "attack-digimon"),
    ("[On Play] Your opponent's effects can't return 1 of your Digimon to hands or decks until "
     "their turn ends.", "returned-by-opponent"),
    ("[On Play] Until your opponent's turn ends, their effects can't return this Digimon to "
     "hands or decks.", "returned-by-opponent"),
])
def test_other_wordings_are_the_same_restrictions(text, restriction):
    read_whole(text)  # renders back as printed
    action = parse_text(text)[0].clauses[-1].actions[0]
    assert (action.verb, action.restriction) == ("restrict", restriction)


def test_none_of_needs_a_description():
    with pytest.raises(CardTextError) as err:
        parse_text("[On Play] None of this Digimon can attack until the end of their turn.")
    assert "none of" in str(err.value)


def _p2_turn(tamer_text: str) -> Game:
    """p1 locks p2's Tamer and passes: p2's main phase of turn 4."""
    cards = {"Lock": {"kind": "option", "color": "red", "use_cost": 0, "text": LOCK},
             "Takato": {"kind": "tamer", "color": "red", "play_cost": 2, "text": tamer_text}}
    scn = scenario(cards=cards, p1={"hand": ["Lock"], "battle": ["Greymon"]},
                   p2={"battle": ["Takato"]})
    return Game(scn).answer("use p1-lock", "pass", "skip")


def test_a_tamer_that_cant_suspend_cant_pay_a_suspending_cost():
    g = _p2_turn("[Main] By suspending this Tamer, gain 1 memory.")
    memory = g.mem("p2")
    g.answer("activate p2-takato")
    assert g.find("cost_unpayable")  # not offered: the Tamer can't suspend (CR 4.2 1-3-2)
    assert g.stack("p2-takato")["suspended"] is False
    assert g.mem("p2") == memory


def test_the_lock_ends_with_the_opponents_turn():
    g = _p2_turn("[Main] By suspending this Tamer, gain 1 memory.")
    g.answer("pass", "skip", "pass", "skip")  # p1's turn 5, then p2's turn 6
    g.answer("activate p2-takato", "yes")
    assert g.stack("p2-takato")["suspended"] is True


def _digivolver(agumon_text: str) -> Game:
    cards = {"Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                        "play_cost": 3, "text": agumon_text},
             "Evolve": {"kind": "option", "color": "red", "use_cost": 0,
                        "text": "[Main] 1 of your Digimon may digivolve into a Digimon card in "
                                "your hand without paying the cost, ignoring its digivolution "
                                "requirements."},
             "Garudamon": {"kind": "digimon", "color": "red", "level": 5, "dp": 7000,
                           "play_cost": 7}}
    scn = scenario(cards=cards, p1={"hand": ["Evolve", "Garudamon"], "battle": ["Agumon"]})
    return Game(scn).answer("use p1-evolve", "yes")


def test_an_effect_ignoring_the_requirements_doesnt_digivolve_a_digimon_that_cant():
    assert g_digivolved(_digivolver("")) is True  # the effect works without the restriction
    assert g_digivolved(_digivolver("[All Turns] This Digimon can't digivolve.")) is False


def test_can_only_digivolve_into_lets_only_those_cards():
    assert g_digivolved(_digivolver("[All Turns] This Digimon can only digivolve into "
                                    "[Garudamon].")) is True
    assert g_digivolved(_digivolver("[All Turns] This Digimon can only digivolve into white "
                                    "Digimon.")) is False


def g_digivolved(g: Game) -> bool:
    return g.zone("p1-garudamon") == "p1.battle"


def test_suspend_or_activate_is_both_restrictions():
    text = ("[On Play] 1 of your opponent's Digimon can't suspend or activate [When Digivolving] "
            "effects until the end of their turn.")
    read_whole(text)
    action = parse_text(text)[0].clauses[-1].actions[0]
    assert action.restriction == "suspend+activate-when-digivolving"
    lock = {"kind": "option", "color": "red", "use_cost": 0,
            "text": "[Main] " + text.removeprefix("[On Play] ")}
    trip = {"kind": "option", "color": "red", "use_cost": 0,
            "text": "[Main] Suspend 1 of your opponent's Digimon."}
    scn = scenario(cards={"Lock": lock, "Trip": trip},
                   p1={"hand": ["Lock", "Trip"], "battle": ["Greymon"]},
                   p2={"battle": ["Gabumon"]})
    g = Game(scn).answer("use p1-lock", "use p1-trip")
    assert g.find("cant_suspend", "p2-gabumon")
    assert g.stack("p2-gabumon")["suspended"] is False


@pytest.mark.parametrize(("text", "digimon_only"), [
    ("[When Digivolving] Your opponent's Digimon effects don't affect 1 of your Digimon until "
     "their turn ends.", "digimon"),
    ("[On Play] Until the end of your opponent's turn, this Digimon isn't affected by the "
     "effects of your opponent's Digimon.", "digimon"),
    ("[On Play] For the turn, 1 of your Digimon isn't affected by your opponent's effects.",
     "effects"),
])
def test_unaffected_wordings(text, digimon_only):
    read_whole(text)
    action = parse_text(text)[0].clauses[-1].actions[0]
    assert (action.verb, action.unaffected_by) == ("unaffected", digimon_only)


def test_digimon_effects_names_only_the_opponents_digimon():
    with pytest.raises(CardTextError):
        parse_text("[On Play] Your Digimon effects don't affect this Digimon until the end of "
                   "their turn.")


def test_also_treated_as_a_color_is_refused_under_a_condition():
    with pytest.raises(CardTextError) as err:
        parse_text("[Your Turn] While you have a Tamer, this Digimon is also treated as yellow.")
    assert "condition" in str(err.value)
