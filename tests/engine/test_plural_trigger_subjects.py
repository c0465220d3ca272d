"""Plural trigger subjects ("When any of your opponent's Digimon are deleted", "When other
Digimon are deleted", "When any Digimon suspend", ...): each reads as the singular subject it
names, renders back as printed, and the pairs the engine does not model stay refused. Their
execution (once for several Digimon at once, not for a Tamer) is proven by the scenarios
``trigger-plural-*.yaml``."""

import pytest

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario


@pytest.mark.parametrize(("text", "event", "side", "other"), [
    ("[All Turns] When any of your opponent's Digimon are deleted, <Draw 1>.",
     "delete", "opponent", False),
    ("[All Turns] When any of your other Digimon are deleted, <Draw 1>.", "delete", "own", True),
    ("[All Turns] When other Digimon are deleted, <Draw 1>.", "delete", "any", True),
    ("[All Turns] When any Digimon are deleted, <Draw 1>.", "delete", "any", False),
    ("[All Turns] When any Digimon suspend, <Draw 1>.", "suspend", "any", False),
    ("[All Turns] When any of your Digimon suspend, <Draw 1>.", "suspend", "own", False),
    ("[All Turns] When any of your other Digimon suspend, <Draw 1>.", "suspend", "own", True),
    ("[All Turns] When any of your opponent's Digimon suspend, <Draw 1>.",
     "suspend", "opponent", False),
    ("[Opponent's Turn] When any of your opponent's Digimon attack, <Draw 1>.",
     "attack", "opponent", False),
    ("[Your Turn] When any of your Digimon attack, <Draw 1>.", "attack", "own", False),
])
def test_a_plural_subject_reads_as_the_singular_one_and_renders_back(text, event, side, other):
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.trigger == fx.Trigger(event, side, other=other)
    assert effect.text == text


def test_opponents_digimon_played_reads_as_an_opponents_digimon_is_played():
    plural = "[All Turns] When any of your opponent's Digimon are played, <Draw 1>."
    read_whole(plural)
    assert parse_text(plural)[0].trigger == parse_text(
        "[All Turns] When an opponent's Digimon is played, <Draw 1>.")[0].trigger


def test_tamers_in_a_plural_subject_are_checked_on_the_event():
    text = "[Your Turn] [Once Per Turn] When any of your yellow or red Tamers suspend, <Draw 1>."
    read_whole(text)
    trig = parse_text(text)[0].trigger
    assert (trig.event, trig.side) == ("suspend", "own")
    assert trig.subject.kind == "tamer" and trig.subject.colors == ("yellow", "red")
    both = parse_text("[All Turns] When any of your opponent's Digimon or Tamers suspend, "
                      "<Draw 1>.")[0].trigger
    assert both.subject.kind == "any" and both.side == "opponent"


@pytest.mark.parametrize("text", [
    "[All Turns] When other Digimon suspend, <Draw 1>.",  # not a subject read with "suspend"
    "[All Turns] When any other Digimon attack, <Draw 1>.",
    "[All Turns] When any [Vemmon] are deleted, <Draw 1>.",
])
def test_plural_pairs_the_engine_does_not_model_are_refused(text):
    with pytest.raises(CardTextError):
        parse_text(text)


@pytest.mark.parametrize(("suspended", "draws"), [("Tai Kamiya", 1), ("Agumon", 0)])
def test_a_tamers_subject_is_not_met_by_a_digimon(suspended, draws):
    """"When any of your red Tamers suspend": a Digimon suspending doesn't meet it."""
    koromon = {"kind": "digimon", "color": "red", "level": 3, "dp": 2000, "play_cost": 3,
               "text": "[Your Turn] When any of your red Tamers suspend, <Draw 1>."}
    option = {"kind": "option", "color": "red", "use_cost": 0,
              "text": "[Main] Suspend 1 of your Digimon or Tamers."}
    scn = scenario(cards={"Watcher": koromon, "Hold": option},
                   p1={"hand": ["Hold"], "battle": ["Watcher", "Tai Kamiya", "Agumon"]})
    g = Game(scn).answer("use p1-hold", f"p1-{suspended.lower().replace(' ', '-')}")
    assert g.find("suspend", f"p1-{suspended.lower().replace(' ', '-')}")
    assert len(g.find("draw")) == draws


