"""The same scenario and answers give the same steps."""

from .helpers import Game, scenario


def _run() -> list[dict]:
    cards = {"Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                      "text": "[Main] Delete all of your opponent's Digimon."},
             "Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                         "play_cost": 3, "text": "[On Deletion] <Draw 1>."}}
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Gabumon"}, {"card": "Gabumon"}],
                          "security": 3}, cards=cards))
    g.answer("use p1-wipe", None, "attack p1-greymon -> player", "pass", "skip", "pass")
    return [s.to_dict() for s in g.steps]


def test_same_scenario_same_steps():
    first, second = _run(), _run()
    assert first == second
    assert len(first) > 20


def test_step_indexes_are_consecutive_and_every_step_has_text():
    steps = _run()
    assert [s["index"] for s in steps] == list(range(len(steps)))
    assert all(s["text"] and ": {" not in s["text"] for s in steps)
