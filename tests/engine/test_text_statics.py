"""The statics family (text_statics.py): "can't / doesn't unsuspend during your opponent's next
unsuspend phase" and "doesn't unsuspend [until ...]". Real-card proofs: scenarios
qa-q1086-*, unsuspend-phase-lock-*."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario

SUSPEND = "[Main] Suspend 1 of your opponent's Digimon. "


@pytest.mark.parametrize(("sentence", "restriction", "duration"), [
    ("It doesn't unsuspend during your opponent's next unsuspend phase.", "unsuspend-phase",
     "opponents-next-unsuspend-phase"),
    ("That Digimon doesn't unsuspend during their next unsuspend phase.", "unsuspend-phase",
     "opponents-next-unsuspend-phase"),
    ("It can't unsuspend during your opponent's next unsuspend phase.", "unsuspend-phase",
     "opponents-next-unsuspend-phase"),
    ("It can't unsuspend in their next unsuspend phase.", "unsuspend-phase",
     "opponents-next-unsuspend-phase"),
    ("1 of your opponent's Digimon doesn't unsuspend until the end of their turn.",
     "unsuspend", "until-opponents-turn-end"),
    ("Then, until the end of your opponent's turn, 1 of your opponent's Digimon doesn't "
     "unsuspend.", "unsuspend", "until-opponents-turn-end"),
])
def test_wordings_read_render_back_and_lower(sentence, restriction, duration):
    text = SUSPEND + sentence
    read_whole(text)  # renders back as printed
    action = parse_text(text)[0].clauses[-1].actions[0]
    assert (action.verb, action.restriction, action.duration) == ("restrict", restriction,
                                                                  duration)


def test_the_unsuspend_phase_duration_is_refused_with_another_verb():
    with pytest.raises(CardTextError) as err:
        parse_text("[Main] 1 of your Digimon gets +1000 DP during their next unsuspend phase.")
    assert "can't / doesn't unsuspend" in str(err.value)


TENTOMON = {"kind": "digimon", "color": "green", "level": 3, "dp": 2000, "play_cost": 3}
UNSUSPENDER = {"kind": "option", "color": "blue", "use_cost": 0,
               "text": "[Main] Unsuspend 1 of your Digimon."}


def _locked(sentence: str) -> Game:
    """p1 uses the effect on p2's Gabumon and passes: p2's turn 4 begins."""
    lock = {"kind": "option", "color": "green", "use_cost": 0, "text": SUSPEND + sentence}
    scn = scenario(cards={"Lock": lock, "Tentomon": TENTOMON, "Unsuspender": UNSUSPENDER},
                   p1={"hand": ["Lock"], "battle": ["Tentomon"]},
                   p2={"battle": ["Gabumon"], "hand": ["Unsuspender"]})
    return Game(scn).answer("use p1-lock", "pass", "skip")


def test_the_digimon_stays_suspended_in_the_next_unsuspend_phase_only():
    g = _locked("It can't unsuspend during your opponent's next unsuspend phase.")
    assert g.find("cant_unsuspend", "p2-gabumon")
    assert g.stack("p2-gabumon")["suspended"]
    # the main phase is not the unsuspend phase: an effect unsuspends it
    g.answer("use p2-unsuspender")
    assert not g.stack("p2-gabumon")["suspended"]


def test_until_the_end_of_their_turn_also_keeps_effects_from_unsuspending_it():
    g = _locked("It doesn't unsuspend until the end of their turn.")
    assert g.find("cant_unsuspend", "p2-gabumon")
    g.answer("use p2-unsuspender")
    assert g.stack("p2-gabumon")["suspended"]


OUTSIDE = ("[On Deletion] If deleted outside of a battle, your opponent trashes 1 card in their "
           "hand.")


def test_deleted_outside_of_a_battle_is_read_in_on_deletion_effects_only():
    read_whole(OUTSIDE)
    assert parse_text(OUTSIDE)[0].clauses[0].condition.subject == "deleted-outside-battle"
    with pytest.raises(CardTextError) as err:
        parse_text("[On Play] If deleted outside of a battle, gain 1 memory.")
    assert "[On Deletion]" in str(err.value)


def _deleted_by(how: str, hand: list[str]) -> Game:
    """p1's Falcon (OUTSIDE as its effect) is deleted by p2's Option or by p1's own 0 DP."""
    falcon = {"kind": "digimon", "color": "purple", "level": 3, "dp": 1000, "play_cost": 3,
              "text": OUTSIDE}
    shrink = {"kind": "option", "color": "purple", "use_cost": 0,
              "text": "[Main] 1 of your Digimon gets -2000 DP for the turn."}
    scn = scenario(cards={"Falcon": falcon, "Shrink": shrink},
                   p1={"battle": ["Falcon"], "hand": ["Shrink"]}, p2={"hand": hand})
    g = Game(scn)
    return g.answer("use p1-shrink") if how == "rule" else g