@pytest.mark.parametrize(("text", "kind", "trait"), [
    ("[Your Turn] [Once Per Turn] When an effect places a Tamer card in this Digimon's "
     "digivolution cards, gain 1 memory.", "tamer", None),
    ("[All Turns] When Tamer cards are placed in this Digimon's digivolution cards, gain 1 "
     "memory.", "tamer", None),
    ("[Your Turn] [Once Per Turn] When effects place [CS] trait Digimon cards in this "
     "Digimon's digivolution cards, gain 1 memory.", "digimon", "CS"),
    ("[Your Turn] [Once Per Turn] When effects place Digimon cards with the [CS] trait in this "
     "Digimon's digivolution cards, gain 1 memory.", "digimon", "CS"),
    ("[Your Turn] [Once Per Turn] When an effect places an Option card with the [Three "
     "Musketeers] trait in this Digimon's digivolution cards, gain 1 memory.", "option",
     "Three Musketeers"),
    ("[Your Turn] [Once Per Turn] When [Three Musketeers] trait cards are placed in this "
     "Digimon's digivolution cards, gain 1 memory.", None, "Three Musketeers"),
])
def test_the_cards_placed_under_this_digimon_are_named(text, kind, trait):
    """The cards an effect places must fit (card_events.on_placed_under)."""
    read_whole(text)
    (effect,) = parse_text(text)
    trig = effect.trigger
    assert (trig.event, trig.side, trig.cause) == ("placed-under", "this", None)
    assert (trig.cards.kind, trig.cards.trait) == (kind, trait)
    assert effect.text == text


@pytest.mark.parametrize(("text", "trigger"), [
    ("[Your Turn] When one of your Digimon is played from digivolution cards, <Draw 1>.",
     fx.Trigger("played", "own", "from-under", what="digimon")),
    ("[All Turns] When any of your Digimon are played from digivolution cards, <Draw 1>.",
     fx.Trigger("played", "own", "from-under", what="digimon")),
    ("[Your Turn] When one of your Digimon is played from your trash, <Draw 1>.",
     fx.Trigger("played", "own", "from-trash", what="digimon")),
    ("[All Turns] [Once Per Turn] When a Digimon attacks, <Draw 1>.", fx.Trigger("attack", "any")),
])
def test_played_from_and_any_digimon_attacking(text, trigger):
    """"is played from digivolution cards" reads as "When you play a Digimon from
    digivolution cards"; "a Digimon attacks": either player's."""
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.trigger == trigger and effect.text == text


@pytest.mark.parametrize(("player", "triggered"), [("p2", True), ("p1", True)])
def test_another_named_card_played_by_either_player(player, triggered):
    """"When another [Eosmon] is played": either player's Eosmon (no player is named)."""
    watcher = {"kind": "tamer", "color": "yellow", "play_cost": 2,
               "text": "[All Turns] When another [Eosmon] is played, gain 1 memory."}
    eosmon = {"kind": "digimon", "color": "yellow", "level": 3, "dp": 3000, "play_cost": 0}
    scn = scenario(cards={"Watcher": watcher, "Eosmon": eosmon}, turn_player=player,
                   p1={"battle": ["Watcher"], "hand": ["Eosmon"] if player == "p1" else []},
                   p2={"hand": ["Eosmon"] if player == "p2" else []},
                   memory={"p1": 3} if player == "p1" else {"p1": -3})
    g = Game(scn).answer(f"play {player}-eosmon")
    assert g.find("play", f"{player}-eosmon")
    assert bool(g.find("trigger", "p1-watcher")) is triggered


@pytest.mark.parametrize(("text", "side"), [
    ("[All Turns] When an opponent's Digimon or Tamer becomes suspended, gain 1 memory.",
     "opponent"),
    ("[All Turns] When an effect suspends another Digimon or Tamer, gain 1 memory.", "any"),
])
def test_a_digimon_or_tamer_subject_names_both_kinds(text, side):
    """The plain subjects are Digimon; "Digimon or Tamer" lets a Tamer meet it (scenario
    trigger-opponents-digimon-or-tamer-suspended-rosemon)."""
    read_whole(text)
    (effect,) = parse_text(text)
    assert (effect.trigger.event, effect.trigger.side) == ("suspend", side)
    assert effect.trigger.subject.kind == "any" and effect.text == text


@pytest.mark.parametrize(("text", "event", "side", "names"), [
    ("[Your Turn] [Once Per Turn] When any of your opponent's Digimon is deleted, gain 1 memory.",
     "delete", "opponent", None),
    ("[Opponent's Turn] When your opponent's Digimon attacks, gain 1 memory.",
     "attack", "opponent", None),
    ("[Your Turn] When you play a [Groundramon], gain 1 memory.", "played", "own",
     ("Groundramon",)),
    ("[Your Turn] When an opponent plays an [Eosmon], gain 1 memory.", "played", "opponent",
     ("Eosmon",)),
])
def test_other_printed_subjects(text, event, side, names):
    read_whole(text)
    (effect,) = parse_text(text)
    trig = effect.trigger
    assert (trig.event, trig.side) == (event, side) and effect.text == text
    assert (trig.subject.names if names else trig.subject) == names
