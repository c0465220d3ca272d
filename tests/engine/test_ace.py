"""Digimon ACE: <Blast Digivolve> from the hand in the counter timing (manual-en/digimon-ace,
manual-en/blast-digivolve)."""

from __future__ import annotations

from tests.engine.helpers import Game, scenario

CARDS = {
    "Greymon ACE": {"kind": "digimon", "color": "red", "level": 4, "dp": 7000, "play_cost": 5,
                    "digivolve": [{"color": "red", "level": 3, "cost": 2}],
                    "text": "<Overflow <-2>> [Hand][Counter] <Blast Digivolve> "
                            "[When Digivolving] Gain 1 memory."},
    "Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000, "play_cost": 3},
    "Guard": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3,
              "text": "<Blocker>"},
}


def attack_board(p2_battle, hand=("Greymon ACE",)):
    return scenario(p1={"battle": ["Gabumon"]}, p2={"hand": list(hand), "battle": p2_battle},
                    cards=CARDS, memory={"p1": 3})


def test_blast_digivolve_in_the_counter_timing_without_cost():
    g = Game(attack_board(["Agumon"])).answer("attack p1-gabumon -> player")
    assert g.decision.kind == "counter"
    assert "blast p2-greymon-ace onto p2-agumon" in g.options
    g.answer("blast p2-greymon-ace onto p2-agumon")
    step = g.find("blast_digivolve", "p2-greymon-ace")[0]
    assert "manual-en/blast-digivolve" in step.rules
    assert g.stack("p2-greymon-ace")["under"] == ["p2-agumon"]
    counter = g.index("counter_timing")
    assert counter < step.index < g.index("draw") < g.index("activate", "p2-greymon-ace") \
        < g.index("block_timing")
    # no cost paid; [When Digivolving] gain 1 for p2 moves the counter 3 -> 2 for p1
    assert not g.find("pay_cost")
    assert g.mem("p1") == 2


def test_requirements_must_be_met():
    g = Game(attack_board(["Gabumon"])).answer("attack p1-gabumon -> player")
    assert g.decision is None or g.decision.kind != "counter"
    assert not g.find("blast_digivolve")


def test_only_one_counter_activation():
    g = Game(attack_board(["Agumon"])).answer("attack p1-gabumon -> player", "no")
    assert not g.find("blast_digivolve")
    assert g.zone("p2-greymon-ace") == "p2.hand"
