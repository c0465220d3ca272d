"""Infinite loops stop at the step limit with a LIMIT step; long cascades don't recurse."""

from judgeapp.engine.steps import StepKind

from .helpers import Game, scenario

PHOENIX = {"Phoenix": {"kind": "digimon", "color": "red", "level": 3, "dp": 0, "play_cost": 0,
                       "text": "[On Deletion] Play this card without paying the cost."}}


def test_an_endless_loop_stops_with_a_limit_step():
    scn = scenario(p1={"hand": ["Phoenix"]}, cards=PHOENIX)
    scn["step_limit"] = 200
    g = Game(scn)
    g.answer("play p1-phoenix")
    assert g.steps[-1].kind == StepKind.LIMIT
    assert "step limit" in g.steps[-1].text
    # CR 4.2 18-3 settles a loop by who can stop it; the engine can't tell, so no ruling
    assert "18-3" in g.steps[-1].text and "draw" in g.steps[-1].text
    assert "makes no ruling" in g.steps[-1].text
    assert len(g.steps) == 201
    assert g.decision is None


def test_two_hundred_simultaneous_on_deletion_effects():
    cards = {"Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                      "text": "[Main] Delete all of your opponent's Digimon."},
             "Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                         "play_cost": 3, "text": "[On Deletion] <Draw 1>."}}
    scn = scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                   p2={"battle": [{"card": "Gabumon"}] * 200, "deck": 200}, cards=cards)
    g = Game(scn)
    g.answer("use p1-wipe")
    while g.decision is not None and g.decision.kind == "order_triggers":
        g.answer(None)
    assert len(g.find("activate")) == 200
    assert len(g.snapshot["players"]["p2"]["hand"]) == 200


def test_a_chain_of_two_hundred_derived_triggers():
    cards = {"Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                      "text": "[Main] Delete 1 of your opponent's Digimon."},
             "Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                         "play_cost": 3, "text": "[On Deletion] Delete 1 of your Digimon."}}
    scn = scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                   p2={"battle": [{"card": "Gabumon"}] * 200}, cards=cards)
    g = Game(scn)
    g.answer("use p1-wipe")
    while g.decision is not None and g.decision.kind == "choose_target":
        g.answer(None)
    assert g.snapshot["players"]["p2"]["battle"] == []
    assert len(g.find("delete")) == 200
