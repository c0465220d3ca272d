"""The Legend-Arms cost "By paying N cost and placing this card as the bottom digivolution card
of 1 of your Digimon that's level N or has the [X] trait, ..." (text_pay_and_place.py). Real
cards: scenarios legend-arms-pay-and-place-* and qa-q3701-*."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.dcg.text_render import render_box
from judgeapp.engine.errors import CardTextError

ZUBAMON = ("[Hand] [Main] By paying 1 cost and placing this card as the bottom digivolution "
           "card of 1 of your Digimon that's level 3 or has the [Legend-Arms] trait, that "
           "Digimon gets +4000 DP for the turn.")


def test_both_costs_are_lowered_in_the_printed_order():
    assert render_box(read_whole(ZUBAMON)) == ZUBAMON
    effect = parse_text(ZUBAMON)[0]
    clause = effect.clauses[0]
    assert effect.zone == "hand"
    assert [a.verb for a in clause.cost] == ["memory", "place-self-under"]
    assert clause.cost[0].amount == -1
    level, trait = clause.cost[1].target.any_of
    assert (level.min_level, level.max_level) == (3, 3)
    assert trait.traits_any == ("Legend-Arms",)
    assert clause.actions[0].target.mode == "it"  # "that Digimon": the one the cost chose


@pytest.mark.parametrize("text", [
    "[Main] By trashing 1 card in your hand and suspending this Digimon, gain 1 memory.",
    "[Main] By paying 1 cost and suspending this Digimon, gain 1 memory.",
])
def test_other_pairs_of_costs_stay_refused(text):
    with pytest.raises(CardTextError):
        parse_text(text)
