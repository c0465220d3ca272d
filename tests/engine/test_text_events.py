"""The event-triggers family (text_events.py): each wording read with its meaning, rendered
back as printed, and executed; the wordings left refused say why. The rulings are proven by
the library scenarios (qa:Q652, qa:Q2639, trash-opponent-security-none-left, ...)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario


@pytest.mark.parametrize("text", [
    "[When Attacking] Trash the top card of your opponent's security stack.",
    "[When Attacking] Trash your opponent's top security card.",
    "[Your Turn] When this Digimon is blocked, trash their top security card.",
    "[Your Turn] When an opponent's Digimon is deleted, trash the top card of their security "
    "stack.",
])
def test_the_opponents_security_card_is_read_in_each_wording(text: str) -> None:
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.clauses[0].actions == (Action("trash-opponent-security", amount=1),)


def test_your_own_top_security_card_stays_yours() -> None:
    (effect,) = parse_text("[When Attacking] Trash your top security card.")
    assert effect.clauses[0].actions == (Action("trash-security", amount=1),)


def test_the_opponents_top_security_card_is_trashed_not_checked() -> None:
    text = "[On Play] Trash the top card of your opponent's security stack."
    game = Game(scenario(
        cards={"Lamortmon": {"kind": "digimon", "color": "purple", "level": 3, "dp": 3000,
                             "play_cost": 0, "text": text}},
        p1={"hand": ["Lamortmon"], "security": 2}, p2={"security": 2}))
    game.answer("play p1-lamortmon")
    snap = game.snapshot
    assert snap["players"]["p2"]["security"] == ["p2-security-2"]
    assert "p2-security-1" in snap["players"]["p2"]["trash"]
    assert len(snap["players"]["p1"]["security"]) == 2
    assert game.find("trash_opponent_security", "p2-security-1")
    assert not game.find("security_effect")


@pytest.mark.parametrize(("text", "trigger"), [
    ("[Your Turn][Once Per Turn] If this Digimon deletes an opponent's Digimon in battle, gain "
     "1 memory.", fx.Trigger("battle-delete", "this")),
    ("[Opponent's Turn][Once Per Turn] If an opponent's Digimon attacks, gain 1 memory.",
     fx.Trigger("attack", "opponent")),
    ("[All Turns][Once Per Turn] If an attack target is switched, unsuspend this Digimon.",
     fx.Trigger("switch", "any")),
    ("[Your Turn][Once Per Turn] If an opponent's Digimon becomes suspended, gain 1 memory.",
     fx.Trigger("suspend", "opponent")),
    ("[Your Turn] If an opponent's Digimon is deleted by dropping to 0 DP, <Draw 1>.",
     fx.Trigger("delete", "opponent", "zero-dp")),
    ("[All Turns][Once Per Turn] If one of your other Digimon is deleted, unsuspend this "
     "Digimon.", fx.Trigger("delete", "own", other=True)),
    ("[Your Turn] If this Tamer becomes suspended, gain 1 memory.",
     fx.Trigger("suspend", "this")),
    ("[All Turns] If this Digimon becomes unsuspended, gain 1 memory.",
     fx.Trigger("unsuspend", "this")),
])
def test_if_is_the_older_wording_of_when(text: str, trigger: fx.Trigger) -> None:
    """"If <subject> <event>," after a turn timing is the trigger "When <subject> <event>,"
    (the same meaning), and renders back with its "If"."""
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.type == fx.TRIGGER and effect.trigger == trigger
    assert effect.text == text.replace("][", "] [")


def test_if_this_digimon_is_stays_a_condition() -> None:
    """"If this Digimon is suspended, ..." is a condition of a persistent effect, not a
    trigger (no "is ..." event is read after "If this Digimon")."""
    (effect,) = parse_text("[Your Turn] If this Digimon is suspended, this Digimon gets +1000 "
                           "DP.")
    assert effect.type == fx.PERSISTENT and effect.trigger is None


def _deck_trasher(text: str, deck_owner: str = "p1") -> Game:
    """p1's Candlemon carries ``text`` as an inherited effect; p1 plays Bakemon, which trashes
    the top 2 cards of ``deck_owner``'s deck ("both players' decks" for p2)."""
    whose = "your deck" if deck_owner == "p1" else "both players' decks"
    cards = {"DemiMeramon": {"kind": "digimon", "color": "red", "level": 2, "dp": 1000,
                             "play_cost": 1, "inherited": text},
             "Candlemon": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000,
                           "play_cost": 3},
             "Bakemon": {"kind": "digimon", "color": "purple", "level": 3, "dp": 2000,
                         "play_cost": 0, "text": f"[On Play] Trash the top 2 cards of {whose}."}}
    return Game(scenario(cards=cards, p1={"hand": ["Bakemon"], "battle": [
        {"card": "Candlemon", "under": ["DemiMeramon"]}]})).answer("play p1-bakemon")


