"""Counting (text_count.py): trashing the opponent's security cards and "for each X" on
suspend, delete, trashing cards and memory (CR 4.2 4-27). Real-card edges are library
scenarios (counting-*, qa-q1818)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.dcg.text_render import render_box
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario

OPTION = {"kind": "option", "color": "red", "use_cost": 0}
JERI = {"kind": "tamer", "color": "yellow", "play_cost": 2}


def _use(text: str, p1: dict | None = None, p2: dict | None = None) -> Game:
    scn = scenario(cards={"Boost": {**OPTION, "text": text}, "Jeri": JERI},
                   p1={"hand": ["Boost"], "battle": ["Agumon"], **(p1 or {})}, p2=p2,
                   memory={"p1": 5})
    return Game(scn).answer("use p1-boost")


@pytest.mark.parametrize(("text", "n"), [
    ("Trash your opponent's top security card.", 1),
    ("Trash the top card of your opponent's security stack.", 1),
    ("Trash the top 2 cards of your opponent's security stack.", 2),
    ("Trash 1 card from the top of your opponent's security stack.", 1),
])
def test_opponent_security_wordings_read_back_and_trash_from_the_top(text, n):
    assert render_box(read_whole(f"[Main] {text}")) == f"[Main] {text}"
    g = _use(f"[Main] {text}", p2={"security": ["Agumon", "Gabumon", "Greymon"]})
    assert [g.zone(c) for c in ("p2-agumon", "p2-gabumon", "p2-greymon")] == \
        ["p2.trash"] * n + ["p2.security"] * (3 - n)
    assert g.find("trash_opponent_security", count=n)


def test_more_than_the_security_stack_holds_trashes_what_there_is():
    g = _use("[Main] Trash the top 3 cards of your opponent's security stack.",
             p2={"security": ["Agumon"]})
    assert g.zone("p2-agumon") == "p2.trash"
    step = g.find("trash_opponent_security")[0]
    assert step.data["count"] == 1 and "only 1 were there" in step.text


def test_a_description_of_the_cards_from_the_top_is_refused():
    with pytest.raises(CardTextError, match="from the top of the security stack"):
        read_whole("[Main] Trash 1 Digimon card from the top of your opponent's security "
                   "stack.")


@pytest.mark.parametrize(("trash", "trashed"), [(9, 0), (10, 1), (21, 2)])
def test_for_every_ten_cards_trashes_one_security_card_per_ten(trash, trashed):
    g = _use("[Main] For every 10 cards in your trash, trash 1 card from the top of your "
             "opponent's security stack.", p1={"trash": ["Agumon"] * trash},
             p2={"security": ["Gabumon", "Gabumon", "Gabumon"]})
    assert len(g.snapshot["players"]["p2"]["trash"]) == trashed
    assert g.find("counted", count=trashed)


@pytest.mark.parametrize("text", [
    "For each Tamer you have in play, suspend 1 of your opponent's Digimon.",
    "Suspend 1 of your opponent's Digimon for each Tamer you have in play.",
])
def test_one_digimon_for_each_tamer_is_as_many_digimon(text):
    assert render_box(read_whole(f"[Main] {text}")) == f"[Main] {text}"
    g = _use(f"[Main] {text}", p1={"battle": ["Agumon", "Tai Kamiya", "Jeri"]},
             p2={"battle": ["Agumon", "Gabumon", "Greymon"]})
    assert g.decision.kind == "choose_target"
    g.answer("p2-agumon", "p2-greymon")
    suspended = {s["id"]: s["suspended"] for s in g.snapshot["players"]["p2"]["battle"]}
    assert suspended == {"p2-agumon": True, "p2-gabumon": False, "p2-greymon": True}


def test_nothing_counted_processes_nothing():
    g = _use("[Main] For each Tamer you have in play, delete 1 of your opponent's Digimon.",
             p2={"battle": ["Agumon"]})
    assert g.zone("p2-agumon") == "p2.battle"
    assert g.find("counted", count=0) and not g.find("delete")


def test_a_and_b_for_each_x_use_the_count_read_when_the_effect_began():
    """CR 4.2 4-27-4: A for each X, then B for each X present upon activation: suspending
    the counted Digimon doesn't lower the memory gained."""
    g = _use("[Main] For each of your opponent's unsuspended Digimon, suspend 1 of your "
             "opponent's Digimon and gain 1 memory.", p2={"battle": ["Agumon", "Gabumon"]})
    g.answer("p2-agumon", "p2-gabumon")
    assert all(s["suspended"] for s in g.snapshot["players"]["p2"]["battle"])
    assert g.mem() == 7 and len(g.find("counted")) == 1