@pytest.mark.parametrize("hand", [["Gabumon"], []])
def test_a_rule_deletion_is_outside_of_a_battle_and_the_opponent_trashes(hand):
    g = _deleted_by("rule", hand)
    assert g.zone("p1-falcon") == "p1.trash"
    assert g.find("activate", "p1-falcon")
    assert bool(g.find("trash_hand", "p2-gabumon")) == bool(hand)
    if hand:
        assert g.zone("p2-gabumon") == "p2.trash"


def test_the_opponent_chooses_which_cards_to_trash():
    g = _deleted_by("rule", ["Gabumon", "Agumon"])
    assert g.decision.player == "p2"
    g.answer("p2-agumon")
    assert g.zone("p2-agumon") == "p2.trash" and g.zone("p2-gabumon") == "p2.hand"


ALSO = "[Your Turn] This Digimon can also attack your opponent's unsuspended Digimon"


@pytest.mark.parametrize(("tail", "under", "allowed"), [
    (".", [], True), (".", ["Gabumon"], True),
    (" with no digivolution cards.", [], True),
    (" with no digivolution cards.", ["Gabumon"], False),
])
def test_also_attack_unsuspended_offers_the_attack(tail, under, allowed):
    read_whole(ALSO + tail)
    marsmon = {"kind": "digimon", "color": "red", "level": 6, "dp": 11000, "play_cost": 12,
               "text": ALSO + tail}
    scn = scenario(cards={"Marsmon": marsmon}, p1={"battle": ["Marsmon"]},
                   p2={"battle": [{"card": "Greymon", "under": under}]})
    g = Game(scn)
    assert ("attack p1-marsmon -> p2-greymon" in g.options) == allowed


def test_without_the_effect_an_unsuspended_digimon_is_not_offered():
    scn = scenario(p1={"battle": ["Greymon"]}, p2={"battle": ["Agumon"]})
    assert "attack p1-greymon -> p2-agumon" not in Game(scn).options


def test_an_attack_by_an_effect_also_offers_the_unsuspended_digimon():
    marsmon = {"kind": "digimon", "color": "red", "level": 6, "dp": 11000, "play_cost": 12,
               "text": ALSO + "."}
    order = {"kind": "option", "color": "red", "use_cost": 0,
             "text": "[Main] 1 of your Digimon may attack."}
    scn = scenario(cards={"Marsmon": marsmon, "Order": order},
                   p1={"battle": ["Marsmon"], "hand": ["Order"]}, p2={"battle": ["Agumon"]})
    g = Game(scn).answer("use p1-order")
    assert "attack p1-marsmon -> p2-agumon" in g.options


@pytest.mark.parametrize(("first", "subject"), [
    ("If your opponent has 4 or less memory, gain 1 memory.", "opp-memory"),
    ("If your opponent has 3 or fewer security cards, gain 1 memory.", "opp-security"),
    ("If your opponent has 5 or fewer cards in their hand, gain 1 memory.", "opp-hand"),
])
def test_they_have_takes_the_noun_of_the_opponents_count_before(first, subject):
    text = f"[On Play] {first} If they have 4 or more, <Draw 1>."
    read_whole(text)
    cond = parse_text(text)[0].clauses[1].condition
    assert (cond.subject, cond.op, cond.value) == (subject, ">=", 4)


@pytest.mark.parametrize("text", [
    "[On Play] If they have 4 or more, <Draw 1>.",
    "[On Play] If you have 3 or fewer security cards, gain 1 memory. If they have 4 or more, "
    "<Draw 1>.",
])
def test_they_have_without_an_opponents_count_before_is_refused(text):
    with pytest.raises(CardTextError) as err:
        parse_text(text)
    assert "noun left out" in str(err.value)


def test_they_have_cards_in_their_trash_is_the_opponents_trash():
    text = "[On Play] If they have 10 or more cards in their trash, gain 1 memory."
    read_whole(text)
    assert parse_text(text)[0].clauses[0].condition.subject == "opp-trash"


MAY_HAND = ("[Main] Your opponent may trash 1 Digimon card in their hand. If they don't, gain 1 "
            "memory.")
