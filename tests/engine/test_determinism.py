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


def test_random_legal_play_keeps_the_invariants():
    """300 random (seeded) legal answers on a busy board: no crash, invariants every step."""
    import random

    cards = {
        "Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 4,
                    "digivolve": [{"color": "red", "level": 3, "cost": 2}],
                    "text": "<Security A. +1> [When Attacking] Delete 1 of your opponent's "
                            "Digimon with 3000 DP or less.",
                    "inherited": "[On Deletion] <Draw 1>."},
        "Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                    "play_cost": 3, "text": "<Blocker> [On Play] You may gain 1 memory."},
        "Spark": {"kind": "option", "color": "blue", "use_cost": 1,
                  "text": "[Main] 1 of your opponent's Digimon gets -3000 DP for the turn.",
                  "security": "[Security] Activate this card's [Main] effect."},
        "Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                       "text": "[Main] [Once Per Turn] By trashing 1 card in your hand, "
                               "<Draw 1>."},
    }
    deck = ["Greymon", "Gabumon", "Spark", "Agumon", "Tai Kamiya"] * 6
    board = {"deck": deck, "digi_egg_deck": ["Koromon"], "security": ["Spark", "Gabumon"],
             "hand": ["Agumon", "Greymon"]}
    g = Game(scenario(p1=dict(board), p2=dict(board), cards=cards, phase="breeding"))
    rng = random.Random(7)
    for _ in range(300):
        if g.decision is None:
            break
        g.answer(rng.choice(g.options))
    assert len(g.steps) > 100
