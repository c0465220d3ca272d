"""Any answer, however malformed, is refused with a rule and never crashes the engine."""

from __future__ import annotations

import pytest

from tests.dccg.helpers import play, scenario

GARBAGE = ["", "   ", "attack", "attack p1-greymon", "attack p1-greymon -> ", "attack x -> y",
           "attack p1-greymon => player", "digivolve p1-greymon", "digivolve a onto b",
           "digivolve p1-greymon into p2-agumon", "move", "move p9-nobody", "queue nobody",
           "special a b c d", "special p1-greymon", "offline p1-greymon", "bring p2-agumon",
           "discard p2-agumon", "pass", "next-phase next-phase", "NEXT-PHASE", "<script>"]


@pytest.mark.parametrize("phase", ["bring-online", "digivolve", "move", "attack", "discard"])
def test_garbage_answers_are_refused_in_every_phase(phase):
    data = scenario(phase=phase, p1={"attack_row": ["Greymon"], "hand": ["Agumon", "Draw Two"]},
                    p2={"attack_row": ["Agumon"], "hand": ["Agumon"]})
    run = play(data, *GARBAGE, defaults=False)
    assert len(run.refusals()) == len(GARBAGE)
    assert all(step.rules for step in run.refusals())
    assert run.decision.kind == phase.replace("-", "_")


def test_a_list_answer_is_refused():
    run = play(scenario(phase="move", p1={"attack_row": ["Greymon"]}), ["move", "p1-greymon"])
    assert "one answer at a time" in run.refusals()[0].text
