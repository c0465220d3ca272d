"""Direct attacks: only when the opponent's Attack Row is empty; the Attack number is scored."""

from __future__ import annotations

from judgeapp.engine.dccg import citations as R
from tests.dccg.helpers import play, scenario


def test_direct_attack_adds_the_attack_number():
    run = play(scenario(data_points={"p1": 300}, p1={"attack_row": ["Greymon"]},
                        p2={"digivolve_row": ["Agumon"]}), "attack p1-greymon -> player")
    step = run.find("direct_attack")[0]
    assert R.DIRECT_ATTACK in step.rules and step.data["attack"] == 900
    assert run.snapshot["data_points"] == {"p1": 1200, "p2": 0}
    assert run.snapshot["players"]["p2"]["digivolve_row"] == ["p2-agumon"]


def test_direct_attack_is_offered_only_against_an_empty_attack_row():
    empty = play(scenario(p1={"attack_row": ["Greymon"]}))
    assert "attack p1-greymon -> player" in [o.id for o in empty.decision.options]
    guarded = play(scenario(p1={"attack_row": ["Greymon"]}, p2={"attack_row": ["Agumon"]}),
                   "attack p1-greymon -> player")
    assert R.DIRECT_ATTACK in guarded.refusals()[0].rules
    assert guarded.find("direct_attack") == []


def test_once_the_row_is_emptied_the_next_attacker_may_attack_directly():
    run = play(scenario(p1={"attack_row": ["Greymon", "Agumon"]},
                        p2={"attack_row": ["Patamon"]}),
               "attack p1-greymon -> p2-patamon", "attack p1-agumon -> player")
    assert run.snapshot["data_points"]["p1"] == (900 - 300) + 400


def test_a_boost_raises_a_direct_attack_too():
    run = play(scenario(p1={"attack_row": ["Agumon"], "hand": ["Boost Attack"]}),
               "attack p1-agumon -> player", "queue p1-boost-attack")
    assert run.snapshot["data_points"]["p1"] == 700
