""""This effect can't play cards with the same name as any of your Tamers." limits the "play"
of the sentence before (text_play_exclusion.py; executed in the scenarios qa-q6713-* and
play-free-cant-play-the-same-name-as-one-of-your-tamers)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.dcg.text_render import render_box
from judgeapp.engine.errors import CardTextError

LIMIT = "This effect can't play cards with the same name as any of your Tamers."
MUMMYMON = ("[On Deletion] You may play 1 Tamer card with [Myotismon] in its text from your "
            f"trash without paying the cost. {LIMIT}")


def test_the_limit_is_read_into_the_play_before_it():
    assert render_box(read_whole(MUMMYMON)) == MUMMYMON
    (clause,) = parse_text(MUMMYMON)[0].clauses
    (act,) = clause.actions
    assert (act.verb, act.source, act.not_tamer_names, clause.form) == (
        "play-free", "trash", True, "may")


def test_a_play_without_the_limit_has_none():
    act = parse_text(MUMMYMON.replace(f" {LIMIT}", ""))[0].clauses[0].actions[0]
    assert not act.not_tamer_names


@pytest.mark.parametrize("text", [
    f"[Main] Gain 1 memory. {LIMIT}",
    f"[Main] {LIMIT}",
    "[Main] You may play 1 [Vemmon] from its digivolution cards without paying the cost. "
    f"{LIMIT}",
])
def test_the_limit_after_anything_but_a_play_from_the_hand_or_trash_is_refused(text):
    with pytest.raises(CardTextError, match="read only right after"):
        parse_text(text)
