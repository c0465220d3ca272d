"""App Fusion (manual-en/app-fusion-rules, app-fusion-procedure)."""

from __future__ import annotations

from tests.engine.helpers import Game, scenario

CARDS = {
    "DoGatchmon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 4000, "play_cost": 4},
    "Timemon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 2000, "play_cost": 3,
                "text": "Link [DoGatchmon]: Cost 1 Link DP: +1000"},
    "Gatchmon": {"kind": "digimon", "color": "blue", "level": 5, "dp": 7000, "play_cost": 8,
                 "text": "App Fusion [DoGatchmon] & [Timemon]: Cost 0 "
                         "[When Digivolving] Gain 1 memory."},
}


def test_link_card_goes_on_top_then_the_fusion_card():
    g = Game(scenario(p1={"hand": ["Gatchmon"],
                          "battle": [{"card": "DoGatchmon", "links": ["Timemon"],
                                      "under": ["Koromon"]}]}, cards=CARDS))
    answer = "fuse p1-gatchmon onto p1-dogatchmon with p1-timemon"
    assert answer in g.options
    g.answer(answer)
    s = g.stack("p1-gatchmon")
    assert s["under"] == ["p1-timemon", "p1-dogatchmon", "p1-koromon"] and s["links"] == []
    assert s["dp"] == 7000  # Timemon is a digivolution card now: no Link DP
    assert g.index("app_fusion") < g.index("draw") < g.index("activate", "p1-gatchmon")
    assert "manual-en/app-fusion-procedure" in g.find("app_fusion")[0].rules
    assert g.mem() == 4


def test_no_link_card_with_another_name_is_refused():
    g = Game(scenario(p1={"hand": ["Gatchmon"], "battle": ["DoGatchmon"]}, cards=CARDS))
    assert not [o for o in g.options if o.startswith("fuse")]
    g.answer("fuse p1-gatchmon onto p1-dogatchmon with p1-koromon")
    assert g.find("refused")
