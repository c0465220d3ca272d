"""The costs family's forms (text_costs.py): "play ... from one of your [blue] Digimon's
digivolution cards" (executed in the scenarios qa-q2108-* and
play-from-one-of-your-blue-digimons-digivolution-cards-edges)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
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
