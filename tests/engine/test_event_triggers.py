"""Event triggers about attacks, blocks, battles, deletions and suspension ("When this
Digimon is blocked", "When an effect suspends ...", ...): what each wording means, and the
wordings that stay refused. Their execution is proven by the library scenarios."""

import pytest

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario


@pytest.mark.parametrize(("text", "trigger"), [
    ("[Your Turn] When this Digimon is blocked, gain 3 memory.",
     fx.Trigger("blocked", "this")),
    ("[When Attacking] When this Digimon attacks a player, gain 1 memory.",
     fx.Trigger("attack", "this", target="player")),
    ("[Your Turn] When this Digimon attacks an opponent's Digimon, lose 2 memory.",
     fx.Trigger("attack", "this", target="digimon")),
    ("[Opponent's Turn] When one of your opponent's Digimon attacks, gain 1 memory.",
     fx.Trigger("attack", "opponent")),
    ("[Your Turn] When this Digimon deletes your opponent's Digimon in battle, gain 1 memory.",
     fx.Trigger("battle-delete", "this")),
    ("[Your Turn] When this Digimon deletes one of your opponent's Digimon in battle and "
     "survives, gain 1 memory.", fx.Trigger("battle-delete", "this", "survives")),
    ("[Your Turn] When one of your other Digimon is deleted, gain 1 memory.",
     fx.Trigger("delete", "own", other=True)),
    ("[Your Turn] When an opponent's Digimon is deleted by dropping to 0 DP, gain 1 memory.",
     fx.Trigger("delete", "opponent", "zero-dp")),
    ("[All Turns] [Once Per Turn] When an attack target is switched, gain 1 memory.",
     fx.Trigger("switch", "any")),
    ("[All Turns] [Once Per Turn] When attack targets change, <Draw 1>.",
     fx.Trigger("switch", "any")),
    ("[Your Turn] When this Digimon's attack target is switched, this Digimon gets +3000 DP for "
     "the turn.", fx.Trigger("switch", "this")),
    ("[All Turns] When this Tamer becomes suspended, gain 1 memory.",
     fx.Trigger("suspend", "this")),
    ("[All Turns] When this Digimon suspends, <Draw 1>.", fx.Trigger("suspend", "this")),
    ("[Your Turn] When an effect suspends another Digimon, gain 1 memory.",
     fx.Trigger("suspend", "any", "effect", other=True)),
    ("[Opponent's Turn] When a Digimon becomes unsuspended, <Draw 1>.",
     fx.Trigger("unsuspend", "any")),
    ("[Your Turn] When this Digimon becomes unsuspended during your unsuspend phase, gain 1 "
     "memory.", fx.Trigger("unsuspend", "this", phase="unsuspend")),
    ("[Your Turn] When one of your Digimon deletes an opponent's Digimon in battle, gain 1 "
     "memory.", fx.Trigger("battle-delete", "own")),
    ("[Your Turn] [Once Per Turn] When one of your Digimon's attack targets is switched, "
     "unsuspend this Digimon, and gain 1 memory.", fx.Trigger("switch", "own")),
    ("[All Turns] When another Digimon attacks, gain 1 memory.",
     fx.Trigger("attack", "any", other=True)),
    ("[Your Turn] When one of your other Digimon attacks, gain 1 memory.",
     fx.Trigger("attack", "own", other=True)),
])
def test_each_wording_is_read_with_its_meaning_and_renders_back(text, trigger):
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.type == fx.TRIGGER and effect.trigger == trigger
    assert effect.text == text


@pytest.mark.parametrize("text", [
    "[Your Turn] When this Digimon is deleted, <Draw 1>.",  # not an event of a Digimon in play
    "[Your Turn] When an opponent's Digimon is blocked, <Draw 1>.",
    "[Your Turn] When an opponent's Digimon is deleted by dropping to 1000 DP, <Draw 1>.",
    "[On Play] When this Digimon attacks a player, <Draw 1>.",  # only after [When Attacking]
    "[When Attacking] When one of your Digimon attacks, <Draw 1>.",
])
def test_pairs_the_engine_does_not_model_are_refused(text):
    with pytest.raises(CardTextError):
        parse_text(text)


TAMER = {"kind": "tamer", "color": "red", "play_cost": 2,
         "text": "[Your Turn] When one of your red or yellow Digimon attacks, you may suspend "
                 "this Tamer to gain 2 memory."}


@pytest.mark.parametrize(("attacker", "triggered"), [
    ("Greymon", True), ("Gabumon", False), ("Twin", True)])
def test_a_color_named_trigger_reads_the_attackers_colors(attacker, triggered):
    """"one of your red or yellow Digimon": a multicolor Digimon has each of its colors
    (CR 4.2 2-4-3-1); a blue one doesn't trigger it."""
    twin = {"kind": "digimon", "colors": ["blue", "yellow"], "level": 4, "dp": 5000}
    scn = scenario(cards={"Tamer": TAMER, "Twin": twin}, memory={"p1": 3},
                   p1={"battle": ["Tai Kamiya", "Tamer", attacker]}, p2={"security": 3})
    g = Game(scn).answer(f"attack p1-{attacker.lower()} -> player")
    assert bool(g.find("trigger", "p1-tamer")) is triggered


@pytest.mark.parametrize(("p2_dp", "gained"), [(2000, True), (9000, False)])
def test_one_of_your_digimon_deletes_in_battle_triggers_a_tamer(p2_dp, gained):
    """"When one of your green or blue Digimon deletes an opponent's Digimon in battle and
    survives" is read on any of the player's cards (the Tamer), not only on the winner."""
    tamer = {"kind": "tamer", "color": "green", "play_cost": 2,
             "text": "[Your Turn] When one of your green or blue Digimon deletes an opponent's "
                     "Digimon in battle and survives, gain 1 memory."}
    foe = {"kind": "digimon", "color": "red", "level": 4, "dp": p2_dp, "play_cost": 4}
    scn = scenario(cards={"Tamer": tamer, "Foe": foe}, memory={"p1": 3},
                   p1={"battle": ["Tamer", "Gabumon"]},
                   p2={"battle": [{"card": "Foe", "suspended": True}], "security": 3})
    g = Game(scn).answer("attack p1-gabumon -> p2-foe")
    assert bool(g.find("memory", "p1-tamer") or g.find("trigger", "p1-tamer")) is gained


def test_a_qualified_subject_for_a_battle_deletion():
    text = ("[Your Turn] When one of your green or blue Digimon deletes an opponent's Digimon in "
            "battle and survives, gain 1 memory.")
    read_whole(text)
    trig = parse_text(text)[0].trigger
    assert (trig.event, trig.side, trig.cause) == ("battle-delete", "own", "survives")
    assert trig.subject.colors == ("green", "blue")


def test_two_verbs_joined_by_comma_and_are_processed_in_order():
    """"unsuspend this Digimon, and gain 1 memory": one sentence, two verbs in the printed
    order (CR 4.2 15-1-2)."""
    text = ("[Your Turn] [Once Per Turn] When one of your Digimon's attack targets is switched, "
            "unsuspend this Digimon, and gain 1 memory.")
    actions = parse_text(text)[0].clauses[0].actions
    assert [a.verb for a in actions][1:] == ["memory"] and len(actions) == 2
