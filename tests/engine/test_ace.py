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


DNA_CARDS = {
    "Breakdramon": {"kind": "digimon", "color": "green", "level": 6, "dp": 12000,
                    "play_cost": 12},
    "Slayerdramon": {"kind": "digimon", "color": "blue", "level": 6, "dp": 12000,
                     "play_cost": 12},
    "Examon ACE": {"kind": "digimon", "colors": ["green", "blue"], "level": 7, "dp": 16000,
                   "play_cost": 14,
                   "text": "[DNA Digivolve] green Lv.6 + blue Lv.6: Cost 0 [Hand][Counter] "
                           "<Blast DNA Digivolve ([Breakdramon]+[Slayerdramon])>"},
}


def test_blast_dna_digivolve_field_and_hand_card():
    scn = scenario(p1={"battle": ["Gabumon"]},
                   p2={"hand": ["Examon ACE", "Breakdramon"],
                       "battle": [{"card": "Slayerdramon", "suspended": True}]},
                   cards={**CARDS, **DNA_CARDS}, memory={"p1": 3})
    g = Game(scn).answer("attack p1-gabumon -> player")
    answer = "blastdna p2-examon-ace onto p2-slayerdramon + p2-breakdramon"
    assert answer in g.options
    g.answer(answer)
    s = g.stack("p2-examon-ace")
    assert s["under"] == ["p2-breakdramon", "p2-slayerdramon"]  # green (left) on top
    assert not s["suspended"]
    assert "manual-en/blast-dna-digivolve" in g.find("blast_dna_digivolve")[0].rules
    assert g.index("blast_dna_digivolve") < g.index("block_timing")


def test_blast_dna_needs_the_named_card_in_hand():
    scn = scenario(p1={"battle": ["Gabumon"]},
                   p2={"hand": ["Examon ACE"],
                       "battle": ["Slayerdramon", "Breakdramon"]},
                   cards={**CARDS, **DNA_CARDS}, memory={"p1": 3})
    g = Game(scn).answer("attack p1-gabumon -> player")
    assert not any(o.startswith("blastdna") for o in g.options)