MAY_SECURITY = ("[Main] Your opponent may trash the top card of their security stack. If they "
                "didn't, gain 2 memory.")


def _offer(text: str, p2: dict) -> Game:
    option = {"kind": "option", "color": "red", "use_cost": 0, "text": text}
    scn = scenario(cards={"Offer": option}, p1={"hand": ["Offer"], "battle": ["Agumon"]}, p2=p2)
    return Game(scn).answer("use p1-offer")


@pytest.mark.parametrize(("answer", "memory", "zone"), [
    ("yes", 3, "p2.trash"), ("no", 4, "p2.hand")])
def test_the_opponent_decides_and_they_dont_is_read_from_what_they_did(answer, memory, zone):
    g = _offer(MAY_HAND, {"hand": ["Gabumon"]})
    assert g.decision.player == "p2" and g.decision.kind == "optional"
    g.answer(answer)
    assert g.zone("p2-gabumon") == zone and g.mem() == memory


def test_with_no_fitting_card_nothing_is_asked_and_they_dont():
    g = _offer(MAY_HAND, {"hand": ["Tai Kamiya"]})
    assert g.find("opponent_may_nothing") and g.mem() == 4


def test_the_opponent_may_trash_their_top_security_card():
    g = _offer(MAY_SECURITY, {"security": 2}).answer("yes")
    assert g.find("trash_security") and g.mem() == 3
    assert len(g.snapshot["players"]["p2"]["security"]) == 1


@pytest.mark.parametrize(("kind", "memory"), [("option", 3), ("tamer", 1)])
def test_no_option_security_keeps_only_option_cards_from_activating(kind, memory):
    text = "[Your Turn] This Digimon doesn't activate [Security] effects on Option cards it checks."
    read_whole(text)
    checker = {"kind": "digimon", "color": "red", "level": 6, "dp": 11000, "play_cost": 12,
               "text": text}
    card = {"kind": kind, "color": "red", "security": "[Security] Gain 2 memory.",
            **({"use_cost": 0} if kind == "option" else {"play_cost": 2})}
    scn = scenario(cards={"Checker": checker, "Spark": card}, p1={"battle": ["Checker"]},
                   p2={"security": ["Spark"]})
    g = Game(scn).answer("attack p1-checker -> player")
    assert g.mem() == memory
    assert bool(g.find("security_effect_not_activated")) == (kind == "option")


@pytest.mark.parametrize(("under", "can_attack"), [([], False), (["Agumon"], True)])
def test_while_this_digimon_has_no_digivolution_cards(under, can_attack):
    text = "[All Turns] While this Digimon has no digivolution cards, it can't attack or block."
    read_whole(text)
    rex = {"kind": "digimon", "color": "purple", "level": 5, "dp": 9000, "play_cost": 7,
           "text": text}
    scn = scenario(cards={"Rex": rex}, p1={"battle": [{"card": "Rex", "under": under}]})
    assert ("attack p1-rex -> player" in Game(scn).options) == can_attack


@pytest.mark.parametrize("text", [
    "[Your Turn] While this Digimon has a [Hybrid] or [Ten Warriors] trait, it gets +2000 DP.",
    "[Your Turn] This Digimon gains +2000 DP.",
    "[Opponent's Turn] Your opponent's effects can't delete this Digimon.",
    "[Opponent's Turn] Their effects can't delete this Digimon.",
])
def test_more_wordings_render_back(text):
    read_whole(text)
    assert parse_text(text)[0].statics


def test_security_all_turns_is_one_face_up_security_effect():
    text = "[Security] [All Turns] All of your [Royal Base] trait Digimon get +1000 DP."
    read_whole(text)
    (effect,) = parse_text(text)
    assert (effect.timing, effect.type) == ("face-up-security", "persistent")
    with pytest.raises(CardTextError) as err:
        parse_text("[On Play] [All Turns] All of your Digimon get +1000 DP.")
    assert "[Security] [All Turns]" in str(err.value)


@pytest.mark.parametrize(("face_up", "dp"), [(True, 3000), (False, 2000)])
def test_a_face_up_security_card_gives_its_persistent_effect(face_up, dp):
    bee = {"kind": "digimon", "color": "green", "level": 3, "dp": 1000, "play_cost": 3,
           "text": "[Security] [All Turns] All of your Digimon get +1000 DP."}
    scn = scenario(cards={"Bee": bee}, p1={"battle": ["Agumon"],
                                           "security": [{"card": "Bee", "face_up": face_up}]})
    g = Game(scn)
    assert g.stack("p1-agumon")["dp"] == dp


