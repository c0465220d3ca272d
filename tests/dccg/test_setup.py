"""Legacy boards and cards: impossible input is a ScenarioError naming the field."""

from __future__ import annotations

import pytest

from judgeapp.engine.dccg.cards import parse_effect
from judgeapp.engine.errors import CardTextError, ScenarioError
from judgeapp.engine.ruleset import get_ruleset
from tests.dccg.helpers import CARDS, scenario

NEW = f"cards[{len(CARDS)}]"  # the index of a card appended to the definitions


def setup(data):
    return get_ruleset("dccg").setup(data)


@pytest.mark.parametrize("change, field", [
    (lambda d: d["board"]["p1"].update(attack_row=["Agumon"] * 5), "board.p1.attack_row"),
    (lambda d: d["board"].update(phase="main"), "board.phase"),
    (lambda d: d["board"].update(memory={"p1": 3}), "board.memory"),
    (lambda d: d["board"]["p1"].update(hand=["Agumn"]), "board.p1.hand[0].card"),
    (lambda d: d["board"]["p1"].update(attack_row=["Data Gain"]), "board.p1.attack_row[0]"),
    (lambda d: d["board"]["p1"].update(data_points=5), "board.p1"),
    (lambda d: d["board"]["p2"].update(flags={"moved": 1}), "board.p2.flags"),
    (lambda d: d["board"].update(turn=1, turn_player="p2"), "board.turn"),
    (lambda d: d["cards"].append({"name": "X", "level": "adult"}), f"{NEW}.level"),
    (lambda d: d["cards"].append({"name": "Y", "text": "Delete 1 Digimon."}), f"{NEW}.text"),
    (lambda d: d["cards"].append({"name": "Z", "kind": "digi-modify",
                                  "text": "Offline a Digimon."}), f"{NEW}.text"),
])
def test_bad_boards_name_the_field(change, field):
    data = scenario()
    change(data)
    with pytest.raises(ScenarioError) as info:
        setup(data)
    assert info.value.field == field


def test_ids_follow_the_loader_rules():
    data = scenario(p1={"attack_row": ["Agumon"], "hand": ["Agumon", {"card": "Agumon",
                                                                      "id": "p1-agumon-2"}]})
    snap = get_ruleset("dccg").snapshot(setup(data))
    assert snap["players"]["p1"]["attack_row"] == ["p1-agumon"]
    assert snap["players"]["p1"]["hand"] == ["p1-agumon-3", "p1-agumon-2"]
    assert snap["players"]["p1"]["online"][0] == "p1-online-1"


def test_the_supported_card_text_and_nothing_else():
    assert parse_effect("Boost Attack +300.").amount == 300
    assert parse_effect("gain 1,000 data points").amount == 1000
    with pytest.raises(CardTextError) as info:
        parse_effect("Your opponent discards 1 card.")
    assert "Your opponent discards 1 card." in str(info.value)
    assert "Boost Attack +N" in info.value.hint
