"""The Tamers family (text_tamers.py): Tamers' colors as a condition and as a count with a
description of the Tamers (executed in the scenarios qa-q4444-*,
card-text-tamer-colors-trait-and-each-color-once and
card-text-for-every-2-colors-your-adventure-tamers-have)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from judgeapp.engine.dcg import query
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.dcg.text_render import render_box
from judgeapp.engine.dcg.text_tamers import TAMER_COLORS
from judgeapp.engine.errors import CardTextError

from .helpers import Game, scenario

BIRDRAMON = ("[On Play] [When Digivolving] If your Tamers with the [ADVENTURE] trait have 3 or "
             "more total colors, this Digimon may digivolve into a Digimon card with the "
             "[ADVENTURE] trait in the hand without paying the cost.")
WEREGARURUMON = ("[On Play] [When Digivolving] Delete 1 of your opponent's level 4 or lower "
                 "Digimon. If your Tamers have 2 or more total colors, add 1 to this effect's "
                 "level maximum.")
MEGAKABUTERIMON = ("[On Play] [When Digivolving] 1 of your Digimon unsuspends. Then, for every 2 "
                   "colors your Tamers with the [ADVENTURE] trait have, Suspend 1 of your "
                   "opponent's Digimon.")


@pytest.mark.parametrize("text", [BIRDRAMON, WEREGARURUMON, MEGAKABUTERIMON])
def test_the_forms_render_back_as_printed(text):
    # the round trip ignores case: MegaKabuterimon prints "Suspend" after a comma
    assert render_box(read_whole(text)).lower() == text.lower()


def test_the_colors_of_described_tamers_lower_to_a_condition_with_their_filter():
    cond = parse_text(BIRDRAMON)[0].clauses[0].condition
    assert (cond.subject, cond.op, cond.value) == (TAMER_COLORS, ">=", 3)
    assert cond.filter is not None and cond.filter.kind == "tamer"


def test_all_tamers_colors_have_no_filter():
    box = read_whole(WEREGARURUMON)
    cond = box.items[0].sentences[1].condition.condition
    assert isinstance(cond, ir.Compare) and cond.subject == TAMER_COLORS and cond.cards is None


def test_the_count_keeps_the_description_of_the_tamers():
    suspend = parse_text(MEGAKABUTERIMON)[0].clauses[1].actions[0]
    assert suspend.verb == "suspend" and suspend.per is not None
    assert (suspend.per.what, suspend.per.per) == ("colors-tamers", 2)
    assert suspend.per.filter is not None and suspend.per.filter.trait == "ADVENTURE"


def test_fewer_total_colors_is_read_as_at_most():
    text = "[Main] If your Tamers have 2 or fewer total colors, gain 1 memory."
    assert render_box(read_whole(text)) == text
    cond = parse_text(text)[0].clauses[0].condition
    assert (cond.subject, cond.op, cond.value) == (TAMER_COLORS, "<=", 2)


MATT = ("[Your Turn] When you play a blue Digimon, you can suspend this Tamer to trash the bottom "
        "digivolution card of 1 of your opponent's Digimon.")


def test_you_can_suspend_this_tamer_to_is_the_optional_cost_of_you_may():
    assert render_box(read_whole(MATT)).lower() == MATT.lower()
    may = parse_text(MATT.replace("you can", "you may"))[0].clauses
    can = parse_text(MATT)[0].clauses
    assert [(c.form, c.cost, c.actions) for c in can] == \
        [(c.form, c.cost, c.actions) for c in may]
    assert can[0].cost[0].verb == "suspend"


METALGREYMON = ("[On Play] [When Digivolving] To 1 of your opponent's Digimon, <De-Digivolve 1> "
                "for every 2 of your Tamers' colors.")


def test_to_a_digimon_de_digivolve_for_each_keeps_the_amount_and_counts_instances():
    assert render_box(read_whole(METALGREYMON)) == METALGREYMON
    act = parse_text(METALGREYMON)[0].clauses[0].actions[0]
    assert (act.verb, act.amount, act.target.count) == ("de-digivolve", 1, 1)
    assert act.per is not None and (act.per.what, act.per.per) == ("colors-tamers", 2)


JP_KOJI_KOICHI = ("[Start of Your Main Phase] [On Play] You may place up to 2 [Hybrid] trait cards "
                  "with different colors from your hand or trash under this Tamer. If this effect "
                  "placed, <Draw 1> Then, if there are 4 or more [Hybrid] trait cards under this "
                  "Tamer, gain 2 memory.")


def test_place_with_different_colors_and_if_this_effect_placed():
    assert render_box(read_whole(JP_KOJI_KOICHI)) == JP_KOJI_KOICHI
    place, draw, _ = parse_text(JP_KOJI_KOICHI)[0].clauses
    assert place.actions[0].verb == "place-under" and place.actions[0].filter.different_colors
    assert (draw.condition.subject, draw.condition.kind) == ("effect-did", "place")


def test_if_this_effect_placed_needs_a_placing_before_it():
    with pytest.raises(CardTextError, match="place"):
        parse_text("[Main] Gain 1 memory. If this effect placed, <Draw 1>.")


def test_different_colors_is_refused_when_not_up_to():
    with pytest.raises(CardTextError, match="different colors"):
        parse_text("[Main] Place 2 [Hybrid] trait cards with different colors from your hand "
                   "under this Tamer.")


ARUKENIMON = ("[On Deletion] From your trash and without paying the cost, you may play 1 Tamer "
              "card with [Myotismon] in its text and without the same name as any of your "
              "Tamers.")
VEEDRAMON = ("[When Digivolving] If you have 1 or fewer Tamers, from your hand and without paying "
             "the cost, you may play 1 Tamer card with [Veedramon] in its text from your hand "
             "without paying the cost.")


@pytest.mark.parametrize(("text", "zone", "limit"), [(ARUKENIMON, "trash", True),
                                                    (VEEDRAMON, "hand", False)])
def test_the_place_and_price_printed_first_is_a_free_play(text, zone, limit):
    assert render_box(read_whole(text)) == text
    clause = parse_text(text)[0].clauses[0]
    play = clause.actions[0]
    assert clause.form == "may" and (play.verb, play.source, play.not_tamer_names) == \
        ("play-free", zone, limit)


def test_a_place_printed_twice_must_be_the_same():
    with pytest.raises(CardTextError, match="printed twice"):
        read_whole("[Main] From your hand and without paying the cost, you may play 1 Tamer "
                   "card from your trash without paying the cost.")


WARGREYMON = ("[On Play] [When Digivolving] Until your opponent's turn ends, for every 2 colors "
              "your Tamers have, their Digimon's effects don't affect 1 of your Digimon.")


def test_a_shield_for_every_2_tamer_colors_chooses_that_many():
    assert render_box(read_whole(WARGREYMON)) == WARGREYMON
    act = parse_text(WARGREYMON)[0].clauses[0].actions[0]
    assert (act.verb, act.target.count, act.duration) == \
        ("unaffected", 1, "until-opponents-turn-end")
    assert act.per is not None and (act.per.what, act.per.per) == ("colors-tamers", 2)


TANEMON = ("[Your Turn] [Once Per Turn] When any of your [Ver.4] trait Digimon are played, by "
           "trashing this Digimon's bottom face-down digivolution card, gain 1 memory.")


def test_the_own_bottom_face_down_card_is_a_by_cost_only():
    assert render_box(read_whole(TANEMON)).lower() == TANEMON.lower()
    clause = parse_text(TANEMON, inherited=True)[0].clauses[0]
    assert [a.verb for a in clause.cost] == ["trash-own-face-down"]
    with pytest.raises(CardTextError):
        read_whole("[Main] Trashing this Digimon's bottom face-down digivolution card.")


def _tamers_state(also: str):
    """p1's Tamers: a red [ADVENTURE] Tamer whose own active effect makes it "also treated
    as" ``also`` and a yellow [ADVENTURE] Tamer. No printed Tamer is also treated as a color
    (the card database has none), so the effect of BT3-040's wording is grafted onto a stand-in
    Tamer: the point is that both readings of the Tamers' colors see the same colors."""
    cards = {name: {"kind": "tamer", "color": color, "play_cost": 2, "traits": ["ADVENTURE"]}
             for name, color in (("Red Tamer", "red"), ("Yellow Tamer", "yellow"))}
    g = Game(scenario(p1={"battle": [{"card": "Red Tamer"}, {"card": "Yellow Tamer"}]},
                      cards=cards))
    top = g.state.players["p1"].battle[0].top
    treated = parse_text(f"[All Turns] This Digimon is also treated as {also}.")
    top.defn = replace(top.defn, effects=top.defn.effects + treated)
    return g.state


@pytest.mark.parametrize(("also", "total"), [("blue", 3), ("yellow", 2)])
def test_the_total_colors_condition_and_the_count_read_the_same_colors(also, total):
    state = _tamers_state(also)
    assert query.colors(state, state.players["p1"].battle[0]) == ("red", also)
    # "for every 2 colors your Tamers with the [ADVENTURE] trait have", counted 1 by 1
    per = parse_text(MEGAKABUTERIMON)[0].clauses[1].actions[0].per
    each = replace(per, per=1)
    assert query.count(state, each, "p1", None) == total  # a color counts once (Q3209)
    assert query.count(state, per, "p1", None) == total // 2
    # "If your Tamers with the [ADVENTURE] trait have N or more total colors"
    cond = parse_text(BIRDRAMON)[0].clauses[0].condition
    for n in range(1, 5):
        at_least = replace(cond, value=n)
        assert query.holds(state, at_least, "p1", None) == \
            (query.count(state, each, "p1", None) >= n)
