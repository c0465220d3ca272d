"""A count of described cards in the trash as a condition: "if you have 4 or more cards with
[Lucemon] or [Witchelny] in its text in your trash" (AD1-017, AD1-018; executed in the scenarios
qa-q6087-* and play-cost-not-reduced-with-three-described-cards-in-trash)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.dcg.text_render import render_box
from judgeapp.engine.dcg.text_trash_count import TRASH_DESCRIBED

DYNASMON = ("When this card would be played, if you have 4 or more cards with [Lucemon] or "
            "[Witchelny] in its text in your trash, reduce the play cost by 5.")


def test_the_described_count_reads_renders_back_and_lowers_with_its_filter():
    assert render_box(read_whole(DYNASMON)) == DYNASMON
    cond = parse_text(DYNASMON)[0].clauses[0].condition
    assert (cond.subject, cond.op, cond.value) == (TRASH_DESCRIBED, ">=", 4)
    assert cond.filter is not None


@pytest.mark.parametrize("text", [
    "[Main] If you have 2 or fewer cards with the [Hybrid] trait in your trash, gain 1 memory.",
    "[Main] If you have 5 or more cards with [Greymon] in their names in your trash, "
    "gain 1 memory.",
])
def test_other_descriptions_and_fewer_read_back(text):
    box = read_whole(text)
    assert render_box(box) == text
    cond = box.items[0].sentences[0].condition.condition
    assert isinstance(cond, ir.Compare) and cond.subject == TRASH_DESCRIBED


def test_plain_cards_in_the_trash_keep_their_count():
    cond = parse_text("[Main] If you have 10 or more cards in your trash, gain 1 memory.")[0] \
        .clauses[0].condition
    assert (cond.subject, cond.filter) == ("trash", None)
