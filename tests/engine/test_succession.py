"""<Succession> (CR 4.2 16-47): judgeapp/engine/dcg/succession.py."""

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.errors import CardTextError

from .helpers import Game, scenario

CARDS = {
    "Heir": {"kind": "digimon", "color": "yellow", "level": 6, "dp": 11000, "play_cost": 12,
             "digivolve": [{"name": "Elder", "cost": 2}],
             "text": "<Succession ([Elder])>"},
    "Elder": {"kind": "digimon", "color": "yellow", "level": 6, "dp": 12000, "play_cost": 12,
              "text": "[All Turns] This Digimon gets +2000 DP."},
    "Mourner": {"kind": "digimon", "color": "yellow", "level": 6, "dp": 12000, "play_cost": 12,
                "traits": ["Elder"], "text": "[On Deletion] Gain 1 memory."},
    "Legacy": {"kind": "digimon", "color": "yellow", "level": 6, "dp": 12000, "play_cost": 12,
               "traits": ["Elder"], "inherited": "[Your Turn] This Digimon gets +1000 DP."},
    "Trait Heir": {"kind": "digimon", "color": "yellow", "level": 6, "dp": 11000,
                   "play_cost": 12, "text": "<Succession ([Elder] trait)>"},
    "Strike": {"kind": "option", "color": "yellow", "use_cost": 0,
               "text": "[Main] Delete 1 of your opponent's Digimon."},
}


def _dp(g: Game, card_id: str) -> int:
    return g.stack(card_id)["dp"]


def test_the_forms_read_and_the_one_refused():
    (effect,) = parse_text("<Succession ([Ceresmon])>")
    assert effect.keyword == "succession" and effect.type == "persistent"
    assert parse_text("<Succession ([Olympos XII] trait)>")[0].keyword == "succession"
    with pytest.raises(CardTextError, match="Succession"):
        parse_text("<Succession (Lv.6 w/[Chronomon] in name)>")


def test_the_topmost_specified_card_s_effects_are_gained():
    g = Game(scenario(p1={"battle": [{"card": "Heir", "under": ["Elder", "Agumon"]}]},
                      cards=CARDS))
    assert _dp(g, "p1-heir") == 13000


def test_nothing_is_gained_without_the_specified_card_or_off_the_top():
    g = Game(scenario(p1={"battle": [{"card": "Heir", "under": ["Agumon"]},
                                     {"card": "Elder", "under": ["Heir"]}]}, cards=CARDS))
    assert _dp(g, "p1-heir") == 11000
    assert _dp(g, "p1-elder") == 14000  # its own effect only: Heir under it has no inherited


def test_a_trait_specification_takes_the_topmost_card_with_the_trait():
    g = Game(scenario(p1={"battle": [{"card": "Trait Heir",
                                      "under": ["Legacy", "Mourner"]}]}, cards=CARDS))
    assert g.find("unmodelled")  # Legacy (topmost [Elder] trait card) has inherited effects
    assert "inherited" in g.find("unmodelled")[0].text


def test_a_gained_on_deletion_stops_the_run_when_the_digimon_is_deleted():
    g = Game(scenario(p1={"hand": ["Strike"], "battle": ["Elder"]},
                      p2={"battle": [{"card": "Trait Heir", "under": ["Mourner"]}]},
                      cards=CARDS))
    g.answer("use p1-strike")
    (stop,) = g.find("unmodelled")
    assert "[On Deletion]" in stop.text and "cr-en/16-47-1" in stop.rules
    assert g.decision is None
