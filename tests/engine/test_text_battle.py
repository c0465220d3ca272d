"""The attack-and-battle family of issue 11 (text_battle.py): each wording read with its
meaning and rendered back as printed. The behaviour is proven by the library scenarios
(qa:Q805, card-text-flamedramon-*)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario


@pytest.mark.parametrize(("changed", "switched"), [
    ("[All Turns] When an attack target is changed, gain 1 memory.",
     "[All Turns] When an attack target is switched, gain 1 memory."),
    ("[Your Turn] When this Digimon's attack target changes, gain 1 memory.",
     "[Your Turn] When this Digimon's attack target is switched, gain 1 memory."),
])
def test_attack_target_changes_is_the_switched_trigger(changed: str, switched: str) -> None:
    read_whole(changed)  # renders back as printed
    (effect,) = parse_text(changed)
    (same,) = parse_text(switched)
    assert effect.trigger == same.trigger
    assert effect.clauses[0].actions == same.clauses[0].actions


def test_until_the_end_of_the_turn_lasts_for_the_turn() -> None:
    text = "[On Play] This Digimon gets +1000 DP until the end of the turn."
    read_whole(text)
    (effect,) = parse_text(text)
    (same,) = parse_text("[On Play] This Digimon gets +1000 DP for the turn.")
    assert effect.clauses[0].actions == same.clauses[0].actions


def test_the_opponent_attacks_with_the_digimon_the_sentence_before_chose() -> None:
    text = ("[End of Opponent's Turn] Choose 1 of your opponent's Digimon. Your opponent "
            "attacks with the chosen Digimon.")
    read_whole(text)
    (effect,) = parse_text(text)
    assert [a.verb for c in effect.clauses for a in c.actions] == ["choose",
                                                                   "opponent-attacks"]


@pytest.mark.parametrize("text", [
    "[On Play] Your opponent attacks with the chosen Digimon.",
    "[On Play] Choose 1 of your opponent's Digimon. Gain 1 memory. Your opponent attacks with "
    "the chosen Digimon.",
])
def test_the_chosen_digimon_without_a_choice_just_before_is_refused(text: str) -> None:
    with pytest.raises(CardTextError) as exc:
        parse_text(text)
    assert "read right after 'Choose 1" in str(exc.value)


def test_only_this_digimon_battling_one_of_the_opponents_is_executed() -> None:
    with pytest.raises(CardTextError) as exc:
        parse_text("[On Play] 1 of your Digimon may battle 1 of your opponent's Digimon.")
    assert "This Digimon may battle 1 of your opponent's Digimon" in str(exc.value)


PIERCER = {"Vortexdramon": {"kind": "digimon", "color": "green", "level": 5, "dp": 9000,
                            "play_cost": 5, "text": "<Piercing> [When Attacking] This Digimon "
                                                    "may battle 1 of your opponent's Digimon."},
           "Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                       "play_cost": 3}}


def test_a_battle_in_its_own_attack_with_piercing_stops_unmodelled() -> None:
    """Official Q&A Q5958 ties <Piercing> to any of the opponent's Digimon deleted in battle
    during the attack, which the engine's <Piercing> does not look at."""
    game = Game(scenario(cards=PIERCER, p1={"battle": [{"card": "Vortexdramon"}]},
                         p2={"battle": [{"card": "Gabumon"}], "security": 2}))
    game.answer("attack p1-vortexdramon -> player")
    game.answer("p2-gabumon")
    assert game.events[-1] == "unmodelled"


def test_declining_the_battle_does_nothing() -> None:
    cards = {**PIERCER, "Vortexdramon": {**PIERCER["Vortexdramon"], "text":
                                         "[On Play] This Digimon may battle 1 of your "
                                         "opponent's Digimon."}}
    game = Game(scenario(cards=cards, p1={"hand": ["Vortexdramon"]},
                         p2={"battle": [{"card": "Gabumon"}]}))
    game.answer("play p1-vortexdramon")
    game.answer("none")
    assert "optional_declined" in game.events
    assert "battle" not in game.events


@pytest.mark.parametrize("text", [
    "[All Turns] When an opponent's Digimon is deleted in battle, gain 1 memory.",
    "[All Turns] When your opponent's Digimon are deleted in battle, gain 1 memory.",
    "[All Turns] When other Digimon are deleted in battle, gain 1 memory.",
])
def test_deleted_in_battle_is_the_battle_deletion_cause(text: str) -> None:
    read_whole(text)
    (effect,) = parse_text(text)
    assert (effect.trigger.event, effect.trigger.cause) == ("delete", "battle")


@pytest.mark.parametrize("text", [
    "[When Digivolving] This Digimon may also attack your opponent's unsuspended Digimon for "
    "the turn.",
    "[Main] 1 of your Digimon can attack your opponent's unsuspended Digimon for the turn.",
])
def test_the_lasting_permission_to_attack_unsuspended_digimon(text: str) -> None:
    read_whole(text)
    (effect,) = parse_text(text)
    (action,) = effect.clauses[0].actions
    assert (action.verb, action.duration) == ("also-attack", "turn")


def test_is_moved_from_their_breeding_area_is_the_moved_event() -> None:
    text = ("[Opponent's Turn] When one of your opponent's Digimon is moved from their breeding "
            "area to their battle area, gain 2 memory.")
    read_whole(text)
    (effect,) = parse_text(text)
    (same,) = parse_text("[Opponent's Turn] When one of your opponent's Digimon moves from the "
                         "breeding area to the battle area, gain 2 memory.")
    assert effect.trigger == same.trigger


def test_a_digimon_attacks_a_player_is_a_forced_attack_on_the_opponent() -> None:
    text = "[On Play] 1 of your Digimon attacks a player."
    read_whole(text)
    (effect,) = parse_text(text)
    (action,) = effect.clauses[0].actions
    assert (action.verb, action.restriction, action.target.mode) == ("forced-attack", "player",
                                                                     "one")


def test_another_digimon_attacks_without_a_target_is_refused() -> None:
    with pytest.raises(CardTextError) as exc:
        parse_text("[On Play] 1 of your Digimon attacks.")
    assert "This Digimon attacks." in str(exc.value)


def test_deleted_in_battle_or_by_having_0_dp_is_either_cause() -> None:
    text = ("[All Turns] When an opponent's Digimon is deleted in battle or by having 0 DP, gain "
            "1 memory.")
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.trigger.cause.split("|") == ["battle", "zero-dp"]
