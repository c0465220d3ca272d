"""DigiXros (manual-en/digixros-rules, digixros-procedure, keyword/digixros)."""

from __future__ import annotations

from tests.engine.helpers import Game, scenario

CARDS = {
    "Shoutmon X4": {"kind": "digimon", "color": "red", "level": 6, "dp": 12000, "play_cost": 9,
                    "text": "DigiXros -2 [Shoutmon] × [Ballistamon] × [Dorulumon]"},
    "Shoutmon": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000, "play_cost": 3},
    "Ballistamon": {"kind": "digimon", "color": "yellow", "level": 4, "dp": 5000,
                    "play_cost": 4},
    "Dorulumon": {"kind": "digimon", "color": "green", "level": 4, "dp": 5000, "play_cost": 4},
}


def test_full_digixros_order_and_cost():
    g = Game(scenario(p1={"hand": ["Shoutmon X4", "Dorulumon", "Shoutmon"],
                          "battle": [{"card": "Ballistamon", "under": ["Koromon"]}]},
                      cards=CARDS, memory={"p1": 3}))
    answer = "play p1-shoutmon-x4 xros p1-shoutmon p1-ballistamon p1-dorulumon"
    assert answer in g.options
    g.answer(answer)
    s = g.stack("p1-shoutmon-x4")
    assert s["under"] == ["p1-shoutmon", "p1-ballistamon", "p1-dorulumon"]
    assert g.zone("p1-koromon") == "p1.trash"  # the battle-area material's digivolution card
    assert g.mem() == 0  # 9 - 3 * 2 = 3
    assert g.index("digixros") < g.index("pay_cost") < g.index("play", "p1-shoutmon-x4")


def test_partial_digixros_reduces_per_card():
    g = Game(scenario(p1={"hand": ["Shoutmon X4", "Shoutmon"]}, cards=CARDS,
                      memory={"p1": 10}))
    g.answer("play p1-shoutmon-x4 xros p1-shoutmon")
    assert g.stack("p1-shoutmon-x4")["under"] == ["p1-shoutmon"]
    assert g.mem() == 3  # 9 - 2 = 7


def test_materials_are_named_in_requirement_order_and_wrong_cards_are_refused():
    g = Game(scenario(p1={"hand": ["Shoutmon X4", "Shoutmon", "Dorulumon"]}, cards=CARDS,
                      memory={"p1": 10}))
    g.answer("play p1-shoutmon-x4 xros p1-dorulumon p1-shoutmon")
    assert "requirement order" in g.find("refused")[-1].text
    g.answer("play p1-shoutmon-x4 xros p1-shoutmon p1-dorulumon")
    assert g.stack("p1-shoutmon-x4")["under"] == ["p1-shoutmon", "p1-dorulumon"]
    g = Game(scenario(p1={"hand": ["Shoutmon X4", "Agumon"]}, cards=CARDS, memory={"p1": 10}))
    g.answer("play p1-shoutmon-x4 xros p1-agumon")
    step = g.find("refused")[-1]
    assert "manual-en/digixros-rules" in step.rules
