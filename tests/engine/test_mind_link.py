"""<Mind Link> (manual-en/kw-mind-link, keyword/mind-link)."""

from __future__ import annotations

from tests.engine.helpers import Game, scenario

CARDS = {"Kari": {"kind": "tamer", "color": "yellow", "play_cost": 3,
                  "text": "[Main] <Mind Link>", "inherited": "[Your Turn] This Digimon gets "
                                                            "+1000 DP."},
         "Tai": {"kind": "tamer", "color": "red", "play_cost": 3}}


def test_tamer_becomes_the_bottom_digivolution_card():
    g = Game(scenario(p1={"battle": [{"card": "Greymon", "under": ["Agumon"]}, "Kari"]},
                      cards=CARDS))
    assert "mindlink p1-kari onto p1-greymon" in g.options
    g.answer("mindlink p1-kari onto p1-greymon")
    s = g.stack("p1-greymon")
    assert s["under"] == ["p1-agumon", "p1-kari"]
    assert s["dp"] == 6000  # the Tamer's inherited effect now applies
    assert "manual-en/kw-mind-link" in g.find("mind_link")[0].rules


def test_not_onto_a_digimon_with_a_tamer_card_under_it():
    g = Game(scenario(p1={"battle": [{"card": "Greymon", "under": ["Agumon", "Tai"]},
                                     "Kari"]}, cards=CARDS))
    assert not [o for o in g.options if o.startswith("mindlink")]
    g.answer("mindlink p1-kari onto p1-greymon")
    assert "no Tamer card" in g.find("refused")[-1].text
