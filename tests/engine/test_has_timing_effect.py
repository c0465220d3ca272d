""""If/While this Digimon has an [On Play] effect": read, written back, lowered to the
``this-timing-effect`` condition (text_has_effect.py). Real-card edges: scenarios
condition-this-digimon-has-an-on-play-effect*."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.effects import ON_PLAY, WHEN_DIGIVOLVING
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.dcg.text_render import render_box


@pytest.mark.parametrize(("text", "timing"), [
    ("[When Attacking] If this Digimon has an [On Play] effect, gain 1 memory.", ON_PLAY),
    ("[All Turns] While this Digimon has a [When Digivolving] effect, it gets +1000 DP.",
     WHEN_DIGIVOLVING),
])
def test_has_a_timing_effect_reads_renders_and_lowers(text, timing):
    box = read_whole(text)
    cond = box.items[0].sentences[0].condition.condition
    assert isinstance(cond, ir.ThisDigimon) and cond.timing
    assert render_box(box) == text
    lowered = parse_text(text)[0]
    clause_cond = lowered.clauses[0].condition if lowered.clauses else None
    cond = clause_cond or lowered.condition or lowered.statics[0].condition
    assert (cond.subject, cond.name) == ("this-timing-effect", timing)
