"""Placing cards in the security stack (manual-en/placing-cards-in-private-areas): a Digimon
leaves the battle area for its owner's security stack, face down unless "face up" is printed."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.errors import ScenarioError
from judgeapp.engine.ruleset import get_ruleset
from tests.engine.helpers import Game, scenario

OPTION = {"kind": "option", "color": "red", "use_cost": 0}
TOP = "[Main] Place 1 of your opponent's 6000 DP or lower Digimon as the top security card."
CARDS = {
    "Top": {**OPTION, "text": TOP},
    "Bottom Up": {**OPTION, "text": "[Main] Place 1 of your opponent's Digimon face up as the "
                                    "bottom security card."},
    "Deck Up": {**OPTION, "text": "[Main] Place the top card of your deck as the bottom "
                                  "security card face up."},
    "Mine": {**OPTION, "text": "[Main] Place 1 of your Digimon as the top security card."},
    "Agumon Token": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000, "play_cost": 0,
                     "token": True},
    "Wing Link": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3,
                  "text": "Link [Greymon]: Cost 1 Link DP: +2000"},
    "Omnimon": {"kind": "digimon", "color": "red", "level": 6, "dp": 5000, "play_cost": 12,
                "text": "<Partition (Agumon & Gabumon)>"},
    "Alphamon": {"kind": "digimon", "color": "red", "level": 6, "dp": 16000, "play_cost": 12},
    "Heavy": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 5,
              "text": "<Overflow <-3>>"},
    "Greymon P": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 5,
                  "text": "<Progress>"},
    "Joe": {"kind": "tamer", "color": "black", "play_cost": 2,
            "text": "[Opponent's Turn] When an opponent's Digimon attacks, place 1 of your "
                    "opponent's Digimon as the top security card."},
}


def _use(option: str, p2: dict, *answers: str, p1: dict | None = None) -> Game:
    board = {"hand": [option], "battle": ["Tai Kamiya"], **(p1 or {})}
    g = Game(scenario(p1=board, p2={"security": ["Gabumon"], **p2}, cards=CARDS))
    card = "p1-" + option.lower().replace(" ", "-")
    return g.answer(f"use {card}", *answers)


def _p2(g: Game) -> dict:
    return g.snapshot["players"]["p2"]


def test_placed_face_down_on_top_and_the_next_check_reveals_it():
    g = _use("Top", {"battle": ["Greymon"]})
    assert _p2(g)["security"] == ["p2-greymon", "p2-gabumon"]
    assert _p2(g)["security_face_up"] == []
    step = g.find("place_security", "p2-greymon", end="top", face="face down")[0]
    assert "manual-en/placing-cards-in-private-areas" in step.rules
    g = Game(scenario(p1={"hand": ["Top"], "battle": ["Tai Kamiya", "Greymon P"]},
                      p2={"security": ["Gabumon"], "battle": ["Greymon"]}, cards=CARDS))
    g.answer("use p1-top", "attack p1-greymon-p -> player")
    assert g.index("place_security", "p2-greymon") < g.index("security_reveal", "p2-greymon")
    assert g.find("security_digimon", "p2-greymon")


def test_dp_maximum_limits_the_targets():
    g = _use("Top", {"battle": ["Greymon", "Alphamon"]})
    assert g.zone("p2-greymon") == "p2.security" and g.zone("p2-alphamon") == "p2.battle"


def test_face_up_at_the_bottom():
    g = _use("Bottom Up", {"battle": ["Greymon"]})
    assert _p2(g)["security"] == ["p2-gabumon", "p2-greymon"]
    assert _p2(g)["security_face_up"] == ["p2-greymon"]
    assert "manual-en/face-up-security-cards" in g.find("place_security")[0].rules


def test_a_card_checked_face_up_earlier_goes_back_face_down():
    g = Game(scenario(p1={"hand": ["Top"], "battle": ["Tai Kamiya"]},
                      p2={"battle": ["Greymon"], "security": ["Gabumon"]}, cards=CARDS))
    g.state.cards["p2-greymon"].face_up = True
    g.answer("use p1-top")
    assert _p2(g)["security_face_up"] == []


def test_digivolution_and_link_cards_are_trashed_at_the_same_time():
    g = _use("Bottom Up", {"battle": [{"card": "Greymon", "under": ["Agumon"],
                                 "links": ["Wing Link"]}]})
    assert g.zone("p2-greymon") == "p2.security"
    assert g.zone("p2-agumon") == "p2.trash" and g.zone("p2-wing-link") == "p2.trash"
    assert g.index("place_security") < g.index("stack_trashed", "p2-agumon")


def test_the_owners_security_stack_for_your_own_digimon():
    g = _use("Mine", {}, p1={"battle": ["Tai Kamiya", "Agumon"]})
    assert g.snapshot["players"]["p1"]["security"][0] == "p1-agumon"


def test_a_token_leaves_the_game_instead():
    g = _use("Top", {"battle": ["Agumon Token"]})
    assert g.zone("p2-agumon-token") == "gone"
    assert g.find("leave_game", "p2-agumon-token") and not g.find("place_security")
    assert _p2(g)["security"] == ["p2-gabumon"]


def test_would_leave_effects_interrupt_first():
    g = _use("Bottom Up", {"battle": [{"card": "Omnimon",
                                       "under": ["Agumon", "Gabumon", "Koromon"]}],
                           "security": ["Gabumon"]}, "yes")
    assert g.index("interrupt", "p2-omnimon") < g.index("play", "p2-gabumon") \
        < g.index("place_security", "p2-omnimon")
    assert g.zone("p2-omnimon") == "p2.security" and g.zone("p2-koromon") == "p2.trash"
    assert "leaves the battle area" in g.find("interrupt")[0].data["before"]


def test_overflow_applies_when_it_leaves_the_field():
    g = _use("Top", {"battle": ["Heavy"]})
    assert g.find("overflow", "p2-heavy", to="security stack")
    assert g.mem("p2") == -3 - 3  # p1 had 3; p2 loses 3 more


def test_progress_attacker_is_not_affected():
    g = Game(scenario(p1={"battle": ["Greymon P"]},
                      p2={"battle": ["Joe"], "security": ["Gabumon"]}, cards=CARDS))
    g.answer("attack p1-greymon-p -> player")
    assert g.find("unaffected", "p1-greymon-p") and g.zone("p1-greymon-p") == "p1.battle"


def test_top_card_of_the_deck_face_up_at_the_bottom():
    g = Game(scenario(p1={"hand": ["Deck Up"], "battle": ["Tai Kamiya"], "deck": ["Agumon"],
                          "security": ["Gabumon"]}, cards=CARDS))
    g.answer("use p1-deck-up")
    p1 = g.snapshot["players"]["p1"]
    assert p1["security"] == ["p1-gabumon", "p1-agumon"] and p1["security_face_up"] == \
        ["p1-agumon"]


@pytest.mark.parametrize("text", [
    "[Main] Place this Digimon as the top security card.",
    "[Main] Place 1 of your opponent's Digimon with 4000 DP or less face up as the bottom "
    "security card.",
    "[Main] Place 1 yellow card from your hand at the bottom of your security stack.",
])
def test_read_forms_parse(text):
    assert parse_text(text)


@pytest.mark.parametrize("text, quoted", [
    ("[Main] Place up to 2 of your opponent's Digimon as the bottom security card.", None),
    ("[Main] Place 1 of your opponent's Digimon or Tamers as the top security card.", None),
    # the manual's example rider with a count the parser doesn't read (colors it does:
    # text_count.py, tests/engine/test_counting.py)
    (TOP + " For every 10 total cards in both players' trashes, add 2000 to this effect's DP "
     "maximum.", "For every 10 total cards in both players' trashes, add 2000 to this "
     "effect's DP maximum."),
])
def test_unread_placings_are_refused_by_name(text, quoted):
    with pytest.raises(ScenarioError, match="placing-cards-in-private-areas") as err:
        get_ruleset("dcg").setup(scenario(cards={"X": {**OPTION, "text": text}},
                                          p1={"hand": ["X"]}))
    if quoted:
        assert quoted in str(err.value)


def test_the_step_says_whose_effect_placed_the_card():
    """p2's Tamer places p1's attacker: the step is p2's, the stack is p1's."""
    g = Game(scenario(p1={"battle": ["Greymon"], "security": ["Agumon"]},
                      p2={"battle": ["Joe"], "security": ["Gabumon"]}, cards=CARDS))
    g.answer("attack p1-greymon -> player")
    (step,) = g.find("place_security", "p1-greymon")
    assert step.player == "p2" and step.data["owner"] == "p1"
    assert "top card of p1's security stack by p2's effect" in step.text


@pytest.mark.parametrize("where", ["text", "security"])
def test_placing_this_card_from_outside_the_battle_area_stops_the_run(where):
    """[On Deletion] / [Security] 'Place this Digimon ...': the card is not a Digimon in the
    battle area, which the engine's placing does not model: it stops instead of doing nothing
    ("Place this card ..." is the deleted card in the trash: qa-q1013 scenario)."""
    timing = "[On Deletion]" if where == "text" else "[Security]"
    od = {"kind": "digimon", "color": "blue", "level": 3, "dp": 1000, "play_cost": 3,
          where: f"{timing} Place this Digimon as the bottom security card."}
    kill = {**OPTION, "text": "[Main] Delete 1 of your opponent's Digimon."}
    if where == "text":
        board = scenario(p1={"hand": ["Kill"], "battle": ["Tai Kamiya"]},
                         p2={"battle": ["OD"], "security": ["Gabumon"]},
                         cards={"OD": od, "Kill": kill})
        g = Game(board).answer("use p1-kill")
    else:
        g = Game(scenario(p1={"battle": ["Greymon"]}, p2={"security": ["OD", "Gabumon"]},
                          cards={"OD": od}))
        g.answer("attack p1-greymon -> player")
    assert g.events[-1] == "unmodelled" and g.decision is None
    assert "manual-en/placing-cards-in-private-areas" in g.steps[-1].rules