def test_a_card_trashed_from_your_deck_triggers_once_for_the_cards_trashed_together() -> None:
    game = _deck_trasher("[Your Turn] When a card is trashed from your deck, gain 1 memory.")
    assert len(game.find("trigger", "p1-candlemon")) == 1
    assert game.snapshot["memory"]["p1"] == 3 + 1


def test_the_opponents_deck_trashed_does_not_trigger_your_deck_effect() -> None:
    game = _deck_trasher("[Your Turn] When a card is trashed from your deck, gain 1 memory.",
                         deck_owner="both")
    assert len(game.find("trash_deck")) == 2  # each player's own top 2 cards
    assert len(game.find("trigger", "p1-candlemon")) == 1  # for p1's deck only


@pytest.mark.parametrize(("text", "trigger"), [
    ("[Your Turn][Once Per Turn] When a card in your opponent's deck is trashed, gain 1 memory.",
     fx.Trigger("deck-trashed", "opponent")),
    ("[Your Turn] When a digivolution card of an opponent's Digimon is trashed, by suspending "
     "this Tamer, gain 1 memory.", fx.Trigger("under-trashed", "opponent")),
    ("[All Turns][Once Per Turn] If a digivolution card of an opponent's Digimon is trashed, "
     "gain 1 memory.", fx.Trigger("under-trashed", "opponent")),
])
def test_card_events_are_read_with_their_meaning(text: str, trigger: fx.Trigger) -> None:
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.trigger == trigger


def test_the_opponents_deck_trashed_triggers_the_opponents_deck_effect_once() -> None:
    game = _deck_trasher("[Your Turn] When a card in your opponent's deck is trashed, gain 1 "
                         "memory.", deck_owner="both")
    assert len(game.find("trigger", "p1-candlemon")) == 1
    game = _deck_trasher("[Your Turn] When a card in your opponent's deck is trashed, gain 1 "
                         "memory.")
    assert not game.find("trigger", "p1-candlemon")  # p1's own deck only


@pytest.mark.parametrize("text", [
    "[When Attacking] If you attack an opponent's Digimon, this Digimon gets +2000 DP for the "
    "turn.",
    "[When Attacking] When you attack one of your opponent's Digimon, gain 1 memory.",
])
def test_you_attack_a_digimon_is_this_digimons_attack_on_a_digimon(text: str) -> None:
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.trigger == fx.Trigger("attack", "this", target="digimon")


def test_you_attack_a_digimon_is_refused_after_a_turn_timing() -> None:
    """After [Your Turn] "you attack" would be any of your Digimon's attacks: not read."""
    with pytest.raises(CardTextError, match="after \\[When Attacking\\] only"):
        parse_text("[Your Turn] When you attack an opponent's Digimon, gain 1 memory.")


def test_you_attack_with_is_one_of_your_digimon_attacking() -> None:
    text = ("[Your Turn] When you attack with a Digimon with [Gargomon] or [Rapidmon] in its "
            "name, gain 1 memory.")
    read_whole(text)
    (mine,) = parse_text(text)
    (theirs,) = parse_text("[Your Turn] When one of your Digimon with [Gargomon] or [Rapidmon] "
                           "in its name attacks, gain 1 memory.")
    assert mine.trigger == theirs.trigger and mine.trigger.side == "own"
    (plain,) = parse_text("[Your Turn] When you attack with a Digimon, gain 1 memory.")
    assert plain.trigger == fx.Trigger("attack", "own")


@pytest.mark.parametrize(("text", "where"), [
    ("When this card is trashed from your deck, gain 1 memory.", "deck"),
    ("When you trash this card in your hand using one of your effects, <Draw 1>.", "hand"),
    ("When one of your effects trashes this card in your hand, <Draw 1>.", "hand"),
    ("When an effect trashes this card from the security stack, gain 1 memory.", "security"),
    ("When effects trash this card from the security stack, gain 1 memory.", "security"),
])
def test_a_cards_own_trashed_trigger_has_no_timing(text: str, where: str) -> None:
    read_whole(text)
    (effect,) = parse_text(text + " [Main] <Draw 1>.")[:1]
    assert effect.timing == fx.WHEN_TRASHED and effect.type == fx.TRIGGER
    assert effect.trigger == fx.Trigger("self-trashed", "this", where)
    assert effect.text == text


def test_a_cards_own_trashed_trigger_is_read_first_in_its_box_only() -> None:
    with pytest.raises(CardTextError):
        read_whole("[Main] <Draw 1>. When this card is trashed from your deck, gain 1 memory.")


