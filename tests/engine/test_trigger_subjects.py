"""Qualified trigger subjects: "When one of your red Digimon attacks", "When one of your
Digimon with [X] in its name is deleted" (the event's Digimon must fit the qualifiers)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError, ScenarioError
from judgeapp.engine.ruleset import get_ruleset
from tests.engine.helpers import Game, scenario

WATCHER = {"kind": "tamer", "color": "red", "play_cost": 2}
RED = {"kind": "digimon", "color": "red", "level": 3, "dp": 2000, "play_cost": 3}
BLUE = {"kind": "digimon", "color": "blue", "level": 5, "dp": 7000, "play_cost": 7}


def _attack(text: str, attacker: str) -> Game:
    g = Game(scenario(cards={"Watcher": {**WATCHER, "text": text}, "Agumon": RED,
                             "MetalGarurumon": BLUE},
                      p1={"battle": ["Watcher", "Agumon", "MetalGarurumon"], "deck": 5},
                      p2={"security": 2, "deck": 5}))
    return g.answer(f"attack {attacker} -> player")


@pytest.mark.parametrize("text, attacker, triggers", [
    ("[Your Turn] When one of your red Digimon attacks, <Draw 1>.", "p1-agumon", True),
    ("[Your Turn] When one of your red Digimon attacks, <Draw 1>.", "p1-metalgarurumon", False),
    ("[Your Turn] When one of your level 5 or higher Digimon attacks, <Draw 1>.",
     "p1-metalgarurumon", True),
    ("[Your Turn] When one of your Digimon with 5000 DP or less attacks, <Draw 1>.",
     "p1-metalgarurumon", False),
    ("[Your Turn] When one of your Digimon with [Garurumon] in its name attacks, <Draw 1>.",
     "p1-metalgarurumon", True),
])
def test_the_attacker_must_fit_the_subject(text, attacker, triggers):
    g = _attack(text, attacker)
    assert bool(g.find("trigger", "p1-watcher")) is triggers


def test_a_plain_subject_still_reads_as_before():
    effect = read_whole("[Your Turn] When one of your Digimon attacks, <Draw 1>.")
    assert effect is not None
    g = _attack("[Your Turn] When one of your Digimon attacks, <Draw 1>.", "p1-metalgarurumon")
    assert g.find("trigger", "p1-watcher")


def test_a_deleted_digimon_is_not_checked_on_its_dp():
    text = "[Your Turn] When one of your Digimon with 5000 DP or less is deleted, <Draw 1>."
    with pytest.raises(ScenarioError, match="deleted Digimon's DP"):
        get_ruleset("dcg").setup(scenario(cards={"Watcher": {**WATCHER, "text": text}},
                                          p1={"battle": ["Watcher"]}))


def test_the_qualified_subject_is_refused_with_other_events():
    text = "[Your Turn] When one of your red Digimon digivolves, <Draw 1>."
    with pytest.raises((CardTextError, ScenarioError), match="qualified subject"):
        get_ruleset("dcg").setup(scenario(cards={"Watcher": {**WATCHER, "text": text}},
                                          p1={"battle": ["Watcher"]}))


def _play(text: str, card: str) -> Game:
    g = Game(scenario(cards={"Watcher": {**WATCHER, "text": text}, "Agumon": RED,
                             "MetalGarurumon": BLUE},
                      p1={"battle": ["Watcher"], "hand": ["Agumon", "MetalGarurumon"],
                          "deck": 5}, memory={"p1": 9}))
    return g.answer(f"play {card}")


@pytest.mark.parametrize("text, card, triggers", [
    ("[Your Turn] When you play a red Digimon, <Draw 1>.", "p1-agumon", True),
    ("[Your Turn] When you play a red Digimon, <Draw 1>.", "p1-metalgarurumon", False),
    ("[Your Turn] When one of your level 5 Digimon is played, <Draw 1>.",
     "p1-metalgarurumon", True),
    ("[Your Turn] When one of your level 5 Digimon is played, <Draw 1>.", "p1-agumon", False),
    ("[Your Turn] When an opponent's Digimon is played, <Draw 1>.", "p1-agumon", False),
])
def test_the_card_played_must_fit(text, card, triggers):
    assert bool(_play(text, card).find("trigger", "p1-watcher")) is triggers


def test_it_after_a_trigger_is_the_digimon_the_trigger_names():
    text = "[Your Turn] When one of your Digimon attacks, it gets +3000 DP for the turn."
    g = _attack(text, "p1-agumon")
    assert g.find("dp_change", "p1-agumon") and not g.find("dp_change", "p1-watcher")


def test_it_after_a_trigger_about_no_digimon_in_play_is_refused():
    text = "[Your Turn] When one of your Digimon is deleted, it gets +3000 DP for the turn."
    with pytest.raises(ScenarioError, match="'it' after this trigger"):
        get_ruleset("dcg").setup(scenario(cards={"Watcher": {**WATCHER, "text": text}},
                                          p1={"battle": ["Watcher"]}))


@pytest.mark.parametrize("into, triggers", [("[Greymon] or [Garurumon]", True),
                                            ("a Digimon with [Garurumon] in its name", False)])
def test_digivolves_into_checks_the_card_digivolved_into(into, triggers):
    text = f"[Your Turn] When one of your Digimon digivolves into {into}, <Draw 1>."
    greymon = {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 5,
               "digivolve": [{"color": "red", "level": 3, "cost": 2}]}
    g = Game(scenario(cards={"Watcher": {**WATCHER, "text": text}, "Agumon": RED,
                             "Greymon": greymon},
                      p1={"battle": ["Watcher", "Agumon"], "hand": ["Greymon"], "deck": 5},
                      memory={"p1": 5}))
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert bool(g.find("trigger", "p1-watcher")) is triggers