def test_trash_the_top_cards_of_your_deck_for_each():
    g = _use("[Main] Trash the top 2 cards of your deck for each Tamer you have in play.",
             p1={"battle": ["Agumon", "Tai Kamiya", "Jeri"], "deck": 5})
    assert len(g.snapshot["players"]["p1"]["deck"]) == 1


@pytest.mark.parametrize(("text", "why"), [
    ("[Main] Delete all of your opponent's Digimon for each Tamer you have in play.",
     "not 'all of'"),
    ("[Main] For each Tamer you have in play, trash the top card of both players' decks.",
     "both players' decks"),
])
def test_counts_the_rules_dont_settle_are_refused(text, why):
    with pytest.raises(CardTextError, match=why):
        parse_text(text)


@pytest.mark.parametrize(("text", "sides"), [
    ("[Main] 1 of your opponent's Digimon and all of your opponent's Security Digimon get "
     "-3000 DP for the turn.", ("opponent", "opponent")),
    ("[Main] 1 of your opponent's Digimon and all of their Security Digimon get -4000 DP "
     "until the end of their turn.", ("opponent", "opponent")),
    ("[Main] All of your Digimon and Security Digimon get +5000 DP for the turn.",
     ("own", "own")),
])
def test_a_target_and_the_security_digimon_both_get_the_change(text, sides):
    assert render_box(read_whole(text)) == text
    acts = parse_text(text)[0].clauses[0].actions
    assert [(a.verb, a.target.kind, a.target.side) for a in acts] == [
        ("dp", "digimon", sides[0]), ("dp", "security-digimon", sides[1])]


def test_the_pair_for_each_x_multiplies_both_changes():
    g = _use("[Main] For each Tamer you have in play, 1 of your opponent's Digimon and all "
             "of your opponent's Security Digimon get -1000 DP for the turn.",
             p1={"battle": ["Agumon", "Tai Kamiya", "Jeri"]}, p2={"battle": ["Greymon"]})
    assert g.stack("p2-greymon")["dp"] == 3000
    assert g.find("security_dp_change", amount=-2000)


@pytest.mark.parametrize("text", [
    "[Main] 1 of your opponent's Digimon and 1 of your Digimon get -1000 DP for the turn.",
    "[Main] All of your opponent's Security Digimon and 1 of your opponent's Digimon get "
    "-1000 DP for the turn.",
])
def test_other_pairs_of_targets_are_refused(text):
    with pytest.raises(CardTextError, match="pair|second"):
        read_whole(text)