def test_the_hand_card_trashed_by_your_effect_activates_from_the_trash() -> None:
    cards = {"Orochimon": {"kind": "digimon", "color": "purple", "level": 5, "dp": 6000,
                           "play_cost": 7, "text": "When you trash this card in your hand "
                           "using one of your effects, gain 2 memory."},
             "Bakemon": {"kind": "digimon", "color": "purple", "level": 3, "dp": 2000,
                         "play_cost": 0, "text": "[On Play] Trash 1 card in your hand."}}
    game = Game(scenario(cards=cards, p1={"hand": ["Bakemon", "Orochimon"]}))
    game.answer("play p1-bakemon")
    assert game.zone("p1-orochimon") == "p1.trash"
    assert game.find("activate", "p1-orochimon")
    assert game.snapshot["memory"]["p1"] == 3 + 2


def test_a_player_uses_an_option_card_is_either_players_use() -> None:
    text = "[All Turns] When a player uses an Option card, gain 1 memory."
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.trigger == fx.Trigger("use-option", "any")
    (yours,) = parse_text("[All Turns] When you use an Option card, gain 1 memory.")
    assert yours.trigger == fx.Trigger("use-option", "own")


def test_its_bottom_cards_are_the_trigger_digimons() -> None:
    text = ("[Opponent's Turn] When an opponent's Digimon attacks, trash its bottom 2 "
            "digivolution cards.")
    read_whole(text)
    (effect,) = parse_text(text)
    (action,) = effect.clauses[0].actions
    assert action.verb == "trash-under-bottom" and action.amount == 2
    assert action.target.mode == "event"
    (same,) = parse_text("[Opponent's Turn] When an opponent's Digimon attacks, trash the "
                         "bottom 2 digivolution cards of it.")
    assert same.clauses[0].actions == effect.clauses[0].actions


def test_winning_a_battle_is_read_for_this_digimon_only() -> None:
    text = "[All Turns] [Once Per Turn] When this Digimon wins a battle, <Draw 1>"
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.trigger == fx.Trigger("win-battle", "this")
    with pytest.raises(CardTextError, match="'this Digimon' only"):
        parse_text("[Your Turn] When one of your Digimon wins a battle, gain 1 memory.")


def test_the_defender_that_wins_the_battle_triggers_too() -> None:
    cards = {"Gabumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 7000,
                         "play_cost": 5, "text": "[All Turns] When this Digimon wins a battle, "
                         "gain 2 memory."},
             "Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                         "play_cost": 5}}
    game = Game(scenario(cards=cards, p1={"battle": ["Greymon"]},
                         p2={"battle": [{"card": "Gabumon", "suspended": True}]}))
    game.answer("attack p1-greymon -> p2-gabumon")
    assert game.zone("p1-greymon") == "p1.trash"
    assert game.find("trigger", "p2-gabumon")
    assert game.snapshot["memory"]["p2"] == -3 + 2


def test_unsuspends_is_becomes_unsuspended() -> None:
    text = "[Your Turn] When this Digimon unsuspends, <Draw 1>"
    read_whole(text)
    (effect,) = parse_text(text)
    (same,) = parse_text("[Your Turn] When this Digimon becomes unsuspended, <Draw 1>")
    assert effect.trigger == same.trigger == fx.Trigger("unsuspend", "this")


def test_moving_out_of_the_breeding_area_names_the_digimon_that_moved() -> None:
    text = ("[Opponent's Turn] When an opponent's Digimon moves from the breeding area to the "
            "battle area, it gains <Security Attack -3> for the turn.")
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.trigger == fx.Trigger("moved", "opponent")
    assert effect.clauses[0].actions[0].target.mode == "event"


def test_a_card_trashed_from_your_hand_is_your_hand_trashed_from() -> None:
    text = "[Your Turn] When a card is trashed from your hand, <Draw 1>."
    read_whole(text)
    (effect,) = parse_text(text)
    (same,) = parse_text("[Your Turn] When your hand is trashed from, <Draw 1>.")
    assert effect.trigger == same.trigger == fx.Trigger("hand-trashed", "own")


def test_that_has_x_in_its_digivolution_cards_is_an_exact_name_under_it() -> None:
    text = ("[Your Turn] When you attack with a Digimon that has [Gammamon] in its digivolution "
            "cards, gain 1 memory.")
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.trigger.side == "own" and effect.trigger.subject.under_named == ("Gammamon",)


def test_during_a_main_phase_is_either_players() -> None:
    text = ("[All Turns] When an opponent's Digimon becomes unsuspended during a main phase, "
            "gain 1 memory.")
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.trigger == fx.Trigger("unsuspend", "opponent", phase="main")
    assert effect.turn_scope == "any"
