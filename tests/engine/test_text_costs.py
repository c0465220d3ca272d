"""The costs family's forms (text_costs.py): "play ... from one of your [blue] Digimon's
digivolution cards", play cost reductions "for each ..." and in the older wording, and "...,
other than [X], ..." after a card description (executed in the scenarios qa-q2108-*,
play-from-one-of-your-blue-digimons-digivolution-cards-edges, qa-q1002-*,
play-cost-reduced-*, qa-q2514-*)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.card_refs import fits
from judgeapp.engine.dcg.cards import CardDef
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.effects import CardFilter
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.dcg.text_render import render_box
from judgeapp.engine.errors import CardTextError

GORILLAMON = ("[On Play] You may play 1 level 3 Digimon card from 1 of your blue Digimon's "
              "digivolution cards without paying its memory cost.")
WARUSEADRAMON = ("[On Play] [When Digivolving] You may play 1 purple or blue level 3 Digimon "
                 "card from 1 of your purple or blue Digimon's digivolution cards without "
                 "paying the cost.")
OLDER = ("[Main] You may play 1 Tamer card or 1 Digimon card with [Hybrid] in its traits from "
         "one of your Digimon's digivolution cards as a Tamer or another Digimon without "
         "paying its memory cost.")


@pytest.mark.parametrize("text", [GORILLAMON, WARUSEADRAMON, OLDER])
def test_the_source_renders_back_as_printed(text):
    assert render_box(read_whole(text)) == text


def test_the_card_and_the_digimon_it_is_under_are_two_descriptions():
    (act,) = parse_text(WARUSEADRAMON)[0].clauses[0].actions
    assert (act.verb, act.source, act.amount) == ("play-free", "under-own", 1)
    assert (act.filter.colors, act.filter.min_level, act.filter.max_level) == (
        ("purple", "blue"), 3, 3)
    assert (act.target.side, act.target.kind, act.target.colors) == (
        "own", "digimon", ("purple", "blue"))


def test_any_digimon_of_yours_when_no_color_is_printed():
    (act,) = parse_text(OLDER)[0].clauses[0].actions
    assert act.source == "under-own" and act.target.colors == ()


def test_more_than_one_digimon_s_cards_is_refused():
    with pytest.raises(CardTextError, match="one of your Digimon"):
        parse_text(GORILLAMON.replace("from 1 of", "from 2 of"))


WARGREYMON = ("When this card would be played, reduce the play cost by 2 for each of your "
              "opponent's Digimon.")
GOMAMON = ("When playing this card from your hand, reduce its memory cost by 1 for each of your "
           "opponent's Digimon with no digivolution cards.")
LUCEMON = ("While you have 10 or more cards in your trash, when playing this card from your "
           "hand, reduce its play cost by 8.")


@pytest.mark.parametrize("text", [WARGREYMON, GOMAMON, LUCEMON])
def test_play_cost_reductions_render_back_as_printed(text):
    assert render_box(read_whole(text)) == text


def test_the_reduction_for_each_counts_the_opponents_digimon():
    (effect,) = parse_text(WARGREYMON)
    (act,) = effect.clauses[0].actions
    assert (effect.keyword, effect.trigger.event, act.verb, act.amount) == (
        "play-reduction", "would-be-played", "reduce-play-cost", 2)
    assert (act.per.what, act.per.target.side, act.per.target.kind) == (
        "stacks", "opponent", "digimon")


def test_the_older_wording_is_the_same_reduction_and_its_condition_may_come_first():
    (gomamon,) = parse_text(GOMAMON)
    assert gomamon.trigger.event == "would-be-played"
    assert gomamon.clauses[0].actions[0].per.target.no_digivolution
    (lucemon,) = parse_text(LUCEMON)
    clause = lucemon.clauses[0]
    assert (lucemon.trigger.event, clause.actions[0].amount, clause.actions[0].per) == (
        "would-be-played", 8, None)
    assert clause.condition is not None


def test_a_card_in_the_hand_counting_its_own_digivolution_cards_is_refused():
    with pytest.raises(CardTextError, match="a card in the hand has no digivolution cards"):
        parse_text("When this card would be played, reduce the play cost by 1 for each of this "
                   "Digimon's digivolution cards.")


PUPPETMON = ("[End of Opponent's Turn] Delete this Digimon. Then, you may play 1 Digimon card with "
             "the [Dark Masters] trait, other than [Puppetmon], from your hand without paying "
             "the cost.")


def test_other_than_a_name_renders_back_and_leaves_that_name_out():
    assert render_box(read_whole(PUPPETMON)) == PUPPETMON
    act = parse_text(PUPPETMON)[0].clauses[1].actions[0]
    assert (act.verb, act.filter.trait, act.filter.not_names) == (
        "play-free", "Dark Masters", ("Puppetmon",))


def test_a_card_with_the_excluded_name_does_not_fit():
    flt = CardFilter(kind="digimon", not_names=("Puppetmon",))
    assert not fits(CardDef(name="Puppetmon", kind="digimon"), flt)
    assert fits(CardDef(name="MetalSeadramon", kind="digimon"), flt)


OURYUMON = ("[All Turns] [Once Per Turn] When this Digimon becomes suspended, you may play 1 "
            "Digimon card with the [Beast Dragon]/[DigiPolice] trait and 5000 DP or less from "
            "your hand without paying the cost.")


def test_and_dp_or_less_joins_the_description():
    # the trigger's sentence is rendered capitalized ("..., You may"): case aside, as printed
    assert render_box(read_whole(OURYUMON)).lower() == OURYUMON.lower()
    act = parse_text(OURYUMON)[0].clauses[0].actions[0]
    assert (act.filter.traits_any, act.filter.max_dp) == (("Beast Dragon", "DigiPolice"), 5000)


def test_and_dp_or_less_after_a_name_is_refused():
    with pytest.raises(CardTextError, match="after a card description that ends with 'with"):
        parse_text("[On Play] You may play 1 [Agumon] and 3000 DP or less from your hand "
                   "without paying the cost.")


ARUKENIMON = ("[On Deletion] From your trash and without paying the cost, you may play 1 Tamer "
              "card with [Myotismon] in its text and without the same name as any of your "
              "Tamers.")


def test_the_zone_and_price_printed_first_read_as_a_play_from_that_zone():
    assert render_box(read_whole(ARUKENIMON)) == ARUKENIMON
    clause = parse_text(ARUKENIMON)[0].clauses[0]
    (act,) = clause.actions
    assert (clause.form, act.verb, act.source, act.not_tamer_names, act.filter.kind) == (
        "may", "play-free", "trash", True, "tamer")


PENGUINMON = ("[Your Turn] [Once Per Turn] When this Digimon or any of your Tamers would "
              "digivolve into a multicolored Digimon that is blue or red, reduce the "
              "digivolution cost by 1.")


def test_this_digimon_or_your_tamers_into_a_multicolored_digimon():
    assert render_box(read_whole(PENGUINMON)) == PENGUINMON
    (effect,) = parse_text(PENGUINMON)
    (act,) = effect.clauses[0].actions
    assert (effect.trigger.event, effect.trigger.subject.kind, act.alt.mode) == (
        "would-digivolve", "tamer", "this")
    assert (act.filter.kind, act.filter.colors, act.filter.min_colors) == (
        "digimon", ("blue", "red"), 2)


MATADORMON = ("[Your Turn] When this Digimon would digivolve into a Digimon card from the trash, "
              "reduce the digivolution cost by 1.")


def test_a_reduction_into_a_card_from_the_trash():
    assert render_box(read_whole(MATADORMON)) == MATADORMON
    (act,) = parse_text(MATADORMON)[0].clauses[0].actions
    assert (act.verb, act.source, act.filter.kind) == ("reduce-digivolve-cost", "trash",
                                                       "digimon")