@pytest.mark.parametrize(("trash", "deleted"), [(9, False), (10, True)])
def test_a_level_maximum_raised_for_every_ten_cards(trash, deleted):
    g = _use("[Main] Delete 1 of your opponent's level 3 or lower Digimon. For every 10 cards "
             "in your trash, add 1 to the maximum level of the Digimon you can choose with "
             "this effect.", p1={"trash": ["Gabumon"] * trash}, p2={"battle": ["Greymon"]})
    assert (g.zone("p2-greymon") == "p2.trash") is deleted
    assert g.find("bound_raised", measure="level", before=3, after=3 + trash // 10)


@pytest.mark.parametrize(("tamers", "deleted"), [(0, False), (1, True)])
def test_a_maximum_raised_if_a_condition_holds_when_processed(tamers, deleted):
    g = _use("[Main] Delete 1 of your opponent's Digimon with 3000 DP or less. If you have 1 "
             "or more Tamers, add 2000 to this effect's DP maximum.",
             p1={"battle": ["Agumon", "Tai Kamiya"][:1 + tamers]},
             p2={"battle": ["Greymon"]})
    assert (g.zone("p2-greymon") == "p2.trash") is deleted


@pytest.mark.parametrize(("battle", "played"), [(["Agumon"], False),
                                                 (["Agumon", "Tai Kamiya"], True)])
def test_the_card_played_has_its_level_maximum_raised(battle, played):
    g = _use("[Main] You may play 1 level 3 or lower Digimon card from your hand without "
             "paying the cost. For each Tamer you have in play, add 1 to this effect's level "
             "maximum.", p1={"battle": battle, "hand": ["Boost", "Greymon"]})
    g.answer("yes")
    assert (g.zone("p1-greymon") == "p1.battle") is played


@pytest.mark.parametrize(("text", "why"), [
    ("[Main] Delete 1 of your opponent's level 3 or lower Digimon. For each Tamer you have in "
     "play, add 1000 to this effect's DP maximum.", "no dp maximum"),
    ("[Main] For each Tamer you have in play, add 1 to this effect's level maximum.",
     "right after the sentence"),
])
def test_a_maximum_without_a_bound_right_before_is_refused(text, why):
    with pytest.raises(CardTextError, match=why):
        parse_text(text)


RED_BLUE = {"kind": "digimon", "colors": ["red", "blue"], "level": 3, "dp": 1000,
            "play_cost": 3}


@pytest.mark.parametrize(("text", "gained"), [
    # Agumon red, Gabumon blue, Red Blue red and blue: 2 different colors (Q&A Q3209)
    ("Gain 1 memory for each color of your opponent's Digimon and Tamers.", 2),
    ("For every 2 colors your opponent's Digimon and Tamers have, gain 1 memory.", 1),
    ("Gain 1 memory for each color in your opponent's trash.", 2),
    ("Gain 1 memory for each color your Digimon have.", 1),
])
def test_each_color_counts_once(text, gained):
    scn = scenario(cards={"Boost": {**OPTION, "text": f"[Main] {text}"}, "Red Blue": RED_BLUE},
                   p1={"hand": ["Boost"], "battle": ["Agumon"]},
                   p2={"battle": ["Agumon", "Gabumon", "Red Blue"],
                       "trash": ["Agumon", "Agumon", "Red Blue"]}, memory={"p1": 3})
    g = Game(scn).answer("use p1-boost")
    assert g.mem() == 3 + gained


def test_colors_of_the_digivolution_cards_leave_out_face_down_ones():
    scn = scenario(cards={"Red Blue": RED_BLUE}, p1={"battle": [
        {"card": "Greymon", "under": ["Gabumon", "Red Blue"]}]})
    g = Game(scn)
    stack = next(s for s in g.state.players["p1"].battle)
    from judgeapp.engine.dcg import query as q
    from judgeapp.engine.dcg.effects import Count
    assert q.count(g.state, Count("colors-under"), "p1", stack) == 2
    stack.under[0].face_down = True
    stack.under[1].face_down = True
    assert q.count(g.state, Count("colors-under"), "p1", stack) == 0


def test_return_one_for_each_is_as_many():
    g = _use("[Main] For each Tamer you have in play, return 1 of your opponent's Digimon to "
             "the hand.", p1={"battle": ["Agumon", "Tai Kamiya", "Jeri"]},
             p2={"battle": ["Greymon", "Gabumon"]})
    g.answer("p2-greymon", "p2-gabumon")
    assert g.zone("p2-greymon") == g.zone("p2-gabumon") == "p2.hand"


def test_described_cards_in_the_trash_are_counted():
    scn = scenario(cards={"Boost": {**OPTION, "text": "[Main] Gain 1 memory for each Digimon "
                                    "card with [Agu] in its name in your trash."},
                          "Agunimon": {"kind": "digimon", "color": "red", "level": 4,
                                       "dp": 5000, "play_cost": 5},
                          "Agu Tamer": {"kind": "tamer", "color": "red", "play_cost": 2}},
                   p1={"hand": ["Boost"], "battle": ["Agumon"],
                       "trash": ["Agumon", "Agunimon", "Gabumon", "Agu Tamer"]},
                   memory={"p1": 3})
    g = Game(scn).answer("use p1-boost")
    assert g.mem() == 5  # Agumon and Agunimon: not Gabumon, not the Tamer card


def test_described_digivolution_cards_leave_out_face_down_ones():
    text = ("[Main] Gain 1 memory for each card with the [Dragon] trait in this Digimon's "
            "digivolution cards.")
    assert render_box(read_whole(text)) == text
    dragon = {"kind": "digimon", "color": "red", "level": 3, "dp": 2000, "play_cost": 3,
              "traits": ["Dragon"]}
    scn = scenario(cards={"Dragon A": dragon, "Dragon B": dragon},
                   p1={"battle": [{"card": "Greymon", "under": ["Dragon A", "Dragon B"]}]})
    g = Game(scn)
    stack = g.state.players["p1"].battle[0]
    effect = parse_text(text)[0]
    per = effect.clauses[0].actions[0].per
    from judgeapp.engine.dcg import query as q
    assert q.count(g.state, per, "p1", stack) == 2
    stack.under[0].face_down = True
    assert q.count(g.state, per, "p1", stack) == 1


@pytest.mark.parametrize("text", [
    "[Main] To 1 of your opponent's Digimon, give -1000 DP for the turn for each Tamer you "
    "have in play.",
    "[Main] To 1 of your opponent's Digimon give -1000 DP for the turn for each Tamer you "
    "have in play.",
])
def test_to_a_digimon_give_dp_for_each(text):
    assert render_box(read_whole(text)) == text
    g = _use(text, p1={"battle": ["Agumon", "Tai Kamiya", "Jeri"]}, p2={"battle": ["Greymon"]})
    assert g.stack("p2-greymon")["dp"] == 3000


@pytest.mark.parametrize(("tamers", "placed"), [(["Tai Kamiya"], False),
                                               (["Tai Kamiya", "Jeri"], True)])
def test_the_placing_rider_of_the_manual_raises_the_dp_maximum(tamers, placed):
    """The manual's example (Placing Cards In Private Areas): 'For every 2 colors your Tamers
    have, add 2000 to this effect's DP maximum.': red and yellow Tamers allow 8000 DP."""
    text = ("[Main] Place 1 of your opponent's 6000 DP or lower Digimon as the top security "
            "card. For every 2 colors your Tamers have, add 2000 to this effect's DP maximum.")
    big = {"kind": "digimon", "color": "blue", "level": 5, "dp": 7000, "play_cost": 6}
    scn = scenario(cards={"Boost": {**OPTION, "text": text}, "Jeri": JERI, "Big": big},
                   p1={"hand": ["Boost"], "battle": ["Agumon", *tamers]},
                   p2={"battle": ["Big"]}, memory={"p1": 5})
    g = Game(scn).answer("use p1-boost")
    assert (g.zone("p2-big") == "p2.security") is placed


@pytest.mark.parametrize(("choice", "suspended"), [("1", ["p2-greymon"]),
                                                   ("2", ["p2-agumon", "p2-gabumon"])])
def test_suspend_one_description_or_the_other(choice, suspended):
    text = ("[Main] Suspend 1 of your opponent's Digimon, or 2 of your opponent's Digimon with "
            "3000 DP or less.")
    assert render_box(read_whole(text)) == text
    g = _use(text, p2={"battle": ["Agumon", "Gabumon", "Greymon"]})
    g.answer(choice)
    if choice == "1":
        assert "p2-agumon" in g.options and "p2-greymon" in g.options
        g.answer("p2-greymon")
    else:
        assert "p2-greymon" not in g.options
        g.answer("p2-agumon", "p2-gabumon")
    state = {s["id"]: s["suspended"] for s in g.snapshot["players"]["p2"]["battle"]}
    assert sorted(k for k, v in state.items() if v) == sorted(suspended)


def test_unsuspend_one_or_the_other_is_refused():
    with pytest.raises(CardTextError, match="reads 'or'"):
        read_whole("[Main] Unsuspend 1 of your Digimon, or 2 of your Digimon with 3000 DP or "
                   "less.")
