"""'<who> effects don't affect <target>[,] and it gets +N DP' (text_restrictions.py; executed
in the scenarios unaffected-and-dp-*)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import normalized, read_whole
from judgeapp.engine.dcg.text_render import render_box


@pytest.mark.parametrize("text", [
    "[When Attacking] Until your opponent's turn ends, their Digimon's effects don't affect "
    "this Digimon and it gets +4000 DP.",
    "[On Play] Until your opponent's turn ends, their Digimon's effects don't affect this "
    "Digimon, and it gets +3000 DP.",
])
def test_one_lasting_change_with_the_shield_and_the_dp(text):
    assert normalized(render_box(read_whole(text))) == normalized(text)
    (act,) = parse_text(text)[0].clauses[0].actions
    assert (act.verb, act.amount, act.unaffected_by, act.duration) == (
        "dp", int(text.split("it gets ")[1].split(" ")[0]), "digimon", fx.UNTIL_OPP_TURN_END)


def test_without_a_duration_it_is_a_persistent_dp_and_shield():
    text = ("[All Turns] Your opponent's Digimon's effects don't affect this Digimon, and it "
            "gets +3000 DP.")
    assert normalized(render_box(read_whole(text))) == normalized(text)
    (static,) = parse_text(text)[0].statics
    assert (static.dp, static.unaffected_by, static.target.mode) == (3000, "digimon", "this")
