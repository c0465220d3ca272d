"""Burst Digivolve (manual-en/burst-digivolve-rules, burst-digivolve-procedure)."""

from __future__ import annotations

from tests.engine.helpers import Game, scenario

CARDS = {
    "ShineGreymon": {"kind": "digimon", "color": "red", "level": 5, "dp": 9000,
                     "play_cost": 9},
    "ShineGreymon BM": {"kind": "digimon", "color": "red", "level": 6, "dp": 13000,
                        "play_cost": 12,
                        "text": "[Burst Digivolve] [ShineGreymon]: By returning 1 "
                                "[Marcus Damon] to the hand, cost 0 "
                                "[When Digivolving] Gain 1 memory."},
    "Marcus Damon": {"kind": "tamer", "color": "red", "play_cost": 3},
}


def board(**p1):
    base = {"hand": ["ShineGreymon BM"], "battle": [
        {"card": "ShineGreymon", "under": ["Agumon"], "suspended": True}, "Marcus Damon"]}
    base.update(p1)
    return scenario(p1=base, cards=CARDS, memory={"p1": 3})


def test_burst_returns_the_tamer_and_digivolves():
    g = Game(board())
    assert "burst p1-shinegreymon-bm onto p1-shinegreymon" in g.options
    g.answer("burst p1-shinegreymon-bm onto p1-shinegreymon")
    assert g.zone("p1-marcus-damon") == "p1.hand"
    s = g.stack("p1-shinegreymon-bm")
    assert s["under"] == ["p1-shinegreymon", "p1-agumon"] and s["suspended"]
    assert g.index("burst_return") < g.index("burst_digivolve") < g.index("draw") < \
        g.index("activate", "p1-shinegreymon-bm")
    assert g.mem() == 4


def test_top_card_trashed_at_end_of_turn():
    g = Game(board()).answer("burst p1-shinegreymon-bm onto p1-shinegreymon", "pass")
    step = g.find("burst_trash", "p1-shinegreymon-bm")[0]
    assert "manual-en/burst-digivolve-rules" in step.rules
    assert g.index("turn_end_check") < step.index < g.index("turn_end")
    assert g.zone("p1-shinegreymon-bm") == "p1.trash"
    assert g.stack("p1-shinegreymon")["under"] == ["p1-agumon"]


def test_without_the_tamer_it_is_refused():
    g = Game(board(battle=[{"card": "ShineGreymon"}]))
    assert not [o for o in g.options if o.startswith("burst")]
    g.answer("burst p1-shinegreymon-bm onto p1-shinegreymon")
    assert "Tamer" in g.find("refused")[-1].text
