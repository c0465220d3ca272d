"""DigiXros (manual-en/digixros-rules, digixros-procedure, keyword/digixros)."""

from __future__ import annotations

import pytest

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


# "[A] or [B]" is one requirement: 1 card of either name (official Q&A Q3720); "if
# DigiXrosing [with N cards]" holds in the [On Play] of a DigiXros play that placed 1 or more
# (exactly N) cards (CR 4.2 7-2-2-9, 7-2-2-10)
OR_CARDS = {
    "Gokuumon": {"kind": "digimon", "color": "yellow", "level": 5, "dp": 7000, "play_cost": 7,
                 "text": "DigiXros -2 [Sanzomon] or [Sagomon] × [Shoutmon]\n"
                         "[On Play] If DigiXrosing with 2 cards, <Draw 1>. "
                         "Then, if DigiXrosing, gain 1 memory."},
    "Sanzomon": {"kind": "digimon", "color": "yellow", "level": 4, "dp": 5000, "play_cost": 4},
    "Sagomon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 5000, "play_cost": 4},
    "Shoutmon": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000, "play_cost": 3},
}


def test_an_or_requirement_takes_one_card_of_either_name():
    g = Game(scenario(p1={"hand": ["Gokuumon", "Sanzomon", "Sagomon", "Shoutmon"]},
                      cards=OR_CARDS, memory={"p1": 10}))
    xros = sorted(o for o in g.options if " xros " in o)
    assert "play p1-gokuumon xros p1-sagomon p1-shoutmon" in xros
    assert not any("p1-sanzomon p1-sagomon" in o for o in xros)  # one card for the pair
    g.answer("play p1-gokuumon xros p1-sanzomon p1-sagomon")
    assert "doesn't fit" in g.find("refused")[-1].text
    g.answer("play p1-gokuumon xros p1-sanzomon p1-shoutmon")
    assert g.stack("p1-gokuumon")["under"] == ["p1-sanzomon", "p1-shoutmon"]
    assert g.find("draw") and g.mem() == 8  # 10 - (7 - 4) + 1: both conditions hold


def test_if_digixrosing_with_two_cards_is_not_met_by_one_card_nor_without_digixros():
    g = Game(scenario(p1={"hand": ["Gokuumon", "Sagomon"]}, cards=OR_CARDS, memory={"p1": 10}))
    g.answer("play p1-gokuumon xros p1-sagomon")
    assert not g.find("draw") and g.mem() == 6  # 10 - 5 + 1: only "if DigiXrosing"
    g = Game(scenario(p1={"hand": ["Gokuumon", "Sagomon"]}, cards=OR_CARDS, memory={"p1": 10}))
    g.answer("play p1-gokuumon")
    assert not g.find("draw") and g.mem() == 3  # no DigiXros: neither part


def test_a_card_also_treated_as_a_name_for_a_digixros_fills_that_requirement():
    """"This card is also treated as [Ballistamon] for a DigiXros." (BT19-051; Q&A Q3105:
    for a DigiXros only)."""
    from judgeapp.engine.dcg.cardtext import extract_rules
    rest, rules = extract_rules("This card is also treated as [Ballistamon] for a DigiXros.")
    assert rest is None and rules.xros_also == ("Ballistamon",)
    cards = {**CARDS, "Mervamon": {"kind": "digimon", "color": "yellow", "level": 4,
                                   "dp": 5000, "play_cost": 4,
                                   "text": "This card is also treated as [Ballistamon] for a "
                                           "DigiXros."}}
    g = Game(scenario(p1={"hand": ["Shoutmon X4", "Mervamon"]}, cards=cards,
                      memory={"p1": 10}))
    g.answer("play p1-shoutmon-x4 xros p1-mervamon")
    assert g.stack("p1-shoutmon-x4")["under"] == ["p1-mervamon"]
    assert not g.state.cards["p1-mervamon"].defn.named("Ballistamon")  # a DigiXros only


DESCRIBED = {
    "Bagra": {"kind": "digimon", "color": "black", "level": 6, "dp": 13000, "play_cost": 13,
              "text": "[DigiXros -2] 2 Digimon cards w/[Bagra Army] trait"},
    "Tactimon": {"kind": "digimon", "color": "black", "level": 5, "dp": 9000, "play_cost": 8,
                 "traits": ["Bagra Army"]},
    "Lilithmon": {"kind": "digimon", "color": "purple", "level": 5, "dp": 9000,
                  "play_cost": 8, "traits": ["Bagra Army"]},
    "Blastmon": {"kind": "digimon", "color": "black", "level": 4, "dp": 5000, "play_cost": 5,
                 "traits": ["Bagra Army"]},
    "Save Card": {"kind": "digimon", "color": "red", "level": 4, "dp": 4000, "play_cost": 5,
                  "text": "DigiXros -2: 1 Digimon card w/<Save> in text"},
    "Saver": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000, "play_cost": 3,
              "text": "[On Deletion] <Save>."},
}


def test_a_requirement_by_description_takes_up_to_that_many_fitting_cards():
    """"[DigiXros -2] 2 Digimon cards w/[Bagra Army] trait" (EX10-034): 1 or 2 cards that
    fit (CR 4.2 7-2-2-4), -2 each; a third and a card without the trait are refused."""
    g = Game(scenario(p1={"hand": ["Bagra", "Tactimon", "Lilithmon", "Agumon"],
                          "battle": ["Blastmon"]}, cards=DESCRIBED, memory={"p1": 10}))
    plays = [o for o in g.options if o.startswith("play p1-bagra xros")]
    assert "play p1-bagra xros p1-tactimon p1-blastmon" in plays
    assert not [o for o in plays if "p1-agumon" in o or len(o.split()) > 5]
    g.answer("play p1-bagra xros p1-tactimon p1-lilithmon p1-blastmon")  # 3: refused
    assert g.find("refused")
    g.answer("play p1-bagra xros p1-tactimon p1-blastmon")
    assert g.stack("p1-bagra")["under"] == ["p1-tactimon", "p1-blastmon"]
    assert g.mem() == 1  # 13 - 2 * 2 = 9


def test_a_requirement_by_an_icon_in_the_text():
    g = Game(scenario(p1={"hand": ["Save Card", "Saver", "Agumon"]}, cards=DESCRIBED,
                      memory={"p1": 10}))
    assert "play p1-save-card xros p1-saver" in g.options
    assert "play p1-save-card xros p1-agumon" not in g.options


def test_in_traits_stays_refused():
    from judgeapp.engine.dcg.cardtext import extract_rules
    from judgeapp.engine.dcg.keyword_rules import KeywordRuleError
    with pytest.raises(KeywordRuleError, match="DigiXros"):
        extract_rules("DigiXros -2: 1 Digimon card w/[Xros Heart] in traits")