@pytest.mark.parametrize(("turn_player", "dp"), [("p1", 5000), ("p2", 2000)])
def test_security_your_turn_applies_in_its_owners_turn_only(turn_player, dp):
    house = {"kind": "option", "color": "blue", "use_cost": 0,
             "text": "[Security] [Your Turn] All of your level 3 or higher Digimon get +3000 "
                     "DP."}
    scn = scenario(cards={"House": house}, turn_player=turn_player, memory={turn_player: 3},
                   p1={"battle": ["Agumon"], "security": [{"card": "House", "face_up": True}]})
    assert Game(scn).stack("p1-agumon")["dp"] == dp


@pytest.mark.parametrize(("face_up", "usable"), [(False, True), (True, False)])
def test_no_face_up_named_security_cards(face_up, usable):
    island = {"kind": "option", "color": "yellow", "use_cost": 0,
              "text": "While you have no face-up [Island] security cards, you can ignore this "
                      "card's color requirements. [Main] <Draw 1>"}
    scn = scenario(cards={"Island": island}, p1={
        "hand": ["Island"],
        "security": [{"card": "Island", "face_up": face_up, "id": "p1-island-security"}]})
    assert ("use p1-island" in Game(scn).options) == usable


@pytest.mark.parametrize(("suspended", "dp"), [(True, 4000), (False, 2000)])
def test_while_you_have_a_suspended_tamer(suspended, dp):
    text = "[All Turns] While you have a suspended Tamer in play, this Digimon gets +2000 DP."
    read_whole(text)
    drake = {"kind": "digimon", "color": "black", "level": 3, "dp": 2000, "play_cost": 3,
             "text": text}
    scn = scenario(cards={"Drake": drake}, p1={"battle": [
        "Drake", {"card": "Tai Kamiya", "suspended": suspended}]})
    assert Game(scn).stack("p1-drake")["dp"] == dp


@pytest.mark.parametrize(("tamer", "can_attack_player"), [(False, False), (True, True)])
def test_while_you_have_no_tamers(tamer, can_attack_player):
    text = "[Your Turn] While you have no Tamers in play, this Digimon can't attack players."
    drake = {"kind": "digimon", "color": "black", "level": 5, "dp": 9000, "play_cost": 8,
             "text": text}
    scn = scenario(cards={"Drake": drake},
                   p1={"battle": ["Drake", *(["Tai Kamiya"] if tamer else [])]})
    assert ("attack p1-drake -> player" in Game(scn).options) == can_attack_player


@pytest.mark.parametrize(("others", "dp"), [
    ([], 2000),  # only itself: "another" excludes it
    (["Mikey"], 5000),  # a Tamer with the trait
    (["Tai Kamiya"], 2000),  # a Tamer without it
])
def test_another_digimon_or_tamer_with_a_trait(others, dp):
    text = ("[All Turns] While you have another Digimon or Tamer with [Xros Heart] in one of its "
            "traits in play, this Digimon gets +3000 DP.")
    read_whole(text)
    bird = {"kind": "digimon", "color": "black", "level": 3, "dp": 2000, "play_cost": 4,
            "traits": ["Xros Heart"], "text": text}
    mikey = {"kind": "tamer", "color": "red", "play_cost": 3, "traits": ["Xros Heart"]}
    scn = scenario(cards={"Bird": bird, "Mikey": mikey}, p1={"battle": ["Bird", *others]})
    assert Game(scn).stack("p1-bird")["dp"] == dp


def test_played_by_an_effect_is_read_in_on_play_effects_only():
    with pytest.raises(CardTextError) as err:
        parse_text("[When Digivolving] If played by an effect, gain 1 memory.")
    assert "[On Play]" in str(err.value)


@pytest.mark.parametrize(("p1_tamer", "p2_tamer", "dp"), [
    (False, False, 2000), (True, False, 4000), (False, True, 4000)])
def test_theres_a_tamer_counts_either_players(p1_tamer, p2_tamer, dp):
    text = "[All Turns] While there's a Tamer, this Digimon gets +2000 DP."
    read_whole(text)
    spy = {"kind": "digimon", "color": "black", "level": 3, "dp": 2000, "play_cost": 3,
           "text": text}
    scn = scenario(cards={"Spy": spy},
                   p1={"battle": ["Spy", *(["Tai Kamiya"] if p1_tamer else [])]},
                   p2={"battle": ["Tai Kamiya"] if p2_tamer else []})
    assert Game(scn).stack("p1-spy")["dp"] == dp
